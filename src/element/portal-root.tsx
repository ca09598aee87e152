import { useLayoutEffect, useMemo } from 'react';
import { PortalApp } from '../app/portal-app';
import type { PortalClienteSettings } from '../public-types';
import { createPortalRuntime } from '../runtime/create-portal-runtime';
import { resolveSettings } from '../runtime/settings';
import { adoptPortalStyles } from '../styles/adopt-styles';

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
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const runtime = useMemo(() => createPortalRuntime(settings, container), [container, settings.storagePrefix]);
  runtime.configure(settings);
  useLayoutEffect(() => runtime.start(), [runtime]);
  return (
    <section className="pc-root" aria-label="Portal do Cliente">
      <PortalApp key={settings.storagePrefix} runtime={runtime} settings={settings} />
    </section>
  );
}
