// @engines chromium firefox: the screens' layout (card sizes, grids) differs by engine
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../../test-kit/browser';
import { useE2e } from '../../test-kit/use-e2e';
import { go, portalOf, shot, showCarousel, signedIn } from '../../test-kit/screens-support';

const e2e = useE2e({ pages: 'warm' });

/** Each screen of this part, and what shows its data has arrived. */
const SCREENS = [
  { path: '/', name: 'home', ready: 'Faltam' },
  { path: '/servicos', name: 'servicos', ready: 'Buffet completo - Menu Villa Jardim' },
  { path: '/contratos', name: 'contratos', ready: 'CT-2026-0142' },
  { path: '/financeiro', name: 'financeiro', ready: 'Serviços + correções' },
  { path: '/agenda', name: 'agenda', ready: 'Prova do bolo' },
  { path: '/oportunidades', name: 'oportunidades', ready: 'Aprimore o seu evento com especialistas em sintonia.' },
];

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('ana.souza visits every data screen (%s)', (_, viewport) => {
  // Axe checks these screens, the carousel among them, in a11y-axe.test.ts (the whole portal, both widths).
  it(`shows each screen with its data at ${viewport.width}px`, async () => {
    const { page, errors } = await signedIn(e2e, viewport);
    const portal = portalOf(page);
    for (const screen of SCREENS) {
      await go(page, screen.path);
      await portal.getByRole('heading', { level: 1 }).first().waitFor();
      await portal.locator('#pc-main').getByText(screen.ready).first().waitFor();
      if (screen.path === '/' || screen.path === '/oportunidades') await showCarousel(page);
      // The carousel's first picture, so the screenshot shows the artwork (the others load lazily).
      await page.waitForFunction(() => {
        const root = document.querySelector('portal-cliente')!.shadowRoot!;
        return [...root.querySelectorAll<HTMLImageElement>('.swiper-slide-active img')].every((image) => image.complete);
      });
      await page.evaluate(() => document.querySelector('portal-cliente')!.scrollIntoView());
      await shot(page, screen.name);
    }
    expect(errors).toEqual([]);
  });
});

it('lays the service cards out at 591x370 on large screens and 370x208 on small ones, 26px apart', async () => {
  for (const [viewport, size] of [
    [DESKTOP, [591, 370]],
    [{ width: 1024, height: 800 }, [370, 208]],
  ] as const) {
    const { page } = await signedIn(e2e, viewport);
    await showCarousel(page);
    const slides = portalOf(page).locator('.swiper-slide');
    await slides.first().waitFor();
    const [first, second] = [await slides.nth(0).boundingBox(), await slides.nth(1).boundingBox()];
    expect([Math.round(first!.width), Math.round(first!.height)], `card at ${viewport.width}px`).toEqual(size);
    expect(Math.round(second!.x - first!.x - first!.width), 'space between cards').toBe(26);
  }
});
