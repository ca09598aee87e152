import type { JSHandle, Page } from 'playwright-core';

/**
 * Takes the element at `selector` out of the page and waits until the portal inside has unmounted
 * (its shadow root emptied): a removal, not a move, which keeps it mounted. The handle puts it back.
 */
export async function removeUntilUnmounted(page: Page, selector: string): Promise<JSHandle<Element>> {
  const element = await page.evaluateHandle((wanted) => document.querySelector(wanted)!, selector);
  await element.evaluate((el) => el.remove());
  await page.waitForFunction((el) => el.shadowRoot!.childElementCount === 0, element);
  return element;
}
