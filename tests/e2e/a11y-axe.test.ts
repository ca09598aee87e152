// @engines chromium: axe reads the DOM and computed styles, which the portal's code sets the same in every engine
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, type AxeFinding } from '../../test-kit/axe';
import { ANA, DESKTOP, PHONE, refill } from '../../test-kit/browser';
import { CARLA } from '../../test-kit/customers';
import { carlaDateOf } from '../../test-kit/seed-of';
import { settle } from '../../test-kit/settle';
import { portalOf as portal, useE2e } from '../../test-kit/use-e2e';

/*
 * Axe-core with the WCAG 2.2 A and AA rules (target-size included) on every screen, signed
 * out and signed in, at 1280 and 375 px, and on the states that only appear on interaction (form
 * errors, server messages, notices, the user menu, the modals, the services overlay, a toast, the
 * chat's fallback, a failed call): zero violations.
 */
// Some states change the seed (a password, a new account, an armed fault): each test starts clean.
const e2e = useE2e({ pages: 'warm' });

async function go(page: Page, path: string) {
  await page.evaluate((hash) => (location.hash = hash), `#${path}`);
  await settle(page);
}

/** Collects the violations of each checked state under its name; the test expects none. */
function audit(page: Page) {
  const found: Record<string, AxeFinding[]> = {};
  const checked: string[] = [];
  return {
    found,
    checked,
    async check(state: string) {
      // Toasts fade in, the carousel slides: colour contrast is measured once they are still.
      await settle(page);
      checked.push(state);
      const violations = await axeViolations(page);
      if (violations.length) found[state] = violations;
    },
  };
}

const NEW_PASSWORD = 'Festa#2027';

