/**
 * Theme tokens, as CSS custom properties on `:host` so a host page can retheme the portal
 * (`portal-cliente { --pc-primary: #0b5d4b }`). Sizes are px/em: rem would follow the host's
 * `<html>` font size (docs/architecture.md, "Pitfalls").
 */
export const theme = {
  primary: 'var(--pc-primary)',
  primaryDark: 'var(--pc-primary-dark)',
  primarySoft: 'var(--pc-primary-soft)',
  onPrimary: 'var(--pc-on-primary)',
  text: 'var(--pc-text)',
  muted: 'var(--pc-muted)',
  surface: 'var(--pc-surface)',
  background: 'var(--pc-background)',
  border: 'var(--pc-border)',
  danger: 'var(--pc-danger)',
  success: 'var(--pc-success)',
  successSoft: 'var(--pc-success-soft)',
  warning: 'var(--pc-warning)',
  radius: 'var(--pc-radius)',
  shadow: 'var(--pc-shadow)',
  focus: 'var(--pc-focus)',
} as const;

/** The narrow-screen breakpoint. */
export const narrow = '@media (max-width: 1024px)';
export const wide = '@media (min-width: 1025px)';
/** Phones: where a floating control costs too much of the width (and the home leads with what needs attention). */
export const phone = '@media (max-width: 640px)';
/** Up to a laptop's width: where the header has too little room for every text. */
export const upToLaptop = '@media (max-width: 1280px)';
