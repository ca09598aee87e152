import { useEffect, useRef } from 'react';

/**
 * Moves focus to a screen's heading when it appears, so keyboard and screen-reader users land on
 * the new screen after navigation (issue 5). Not on the first screen of a page load, nor on a
 * redirect before it (the guard sending a signed-out visitor from / to /conta): the portal never
 * steals focus from the host page, nor scrolls it.
 */
let landed = false;
let navigated = false;

/** A route change: once a first screen has been shown, the next screens take the focus. */
export function markNavigated() {
  if (landed) navigated = true;
}

export function useFocusHeading<T extends HTMLElement = HTMLHeadingElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (navigated) ref.current?.focus({ preventScroll: false });
    else landed = true;
  }, []);
  return ref;
}