async function lastCode(to: string): Promise<string> {
  const mails = (await (await fetch(`${e2e.apiUrl}/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as { code: string }[];
  const code = mails.at(-1)?.code;
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

const SIGNED_OUT = ['/conta', '/conta/entrar', '/conta/registrar', '/conta/recuperar-senha', '/conta/nao-existe'];
const SIGNED_IN = [
  '/',
  '/eventos',
  '/servicos',
  '/contratos',
  '/financeiro',
  '/agenda',
  '/oportunidades',
  '/perfil/alterar-senha',
  '/nao-existe',
];

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  describe(`axe at ${viewport.width} px (${name})`, () => {
    it('finds no violation on the signed-out screens, nor on the chat fallback', async () => {
      const { page } = await e2e.open({ viewport });
      const { found, checked, check } = audit(page);
      for (const path of SIGNED_OUT) {
        await go(page, path);
        await check(path);
      }
      // The code and new-password steps show only with what the earlier steps stored.
      await page.evaluate(() => {
        localStorage.setItem('portal-cliente:registerEmail', JSON.stringify('carla.mendes@exemplo.com.br'));
        localStorage.setItem('portal-cliente:registerAt', JSON.stringify(Date.now()));
      });
      await go(page, '/conta/registrar/confirmar');
      await portal(page).getByRole('heading', { name: 'Confirme seu e-mail' }).waitFor();
      await check('/conta/registrar/confirmar');
      await page.evaluate(() => localStorage.setItem('portal-cliente:registerCode', JSON.stringify('123456')));
      await go(page, '/conta/registrar/senha');
      await check('/conta/registrar/senha');

      // No chat configured: the help launcher opens the contacts instead.
      await go(page, '/conta');
      await page.evaluate(() => document.querySelector('portal-cliente')!.removeAttribute('chat-app-id'));
      await portal(page)
        .getByRole('button', { name: /Precisa de ajuda/ })
        .click();
      await portal(page).getByRole('dialog', { name: 'Contatos' }).waitFor();
      await check('chat fallback: contacts, signed out');

      expect(found).toEqual({});
      expect(checked).toHaveLength(SIGNED_OUT.length + 3);
    });

    it('finds no violation on the account forms with field errors, server messages and notices', async () => {
      const { page } = await e2e.open({ path: '/#/conta/entrar', viewport });
      const p = portal(page);
      const { found, check } = audit(page);

      await p.getByRole('button', { name: 'Acessar' }).click();
      await p.getByText('E-mail obrigatório').waitFor();
      await check('login: required');
      await p.getByLabel('E-mail', { exact: true }).fill('ana@');
      await p.getByLabel('Senha', { exact: true }).fill('123');
      await p.getByRole('button', { name: 'Acessar' }).click();
      await p.getByText('E-mail inválido').waitFor();
      await check('login: invalid');
      await refill(p.getByLabel('E-mail', { exact: true }), ANA.email);
      await p.getByLabel('Senha', { exact: true }).fill('Errada@123');
      await p.getByRole('button', { name: 'Acessar' }).click();
      await p.getByText('Usuário ou senha incorretos').waitFor();
      await check('login: refused');

      await go(page, '/conta/recuperar-senha');
      await p.getByRole('button', { name: 'Enviar' }).click();
      await p.getByText('E-mail obrigatório').waitFor();
      await check('recovery: required');
      await p.getByLabel('E-mail', { exact: true }).fill('ninguem@exemplo.com.br');
      await p.getByRole('button', { name: 'Enviar' }).click();
      await p.getByText('Usuário não encontrado, confira o e-mail e tente novamente.').waitFor();
      await check('recovery: unknown');

      await go(page, '/conta/registrar');
      await p.getByRole('button', { name: 'Próximo' }).click();
      await p.getByText('ID obrigatório').waitFor();
      await check('first access: required');
      await p.getByLabel('Número do EVT').fill(CARLA.idEvento);
      await p.getByLabel('Data do evento').pressSequentially((await carlaDateOf(e2e.apiUrl)).digits);
      await p.getByLabel('E-mail informado no contrato').fill(CARLA.email);
      await p.getByRole('button', { name: 'Próximo' }).click();

      // The code step, with the notice of where the code went.
      await p.getByLabel('Digite o código enviado para seu email').waitFor();
      await check('confirm code: notice');
      await p.getByRole('button', { name: 'Próximo' }).click();
      await p.getByText('Código obrigatório').waitFor();
      await check('confirm code: required');
      await p.getByLabel('Digite o código enviado para seu email').fill('000000');
      await p.getByRole('button', { name: 'Próximo' }).click();
      await p.getByText('Erro ao confirmar código, confira o código enviado para seu email.').waitFor();
      await check('confirm code: refused');
      await p.getByLabel('Digite o código enviado para seu email').fill(await lastCode(CARLA.email));
      await p.getByRole('button', { name: 'Próximo' }).click();

      await p.getByLabel('Crie sua senha de acesso').waitFor();
      await p.getByRole('button', { name: 'Enviar' }).click();
      await p.getByText('Senha obrigatória', { exact: true }).waitFor();
      await check('create password: required');
      await p.getByLabel('Crie sua senha de acesso').fill(NEW_PASSWORD);
      await p.getByLabel('Confirme sua senha').fill(NEW_PASSWORD);
      await p.getByRole('button', { name: 'Enviar' }).click();
      await p.getByText('Cadastro atualizado com sucesso!').waitFor();
      await check('login: notice');

      expect(found).toEqual({});
    });

    it('finds no violation on the signed-in screens', async () => {
      // Signed in over HTTP: the sign-in screens are checked above.
      const { page } = await e2e.open({ viewport, path: '/#/', as: ANA });
      await portal(page).getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
      const { found, checked, check } = audit(page);
      for (const path of SIGNED_IN) {
        await go(page, path);
        await check(path);
      }
      // The carousel loads when it comes near the viewport: check the home with it.
      await go(page, '/');
      await portal(page).locator('.pc-carousel-place').scrollIntoViewIfNeeded();
      await portal(page).locator('.swiper-initialized').waitFor();
      await check('/ (carousel)');
      expect(found).toEqual({});
      expect(checked).toHaveLength(SIGNED_IN.length + 1);
    });

    it('finds no violation with the user menu, the modals, the services overlay, a toast, the chat fallback or a failed call', async () => {
      const { page } = await e2e.open({ viewport, path: '/#/', as: ANA });
      const p = portal(page);
      await p.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
      const { found, check } = audit(page);

      await p.getByRole('button', { name: /Ana/ }).first().click();
      await p.getByRole('menu').waitFor();
      await check('user menu open');
      await page.keyboard.press('Escape');

      await p.getByRole('button', { name: 'Contatos' }).click();
      await p.getByRole('dialog', { name: 'Contatos' }).getByText('Renata Lopes').waitFor();
      await check('contacts modal');
      await page.keyboard.press('Escape');

      await p.getByRole('button', { name: 'TROCAR EVENTO' }).first().click();
      await p.getByRole('dialog', { name: 'Trocar evento' }).getByRole('link', { name: 'TODOS' }).waitFor();
      await check('event switcher modal');
      await page.keyboard.press('Escape');

      await go(page, '/servicos');
      await p.getByRole('button', { name: 'Buffet completo - Menu Villa Jardim' }).click();
      await p.getByRole('dialog').getByText('Coquetel de boas-vindas com 8 tipos de canapés').waitFor();
      await check('services overlay: description');
      await page.keyboard.press('Escape');
      await p.getByRole('button', { name: 'Doces finos' }).click();
      await p.getByRole('dialog').getByText('Sem descrição').waitFor();
      await check("services overlay: 'Sem descrição'");
      await page.keyboard.press('Escape');

      await go(page, '/perfil/alterar-senha');
      await p.getByRole('button', { name: 'Enviar' }).click();
      await p.getByText('Senha atual obrigatória').waitFor();
      await check('change password: required');
      await p.getByLabel('Senha atual').fill('Errada@123');
      await p.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
      await p.getByLabel('Confirme sua nova senha').fill(NEW_PASSWORD);
      await p.getByRole('button', { name: 'Enviar' }).click();
      await p.getByText('Erro ao trocar a senha, confira os campos.').waitFor();
      await check('change password: refused');
      await p.getByLabel('Senha atual').fill(ANA.password);
      await p.getByRole('button', { name: 'Enviar' }).click();
      await p.getByText('Senha alterada com sucesso!').waitFor();
      await check('toast');

      await page.evaluate(() => document.querySelector('portal-cliente')!.removeAttribute('chat-app-id'));
      await p.getByRole('button', { name: /Precisa de ajuda/ }).click();
      await p.getByRole('dialog', { name: 'Contatos' }).getByText('Renata Lopes').waitFor();
      await check('chat fallback: contacts');
      await page.keyboard.press('Escape');

      // Every event's contracts: a call nothing before it has made (the home reads the finance, the
      // schedule and the current event's contracts), asked for with the contracts screen's box.
      await fetch(`${e2e.apiUrl}/dev/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ path: '/api/anexos', kind: '500', times: 3 }),
      });
      await go(page, '/contratos');
      await p.getByLabel('Mostrar os contratos de todos os meus eventos').check();
      await p.getByRole('button', { name: 'Tentar novamente' }).waitFor();
      await check('failed call: message and retry');

      expect(found).toEqual({});
    });
  });
}
