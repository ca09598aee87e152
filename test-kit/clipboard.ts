import type { Page } from 'playwright-core';

/*
 * The system clipboard as a person uses it, in any engine: text goes on it from a click (a user
 * gesture, which lets a page write without a permission) and comes off it with the paste key.
 * Neither needs clipboard permissions, which Firefox's WebDriver BiDi mode cannot grant. The
 * helpers' own controls live in the host page, outside the portal, and are removed after use.
 */

/** Puts `text` on the clipboard, as a page's "copy" button would. */
export async function putOnClipboard(page: Page, text: string) {
  await page.evaluate((value) => {
    const button = document.createElement('button');
    button.id = 'test-copy';
    button.textContent = 'copy';
    button.addEventListener('click', () =>
      navigator.clipboard.writeText(value).then(
        () => (button.dataset.copied = 'yes'),
        (error: Error) => (button.dataset.copied = error.message),
      ),
    );
    document.body.prepend(button);
  }, text);
  await page.locator('#test-copy').click();
  const copied = await page.waitForFunction(() => document.getElementById('test-copy')?.dataset.copied);
  const outcome = await copied.jsonValue();
  await page.evaluate(() => document.getElementById('test-copy')?.remove());
  if (outcome !== 'yes') throw new Error(`the clipboard refused the text: ${String(outcome)}`);
}

/** What a paste would insert now, read by pasting into a scratch field of the host page. */
export async function clipboardText(page: Page): Promise<string> {
  await page.evaluate(() => {
    const field = document.createElement('textarea');
    field.id = 'test-paste';
    document.body.prepend(field);
  });
  const field = page.locator('#test-paste');
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
  const text = await field.inputValue();
  await page.evaluate(() => document.getElementById('test-paste')?.remove());
  return text;
}
