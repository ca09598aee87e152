// @engines chromium firefox: two instances share the page's storage and focus, the engine's own
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { ANA, BRUNO, DESKTOP } from '../../test-kit/browser';
import { useE2e } from '../../test-kit/use-e2e';

/*
 * One portal per instance. Two `<portal-cliente>` on a page with their own
 * `storage-prefix` are two portals: their sessions, toasts, modals and navigation stay apart, and
 * one's guard never bounces the other (one signed in, one signed out, one shared hash).
 */

const e2e = useE2e();
let page: Page;
beforeEach(async () => {
  page = await (await e2e.newContext({ viewport: DESKTOP })).newPage();
});

/** Adds a portal with its own storage prefix to a slot of the lifecycle page. */
async function addPortal(slot: string, prefix: string): Promise<Locator> {
  await page.evaluate(
    ([id, storagePrefix]) => {
      const template = document.getElementById('portal-template') as HTMLTemplateElement;
      const element = (template.content.cloneNode(true) as DocumentFragment).querySelector('portal-cliente')!;
      element.setAttribute('storage-prefix', storagePrefix!);
      document.getElementById(id!)!.append(element);
    },
    [slot, prefix],
  );
  return page.locator(`#${slot} portal-cliente`);
}

async function signIn(portal: Locator, who: { email: string; password: string }) {
  await portal.getByLabel('E-mail').fill(who.email);
  await portal.getByLabel('Senha').fill(who.password);
  await portal.getByRole('button', { name: 'Acessar' }).click();
}

describe('two portals with their own storage prefixes', () => {
  it('keep their sessions, modals and toasts apart', async () => {
    await page.goto(`${e2e.demoUrl}/lifecycle.html#/conta/entrar`);
    const a = await addPortal('slot-a', 'a:');
    const b = await addPortal('slot-b', 'b:');
    await signIn(a, ANA);
    await a.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    // B is still on the sign-in form: the sign-in was A's alone.
    await b.getByRole('button', { name: 'Acessar' }).waitFor();
    await signIn(b, BRUNO);
    await b.getByRole('heading', { name: 'Olá, Bruno!' }).waitFor();
    expect(await a.getByRole('heading', { name: 'Olá, Ana!' }).count(), 'A is still Ana').toBe(1);

    // A modal opens only where it was asked for: A's shows, B's shell heard nothing.
    await a.getByRole('button', { name: 'Contatos', exact: true }).click();
    await a.getByRole('dialog', { name: 'Contatos' }).waitFor();
    expect(await b.getByRole('dialog').count()).toBe(0);
    await page.keyboard.press('Escape');

    // A toast shows only in the portal that raised it.
    await page.evaluate(() => (location.hash = '#/perfil/alterar-senha'));
    await a.getByRole('heading', { name: 'Alterar senha' }).waitFor();
    await b.getByRole('heading', { name: 'Alterar senha' }).waitFor();
    await a.getByLabel('Senha atual').fill(ANA.password);
    await a.getByLabel('Nova senha', { exact: true }).fill('Portal@2027');
    await a.getByLabel('Confirme sua nova senha').fill('Portal@2027');
    await a.getByRole('button', { name: 'Enviar' }).click();
    await a.getByText('Senha alterada com sucesso!').waitFor();
    expect(await b.getByText('Senha alterada com sucesso!').count()).toBe(0);

    // Signing out of A leaves B's customer signed in.
    await a.getByRole('button', { name: /Ana Paula Souza/ }).click();
    await a.getByRole('menuitem', { name: 'Sair' }).click();
    await a.getByRole('link', { name: 'Já tenho cadastro' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('a:user'), localStorage.getItem('b:user') !== null])).toEqual([null, true]);
    await page.evaluate(() => (location.hash = '#/'));
    await b.getByRole('heading', { name: 'Olá, Bruno!' }).waitFor();
  });

  it('never bounce each other through their guards: the signed-out one goes to /conta, the other stays', async () => {
    const login = await fetch(`${e2e.apiUrl}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: ANA.email, password: ANA.password }),
    }).then((answer) => answer.json() as Promise<Record<string, string>>);
    const user = { ...login, token: login.access_token, refreshToken: login.refresh_token, email: ANA.email, name: login.name };
    await page.addInitScript((stored) => localStorage.setItem('a:user', stored), JSON.stringify(user));
    await page.goto(`${e2e.demoUrl}/lifecycle.html#/financeiro`);
    const hashes: string[] = [];
    await page.exposeFunction('recordHash', (hash: string) => hashes.push(hash));
    await page.evaluate(() =>
      window.addEventListener('hashchange', () => (window as unknown as { recordHash: (h: string) => void }).recordHash(location.hash)),
    );

    const a = await addPortal('slot-a', 'a:');
    const b = await addPortal('slot-b', 'b:');
    await a.getByRole('heading', { name: 'Financeiro', level: 1 }).waitFor();
    await b.getByRole('heading', { name: /Seja bem-vindo/ }).waitFor();
    // A's own link moves A; B, signed out, stays where its guard put it.
    await a.getByRole('link', { name: 'Agenda' }).click();
    await a.getByRole('heading', { name: 'Agenda', level: 1 }).waitFor();
    await b.getByRole('heading', { name: /Seja bem-vindo/ }).waitFor();
    expect(await a.getByRole('heading', { name: 'Agenda', level: 1 }).count()).toBe(1);
    expect(hashes.length, `no bouncing between the two guards: ${hashes.join(' ')}`).toBeLessThanOrEqual(2);
  });
});
