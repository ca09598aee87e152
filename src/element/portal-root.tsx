import { useLayoutEffect, useMemo } from 'react';
import { PortalApp } from '../app/portal-app';
import type { PortalClienteSettings } from '../public-types';
import { adoptPortalStyles } from '../styles/adopt-styles';
import { resolveSettings } from './settings';

type Props = PortalClienteSettings & { container: ShadowRoot };

/** What r2wc mounts in the shadow root: the portal's styles, its settings, then the app. */
export function PortalRoot({ container, ...input }: Props) {
  useLayoutEffect(() => adoptPortalStyles(container), [container]);
  const settings = useMemo(
    () => resolveSettings(input),
    // Re-resolve only when a setting really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify(input)],
  );
  return (
    <section className="pc-root" aria-label="Portal do Cliente">
      <PortalApp settings={settings} root={container} />
    </section>
  );
}
