import { describe, expectTypeOf, it } from 'vitest';
import type {
  PortalClienteAction,
  PortalClienteActionDetail,
  PortalClienteElement,
  PortalClienteErrorDetail,
  PortalClienteReadyDetail,
  PortalClienteEventChangeDetail,
  PortalClienteLoginDetail,
  PortalClienteNavigateDetail,
} from '../../dist-types/public-types';

/*
 * The declarations hosts get (dist-types/, what `npm run build` emits and package.json's `types`
 * names), checked as a host's TypeScript sees them.
 */
describe('dist-types, as a host page sees them', () => {
  it('types document.querySelector("portal-cliente") as the element', () => {
    expectTypeOf<HTMLElementTagNameMap['portal-cliente']>().toEqualTypeOf<PortalClienteElement>();
    expectTypeOf(document.querySelector('portal-cliente')).toEqualTypeOf<PortalClienteElement | null>();
    expectTypeOf(document.createElement('portal-cliente')).toEqualTypeOf<PortalClienteElement>();
  });

  it('has every setting as an optional property, manualFiles as an object', () => {
    const element = document.createElement('portal-cliente');
    expectTypeOf(element.apiBase).toEqualTypeOf<string | undefined>();
    expectTypeOf(element.storagePrefix).toEqualTypeOf<string | undefined>();
    expectTypeOf(element.requestTimeout).toEqualTypeOf<string | undefined>();
    expectTypeOf(element.manualFiles).toEqualTypeOf<Record<number, string> | undefined>();
    expectTypeOf(element).toMatchTypeOf<HTMLElement>();
    // @ts-expect-error: not a setting of the element
    void element.apiUrl;
  });

  it("types each event's detail, and nothing in them is a token", () => {
    const element = document.createElement('portal-cliente');
    element.addEventListener('portal-cliente:login', (event) => {
      expectTypeOf(event.detail).toEqualTypeOf<PortalClienteLoginDetail>();
      expectTypeOf(event.detail).toEqualTypeOf<{ email: string; name: string }>();
    });
    element.addEventListener('portal-cliente:navigate', (event) => {
      expectTypeOf(event.detail).toEqualTypeOf<PortalClienteNavigateDetail>();
      expectTypeOf(event.detail.path).toBeString();
    });
    element.addEventListener('portal-cliente:event-change', (event) => {
      expectTypeOf(event.detail).toEqualTypeOf<PortalClienteEventChangeDetail>();
      expectTypeOf(event.detail.idEvento).toEqualTypeOf<number | string>();
    });
    element.addEventListener('portal-cliente:logout', (event) => {
      expectTypeOf(event.detail).toEqualTypeOf<Record<string, never>>();
    });
    expectTypeOf<PortalClienteLoginDetail>().not.toHaveProperty('token');
  });

  it('types the host API: ready, the methods, and the ready, error and action events', () => {
    const element = document.createElement('portal-cliente');
    expectTypeOf(element.ready).toEqualTypeOf<Promise<PortalClienteReadyDetail>>();
    expectTypeOf(element.navigate).toEqualTypeOf<(path: string) => void>();
    expectTypeOf(element.signOut).toEqualTypeOf<() => void>();
    expectTypeOf(element.openHelp).toEqualTypeOf<() => void>();
    expectTypeOf(element.refresh).toEqualTypeOf<() => void>();
    element.addEventListener('portal-cliente:ready', (event) => {
      expectTypeOf(event.detail).toEqualTypeOf<PortalClienteReadyDetail>();
    });
    element.addEventListener('portal-cliente:error', (event) => {
      expectTypeOf(event.detail).toEqualTypeOf<PortalClienteErrorDetail>();
      expectTypeOf(event.detail.kind).toEqualTypeOf<'api' | 'chunk' | 'config' | 'session' | 'data'>();
    });
    element.addEventListener('portal-cliente:action', (event) => {
      expectTypeOf(event.detail).toEqualTypeOf<PortalClienteActionDetail>();
      expectTypeOf(event.detail.action).toEqualTypeOf<PortalClienteAction>();
    });
    // @ts-expect-error: an action the portal never sends
    const unknown: PortalClienteAction = 'page-view';
    void unknown;
  });
});
