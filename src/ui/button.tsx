import { createElement } from 'react';
import { Link } from 'wouter';
import { styled } from '../styles/sheet';
import { theme } from '../styles/theme';

const buttonCss = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5em;
  min-height: 44px;
  padding: 0.625em 1.25em;
  border: 2px solid ${theme.primary};
  border-radius: 999px;
  background: ${theme.primary};
  color: ${theme.onPrimary};
  font-weight: 600;
  font-size: 1em;
  line-height: 1.2;
  text-decoration: none;
  text-align: center;
  transition: background 0.15s, border-color 0.15s;
  &:hover:not(:disabled) { background: ${theme.primaryDark}; border-color: ${theme.primaryDark}; }
  &:disabled { opacity: 0.6; cursor: not-allowed; }
  &[data-variant='secondary'] { background: ${theme.surface}; color: ${theme.primary}; }
  &[data-variant='secondary']:hover:not(:disabled) { background: ${theme.primarySoft}; }
  &[data-variant='ghost'] { background: transparent; border-color: transparent; color: ${theme.primary}; }
  &[data-variant='ghost']:hover:not(:disabled) { background: ${theme.primarySoft}; border-color: transparent; }
`;

/**
 * The filled look (no `data-variant`) is the host's `::part(button-primary)` (docs/theming.md).
 * Typed as the styled component it wraps.
 */
const primaryPart = <C extends (props: never) => unknown>(Styled: C): C =>
  ((props: { 'data-variant'?: string }) =>
    createElement(Styled as never, { part: props['data-variant'] ? undefined : 'button-primary', ...props })) as unknown as C;

/** The portal's buttons. `data-variant="secondary" | "ghost"` picks the look. */
export const Button = primaryPart(styled('button')`
  ${buttonCss}
`);

/** A portal route link that looks like a button. */
export const ButtonLink = primaryPart(styled(Link)`
  ${buttonCss}
`);

/** An external link (new tab, download) that looks like a button. */
export const ButtonAnchor = primaryPart(styled('a')`
  ${buttonCss}
`);
