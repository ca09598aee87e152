import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether an element has come near the viewport (within `margin` above or below); it stays true
 * from then on. The carousel and swiper (about 30 KB gzip) load only then, so a first screen whose
 * carousel is below the fold does not pay for them. Without IntersectionObserver: true at once.
 *
 * @param margin - How far outside the viewport counts as near. Defaults to "400px".
 */
export function useNearViewport<T extends Element>(margin = '400px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: `${margin} 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return [ref, near];
}
