// @engines chromium: the refresh and sign-out are the portal's logic; across tabs, refresh-across-tabs runs in both
import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { advanceClock } from '../../test-kit/advance-clock';
import { ANA, BRUNO, DESKTOP } from '../../test-kit/browser';
import { settle } from '../../test-kit/settle';
import { useE2e } from '../../test-kit/use-e2e';

/*
 * These tests need tokens that expire mid-use, so they move the file's own
 * reference API's clock past the access tokens' 900 s (POST /dev/clock) instead of waiting for them.
 */
const e2e = useE2e();

/** Every access token issued so far expires: the server's clock moves past their 900 s. */
const expire = () => advanceClock(e2e.apiUrl, 901);

interface Watched {
  page: Page;
  /** API paths requested so far, in order. */
  calls: string[];
  /** API requests sent and not yet answered or failed. */
  onTheirWay: Set<Request>;
  console: string[];
}

async function watch(context: BrowserContext, path = '/#/conta/entrar'): Promise<Watched> {
  const page = await context.newPage();
  const calls: string[] = [];
  const onTheirWay = new Set<Request>();
  const consoleLines: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(e2e.apiUrl) || request.method() === 'OPTIONS') return;
    calls.push(new URL(request.url()).pathname);
    onTheirWay.add(request);
  });
  page.on('requestfinished', (request) => onTheirWay.delete(request));
  page.on('requestfailed', (request) => onTheirWay.delete(request));
  page.on('console', (message) => consoleLines.push(message.text()));
  page.on('pageerror', (error) => consoleLines.push(`pageerror: ${error.message}`));
  await page.goto(e2e.demoUrl + path);
  return { page, calls, onTheirWay, console: consoleLines };
}

async function signIn(page: Page, who = ANA) {
  const portal = page.locator('portal-cliente');
  await portal.getByLabel('E-mail').fill(who.email);
  await portal.getByLabel('Senha').fill(who.password);
  await portal.getByRole('button', { name: 'Acessar' }).click();
  await portal.getByRole('heading', { level: 1, name: /^Olá, / }).waitFor();
}

const count = (calls: string[], path: string) => calls.filter((p) => p === path).length;
const storedTokens = (page: Page) =>
  page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('portal-cliente:user') ?? 'null');
    return user ? [user.token as string, user.refreshToken as string] : [];
  });

describe('an access token that expires mid-use', () => {
  it('refreshes once and the customer carries on with what they typed', async () => {
    const context = await e2e.newContext({ viewport: DESKTOP });
    const { page, calls, console: lines } = await watch(context);
    await signIn(page, BRUNO);
    const portal = page.locator('portal-cliente');
    await page.evaluate(() => (location.hash = '#/perfil/alterar-senha'));
    await portal.getByLabel('Senha atual').fill(BRUNO.password);
    await portal.getByLabel('Nova senha', { exact: true }).fill('Outra@2027');
    await portal.getByLabel('Confirme sua nova senha').fill('Outra@2027');
    const [oldToken] = await storedTokens(page);
    await expire();

    await portal.getByRole('button', { name: 'Enviar' }).click();
    await portal.getByText('Senha alterada com sucesso!').waitFor();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/');
    expect(count(calls, '/api/RefreshToken')).toBe(1);
    expect(count(calls, '/api/ChangePass'), 'refused once, then retried with the new token').toBe(2);
    const tokens = await storedTokens(page);
    expect(tokens[0]).not.toBe(oldToken);
    for (const token of tokens) expect(lines.join('\n')).not.toContain(token);
    expect(lines.join('\n')).not.toContain(oldToken);
    await context.close();
  });
});

describe('a refresh the server refuses', () => {
  it('signs out cleanly to /conta, once, with no request loop', async () => {
    const context = await e2e.newContext({ viewport: DESKTOP });
    const { page, calls, onTheirWay } = await watch(context);
    await signIn(page);
    // The refresh token is replaced by one the server never issued.
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('portal-cliente:user')!);
      localStorage.setItem('portal-cliente:user', JSON.stringify({ ...user, refreshToken: `${user.refreshToken}x` }));
    });
    await expire();
    // A screen whose data the home has not loaded (the home loads the finance and the schedule).
    await page.evaluate(() => (location.hash = '#/servicos'));
    await page.locator('portal-cliente').getByText('Seja bem-vindo ao').waitFor();
    expect(await page.evaluate(() => location.hash)).toBe('#/conta');
    const settled = calls.length;
    // A request that an answer sets off (a loop) has been sent once no request is on its way and
    // the portal has stood still for a few frames after the last answer.
    await expect.poll(() => onTheirWay.size, { message: 'API requests still on their way after signing out' }).toBe(0);
    await settle(page);
    expect(calls.length, 'no request after signing out').toBe(settled);
    expect(count(calls, '/api/RefreshToken')).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('portal-cliente:user'))).toBeNull();
    await context.close();
  });
});

describe('two tabs whose token expired at the same time', () => {
  it('refresh once between them and neither signs the other out, despite rotated refresh tokens', async () => {
    const context = await e2e.newContext({ viewport: DESKTOP });
    const first = await watch(context);
    await signIn(first.page);
    const second = await watch(context, '/#/');
    await second.page
      .locator('portal-cliente')
      .getByRole('heading', { level: 1, name: /^Olá, / })
      .waitFor();
    // Both homes have their finance and schedule (the attention panel shows both), so no call of
    // theirs is still on its way when the tokens expire.
    for (const tab of [first, second]) {
      const panel = tab.page.locator('portal-cliente').getByRole('region', { name: 'Precisa da sua atenção' });
      await panel.getByText('Cobrança vencida').first().waitFor();
      await panel.getByText('Próximo compromisso').waitFor();
    }
    await expire();

    // Both tabs drop what they have read (the host's refresh()) and open another screen at once:
    // each asks the API again with the expired token, whatever the home had already read or
    // prefetched, and the two must share one refresh.
    await Promise.all(
      [first, second].map(({ page }, index) =>
        page.evaluate((to) => {
          (document.querySelector('portal-cliente') as HTMLElement & { refresh(): void }).refresh();
          location.hash = to;
        }, ['#/contratos', '#/servicos'][index]!),
      ),
    );
    await first.page.locator('portal-cliente').getByRole('heading', { level: 1, name: 'Contratos' }).waitFor();
    await second.page.locator('portal-cliente').getByRole('heading', { level: 1, name: 'Serviços' }).waitFor();
    await first.page.locator('portal-cliente').getByText('CT-2026-0142').waitFor();
    expect(count([...first.calls, ...second.calls], '/api/RefreshToken')).toBe(1);
    for (const tab of [first, second]) {
      expect(await tab.page.evaluate(() => location.hash)).not.toBe('#/conta');
      expect(await tab.page.evaluate(() => localStorage.getItem('portal-cliente:user'))).not.toBeNull();
    }
    await context.close();
  });
});
