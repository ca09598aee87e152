import type { ReactNode } from 'react';

/** Our own line icons (24×24, stroke in the current colour). Decorative: the text next to each names it. */
export function LineIcon({ children, size = 20, weight = 1.8 }: { children: ReactNode; size?: number; weight?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width={weight}
      stroke-linecap="round"
      stroke-linejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
