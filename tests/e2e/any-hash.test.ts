// @engines chromium firefox: each engine encodes and reports a malformed location.hash in its own way
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA, DESKTOP } from '../../test-kit/browser';
import { useE2e } from '../../test-kit/use-e2e';

/*
 * A host anchor with a malformed escape
 * used to throw in decodeURI and leave 'Unexpected Application Error!' even after the hash moved on.
 * Each hash below must give the 404 screen (by a hash change and on a page load), and the next
 * valid route must show. `#/%0A` is the newline the component property test found (it left the screen blank).
 */

const e2e = useE2e({ pages: 'warm' });

const setHash = (page: Page, hash: string) => page.evaluate((to) => (location.hash = to), hash);

async function expectScreen(page: Page, heading: string) {
  const portal = page.locator('portal-cliente');
  await portal.getByRole('heading', { name: heading, level: 1 }).waitFor();
  expect(await portal.getByText('Unexpected Application Error!').count()).toBe(0);
}

describe('hostile hashes', () => {
  it.each(['#/%', '#/financeiro%E0%A4%A', '#/promo-50%off', '#/%0A'])(
    'shows the 404 for %s, by a hash change and on load, and then the valid route',
    async (hash) => {
      const { page, errors } = await e2e.open({ path: '/#/', viewport: DESKTOP, as: ANA });
      await expectScreen(page, 'Olá, Ana!');

      await setHash(page, hash);
      await expectScreen(page, 'Página não encontrada');
      await setHash(page, '#/financeiro');
      await expectScreen(page, 'Financeiro');

      await setHash(page, hash);
      await expectScreen(page, 'Página não encontrada');
      await page.reload();
      await expectScreen(page, 'Página não encontrada');
      await setHash(page, '#/contratos');
      await expectScreen(page, 'Contratos');

      expect(errors).toEqual([]);
    },
  );
});
