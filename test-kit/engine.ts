import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { firefox } from 'playwright-core-bidi';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FIREFOX_PATH } from './browsers.mjs';

/*
 * The engines the e2e suite runs in through Playwright, each a browser of this
 * machine's Debian packages: no browser is ever downloaded.
 *
 * Firefox runs in Playwright's WebDriver BiDi mode on Debian's firefox-esr, driven by
 * playwright-core 1.64.1 (the `playwright-core-bidi` alias): 1.65 sends
 * `emulation.setMediaFeaturesOverride` on every new page, which Firefox 153 ESR rejects. WebKit has
 * no Playwright driver here; its journeys use WebDriver (tests/webkit).
 */
export type Engine = 'chromium' | 'firefox';

/**
 * Starts one of the engine's browsers, which the files of one worker slot share one after the other
 * (test-kit/e2e-global-setup.ts): each connects to it (`connectBrowser`) instead of launching
 * its own (Firefox takes about 4 s to start).
 */
export function launchBrowserServer(engine: Engine): Promise<BrowserServer> {
  if (engine === 'firefox') {
    return firefox.launchServer({
      channel: 'moz-firefox',
      executablePath: FIREFOX_PATH,
      headless: true,
      firefoxUserPrefs: {
        // Classic scrollbars take 12 px of the layout: a 375 px window would lay out as 363 px.
        'ui.useOverlayScrollbars': 1,
        // Each context is a window of its own, and only one window of a desktop browser has the
        // focus: a test's second tab (a popup, another tab of the portal) would leave its first in
        // the background, where focus and keyboard behave otherwise. Mozilla's test harnesses set
        // this for the same reason: every window acts as the focused one.
        'focusmanager.testmode': true,
        // window.print() would open Firefox's print dialog, which nothing in WebDriver BiDi mode can
        // close and which pauses the page behind it: print without a dialog, as headless Chromium does.
        'print.always_print_silent': true,
      },
    }) as unknown as Promise<BrowserServer>;
  }
  return chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // No background networking: the machine's network is closed.
    args: CHROMIUM_ARGS,
  });
}

/**
 * A connection to the project's browser. Both Playwright versions speak the same client API for
 * what the tests use, so the Firefox one is typed as the Chromium one's.
 */
export function connectBrowser(engine: Engine, wsEndpoint: string): Promise<Browser> {
  if (engine === 'firefox') return firefox.connect(wsEndpoint) as unknown as Promise<Browser>;
  return chromium.connect(wsEndpoint);
}
