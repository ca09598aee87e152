import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Locator, Page } from 'playwright-core';

/**
 * Pictures of the portal for a person to look at, under /tmp/shots, taken only when E2E_SHOTS=1
 * (`E2E_SHOTS=1 npm test -- --project e2e tests/e2e/screens-tour.test.ts`). A plain `npm test`
 * takes none: nobody looks at them there, and each cost 0.4 CPU-seconds in Chromium and 1.3 in
 * Firefox (about 25 s of the suite's time on two cores). The README's pictures come from
 * `npm run screenshots`. Screenshots a test reads (a QR code decoded from one) are not these.
 */
export const TAKING_SHOTS = process.env.E2E_SHOTS === '1';

/** Writes `target` (a page, or one element of it) to `path` as a PNG, when shots are asked for. */
export async function shotForPeople(target: Page | Locator, path: string, { fullPage = false } = {}) {
  if (!TAKING_SHOTS) return;
  mkdirSync(dirname(path), { recursive: true });
  if (fullPage) await (target as Page).screenshot({ path, fullPage: true });
  else await target.screenshot({ path });
}

/** Writes the page printed on A4 (Chromium only) to `path`, when shots are asked for. */
export async function pdfForPeople(page: Page, path: string) {
  if (!TAKING_SHOTS) return;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, await page.pdf({ format: 'A4' }));
}

/** Writes what a WebDriver browser's window shows (WebKit's journeys) to `path`, when shots are asked for. */
export async function windowShotForPeople(driver: { takeScreenshot(): Promise<string> }, path: string) {
  if (!TAKING_SHOTS) return;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, Buffer.from(await driver.takeScreenshot(), 'base64'));
}
