// @engines chromium: where the tokens go is the portal's logic
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA, DESKTOP, signInThroughUi } from '../../test-kit/browser';
import { settle } from '../../test-kit/settle';
import { useE2e } from '../../test-kit/use-e2e';

/*
 * Tokens never appear in console output or error messages, and the gift-list link is the
 * only place they leave the portal (besides the Authorization header of the portal's own API calls).
 */
const e2e = useE2e();

describe('where the tokens go', () => {
  it('only in the API calls and the gift-list link; never in the console, errors, events, other requests or the DOM', async () => {
    const { page, context } = await e2e.open({ viewport: DESKTOP });
    const consoleLines: string[] = [];
    const requests: Request[] = [];
    page.on('console', (message) => consoleLines.push(message.text()));
    page.on('pageerror', (error) => consoleLines.push(`${error.message}\n${error.stack ?? ''}`));
    // In the gift-list tab, only its navigation is the portal's doing; what that site loads next is its own.
    context.on('request', (request) => {
      // (A popup's first navigation may have no frame yet: check navigation first.)
      if (request.isNavigationRequest() || request.frame().page() === page) requests.push(request);
    });
    await page.evaluate(() => {
      const details: string[] = [];
      (window as unknown as { details: string[] }).details = details;
      for (const type of ['login', 'logout', 'navigate', 'event-change'])
        document.addEventListener(`portal-cliente:${type}`, (event) => details.push(JSON.stringify((event as CustomEvent).detail)));
    });

    await signInThroughUi(page, ANA);
    const portal = page.locator('portal-cliente');
    await portal.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    const [token, refreshToken] = await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('portal-cliente:user')!);
      return [user.token as string, user.refreshToken as string];
    });

    // A tour of the screens, a failing call (its error message shown) and the gift list.
    for (const [hash, heading] of [
      ['#/servicos', 'Serviços'],
      ['#/contratos', 'Contratos'],
      ['#/financeiro', 'Financeiro'],
      ['#/agenda', 'Agenda'],
      ['#/eventos', 'Meus eventos'],
      ['#/', 'Olá, Ana!'],
    ]) {
      await page.evaluate((h) => (location.hash = h), hash);
      await portal.getByRole('heading', { level: 1, name: heading }).waitFor();
      await settle(page);
    }
    // The contacts' first call fails: its message is shown, and its retry goes through.
    await fetch(`${e2e.apiUrl}/dev/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/api/contatos', kind: '500', times: 1 }),
    });
    await portal.getByRole('button', { name: 'Contatos', exact: true }).click();
    const contacts = portal.getByRole('dialog', { name: 'Contatos' });
    await contacts.getByRole('button', { name: 'Tentar novamente' }).click();
    await contacts.getByText('Renata Lopes').waitFor();
    await page.keyboard.press('Escape');
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      portal.getByRole('link', { name: 'Site e lista de presentes' }).click(),
    ]);
    await popup.waitForLoadState();

    const carries = (text: string) => text.includes(token) || text.includes(refreshToken);
    expect(consoleLines.filter(carries), 'console lines with a token').toEqual([]);
    expect((await page.evaluate(() => (window as unknown as { details: string[] }).details)).filter(carries)).toEqual([]);

    const leaving = requests.filter((request) => {
      const url = request.url();
      const headers = request.headers();
      const body = request.postData() ?? '';
      return carries(url) || carries(body) || Object.values(headers).some(carries);
    });
    const api = new URL(e2e.apiUrl).origin;
    const giftList = `${e2e.demoUrl}/lista/portal_access?`;
    for (const request of leaving) {
      const url = request.url();
      const toApi = new URL(url).origin === api && !carries(url) && !carries(request.postData() ?? '');
      expect(
        toApi || url.startsWith(giftList),
        `a token left in ${request.method()} ${url.replace(token, '<token>').replace(refreshToken, '<refresh>')}`,
      ).toBe(true);
    }
    const giftNavigation = leaving.find((request) => request.url().startsWith(giftList));
    expect(giftNavigation, 'the gift-list link carries them').toBeDefined();
    expect(giftNavigation!.headers().referer, 'opened with noreferrer').toBeUndefined();
    expect(
      leaving.some((request) => new URL(request.url()).origin === api),
      'the API calls carry the token',
    ).toBe(true);
    // Requests to anything but the API (bundle chunks, images, the chat) carry no Authorization.
    const foreign = requests.filter((r) => new URL(r.url()).origin !== api && !r.url().startsWith(giftList));
    expect(foreign.filter((r) => 'authorization' in r.headers()).map((r) => r.url())).toEqual([]);

    // In the DOM, the tokens appear only in the gift-list link.
    const inDom = await page.evaluate(
      ([t, r]) => {
        const found: string[] = [];
        const walk = (root: Document | ShadowRoot) =>
          root.querySelectorAll('*').forEach((el) => {
            for (const attr of el.attributes)
              if (attr.value.includes(t) || attr.value.includes(r)) found.push(`${el.localName}[${attr.name}]`);
            if (el.shadowRoot) walk(el.shadowRoot);
          });
        walk(document);
        const text = document.querySelector('portal-cliente')!.shadowRoot!.textContent ?? '';
        if (text.includes(t) || text.includes(r)) found.push('text');
        return found;
      },
      [token, refreshToken],
    );
    expect(inDom).toEqual(['a[href]']);
  });
});
