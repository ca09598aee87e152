// @engines chromium: loading the chat script and its calls are the portal's logic
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA, DESKTOP, PHONE } from '../../test-kit/browser';
import { useE2e } from '../../test-kit/use-e2e';

/*
 * The help launcher and the Intercom-style chat. The demo page points chat-script-url
 * at demo/public/chat-stand-in.js, which answers the widget's calls and records them in
 * window.__chatCalls.
 */

const e2e = useE2e({ pages: 'warm' });

const LAUNCHER = { name: 'Precisa de ajuda? Atendimento aqui' };

type ChatCall = { command: string; args: Record<string, unknown>[] };
const chatCalls = (page: Page) => page.evaluate(() => (window as unknown as { __chatCalls?: ChatCall[] }).__chatCalls ?? []);
const chatScripts = (page: Page) =>
  page.evaluate(() => Array.from(document.head.querySelectorAll('script[src*="chat"]'), (script) => (script as HTMLScriptElement).src));

/** Ana on the home (a session made over HTTP: the sign-in has its own tests). */
async function signedIn(viewport = DESKTOP) {
  const opened = await e2e.open({ path: '/#/', viewport, as: ANA });
  const portal = opened.page.locator('portal-cliente');
  await portal.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
  return { ...opened, portal };
}

describe.each([
  ['1280 px', DESKTOP],
  ['375 px', PHONE],
])('the help chat at %s', (_width, viewport) => {
  it('loads nothing until asked, then boots the chat with the launcher hidden and padding 105, and shows it', async () => {
    const { page, portal, errors } = await signedIn(viewport);
    expect(await chatScripts(page), 'no chat script before the launcher is used').toEqual([]);
    const launcher = portal.getByRole('button', LAUNCHER);
    expect(await launcher.isVisible()).toBe(true);
    const box = (await launcher.boundingBox())!;
    expect(box.x + box.width, 'at the right edge').toBeGreaterThan(viewport.width - 40);
    expect(box.y + box.height, 'at the bottom of the window').toBeGreaterThan(viewport.height - 40);

    await launcher.click();
    await page.getByRole('dialog', { name: 'Atendimento' }).waitFor();
    const calls = await chatCalls(page);
    expect(calls.map((call) => call.command)).toEqual(['boot', 'show']);
    expect(calls[0]!.args[0]).toEqual({
      app_id: 'demo-app',
      hide_default_launcher: true,
      vertical_padding: 105,
      name: 'Ana Paula Souza',
      email: ANA.email,
    });
    expect(await chatScripts(page)).toHaveLength(1);

    await page.getByRole('dialog', { name: 'Atendimento' }).getByRole('button', { name: 'Fechar' }).click();
    await launcher.click();
    await page.getByRole('dialog', { name: 'Atendimento' }).waitFor();
    expect((await chatCalls(page)).map((call) => call.command)).toEqual(['boot', 'show', 'hide', 'show']);
    expect(await chatScripts(page), 'still one script').toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

describe('the help chat', () => {
  it('shuts the chat down on logout', async () => {
    const { page, portal, errors } = await signedIn();
    await portal.getByRole('button', LAUNCHER).click();
    await page.getByRole('dialog', { name: 'Atendimento' }).waitFor();
    await portal.getByRole('button', { name: /Ana Paula Souza/ }).click();
    await portal.getByRole('menuitem', { name: 'Sair' }).click();
    await portal.getByText('Seja bem-vindo ao').waitFor();
    await expect.poll(async () => (await chatCalls(page)).map((call) => call.command)).toEqual(['boot', 'show', 'shutdown']);
    expect(await page.getByRole('dialog', { name: 'Atendimento' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('opens for a signed-out visitor too, booted without a name or e-mail', async () => {
    const { page, errors } = await e2e.open({ path: '/#/conta' });
    const portal = page.locator('portal-cliente');
    await portal.getByRole('button', LAUNCHER).click();
    await page.getByRole('dialog', { name: 'Atendimento' }).waitFor();
    const [boot] = await chatCalls(page);
    expect(boot).toEqual({ command: 'boot', args: [{ app_id: 'demo-app', hide_default_launcher: true, vertical_padding: 105 }] });
    expect(errors).toEqual([]);
  });

  it('opens the contacts modal instead when no chat-app-id is set', async () => {
    const { page, portal, errors } = await signedIn();
    await page.evaluate(() => document.querySelector('portal-cliente')!.removeAttribute('chat-app-id'));
    await portal.getByRole('button', LAUNCHER).click();
    const dialog = portal.getByRole('dialog', { name: 'Contatos' });
    await dialog.getByText('Renata Lopes').waitFor();
    expect(await chatScripts(page)).toEqual([]);
    expect(await chatCalls(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('opens the contacts modal when the chat script fails to load, and leaves no script or global behind', async () => {
    const { page, portal, errors } = await signedIn();
    await page.evaluate(() =>
      document.querySelector('portal-cliente')!.setAttribute('chat-script-url', `${location.origin}/nao-existe.js`),
    );
    await portal.getByRole('button', LAUNCHER).click();
    await portal.getByRole('dialog', { name: 'Contatos' }).getByText('Renata Lopes').waitFor();
    expect(await chatScripts(page)).toEqual([]);
    expect(await page.evaluate(() => typeof (window as unknown as { Intercom?: unknown }).Intercom)).toBe('undefined');
    // The 404 of the missing script is the only error, and it is the one this test provoked.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  });

  it('reuses a chat the host page already runs, without loading another', async () => {
    const { page, portal, errors } = await signedIn();
    await page.evaluate(() => {
      const calls: unknown[][] = [];
      (window as unknown as { __hostCalls: unknown[][] }).__hostCalls = calls;
      (window as unknown as { Intercom: (...args: unknown[]) => void }).Intercom = (...args) => calls.push(args);
    });
    await portal.getByRole('button', LAUNCHER).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __hostCalls: unknown[][] }).__hostCalls.length)).toBe(2);
    const calls = await page.evaluate(() => (window as unknown as { __hostCalls: unknown[][] }).__hostCalls);
    expect(calls).toEqual([
      ['update', { hide_default_launcher: true, vertical_padding: 105, name: 'Ana Paula Souza', email: ANA.email }],
      ['show'],
    ]);
    expect(await chatScripts(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
