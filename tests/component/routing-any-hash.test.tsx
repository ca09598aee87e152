import { waitFor } from '@testing-library/dom';
import fc from 'fast-check';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANA } from '../../test-kit/customers';
import { componentApiUrl, renderPortal } from '../../test-kit/render-portal';
import { signIn } from '../../test-kit/sign-in-over-http';
import { propertyRuns } from '../../test-kit/property-runs';

/*
 * Thousands of hostile hashes thrown at the portal's router (its navigation,
 * wouter and both layouts), signed in. Each must give a screen (or its loading placeholder), the
 * 404 screen, or, when it is not `#/...`, be left to the host; never an error. The hash is set the
 * way a browser sets it (URL's fragment encoding) and announced with a hashchange, as a host's link
 * or script would.
 */

const piece = fc.oneof(
  fc.constantFrom('%', '%%', '%2', '%zz', '%E0%A4%A', '%C3', '%A9', '%C0%AF', '%ED%A0%80', '%00', '%2F', '%3F', '%23', '%25', '%2525'),
  fc.constantFrom('/', '//', '..', '../', '?', '#', '\u0000', '\n', '\u202e', 'financeiro', 'servicos', 'conta', 'entrar', 'promo-50%off'),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.stringMatching(/^(?:%[0-9a-fA-F]{2})+$/),
);
const start = fc.constantFrom('#/', '#//', '#/conta/', '#', '', '#contato');
const hostileHash = fc.oneof(
  { weight: 19, arbitrary: fc.tuple(start, fc.array(piece, { maxLength: 10 })).map(([head, parts]) => head + parts.join('')) },
  {
    weight: 1,
    arbitrary: fc.tuple(start, piece, fc.integer({ min: 1_000, max: 20_000 })).map(([head, part, times]) => head + part.repeat(times)),
  },
);

/** What the portal shows: the 404, another screen's heading, a loading placeholder, or nothing recognisable. */
function outcome(shadow: ShadowRoot): string {
  if (shadow.textContent?.includes('Unexpected Application Error!')) return 'error';
  const heading = shadow.querySelector('h1')?.textContent?.trim();
  if (heading === 'Página não encontrada') return '404';
  if (heading) return 'screen';
  return shadow.querySelector('[aria-busy="true"]') ? 'loading' : 'blank';
}

/** Hostile hashes per run. */
const HASHES = propertyRuns(2_000);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the router, with any hash', () => {
  it(`gives a route, the 404 screen or leaves the hash to the host for ${HASHES} hostile hashes, never an error`, async () => {
    const user = await signIn(componentApiUrl(), ANA);
    localStorage.setItem('any-hash:user', JSON.stringify(user));
    const { host, shadow, screen } = await renderPortal({ path: '/nao-existe', storagePrefix: 'any-hash:' });
    await screen.findByRole('heading', { name: 'Página não encontrada' });

    const navigations: string[] = [];
    host.addEventListener('portal-cliente:navigate', (event) => navigations.push((event as CustomEvent<{ path: string }>).detail.path));
    const uncaught: unknown[] = [];
    const onError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);
    window.addEventListener('error', onError);
    const consoleErrors = vi.spyOn(console, 'error');

    await fc.assert(
      fc.asyncProperty(hostileHash, async (hash) => {
        navigations.length = 0;
        const url = new URL(location.href);
        url.hash = hash;
        await act(() => {
          history.replaceState(null, '', url.href);
          window.dispatchEvent(new HashChangeEvent('hashchange'));
        });
        // A screen whose code or data is on its way shows a placeholder first: wait for it to settle
        // (a lazy layout's chunk may take seconds on a loaded machine; an endless one still fails).
        const shown = await waitFor(
          () => {
            const now = outcome(shadow);
            if (now === 'loading') throw new Error(`${JSON.stringify(location.hash.slice(0, 80))} is still loading`);
            return now;
          },
          { timeout: 10_000 },
        );
        expect(uncaught, 'uncaught errors').toEqual([]);
        expect(consoleErrors, 'console errors').not.toHaveBeenCalled();
        expect(['404', 'screen'], `${JSON.stringify(location.hash.slice(0, 80))} showed: ${shown}`).toContain(shown);
        if (!location.hash.startsWith('#/')) expect(navigations, `${JSON.stringify(location.hash.slice(0, 80))} is the host's`).toEqual([]);
      }),
      { numRuns: HASHES },
    );
    window.removeEventListener('error', onError);

    // And the portal still works: a valid route after all of them shows its screen.
    await act(() => {
      history.replaceState(null, '', '#/contratos');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await screen.findByRole('heading', { name: 'Contratos', level: 1 });
  }, 120_000);
});
