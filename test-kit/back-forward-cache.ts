import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browsers.mjs';
import { DESKTOP, type E2e } from './use-e2e';

/**
 * A browser context with the engine's back/forward cache on, as browsers ship, closed after the test.
 * Playwright starts Chromium with `--disable-back-forward-cache` (so that going back always loads
 * the page again, and its requests can be routed), and the suite's shared browser keeps that; this
 * one browser, for this one test, leaves the switch out. Firefox keeps its cache on under WebDriver
 * BiDi: the shared browser does.
 */
export async function contextWithBackForwardCache(e2e: E2e): Promise<BrowserContext> {
  if (e2e.engine === 'firefox') return e2e.newContext();
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  onTestFinished(() => browser.close());
  return browser.newContext({ viewport: DESKTOP, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
}
