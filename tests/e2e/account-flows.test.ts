// @engines chromium: the account flows are the portal's logic; the fields' engine-sensitive parts are forms-field's
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA, refill } from '../../test-kit/browser';
import { CARLA } from '../../test-kit/customers';
import { putOnClipboard } from '../../test-kit/clipboard';
import { carlaDateOf } from '../../test-kit/seed-of';
import { useE2e } from '../../test-kit/use-e2e';

/*
 * The account area walked in the browser on the demo host, against the reference API (reset to its
 * seed before each test: the recovery below changes ana's password).
 */
const e2e = useE2e({ pages: 'warm' });

/** The last code the reference API "e-mailed" to `to`. */
async function lastCode(to: string): Promise<string> {
  const mails = (await (await fetch(`${e2e.apiUrl}/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { code: string }[];
  expect(mails.length, `a code e-mailed to ${to}`).toBeGreaterThan(0);
  return mails[mails.length - 1]!.code;
}

const hash = (page: Page) => page.evaluate(() => location.hash);
const waitForHash = (page: Page, expected: string) => expect.poll(() => hash(page), { timeout: 10_000 }).toBe(expected);

async function signIn(portal: Locator, email: string, password: string) {
  await refill(portal.getByLabel('E-mail'), email);
  await portal.getByLabel('Senha', { exact: true }).fill(password);
  await portal.getByRole('button', { name: 'Acessar' }).click();
}

/** The code step, with the code really pasted from the clipboard. */
async function pasteCode(page: Page, portal: Locator, code: string) {
  await putOnClipboard(page, ` ${code} `);
  const field = portal.getByLabel('Digite o código enviado para seu email');
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect.poll(() => field.inputValue()).toBe(` ${code} `);
  await portal.getByRole('button', { name: 'Próximo' }).click();
}

async function createPassword(page: Page, portal: Locator, password: string) {
  await waitForHash(page, '#/conta/registrar/senha');
  await portal.getByLabel('Crie sua senha de acesso').fill(password);
  await portal.getByLabel('Confirme sua senha').fill(password);
  await portal.getByRole('button', { name: 'Enviar' }).click();
  await waitForHash(page, '#/conta/entrar');
  await portal.getByText('Cadastro atualizado com sucesso!').waitFor();
}

async function userMenu(portal: Locator, item: 'Alterar senha' | 'Sair') {
  await portal.locator('button[aria-haspopup="menu"]').click();
  await portal.getByRole('menuitem', { name: item }).click();
}

describe('the account area', () => {
  it('walks carla.mendes through first access, sign-in, a password change, sign-out and sign-in again', async () => {
    const { page, errors } = await e2e.open();
    const portal = page.locator('portal-cliente');

    await portal.getByRole('link', { name: '1º Acesso' }).click();
    await waitForHash(page, '#/conta/registrar');
    await portal.getByLabel('Número do EVT').pressSequentially('4e8-2+13');
    expect(await portal.getByLabel('Número do EVT').inputValue(), 'e, E, + and - are blocked').toBe(CARLA.idEvento);
    const date = await carlaDateOf(e2e.apiUrl);
    await portal.getByLabel('Data do evento').pressSequentially(date.digits);
    expect(await portal.getByLabel('Data do evento').inputValue()).toBe(date.text);
    await portal.getByLabel('E-mail informado no contrato').fill(CARLA.email);
    await portal.getByRole('button', { name: 'Próximo' }).click();

    await waitForHash(page, '#/conta/registrar/confirmar');
    await portal.getByText('Enviamos um código para ca***@exemplo.com.br.').waitFor();
    await pasteCode(page, portal, await lastCode(CARLA.email));
    await createPassword(page, portal, 'Carla@2027');

    await signIn(portal, CARLA.email, 'Carla@2027');
    await waitForHash(page, '#/');
    await portal.getByRole('heading', { name: 'Olá, Carla!' }).waitFor();

    await userMenu(portal, 'Alterar senha');
    await waitForHash(page, '#/perfil/alterar-senha');
    await portal.getByLabel('Senha atual').fill('Carla@2027');
    await portal.getByLabel('Nova senha', { exact: true }).fill('Carla#2028');
    await portal.getByLabel('Confirme sua nova senha').fill('Carla#2028');
    await portal.getByRole('button', { name: 'Enviar' }).click();
    const toast = portal.getByText('Senha alterada com sucesso!');
    await toast.waitFor();
    await waitForHash(page, '#/');
    // 356 px wide, top-center.
    const box = (await toast.locator('xpath=ancestor::*[@data-kind][1]').boundingBox())!;
    expect(Math.round(box.width)).toBe(356);
    expect(Math.abs(box.x + box.width / 2 - 640), 'centred').toBeLessThan(1);
    expect(box.y).toBeLessThan(40);

    await userMenu(portal, 'Sair');
    await waitForHash(page, '#/conta');
    await portal.getByRole('link', { name: 'Já tenho cadastro' }).click();
    await signIn(portal, CARLA.email, 'Carla#2028');
    await waitForHash(page, '#/');
    await portal.getByRole('heading', { name: 'Olá, Carla!' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('walks ana.souza through password recovery, then signs her in with the new password', async () => {
    const { page, errors } = await e2e.open({ viewport: { width: 375, height: 812 } });
    const portal = page.locator('portal-cliente');

    await portal.getByRole('link', { name: 'Já tenho cadastro' }).click();
    await portal.getByRole('link', { name: 'Esqueceu a senha?' }).click();
    await waitForHash(page, '#/conta/recuperar-senha');
    await portal.getByLabel('E-mail').fill(ANA.email);
    await portal.getByRole('button', { name: 'Enviar' }).click();

    await waitForHash(page, '#/conta/registrar/confirmar');
    await pasteCode(page, portal, await lastCode(ANA.email));
    await createPassword(page, portal, 'Ana@Nova2027');

    await signIn(portal, ANA.email, ANA.password);
    await portal.getByText('Usuário ou senha incorretos').waitFor();
    await signIn(portal, ANA.email, 'Ana@Nova2027');
    await waitForHash(page, '#/');
    await portal.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    // Chromium logs the refused old password's 401 itself; nothing else may fail.
    expect(errors.filter((error) => !/status of 401 .*\/api\/login/.test(error))).toEqual([]);
  });
});
