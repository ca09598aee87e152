import { useEffect, useRef } from 'react';

/**
 * Moves focus to a screen's heading when it appears, so keyboard and screen-reader users land on
 * the new screen after navigation (issue 5). Skipped on the very first screen of a page load, so the
 * portal never steals focus from the host page.
 */
let navigated = false;

export function markNavigated() {
  navigated = true;
}

export function useFocusHeading<T extends HTMLElement = HTMLHeadingElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (navigated) ref.current?.focus({ preventScroll: false });
  }, []);
  return ref;
}
