import type { Page } from 'playwright-core';

/**
 * Waits for the promotional carousel to stop sliding: swiper's `transitionEnd` (it sets
 * `animating` while a slide moves, and in loop mode ignores the next move until then). A move sets
 * the active card at once, so wait for that first, then for this.
 */
export function carouselAtRest(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const element = document.querySelector('portal-cliente')?.shadowRoot?.querySelector('.swiper');
        const swiper = (
          element as (Element & { swiper?: { animating: boolean; once: (event: string, handler: () => void) => void } }) | null
        )?.swiper;
        if (!swiper) throw new Error('no swiper in the portal');
        if (!swiper.animating) resolve();
        else swiper.once('transitionEnd', () => resolve());
      }),
  );
}
