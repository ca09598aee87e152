import { describe, expectTypeOf, it } from 'vitest';
import type {
  PortalClienteElement,
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
});
