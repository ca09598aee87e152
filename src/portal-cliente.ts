/**
 * The bundle's entry and its only side effect: registers `<portal-cliente>`, once, so loading
 * the script twice (two embeds on one page) does not throw.
 */
import { createPortalElementClass } from './element/define-portal-element';

export type * from './public-types';

if (typeof customElements !== 'undefined' && !customElements.get('portal-cliente')) {
  customElements.define('portal-cliente', createPortalElementClass());
}
