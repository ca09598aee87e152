import { useEffect } from 'react';
import { usePortal } from './portal-context';

/**
 * Home: "a full-width layout that is set on entry and reset on leave". Marks the
 * main area (`#pc-main`, whose styles honour the flag) with `data-layout="full"` while the calling
 * screen is mounted.
 */
export function useFullWidth() {
  const { root } = usePortal();
  useEffect(() => {
    const main = root.getElementById('pc-main');
    main?.setAttribute('data-layout', 'full');
    return () => main?.removeAttribute('data-layout');
  }, [root]);
}
