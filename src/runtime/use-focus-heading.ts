import { useEffect, useRef } from 'react';
import { usePortal } from './portal-context';

/**
 * Moves focus to a screen's heading when it appears, so keyboard and screen-reader users land on
 * the new screen after navigation. Not on the first screen of a page load, nor on a
 * redirect before it (the guard sending a signed-out visitor from / to /conta): the portal never
 * steals focus from the host page, nor scrolls it.
 */
export function useFocusHeading<T extends HTMLElement = HTMLHeadingElement>() {
  const { navigation } = usePortal();
  const ref = useRef<T>(null);
  useEffect(() => {
    if (navigation.navigated) ref.current?.focus({ preventScroll: false });
    else navigation.markLanded();
  }, [navigation]);
  return ref;
}
