import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What has the keyboard focus, looked up through open shadow roots. */
export interface Focused {
  tag: string;
  /** aria-label, else the text of the element's label, else its own text (whitespace collapsed). */
  name: string;
  role: string | null;
  /** Inside the `<portal-cliente>` shadow root. */
  inPortal: boolean;
  /** Inside an open `<dialog>` / inside the user menu. */
  inDialog: boolean;
  inMenu: boolean;
}

/** The focused element, read in the page (it stands alone: Playwright sends its source there). */
function readFocus(): Focused | null {
  let element: Element | null = document.activeElement;
  let inPortal = false;
  while (element?.shadowRoot?.activeElement) {
    if (element.localName === 'portal-cliente') inPortal = true;
    element = element.shadowRoot.activeElement;
  }
  if (!element || element === document.body) return null;
  const label = (element as HTMLInputElement).labels?.[0]?.textContent;
  const name = (element.getAttribute('aria-label') || label || element.textContent || '').replace(/\s+/g, ' ').trim();
  return {
    tag: element.localName,
    name,
    role: element.getAttribute('role'),
    inPortal,
    inDialog: element.closest('dialog[open]') !== null,
    inMenu: element.closest('[role="menu"]') !== null,
  };
}

/** The focused element; `null` when nothing has focus (the document body). */
export function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(readFocus);
}

/**
 * The focused element once what a key press set off in the next frames (a carousel sliding) is done:
 * two frames, then the focus, in one round trip to the page.
 */
function focusedAfterFrames(page: Page): Promise<Focused | null> {
  return page.evaluate(
    `new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve((${readFocus.toString()})()))))`,
  );
}

/**
 * Presses `key` (Tab by default) until the focused element matches, and returns the focus it went
 * through. Fails with that path when the element is not reached in `max` presses.
 */
export async function pressUntil(
  page: Page,
  matches: (focus: Focused) => boolean,
  { key = 'Tab', max = 40 } = {},
): Promise<(Focused | null)[]> {
  const path: (Focused | null)[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    // At a person's pace: what the press set off is done before the next one.
    const focus = await focusedAfterFrames(page);
    path.push(focus);
    if (focus && matches(focus)) return path;
  }
  throw new Error(
    `${key} never reached the element; it went through: ${path.map((focus) => (focus ? `${focus.tag} "${focus.name}"` : 'body')).join(' → ')}`,
  );
}

/** A matcher on the focused element's name: a string matches exactly, a RegExp by test. */
export const named = (name: string | RegExp) => (focus: Focused) =>
  typeof name === 'string' ? focus.name === name : name.test(focus.name);

/**
 * Waits until the focus is on the `<h1>` of this accessible name (a screen's heading after
 * navigation): the page watches each frame for a focused h1 whose text reads as the name (spaces
 * and case aside, since a heading may break its words over lines and restyle them), then
 * Playwright's own reading of roles and names confirms it is that heading, and the only one: two
 * round trips in all. A failure shows what had the focus instead.
 */
export async function expectFocusedHeading(page: Page, name: string) {
  const landed = await page
    .waitForFunction(
      (heading) => {
        const bare = (text: string) => text.replace(/\s+/g, '').toLowerCase();
        const focus = document.querySelector('portal-cliente')?.shadowRoot?.activeElement;
        return focus?.localName === 'h1' && bare(focus.getAttribute('aria-label') || focus.textContent || '') === bare(heading);
      },
      name,
      { timeout: 10_000 },
    )
    .then(
      () => true,
      () => false,
    );
  const heading = page.locator('portal-cliente').getByRole('heading', { level: 1, name, exact: true });
  if (landed && (await heading.evaluate((element) => (element.getRootNode() as ShadowRoot).activeElement === element))) return;
  const focus = await focused(page);
  expect(focus ? `${focus.tag} "${focus.name}"` : 'body', 'where the focus is instead').toBe(`h1 "${name}"`);
}
