import type {} from '../../dist-types/frameworks/react';
import type {} from '../../dist-types/frameworks/preact';
import type {} from '../../dist-types/frameworks/vue';
import type { JSX as ReactJSX } from 'react';
import type { JSX as PreactJSX } from 'preact';
import type { GlobalComponents } from 'vue';
import { describe, expectTypeOf, it } from 'vitest';
import type { PortalClienteLoginDetail, PortalClienteNavigateDetail } from '../../dist-types/public-types';

/*
 * The framework typings (dist-types/frameworks/, written from custom-elements.json's source), as
 * each framework's compiler sees <portal-cliente>: attributes as strings, events with their detail.
 * (Svelte's typings are written the same way; Svelte is not installed here to compile them.)
 */
describe('the framework typings', () => {
  it('React 19: the element in JSX, its attributes and its event props', () => {
    type Props = ReactJSX.IntrinsicElements['portal-cliente'];
    expectTypeOf<Props['api-base']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Parameters<NonNullable<Props['onportal-cliente:login']>>[0]>().toEqualTypeOf<CustomEvent<PortalClienteLoginDetail>>();
    expectTypeOf<Parameters<NonNullable<Props['onportal-cliente:navigate']>>[0]>().toEqualTypeOf<
      CustomEvent<PortalClienteNavigateDetail>
    >();
  });

  it('Preact: the same in its JSX namespace', () => {
    type Props = PreactJSX.IntrinsicElements['portal-cliente'];
    expectTypeOf<Props['support-email']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Parameters<NonNullable<Props['onportal-cliente:login']>>[0]>().toEqualTypeOf<CustomEvent<PortalClienteLoginDetail>>();
  });

  it('Vue 3: a global component with the attributes as props', () => {
    type Component = GlobalComponents['portal-cliente'];
    expectTypeOf<InstanceType<Component>['$props']['api-base']>().toEqualTypeOf<string | undefined>();
  });
});
