import type { Page } from 'playwright-core';

/**
 * Waits until the portal shows its data and stands still: no skeleton is busy and no animation or
 * transition with an end (a toast fading in, the carousel sliding) runs in its shadow root, for
 * three animation frames in a row. Endless animations (a spinner) do not count. preact runs effects
 * (the focus moving to a heading) after the frame that painted their render, so once the portal has
 * been still for a few frames, what a render set off has happened. `getAnimations()` flushes
 * styles, so a transition a click has just started is seen. `host` picks the element (a CSS
 * selector) when the page holds more than one portal.
 */
export async function settle(page: Page, { timeout = 10_000, host = 'portal-cliente' } = {}) {
  const calm = await page.evaluate(
    ({ limit, selector }) =>
      new Promise<boolean>((resolve) => {
        const giveUp = setTimeout(() => resolve(false), limit);
        let frames = 0;
        const still = () => {
          const root = document.querySelector(selector)?.shadowRoot;
          if (!root || root.querySelector('[aria-busy="true"]')) return false;
          return root
            .getAnimations()
            .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity);
        };
        const tick = () => {
          frames = still() ? frames + 1 : 0;
          if (frames < 3) return requestAnimationFrame(tick);
          clearTimeout(giveUp);
          resolve(true);
        };
        requestAnimationFrame(tick);
      }),
    { limit: timeout, selector: host },
  );
  if (!calm) throw new Error(`the portal did not settle within ${timeout} ms (a skeleton still busy, or an animation still running)`);
}
