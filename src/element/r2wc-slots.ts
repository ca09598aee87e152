/*
 * r2wc's private slots, published through `Symbol.for` by @r2wc/core: the element class reads and
 * patches them (see ./define-portal-element.ts). They are not r2wc's public API, so the package is
 * pinned to an exact version and tests/component/r2wc-slots.test.tsx fails if an upgrade moves them.
 */

/** The props object r2wc renders from. */
export const R2WC_PROPS: unique symbol = Symbol.for('r2wc.props') as never;
/** Renders (mounts or updates) from the props. */
export const R2WC_RENDER: unique symbol = Symbol.for('r2wc.render') as never;
/** The mounted tree; absent once disconnected. */
export const R2WC_CONTEXT: unique symbol = Symbol.for('r2wc.context') as never;
