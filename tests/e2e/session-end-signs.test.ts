// @engines chromium firefox: following a redirect to a sign-in page, and a body-less answer, are each engine's fetch
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { advanceClock } from '../../test-kit/advance-clock';
import { ANA, DESKTOP } from '../../test-kit/browser';
import { useE2e } from '../../test-kit/use-e2e';

/*
 * The signs that a session ended without a 401, and a command's success without a body, as a real
 * browser's fetch meets them (docs/resilience.md, "Expired tokens" and "A success with no body"):
 * cookie auth's challenge is a 302 to /Account/Login that fetch follows across to its HTML page; an
 * ASP.NET Core Identity endpoint answers `TypedResults.Ok()` with no body.
 */
const e2e = useE2e();

const provider = async (shapes: object) => {
  const answer = await fetch(`${e2e.apiUrl}/dev/provider`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ on: true, ...shapes }),
  });
  expect(answer.status).toBe(200);
};

async function signedIn(): Promise<{ page: Page; calls: string[] }> {
  const context = await e2e.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(e2e.apiUrl) && request.method() !== 'OPTIONS') calls.push(new URL(request.url()).pathname);
  });
  await page.goto(`${e2e.demoUrl}/#/conta/entrar`);
  const portal = page.locator('portal-cliente');
  await portal.getByLabel('E-mail').fill(ANA.email);
  await portal.getByLabel('Senha').fill(ANA.password);
  await portal.getByRole('button', { name: 'Acessar' }).click();
  await portal.getByRole('heading', { level: 1, name: /^Olá, / }).waitFor();
  return { page, calls };
}

const count = (calls: string[], path: string) => calls.filter((p) => p === path).length;

describe("cookie auth's challenge on an expired token: a 302 to its sign-in page, followed", () => {
  it('refreshes once and shows the data, never the retry', async () => {
    await provider({ unauthorized: { status: 302 } });
    const { page, calls } = await signedIn();
    const portal = page.locator('portal-cliente');
    await advanceClock(e2e.apiUrl, 901);
    // The services are not among the home's first calls: asked now, with the expired token.
    await page.evaluate(() => (location.hash = '#/servicos'));
    await portal.getByRole('button', { name: 'Buffet completo - Menu Villa Jardim' }).waitFor();
    expect(count(calls, '/Account/Login'), 'the browser followed the redirect to the page').toBeGreaterThan(0);
    expect(count(calls, '/api/RefreshToken'), 'one refresh').toBe(1);
    expect(await portal.getByRole('button', { name: 'Tentar novamente' }).count()).toBe(0);
  });

  it('ends at the sign-in screen told the session ended when the retry meets it too', async () => {
    await provider({ unauthorized: { status: 302 } });
    const { page, calls } = await signedIn();
    const portal = page.locator('portal-cliente');
    const faulted = await fetch(`${e2e.apiUrl}/dev/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/api/servicos', kind: '401', times: 1000 }),
    });
    expect(faulted.status).toBe(200);
    await page.evaluate(() => (location.hash = '#/servicos'));
    await portal.getByText('Sua sessão expirou. Entre novamente.').waitFor();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/conta');
    expect(count(calls, '/api/RefreshToken'), 'one refresh').toBe(1);
    expect(await portal.getByRole('button', { name: 'Tentar novamente' }).count()).toBe(0);
  });
});

describe('a command whose success has no body', () => {
  it("says 'Senha alterada com sucesso!' when ChangePass answers 200 with no body", async () => {
    await provider({ emptySuccess: 200 });
    const { page } = await signedIn();
    const portal = page.locator('portal-cliente');
    await page.evaluate(() => (location.hash = '#/perfil/alterar-senha'));
    await portal.getByLabel('Senha atual').fill(ANA.password);
    await portal.getByLabel('Nova senha', { exact: true }).fill('Outra@2027');
    await portal.getByLabel('Confirme sua nova senha').fill('Outra@2027');
    await portal.getByRole('button', { name: 'Enviar' }).click();
    await portal.getByText('Senha alterada com sucesso!').waitFor();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/');
    expect(await portal.getByText(/Recebemos uma resposta inesperada/).count()).toBe(0);
  });
});
