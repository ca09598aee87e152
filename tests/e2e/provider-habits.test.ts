// @engines chromium firefox: every signed-in screen and modal on the provider's shapes is each engine's own rendering
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA, DESKTOP, PHONE } from '../../test-kit/browser';
import { devCall } from '../../test-kit/post-json';
import { seedOf } from '../../test-kit/seed-of';
import { shotForPeople } from '../../test-kit/shots';
import { portalOf, useE2e } from '../../test-kit/use-e2e';
import { go } from '../../test-kit/screens-support';

/*
 * The provider's API on its first day, in a real browser: the reference API's provider habits mode
 * (docs/resilience.md) sends its status words, date-only columns at UTC midnight, a boleto line that
 * fails its check, lists as null or as a 204, contact types as a person types them, HTML entities in
 * names, rows a join repeated, and ChangePass's refusal with a 200. One page per width walks every
 * signed-in screen and modal, checking what a customer must be told truly. Look at the pictures
 * with E2E_SHOTS=1 (under /tmp/shots/provider-habits).
 */

const e2e = useE2e({ pages: 'warm' });

const WEDDING = 41587;
const SILVER = 42903;
const ONE = '1 item não pôde ser exibido.';
/** An HTML entity shown as typed. */
const ENTITY = /&(?:amp|#\d+|#x[\da-f]+|[a-z]+(?:acute|tilde|cedil|circ));/i;

/** A seeded date-only field as the portal shows it: dd/MM/yyyy. */
const shownDay = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

async function settled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('portal-cliente')!.shadowRoot!.querySelector('[aria-busy="true"]'));
}

/** The screen has settled: no entity as typed, no error state; then its picture (a modal: the window). */
async function check(page: Page, name: string, { modal = false } = {}) {
  await settled(page);
  const portal = portalOf(page);
  expect(await portal.locator('#pc-main').textContent(), `${name}: entities decoded`).not.toMatch(ENTITY);
  expect(await portal.locator('#pc-main [role="alert"]').count(), `${name}: no error state`).toBe(0);
  await shotForPeople(modal ? page : portal, `/tmp/shots/provider-habits/${name}-${page.viewportSize()!.width}.png`);
}

