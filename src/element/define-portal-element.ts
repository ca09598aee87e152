import r2wc from '@r2wc/react-to-web-component';
import type { PortalClienteSettings } from '../public-types';
import { PortalRoot } from './portal-root';
import { SETTING_ATTRIBUTES } from '../runtime/settings';

// r2wc's internal slots, published through Symbol.for in @r2wc/core.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONTEXT = Symbol.for('r2wc.context');

type R2wcInternals = HTMLElement & {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  [CONTEXT]?: unknown;
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
};

const props = Object.fromEntries(Object.values(SETTING_ATTRIBUTES).map((name) => [name, 'string'])) as Record<
  keyof typeof SETTING_ATTRIBUTES extends never ? never : (typeof SETTING_ATTRIBUTES)[keyof typeof SETTING_ATTRIBUTES],
  'string'
>;

/**
 * The `<portal-cliente>` class: r2wc with an open shadow root, mended where r2wc falls short
 * (DESIGN.md, pitfalls):
 * - removing an attribute, or setting it to "", resets its setting (r2wc keeps the old value);
 * - moving the element in the DOM keeps the portal mounted (r2wc unmounts on every disconnect);
 * - `manualFiles` is a property only (an object; no JSON attribute that could throw on parse).
 */
export function createPortalElementClass(): CustomElementConstructor {
  const Base = r2wc(PortalRoot as never, { shadow: 'open', props }) as unknown as new () => R2wcInternals;

  class PortalClienteElement extends Base {
    override attributeChangedCallback(name: string, old: string | null, value: string | null) {
      const prop = SETTING_ATTRIBUTES[name as keyof typeof SETTING_ATTRIBUTES];
      if (prop && (value === null || value === '')) {
        if (this[PROPS][prop] === undefined) return;
        delete this[PROPS][prop];
        this[RENDER]();
        return;
      }
      // As the page's markup upgrades, the constructor has read every attribute already and the
      // browser then reports each one as changed: rendering again for each would render the whole
      // portal once per attribute before it is even connected. Only a new value renders.
      if (prop && this[PROPS][prop] === value) return;
      super.attributeChangedCallback(name, old, value);
    }

    override connectedCallback() {
      // Still mounted: this was a move, not a new insertion.
      if (this[CONTEXT]) return;
      super.connectedCallback();
    }

    override disconnectedCallback() {
      // A move is a disconnect and a connect in the same task: unmount only if it stays out.
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }

    get manualFiles(): PortalClienteSettings['manualFiles'] {
      return this[PROPS].manualFiles as PortalClienteSettings['manualFiles'];
    }

    set manualFiles(value: PortalClienteSettings['manualFiles']) {
      this[PROPS].manualFiles = value ?? undefined;
      this[RENDER]();
    }
  }
  return PortalClienteElement;
}
