// @engines chromium: the panel's reasons and calls are the portal's logic
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WEDDING_DAYS_AHEAD } from '../../reference-api/seed.mjs';
import { BRUNO, DESKTOP, PHONE, signInThroughUi } from '../../test-kit/browser';
import { calendarDay } from '../../test-kit/calendar-day';
import { seedOf } from '../../test-kit/seed-of';
import { settle } from '../../test-kit/settle';
import { collectErrors, useE2e } from '../../test-kit/use-e2e';
import { beyondShot, br, GRADUATION, shapeAgenda, shapeFinance, spDay, WEDDING } from '../../test-kit/beyond-support';
import { axeViolations, go, portalOf, signedIn } from '../../test-kit/screens-support';

/*
 * The home's 'Precisa da sua atenção' panel on the built bundle. The charges
 * and appointments are set relative to today through the /dev fixtures, so the panel's reasons
 * never depend on the day the suite runs.
 */

const e2e = useE2e({ pages: 'warm' });

const apiCalls = (requests: Request[], path: string) => requests.filter((request) => new URL(request.url()).pathname === path).length;

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])("home, 'Precisa da sua atenção' (%s)", (_, viewport) => {
  it('lists the overdue charge, the next one due, the next appointment and the days to the event, with links, and passes axe', async () => {
    const overdue = spDay(-5);
    const due = spDay(7);
    const appointment = spDay(3, '14:00:00');
    await shapeFinance(e2e.apiUrl, WEDDING, [
      { numCobranca: '7001', dataVencimento: spDay(-60), valorDocumento: 20000, statusCobranca: 'Pago' },
      { numCobranca: '7002', dataVencimento: overdue, valorDocumento: '12.300,00', statusCobranca: 'Vencido' },
      { numCobranca: '7003', dataVencimento: due, valorDocumento: 4500.5, statusCobranca: 'Em aberto' },
      { numCobranca: '7004', dataVencimento: spDay(90), valorDocumento: 9000, statusCobranca: 'Em aberto' },
    ]);
    await shapeAgenda(e2e.apiUrl, WEDDING, [
      { acao: 'Degustação do menu', local: 'Sala de Degustação', dataAgenda: spDay(-30, '15:00:00'), concluida: true },
      { acao: 'Prova do bolo', local: 'Confeitaria do Espaço Villa Jardim', dataAgenda: appointment, concluida: false },
    ]);
    const { page, errors } = await signedIn(e2e, viewport);
    const portal = portalOf(page);
    const panel = portal.getByRole('region', { name: 'Precisa da sua atenção' });
    await panel.getByText('Próximo compromisso').waitFor();
    const lines = await panel
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => [...item.children].map((part) => part.textContent?.replace(/\u00a0/g, ' '))));
    expect(lines.slice(0, 4)).toEqual([
      ['Cobrança vencida', `COB 7002 · R$ 12.300,00 · vencida há 5 dias (${br(overdue)})`],
      ['Próximo vencimento', `COB 7003 · R$ 4.500,50 · vence em 7 dias (${br(due)})`],
      // The seed's addendum waits for Ana's signature (the provider signs online): its number, type and button.
      ['Contrato para assinar', 'AD-2026-0311 · Aditivo contratualAssinar contrato'],
      ['Próximo compromisso', `Prova do bolo · ${br(appointment)} às 14h00 (em 3 dias) · Confeitaria do Espaço Villa Jardim`],
    ]);
    const wedding = br(calendarDay((await seedOf(e2e.apiUrl)).today, WEDDING_DAYS_AHEAD));
    expect(lines[4]?.[1]).toMatch(new RegExp(`^${wedding} às 19h30 · faltam \\d+ dias$`));
    await beyondShot(page, 'home-atencao');
    expect(await axeViolations(page), 'axe on the home with the panel').toEqual([]);

    await panel.getByRole('link', { name: 'Ver agenda' }).click();
    await portal.getByRole('heading', { name: 'Agenda', level: 1 }).waitFor();
    expect(await page.evaluate(() => location.hash)).toBe('#/agenda');
    expect(errors).toEqual([]);
  });
});

describe("home, 'Precisa da sua atenção' when all is in order", () => {
  it('stays away for bruno.lima: charges paid or due in more than 15 days, no appointment within 15 days', async () => {
    await shapeFinance(e2e.apiUrl, GRADUATION, [
      { numCobranca: '8001', dataVencimento: spDay(-20), valorDocumento: 100000, statusCobranca: 'Pago' },
      { numCobranca: '8002', dataVencimento: spDay(-3), valorDocumento: 500, statusCobranca: 'Cancelado' },
      { numCobranca: '8003', dataVencimento: spDay(16), valorDocumento: '21.375,40', statusCobranca: 'Em aberto' },
    ]);
    await shapeAgenda(e2e.apiUrl, GRADUATION, [
      { acao: 'Reunião com a comissão', local: 'Estância Boa Vista', dataAgenda: spDay(-2, '19:00:00'), concluida: true },
      { acao: 'Degustação para a comissão', local: 'Estância Boa Vista', dataAgenda: spDay(16, '18:00:00'), concluida: false },
    ]);
    // Signed in over HTTP (the sign-in has its own tests); the answers are awaited from before the
    // page loads, as the home asks for them at once.
    const errors: string[] = [];
    let answers: Promise<unknown> | undefined;
    const { page } = await e2e.open({
      path: '/#/',
      viewport: DESKTOP,
      as: BRUNO,
      watch: (page) => {
        collectErrors(page, errors);
        answers = Promise.all([
          page.waitForResponse((response) => new URL(response.url()).pathname === '/api/financeiro' && response.ok()),
          page.waitForResponse((response) => new URL(response.url()).pathname === '/api/agenda' && response.ok()),
        ]);
      },
    });
    const portal = portalOf(page);
    await portal.getByRole('heading', { name: 'Olá, Bruno!', level: 1 }).waitFor();
    await answers;
    // Both answers are in and rendered: the panel would show now if it had a reason to.
    await settle(page);
    expect(await portal.getByText('Precisa da sua atenção').count()).toBe(0);
    await beyondShot(page, 'home-em-dia');
    expect(errors).toEqual([]);
  });
});

describe('home, the calls behind the panel', () => {
  it('calls /api/financeiro and /api/agenda once for the home, /financeiro and /agenda together', async () => {
    const { page, errors } = await e2e.open({ path: '/#/conta', viewport: DESKTOP });
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await signInThroughUi(page);
    const portal = portalOf(page);
    await portal.getByRole('region', { name: 'Precisa da sua atenção' }).waitFor();
    await go(page, '/financeiro');
    await portal.getByText('Resumo por status').waitFor();
    await go(page, '/agenda');
    await portal.getByRole('heading', { name: 'Prova do bolo' }).waitFor();
    await go(page, '/');
    await portal.getByRole('region', { name: 'Precisa da sua atenção' }).waitFor();
    expect([apiCalls(requests, '/api/financeiro'), apiCalls(requests, '/api/agenda')], '[financeiro, agenda] calls').toEqual([1, 1]);
    expect(errors).toEqual([]);
  });
});