const rowTexts = async (table: Locator) => (await table.locator('tbody tr').allTextContents()).map((row) => row.replace(/\s+/g, ' '));

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])("the provider's API on its first day (%s)", (_, viewport) => {
  it('every signed-in screen and modal tells the customer the truth', async () => {
    const seed = await seedOf(e2e.apiUrl);
    const wedding = seed.events.find((event) => event.idEvento === WEDDING)!;
    const switched = await fetch(`${e2e.apiUrl}/dev/provider`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ on: true }),
    });
    expect(switched.status).toBe(200);
    const { page, errors } = await e2e.open({ path: '/#/', viewport, as: ANA });
    const portal = portalOf(page);
    const main = portal.locator('#pc-main');

    // Home: the name decoded; the attention panel never asks for a charge the API calls received
    // or written off, and the schedule sent as null is no error.
    await portal.getByRole('heading', { name: 'Olá, Ana!', level: 1 }).waitFor();
    await main.getByText('Casamento Ana & Rafael').first().waitFor();
    const attention = main.locator('[aria-labelledby="pc-attention-title"]');
    await attention.waitFor();
    await settled(page);
    const panel = (await attention.textContent()) ?? '';
    const settledCharges = wedding.financeiro.cobrancas.filter((charge) => charge.statusCobranca === 'Pago');
    for (const charge of settledCharges) expect(panel, `received ${charge.numCobranca}`).not.toContain(`COB ${charge.numCobranca}`);
    await check(page, 'home');

    // The contacts modal: members typed 'Produção' and 'PRODUCAO ' are the production team.
    await portal.getByRole('button', { name: 'Falar com a equipe' }).click();
    const contacts = portal.getByRole('dialog', { name: 'Contatos' });
    await contacts.getByRole('link', { name: /Renata Lopes/ }).waitFor();
    await contacts.getByRole('link', { name: /Thiago Nunes/ }).waitFor();
    expect(await contacts.getByText('Nenhum contato da produção').count()).toBe(0);
    await check(page, 'contatos', { modal: true });
    await page.keyboard.press('Escape');
    await contacts.waitFor({ state: 'hidden' });

    // The switcher: each event once, names decoded.
    await portal.getByRole('button', { name: 'Trocar de evento' }).click();
    const switcher = portal.getByRole('dialog', { name: 'Trocar evento' });
    await switcher.locator('button.pc-event').first().waitFor();
    const names = await switcher.locator('button.pc-event').allTextContents();
    expect(new Set(names).size, 'each event once').toBe(names.length);
    expect(names.join(' ')).not.toMatch(ENTITY);
    await check(page, 'trocar-evento', { modal: true });
    await page.keyboard.press('Escape');
    await switcher.waitFor({ state: 'hidden' });

    // Events: once each, the repeats counted, the UTC-midnight date on its own day.
    await go(page, '/eventos');
    const events = main.getByRole('table');
    await events.locator('tbody tr').first().waitFor();
    const eventRows = await rowTexts(events);
    expect(eventRows).toHaveLength(5);
    await main.getByText('5 itens não puderam ser exibidos.').waitFor();
    const weddingRow = eventRows.find((row) => row.includes('Casamento Ana & Rafael'))!;
    expect(weddingRow, 'the wedding on its day').toContain(shownDay(wedding.dataEvento));
    await check(page, 'eventos');

    // Services and contracts: each once, the repeat counted, names decoded.
    await go(page, '/servicos');
    await main.getByText('Decoração floral - cerimônia e recepção').waitFor();
    await main.getByText(ONE).waitFor();
    expect(await rowTexts(main.getByRole('table'))).toHaveLength(wedding.servicos.length);
    await check(page, 'servicos');
    await go(page, '/contratos');
    await main.getByText('Contrato de prestação de serviços').first().waitFor();
    await main.getByText(ONE).waitFor();
    const contractRows = await rowTexts(main.getByRole('table'));
    expect(contractRows).toHaveLength(wedding.contratos.length);
    for (const contract of wedding.contratos) {
      expect(
        contractRows.find((row) => row.includes(contract.numContrato)),
        contract.numContrato,
      ).toContain(shownDay(contract.dataContrato));
    }
    await check(page, 'contratos');

    // Finance: a received or written-off charge is never 'vencida'; the line that fails its check is not offered.
    await go(page, '/financeiro');
    await main.getByText('Recebido').first().waitFor({ state: 'attached' });
    await main.getByText(ONE).waitFor();
    const chargeRows = await rowTexts(main.getByRole('table').first());
    for (const charge of settledCharges) {
      const row = chargeRows.find((text) => text.includes(charge.numCobranca));
      expect(row, `charge ${charge.numCobranca} listed once`).toBeDefined();
      expect(chargeRows.filter((text) => text.includes(charge.numCobranca))).toHaveLength(1);
      expect(row!.toLowerCase(), `received ${charge.numCobranca}`).not.toContain('vencida');
      expect(row, `${charge.numCobranca} due on its day`).toContain(shownDay(charge.dataVencimento));
    }
    expect(chargeRows.find((text) => text.includes('Em análise'))!.toLowerCase(), 'an unknown word is never overdue').not.toContain(
      'vencida',
    );
    await main.getByText('Linha digitável indisponível. Fale com a equipe para recebê-la.').first().waitFor();
    await check(page, 'financeiro');

    // Schedule sent as null: the empty state.
    await go(page, '/agenda');
    await main.getByText('Nenhum agendamento encontrado').waitFor();
    await check(page, 'agenda');

    await go(page, '/oportunidades');
    await portal.getByRole('heading', { level: 1 }).first().waitFor();
    await check(page, 'oportunidades');

    // ChangePass answering ASP.NET Identity's 200 {"succeeded": false}: the form's error, no success, no navigation.
    await go(page, '/perfil/alterar-senha');
    await main.getByLabel('Senha atual').fill('Errada@2026');
    await main.getByLabel('Nova senha', { exact: true }).fill('Nova@2027x');
    await main.getByLabel('Confirme sua nova senha').fill('Nova@2027x');
    await main.getByRole('button', { name: 'Enviar' }).click();
    await main.getByText('Erro ao trocar a senha, confira os campos.').waitFor();
    expect(await portal.getByText('Senha alterada com sucesso!').count()).toBe(0);
    expect(await page.evaluate(() => location.hash)).toBe('#/perfil/alterar-senha');
    await shotForPeople(portal, `/tmp/shots/provider-habits/alterar-senha-${page.viewportSize()!.width}.png`);

    // The silver anniversary: its charges come as null, its schedule as a 204.
    await go(page, '/');
    await portal.getByRole('button', { name: 'Trocar de evento' }).click();
    await switcher.getByRole('button', { name: /Bodas de Prata Márcia & Jorge/ }).click();
    await switcher.waitFor({ state: 'hidden' });
    await main.getByText('Bodas de Prata Márcia & Jorge').first().waitFor();
    await go(page, '/financeiro');
    await main.getByText('Nenhuma cobrança encontrada para este evento.').waitFor();
    await check(page, `financeiro-${SILVER}`);
    await go(page, '/agenda');
    await main.getByText('Nenhum agendamento encontrado').waitFor();
    await check(page, `agenda-${SILVER}`);

    expect(errors).toEqual([]);

    // A 401 as JwtBearer sends it (no body; its WWW-Authenticate not exposed to this origin) on the
    // event switch: one refresh, the switch sent once more, and it goes through.
    const dev = (path: string, body?: unknown) => devCall(e2e.apiUrl, path, body);
    const challenge = `Bearer error="invalid_token", error_description="The token expired at '10/09/2027 12:00:00'"`;
    await dev('/dev/provider', { on: true, unauthorized: { headers: { 'WWW-Authenticate': challenge } } });
    await dev('/dev/faults', { path: `/api/home/${WEDDING}`, method: 'POST', kind: '401', times: 1 });
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/RefreshToken')) refreshes.push(request.url());
    });
    await go(page, '/');
    await portal.getByRole('button', { name: 'Trocar de evento' }).click();
    await switcher.getByRole('button', { name: /Casamento Ana & Rafael/ }).click();
    await switcher.waitFor({ state: 'hidden' });
    await main.getByText('Casamento Ana & Rafael').first().waitFor();
    expect(refreshes, 'one refresh for the expiry').toHaveLength(1);

    // Web API 2's 401 to the switch and to its retry: the session cannot be confirmed, and the
    // sign-in screen says so: no 'Tentar novamente', no second refresh.
    await dev('/dev/provider', { on: true, unauthorized: { body: { Message: 'Authorization has been denied for this request.' } } });
    await dev('/dev/faults', { path: `/api/home/${SILVER}`, method: 'POST', kind: '401', times: 1000 });
    await portal.getByRole('button', { name: 'Trocar de evento' }).click();
    await switcher.getByRole('button', { name: /Bodas de Prata Márcia & Jorge/ }).click();
    await portal.getByText('Sua sessão expirou. Entre novamente.').waitFor();
    expect(await page.evaluate(() => location.hash)).toBe('#/conta');
    expect(refreshes, 'one refresh for this expiry too').toHaveLength(2);
    expect(await portal.getByRole('button', { name: 'Tentar novamente' }).count()).toBe(0);
    await shotForPeople(portal, `/tmp/shots/provider-habits/sessao-expirada-${page.viewportSize()!.width}.png`);
    await dev('/dev/faults');
    // The browser's own line for each refused call is all that was written.
    expect(errors.filter((line) => !/status of 401 \(Unauthorized\)/.test(line))).toEqual([]);
  });
});
