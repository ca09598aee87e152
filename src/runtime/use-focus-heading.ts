import { useEffect, useRef } from 'react';
import { usePortal } from './portal-context';

/**
 * Moves focus to a screen's heading when it appears, so keyboard and screen-reader users land on
 * the new screen after navigation. Not on the first screen of a page load, nor on a
 * redirect before it (the guard sending a signed-out visitor from / to /conta): the portal never
 * steals focus from the host page, nor scrolls it.
 *
 * @param ready - False when this screen does not count as the portal being ready (an error screen).
 */
export function useFocusHeading<T extends HTMLElement = HTMLHeadingElement>(ready = true) {
  const { navigation, announceReady } = usePortal();
  const ref = useRef<T>(null);
  useEffect(() => {
    if (navigation.navigated) ref.current?.focus({ preventScroll: false });
    else navigation.markLanded();
    // The host's `ready`: a screen is on screen (an error screen that offers a retry is not one).
    if (ready) announceReady();
  }, [navigation, announceReady, ready]);
  return ref;
}
