import { useEffect, useLayoutEffect, useMemo } from 'react';
import { errorTexts } from '../app/error-texts';
import { PortalApp } from '../app/portal-app';
import type { PortalClienteSettings } from '../public-types';
import { createPortalRuntime } from '../runtime/create-portal-runtime';
import { resolveSettings, settingProblems } from '../runtime/settings';
import { adoptPortalStyles } from '../styles/adopt-styles';
import { attachRuntime, detachRuntime } from './host-methods';

type Props = PortalClienteSettings & { container: ShadowRoot };

/** What r2wc mounts in the shadow root: the portal's styles, its runtime, then the app. */
export function PortalRoot({ container, ...input }: Props) {
  useLayoutEffect(() => adoptPortalStyles(container), [container]);
  // Re-resolve only when a setting really changed (r2wc renders again on every attribute write).
  const key = JSON.stringify(input);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const settings = useMemo(() => resolveSettings(input), [key]);
  // One runtime for the element's life on the page; another storage prefix is another session,
  // so another portal.
  // Attached before the first render: a host's calls made before the portal was on the page run first.
  // Only the prefix makes a new runtime; every other setting reaches it through configure() below.
  const runtime = useMemo(
    () => attachRuntime(container.host, createPortalRuntime(settings, container)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new runtime per setting would sign the customer out
    [container, settings.storagePrefix],
  );
  runtime.configure(settings);
  useLayoutEffect(() => {
    const stop = runtime.start();
    return () => {
      stop();
      detachRuntime(container.host, runtime);
    };
  }, [runtime, container]);
  // Attributes the portal cannot use: the host hears which, and the portal goes on with the defaults.
  const problems = settingProblems(input);
  // An API address the portal refuses has no default to fall back on: the sign-in would post the
  // password to wherever it points. Nothing is called, and the portal shows its setup error.
  const refused = problems.includes('api-base');
  useEffect(() => {
    for (const attribute of problems) {
      const message = attribute === 'api-base' ? 'api-base refused: not an absolute https URL' : `${attribute} ignored, default used`;
      console[attribute === 'api-base' ? 'error' : 'warn']('[portal-cliente]', message);
      runtime.reportError({ kind: 'config', message, recovered: attribute !== 'api-base' });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, runtime]);
  const { title, message } = errorTexts(500);
  return (
    <section className="pc-root" aria-label="Portal do Cliente">
      {refused ? (
        <div role="alert" className="pc-setup-error">
          <h1>{title}</h1>
          <p>{message}</p>
        </div>
      ) : (
        <PortalApp key={settings.storagePrefix} runtime={runtime} settings={settings} />
      )}
    </section>
  );
}
