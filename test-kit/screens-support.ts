import type { Page } from 'playwright-core';
import { axeViolations as axeWithin } from './axe';
import { ANA } from './browser';
import { shotForPeople } from './shots';
import { portalOf, type E2e } from './use-e2e';

export { portalOf };

/* Shared steps of the screens-*.test.ts files (home, data screens, carousel). */

export const SHOTS = '/tmp/shots/screens';

/**
 * Ana signed in (a session made over HTTP: the sign-in screens have their own tests), landed on
 * the home. `fresh`: in a context of its own, where the bundle's files are not cached yet.
 */
export async function signedIn(e2e: E2e, viewport: { width: number; height: number }, { fresh = false } = {}) {
  const opened = await e2e.open({ path: '/#/', viewport, as: ANA, fresh });
  await portalOf(opened.page).getByRole('heading', { name: 'Olá, Ana!', level: 1 }).waitFor();
  return opened;
}

/** Goes to a portal route the way a host link would (a hash change). */
export async function go(page: Page, path: string) {
  await page.evaluate((to) => {
    location.hash = `#${to}`;
  }, path);
}

/** Scrolls the promotional carousel into view (it loads only near the viewport) and waits for swiper. */
export async function showCarousel(page: Page) {
  const portal = portalOf(page);
  await portal.locator('.pc-carousel-place').scrollIntoViewIfNeeded();
  await portal.locator('.swiper-initialized').waitFor();
}

/** A screenshot of the whole portal (not the host page around it) for a person to look at. */
export async function shot(page: Page, name: string) {
  await shotForPeople(portalOf(page), `${SHOTS}/${name}-${page.viewportSize()!.width}.png`);
}

/** WCAG 2.2 A/AA violations inside the portal's main area (the header has its own tests). */
export async function axeViolations(page: Page): Promise<string[]> {
  return (await axeWithin(page, '#pc-main')).map((v) => `${v.id}: ${v.targets.join(', ')}`);
}
