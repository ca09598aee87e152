// @engines chromium firefox: custom element lifecycle, attribute reflection and storage are the engine's own
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA, signInThroughUi } from '../../test-kit/browser';
import { removeUntilUnmounted } from '../../test-kit/remove-until-unmounted';
import { useE2e } from '../../test-kit/use-e2e';

const e2e = useE2e({ pages: 'warm' });

const portalText = (page: Page) => page.evaluate(() => document.querySelector('portal-cliente')?.shadowRoot?.textContent ?? '');

describe('the <portal-cliente> element', () => {
  it('registers once: loading the script a second time throws nothing', async () => {
    const { page, errors } = await e2e.open();
    await page.locator('portal-cliente').getByText('Seja bem-vindo ao').waitFor();
    await page.evaluate(
      () =>
        new Promise((done, fail) => {
          const again = document.createElement('script');
          again.type = 'module';
          again.src = '/dist/portal-cliente.js?second-copy';
          again.onload = done;
          again.onerror = fail;
          document.head.append(again);
        }),
    );
    expect(await page.evaluate(() => typeof customElements.get('portal-cliente'))).toBe('function');
    expect(errors).toEqual([]);
  });

  it('mirrors attributes as properties, and removing an attribute resets its setting', async () => {
    const { page, errors } = await e2e.open();
    const portal = page.locator('portal-cliente');
    await page.evaluate(() => document.querySelector('portal-cliente')!.setAttribute('storage-prefix', 'outro:'));
    expect(await page.evaluate(() => document.querySelector('portal-cliente')!.storagePrefix)).toBe('outro:');
    await page.evaluate(() => {
      document.querySelector('portal-cliente')!.supportEmail = 'ajuda@exemplo.com.br';
    });
    expect(await page.evaluate(() => document.querySelector('portal-cliente')!.getAttribute('support-email'))).toBe('ajuda@exemplo.com.br');

    await signInThroughUi(page, ANA);
    await portal.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    // Every key under the prefix: the session, the chosen event and the reads kept for a lost signal.
    // The reads are kept once their answers are in, which may be after the greeting shows: wait for that state.
    await page.waitForFunction(() => localStorage.getItem('outro:keptReads') !== null);
    expect(await page.evaluate(() => Object.keys(localStorage).sort())).toEqual(['outro:currentEvt', 'outro:keptReads', 'outro:user']);

    // Back to the default prefix, where nobody is signed in: the portal follows at once.
    await page.evaluate(() => document.querySelector('portal-cliente')!.removeAttribute('storage-prefix'));
    expect(await page.evaluate(() => document.querySelector('portal-cliente')!.storagePrefix)).toBeUndefined();
    await portal.getByText('Seja bem-vindo ao').waitFor();
    expect(await page.evaluate(() => location.hash)).toBe('#/conta');
    expect(errors).toEqual([]);
  });

  it('keeps every style in its shadow root: the host document gains no style, link or script', async () => {
    const { page, errors } = await e2e.open();
    const before = await page.evaluate(() => ({
      head: [...document.head.children].map((el) => el.outerHTML),
      sheets: document.styleSheets.length,
      adopted: document.adoptedStyleSheets.length,
    }));
    await signInThroughUi(page, ANA);
    await page.locator('portal-cliente').getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    const after = await page.evaluate(() => ({
      head: [...document.head.children].map((el) => el.outerHTML),
      sheets: document.styleSheets.length,
      adopted: document.adoptedStyleSheets.length,
      shadowSheets: document.querySelector('portal-cliente')!.shadowRoot!.adoptedStyleSheets.length,
      mode: document.querySelector('portal-cliente')!.shadowRoot!.mode,
    }));
    expect(after.head).toEqual(before.head);
    expect(after.sheets).toBe(before.sheets);
    expect(after.adopted).toBe(before.adopted);
    expect(after.mode).toBe('open');
    expect(after.shadowSheets).toBeGreaterThanOrEqual(2);
    // The portal's own rules apply inside: its root takes the theme's text colour and font.
    const root = await page.evaluate(() => {
      const s = getComputedStyle(document.querySelector('portal-cliente')!.shadowRoot!.querySelector('.pc-root')!);
      return [s.color, s.fontFamily.split(',')[0]];
    });
    expect(root).toEqual(['rgb(31, 26, 28)', 'system-ui']);
    expect(errors).toEqual([]);
  });

  it('tells the host about login, navigation and logout with bubbling, composed events', async () => {
    const { page, errors } = await e2e.open();
    await page.evaluate(() => {
      const seen: unknown[] = [];
      (window as unknown as { seen: unknown[] }).seen = seen;
      for (const type of ['portal-cliente:login', 'portal-cliente:logout', 'portal-cliente:navigate', 'portal-cliente:event-change'])
        document.addEventListener(type, (event) => {
          const e = event as CustomEvent;
          seen.push({ type, detail: e.detail, bubbles: e.bubbles, composed: e.composed });
        });
    });
    await signInThroughUi(page, ANA);
    await page.locator('portal-cliente').getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    const seen = await page.evaluate(
      () => (window as unknown as { seen: { type: string; detail: unknown; bubbles: boolean; composed: boolean }[] }).seen,
    );
    expect(seen.every((e) => e.bubbles && e.composed)).toBe(true);
    expect(seen.find((e) => e.type === 'portal-cliente:login')?.detail).toEqual({ email: ANA.email, name: 'ANA PAULA SOUZA' });
    expect(seen.filter((e) => e.type === 'portal-cliente:navigate').map((e) => e.detail)).toContainEqual({ path: '/' });
    expect(JSON.stringify(seen)).not.toMatch(/token/i);
    expect(errors).toEqual([]);
  });

  it("stores its session under its own prefix and never touches the host's own `user` key", async () => {
    const { page, errors } = await e2e.open();
    await page.evaluate(() => localStorage.setItem('user', 'host-owned'));
    await signInThroughUi(page, ANA);
    await page.locator('portal-cliente').getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBe('host-owned');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('portal-cliente:user') ?? 'null'));
    expect(stored).toMatchObject({ email: ANA.email, name: 'ANA PAULA SOUZA' });
    expect(typeof stored.token).toBe('string');
    expect(typeof stored.refreshToken).toBe('string');
    expect(stored).not.toHaveProperty('access_token');
    expect(stored).not.toHaveProperty('refresh_token');
    expect(errors).toEqual([]);
  });

  it('works with storage that throws on every access (kept in memory)', async () => {
    const context = await e2e.newContext();
    await context.addInitScript(() => {
      for (const name of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const)
        Storage.prototype[name] = () => {
          throw new DOMException('blocked', 'SecurityError');
        };
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${e2e.demoUrl}/#/conta`);
    await signInThroughUi(page, ANA);
    await page.locator('portal-cliente').getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('signing out in one tab signs out the others', async () => {
    // Signed in over HTTP: the sign-out is the subject here.
    const { page, context } = await e2e.open({ path: '/#/', as: ANA });
    await page.locator('portal-cliente').getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    const other = await context.newPage();
    await other.goto(page.url());
    await other.locator('portal-cliente').getByRole('heading', { name: 'Olá, Ana!' }).waitFor();

    await page.evaluate(() => {
      // What "Sair" does to storage; the other tab only sees the storage event.
      localStorage.removeItem('portal-cliente:user');
      localStorage.removeItem('portal-cliente:currentEvt');
    });
    await other.locator('portal-cliente').getByText('Seja bem-vindo ao').waitFor();
    expect(await other.evaluate(() => location.hash)).toBe('#/conta');
  });

  it('keeps its state when moved in the DOM, and remounts cleanly when removed and added again', async () => {
    const { page, errors } = await e2e.open({ path: '/#/conta/entrar' });
    const portal = page.locator('portal-cliente');
    await portal.getByLabel('E-mail').fill('digitado@exemplo.com.br');
    await page.evaluate(() => document.body.prepend(document.querySelector('portal-cliente')!));
    expect(await portal.getByLabel('E-mail').inputValue()).toBe('digitado@exemplo.com.br');

    const removed = await removeUntilUnmounted(page, 'portal-cliente');
    await removed.evaluate((el) => document.body.append(el));
    await portal.getByLabel('E-mail').waitFor();
    // A fresh mount: the form starts empty again.
    expect(await portal.getByLabel('E-mail').inputValue()).toBe('');
    expect(await portalText(page)).toContain('Acessar');
    expect(errors).toEqual([]);
  });
});
