import r2wc from '@r2wc/react-to-web-component';
import type { PortalClienteReadyDetail, PortalClienteSettings } from '../public-types';
import { hostMethods } from './host-methods';
import { PortalRoot } from './portal-root';
import { SETTING_ATTRIBUTES } from '../runtime/settings';
// Only `version` is bundled (a named import of JSON keeps just that key).
import { version } from '../../package.json';
import { R2WC_CONTEXT as CONTEXT, R2WC_PROPS as PROPS, R2WC_RENDER as RENDER } from './r2wc-slots';

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
 * (docs/architecture.md, "Pitfalls"):
 * - removing an attribute, or setting it to "", resets its setting (r2wc keeps the old value);
 * - moving the element in the DOM keeps the portal mounted (r2wc unmounts on every disconnect);
 * - `manualFiles` is a property only (an object; no JSON attribute that could throw on parse).
 * It also carries the host's handle (docs/host-api.md): `ready` and the methods.
 */
export function createPortalElementClass(): CustomElementConstructor {
  const Base = r2wc(PortalRoot as never, { shadow: 'open', props }) as unknown as new () => R2wcInternals;

  class PortalClienteElement extends Base {
    /** The release this bundle is: the same as its folder (`portal-cliente/<version>/`) and package.json. */
    static readonly version: string = version;

    /** Resolves with the first `portal-cliente:ready` (heard first: this listener is the element's own). */
    readonly ready = new Promise<PortalClienteReadyDetail>((resolve) =>
      this.addEventListener('portal-cliente:ready', (event) => resolve((event as CustomEvent<PortalClienteReadyDetail>).detail), {
        once: true,
      }),
    );

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
  Object.assign(PortalClienteElement.prototype, hostMethods);
  return PortalClienteElement;
}
