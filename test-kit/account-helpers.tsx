import userEvent from '@testing-library/user-event';
import { afterEach, expect, vi } from 'vitest';
import { ownApi } from './own-api';
import { carlaDateOf } from './seed-of';
import { renderPortal } from './render-portal';

/*
 * Helpers of the account component tests. Each test file gets its own reference API (reset
 * before every test): these tests change passwords, lock logins and spend codes, which must not
 * leak into other files running at the same time against the shared one.
 */

import { CARLA } from './customers';

export { ANA, CARLA } from './customers';

export function accountApi() {
  const api = ownApi();
  const { post } = api;
  const mounted: (() => Promise<void>)[] = [];
  // A portal left mounted would still follow the location hash into the next test.
  afterEach(async () => {
    for (const unmount of mounted.splice(0)) await unmount();
  });

  return {
    url: api.url,
    post,
    /** Carla's event date in this API's seed (it is relative to the day the server started). */
    carlaDate: () => carlaDateOf(api.url()),
    /** Her first-access request as the portal sends it, straight to the API (a code is e-mailed). */
    async requestCarlaCode() {
      const { day, month, year } = await carlaDateOf(api.url());
      const { status } = await post('/api/SingupRegister', {
        email: CARLA.email,
        idEvento: CARLA.idEvento,
        dtEvento_day: day,
        dtEvento_month: month,
        dtEvento_year: year,
      });
      expect(status, "Carla's first-access request").toBe(200);
    },
    fault: api.fault,
    /** The last code e-mailed to `to`, read from the API's outbox. */
    async lastCode(to: string): Promise<string> {
      const mails = (await (await fetch(`${api.url()}/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { code: string }[];
      expect(mails.length, `a code e-mailed to ${to}`).toBeGreaterThan(0);
      return mails[mails.length - 1]!.code;
    },
    /** Logs in over HTTP: the `user` the portal would store. */
    signIn: api.signIn,
    /** The portal on `path`, against this file's API, optionally signed in and with register data. */
    async render({
      path,
      user,
      registerEmail,
      registerCode,
      registerAt = Date.now(),
    }: {
      path: string;
      user?: object;
      registerEmail?: string;
      registerCode?: string;
      /** When the flow's code was asked for (ms since the epoch): now, by default. */
      registerAt?: number;
    }) {
      const storagePrefix = `account-${Math.random().toString(36).slice(2)}:`;
      if (user) localStorage.setItem(`${storagePrefix}user`, JSON.stringify(user));
      if (registerEmail) localStorage.setItem(`${storagePrefix}registerEmail`, JSON.stringify(registerEmail));
      if (registerEmail) localStorage.setItem(`${storagePrefix}registerAt`, JSON.stringify(registerAt));
      if (registerCode) localStorage.setItem(`${storagePrefix}registerCode`, JSON.stringify(registerCode));
      const portal = await renderPortal({ path, apiBase: api.url(), storagePrefix });
      mounted.push(async () => void (await portal.unmount()));
      const stored = (key: string) => JSON.parse(localStorage.getItem(storagePrefix + key) ?? 'null') as unknown;
      return { ...portal, user: userEvent.setup({ document: document }), stored };
    },
  };
}

/** The portal's current path. */
export const currentPath = () => location.hash.slice(1);

/** Waits until the portal shows `path`. */
export async function waitForPath(path: string) {
  await vi.waitFor(() => expect(currentPath()).toBe(path), { timeout: 5000 });
}

/** Records the JSON bodies sent to `path`, letting every call through to the real server. */
export function recordBodies(path: string) {
  const bodies: unknown[] = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    if (url.pathname === path && typeof init?.body === 'string') bodies.push(JSON.parse(init.body));
    return real(input, init);
  });
  return bodies;
}

/**
 * The texts tied to the field labelled `label` (its `aria-describedby`: the error, and a hint
 * where it has one), once the field is marked invalid.
 */
export function fieldMessages(screen: { getByLabelText: (label: string) => HTMLElement }, label: string) {
  const field = screen.getByLabelText(label);
  expect(field.getAttribute('aria-invalid'), `"${label}" is marked invalid`).toBe('true');
  const root = field.getRootNode() as ShadowRoot;
  return (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => root.getElementById(id)?.textContent);
}

/** The form's error: an alert above every field of the form. */
export async function expectAlertAboveFields(screen: { findByText: (text: string) => Promise<HTMLElement> }, message: string) {
  const alert = await screen.findByText(message);
  expect(alert.getAttribute('role'), `"${message}" is announced as an alert`).toBe('alert');
  const firstInput = alert.closest('form')?.querySelector('input:not([hidden])');
  expect(firstInput, 'the alert sits in the form').toBeTruthy();
  expect(alert.compareDocumentPosition(firstInput!) & Node.DOCUMENT_POSITION_FOLLOWING, 'the alert comes before the fields').toBeTruthy();
}
