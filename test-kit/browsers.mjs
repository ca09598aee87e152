// @ts-check
// The browsers of this machine, as the tests and the lab find and start them: Debian's
// packages, never a download. Each path can be overridden by its environment variable.
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
/** WebKitGTK's WebDriver: the webkit project's journeys drive its MiniBrowser through it. */
export const WEBKIT_DRIVER_PATH = '/usr/bin/WebKitWebDriver';

/** Chromium's flags for every run on this machine: no sandbox (containers), no GPU, and no background networking (the network is closed). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** A headless Chromium with the flags above. */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}
