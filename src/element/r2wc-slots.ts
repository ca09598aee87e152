/**
 * r2wc's private slots, published through `Symbol.for` by @r2wc/core: the element class reads and
 * patches them (see ./define-portal-element.ts). They are not r2wc's public API, so the package is
 * pinned to an exact version and tests/component/r2wc-slots.test.tsx fails if an upgrade moves them.
 */
export const R2WC_SLOTS = {
  /** The props object r2wc renders from. */
  props: Symbol.for('r2wc.props'),
  /** Renders (mounts or updates) from the props. */
  render: Symbol.for('r2wc.render'),
  /** The mounted tree; absent while unmounted. */
  context: Symbol.for('r2wc.context'),
} as const;
