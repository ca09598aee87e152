// @engines chromium firefox: a module that failed to load is kept failed by Firefox, retried by Chromium
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA } from '../../test-kit/browser';
import { useE2e } from '../../test-kit/use-e2e';

/*
 * A code chunk that fails to load (a flaky network, a deploy that removed old chunks) gets a clear
 * message and a retry that really fetches it again; never a dead end. Firefox keeps a module that
 * failed to load as failed for the life of the page (the HTML module map), so the retry must ask
 * for it under another URL: the routes below match the chunk's file with or without a query.
 */
const e2e = useE2e();

/**
 * A load that fails for good: the first try and the two retries it makes by itself, each after a
 * backed-off wait (docs/resilience.md, "Offline"). Then the customer's 'Tentar novamente'.
 */
const TRIES_OF_ONE_LOAD = 3;

/** Drops the requests of one load of chunks whose file name starts with `name`, then lets them through. */
async function failOnce(page: Page, name: string) {
  const requested: string[] = [];
  await page.route(new RegExp(`/dist/(portal-cliente/[^/]+/)?chunks/${name}-[^/?]+\\.js(\\?[^/]*)?$`), async (route) => {
    requested.push(route.request().url());
    if (requested.length <= TRIES_OF_ONE_LOAD) await route.abort('connectionreset');
    else await route.continue();
  });
  return requested;
}

describe('a chunk that fails to load', () => {
  it('leaves the layout with a retry that loads it again', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    const requested = await failOnce(page, 'account-layout');
    await page.goto(`${e2e.demoUrl}/#/conta`);
    const portal = page.locator('portal-cliente');
    await portal.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    await portal.getByRole('button', { name: 'Tentar novamente' }).click();
    await portal.getByText('Seja bem-vindo ao').waitFor();
    // The entry asks for the layout twice on a first load (with the screen, and for its
    // own render); on a loaded machine the second ask can come after the first failed: a request more.
    expect(requested.length, 'the failed requests, then the retry').toBeGreaterThanOrEqual(TRIES_OF_ONE_LOAD + 1);
  });

  it("leaves a screen with the error page's texts and a retry that loads it again", async () => {
    // Signed in over HTTP: the sign-in's chunks are not the subject here.
    const { page, portal } = await e2e.open({ path: '/#/', as: ANA });
    await portal.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    const requested = await failOnce(page, 'services-screen');
    await page.evaluate(() => (location.hash = '#/servicos'));
    await portal.getByRole('heading', { name: 'Ocorreu um erro inesperado' }).waitFor();
    await portal.getByText('Desculpe, ocorreu um erro inesperado. Tente novamente mais tarde').waitFor();
    await portal.getByRole('button', { name: 'Tentar novamente' }).click();
    await portal.getByRole('heading', { level: 1, name: 'Serviços' }).waitFor();
    expect(requested, 'the failed requests, then the retry').toHaveLength(TRIES_OF_ONE_LOAD + 1);
    // Still signed in, on the same screen.
    expect(await page.evaluate(() => location.hash)).toBe('#/servicos');
  });
});

describe('a modal whose chunk fails to load', () => {
  it('opens on the next try, its chunk loaded again (a named export, not a default one)', async () => {
    // Signed in over HTTP: the sign-in's chunks are not the subject here.
    const { page, portal } = await e2e.open({ path: '/#/', as: ANA });
    await portal.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    const requested = await failOnce(page, 'contacts-modal');
    await portal.getByRole('button', { name: 'Contatos', exact: true }).click();
    await portal.getByRole('button', { name: 'Tentar novamente' }).click();
    await portal.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    await portal.getByRole('button', { name: 'Contatos', exact: true }).click();
    await portal.getByRole('dialog', { name: 'Contatos' }).getByText('Renata Lopes').waitFor();
    expect(requested, 'the failed requests, then the retry').toHaveLength(TRIES_OF_ONE_LOAD + 1);
  });
});
