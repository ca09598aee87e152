import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ApiError, type ApiErrorKind } from '../src/api/api-error';
import { CARLA } from './customers';
import { carlaDateOf } from './seed-of';
import { isBrowserNetworkLine } from './browser-network-line';
import type { E2e } from './use-e2e';

/*
 * Helpers of the broken-server tests (tests/e2e/faults-*.test.ts): the reference API's
 * fault mode (reference-api/README.md, "Dev endpoints"), Carla's first access made over HTTP, and a
 * page that records what went wrong in it.
 */

/** Every fault kind of the reference API, in the order the matrix runs them. */
export const FAULT_KINDS = ['shape', 'types', 'html', 'empty', '500', 'timeout', 'drop'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** How the client must read each fault (src/api/client.ts): a malformed 200 is 'invalid'. */
const ERROR_KIND: Record<FaultKind, ApiErrorKind> = {
  shape: 'invalid',
  types: 'invalid',
  html: 'invalid',
  empty: 'invalid',
  '500': 'http',
  timeout: 'timeout',
  drop: 'network',
};

/** The pt-BR message the customer must read for a fault (the texts of src/api/api-error.ts). */
export const faultMessage = (kind: FaultKind) => new ApiError(ERROR_KIND[kind]).message;

/**
 * Seconds of `request-timeout` for the 'timeout' kind: the reference API holds such a request for
 * 30 s, the portal must give up long before and say so.
 */
export const SHORT_TIMEOUT_SECONDS = 1;

/**
 * How many requests each armed fault breaks: all of them until the case clears it. A browser may
 * silently resend an idempotent request whose reused keep-alive socket closes before any answer
 * (the 'drop' kind; HTTP/1.1 allows it: Chromium resends once, Firefox more), and a sign-in reads
 * /api/home twice (the login's own call, then the main area's). Cases clear the faults before they
 * retry, so nothing armed leaks into the retry.
 */
const FAULT_TIMES = 1_000;

async function call(url: string, init: RequestInit & { json?: unknown } = {}) {
  const { json, ...rest } = init;
  const answer = await fetch(url, {
    ...rest,
    // Every /dev/* write says JSON, with or without a body (the reference API refuses it otherwise).
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...rest.headers },
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
  const text = await answer.text();
  return { status: answer.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

export async function armFault(api: string, fault: { path: string; method: 'GET' | 'POST'; kind: FaultKind }) {
  const answer = await call(`${api}/dev/faults`, { method: 'POST', json: { ...fault, times: FAULT_TIMES } });
  expect(answer.status, `POST /dev/faults ${JSON.stringify(fault)}`).toBe(200);
}

export async function clearFaults(api: string) {
  const answer = await call(`${api}/dev/faults`, { method: 'DELETE' });
  expect(answer.status, 'DELETE /dev/faults').toBe(200);
}

/** Back to the seed: accounts, passwords, current events, sessions, codes, throttles, faults. */
export async function resetApi(api: string) {
  const answer = await call(`${api}/dev/reset`, { method: 'POST' });
  expect(answer.status, 'POST /dev/reset').toBe(200);
}

/** Carla's first-access request made over HTTP; returns the code the outbox "e-mailed" her. */
export async function requestSignupCode(api: string): Promise<string> {
  const { day, month, year } = await carlaDateOf(api);
  const answer = await call(`${api}/api/SingupRegister`, {
    method: 'POST',
    json: { email: CARLA.email, idEvento: CARLA.idEvento, dtEvento_day: day, dtEvento_month: month, dtEvento_year: year },
  });
  expect(answer.status, 'SingupRegister for Carla').toBe(200);
  const outbox = await call(`${api}/dev/outbox?to=${encodeURIComponent(CARLA.email)}`);
  const mails = outbox.body as { code: string }[];
  return mails.at(-1)!.code;
}

/** Carla's code, requested and confirmed over HTTP: the create-password step is next. */
export async function confirmedSignupCode(api: string): Promise<string> {
  const code = await requestSignupCode(api);
  const answer = await call(`${api}/api/SingupEmailConfirm`, { method: 'POST', json: { email: CARLA.email, Codigo: code } });
  expect(answer.status, 'SingupEmailConfirm for Carla').toBe(200);
  return code;
}

/** The portal's storage keys under the default prefix (docs/architecture.md, "Storage under a prefix"). */
export const USER_KEY = 'portal-cliente:user';

export interface FaultPage {
  page: Page;
  context: BrowserContext;
  portal: Locator;
  /** Uncaught errors and console errors written by the page (must stay empty). */
  errors: string[];
  /**
   * The browser's own lines about failed requests to the API (test-kit/browser-network-line.ts).
   * A browser writes them for any failed request, whatever the page does: they are kept apart from
   * `errors`.
   */
  network: string[];
  /** The API paths the page requested, in order (preflights left out). */
  calls: string[];
}

/**
 * A demo page (`e2e.open`: the file's warm page, or a fresh context) whose storage holds `storage`
 * (portal keys without the prefix) before the portal starts; a reload keeps what the portal wrote
 * since.
 */
export async function openFaultPage(
  e2e: E2e,
  {
    path,
    storage = {},
    requestTimeout,
    before,
  }: {
    path: string;
    storage?: Record<string, unknown>;
    /** Seconds for the element's `request-timeout` attribute, set as the element is parsed. */
    requestTimeout?: number;
    /** Runs on the page before it navigates (`e2e.open`'s `before`). */
    before?: (page: Page) => Promise<void>;
  },
): Promise<FaultPage> {
  const apiUrl = e2e.apiUrl;
  const init =
    requestTimeout === undefined
      ? []
      : [
          {
            script: (seconds: string) => {
              const apply = () => {
                const element = document.querySelector('portal-cliente');
                element?.setAttribute('request-timeout', seconds);
                return element !== null;
              };
              if (apply()) return;
              const observer = new MutationObserver(() => apply() && observer.disconnect());
              observer.observe(document, { childList: true, subtree: true });
            },
            arg: String(requestTimeout),
          },
        ];
  const errors: string[] = [];
  const network: string[] = [];
  const calls: string[] = [];
  // The portal's own screen is what a case waits for, not the host page's images.
  const { page, context } = await e2e.open({
    path: `/#${path}`,
    storage,
    init,
    waitUntil: 'domcontentloaded',
    before,
    watch(page) {
      page.on('request', (request) => {
        if (request.url().startsWith(apiUrl) && request.method() !== 'OPTIONS') calls.push(new URL(request.url()).pathname);
      });
      // Only the browser's lines about a request to the API: a failed chunk or page load still counts.
      page.on('pageerror', (error) => {
        if (isBrowserNetworkLine(error.message, '', apiUrl)) network.push(error.message);
        else errors.push(`pageerror: ${error.message}`);
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (isBrowserNetworkLine(text, message.location().url, apiUrl)) network.push(text);
        else errors.push(`console: ${text} (${message.location().url})`);
      });
    },
  });
  return { page, context, portal: page.locator('portal-cliente'), errors, network, calls };
}

/**
 * Back to the default 15 s (`request-timeout`), for the retry after a 'timeout' case: the customer
 * retries against a healthy server, and calls that hash a password take over a second on a busy
 * machine. (Setting the default rather than removing the attribute: docs/architecture.md, "Pitfalls".)
 */
export async function restoreRequestTimeout(page: Page) {
  await page.evaluate(() => document.querySelector('portal-cliente')!.setAttribute('request-timeout', '15'));
}

export const storedUser = (page: Page) => page.evaluate((key) => localStorage.getItem(key), USER_KEY);
export const currentHash = (page: Page) => page.evaluate(() => location.hash);

/** The text the portal shows, to prove it is not blank (the shadow root's rendered text). */
export const portalText = (page: Page) =>
  page.evaluate(
    () => (document.querySelector('portal-cliente')?.shadowRoot?.querySelector('.pc-root') as HTMLElement | null)?.innerText.trim() ?? '',
  );

/**
 * Whether the customer can really see `target`: nothing (a modal's backdrop, an overlay) covers
 * its centre, and it is not inert. Playwright's "visible" only means it has a box.
 */
export async function isOnTop(target: Locator): Promise<boolean> {
  await target.scrollIntoViewIfNeeded();
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const root = element.getRootNode() as Document | ShadowRoot;
    const hit = root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

// Where these lived before they moved to their own files (tests written before the move import them from here).
export { CARLA } from './customers';
export { sessionFor, type StoredSession } from './sign-in-over-http';
