import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { WEDDING_DAYS_AHEAD } from '../../reference-api/seed.mjs';
import { apiDayTime, brDate, calendarDay } from '../../test-kit/calendar-day';
import { screensApi, text, WEDDING } from '../../test-kit/screens-helpers';

const api = screensApi();

/** An API date-time `days` from the seed's (São Paulo) today. */
const dayFromToday = (days: number, time?: string) => apiDayTime(api.seed().today, days, time);
const br = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

type SeedCharge = ReturnType<typeof api.event>['financeiro']['cobrancas'][number];

const charge = (
  numCobranca: string,
  statusCobranca: SeedCharge['statusCobranca'],
  dataVencimento: string,
  valorDocumento: number | string,
): SeedCharge => ({
  numCobranca,
  // Pix: calendar days, the same on any weekday (a boleto's business days: finance-boleto-days).
  formaPagamento: 'Pix',
  dataVencimento,
  valorDocumento,
  statusCobranca,
  razaoSocial: 'ANA PAULA SOUZA',
});

/** Ana's wedding with charges and appointments around today. */
function shapeWedding({
  charges,
  agenda,
}: {
  charges: ReturnType<typeof charge>[];
  agenda: { acao: string; local: string; dataAgenda: string; concluida: boolean }[];
}) {
  const event = api.event(WEDDING);
  event.financeiro = { ...event.financeiro, cobrancas: charges };
  event.agenda = agenda;
  // No contract waiting for a signature (tests/component/contracts-signing.test.tsx has those).
  event.contratos = event.contratos.map((contract) => ({ ...contract, assinatura: false }));
}

async function openHome() {
  const portal = await api.renderSignedIn('/');
  await portal.main.findByRole('heading', { level: 1, name: 'Olá, Ana!' });
  return portal;
}

describe("home, 'Precisa da sua atenção'", () => {
  it('lists the overdue charges, the next one due, the next appointment and the days to the event', async () => {
    const overdue = dayFromToday(-3);
    const due = dayFromToday(9);
    const appointment = dayFromToday(4, '14:00:00');
    shapeWedding({
      charges: [
        charge('9001', 'Pago', dayFromToday(-40), 5000),
        charge('9002', 'Vencido', overdue, 12300),
        charge('9003', 'Cancelado', dayFromToday(-10), 800),
        charge('9004', 'Em aberto', due, '1.500,50'),
        charge('9005', 'Em aberto', dayFromToday(60), 99),
      ],
      agenda: [
        { acao: 'Degustação', local: 'Sala 1', dataAgenda: dayFromToday(-20, '15:00:00'), concluida: true },
        { acao: 'Prova do bolo', local: 'Confeitaria', dataAgenda: appointment, concluida: false },
        { acao: 'Ensaio', local: 'Salão', dataAgenda: dayFromToday(30, '10:00:00'), concluida: false },
      ],
    });
    const { main } = await openHome();
    const panel = await main.findByRole('region', { name: 'Precisa da sua atenção' });
    // The finance and schedule answers arrive one after the other.
    await within(panel).findByText('Próximo compromisso');
    const lines = within(panel)
      .getAllByRole('listitem')
      .map((item) => [text(item.children[0]), text(item.children[1])]);
    expect(lines.slice(0, 3)).toEqual([
      ['Cobrança vencida', `COB 9002 · R$ 12.300,00 · vencida há 3 dias (${br(overdue)})`],
      ['Próximo vencimento', `COB 9004 · R$ 1.500,50 · vence em 9 dias (${br(due)})`],
      ['Próximo compromisso', `Prova do bolo · ${br(appointment)} às 14h00 (em 4 dias) · Confeitaria`],
    ]);
    expect(lines[3]![0]).toBe('Seu evento');
    const wedding = brDate(calendarDay(api.seed().today, WEDDING_DAYS_AHEAD));
    expect(lines[3]![1]).toMatch(new RegExp(`^${wedding} às 19h30 · faltam \\d+ dias$`));
    expect(within(panel).getByRole('link', { name: 'Ver financeiro' }).getAttribute('href')).toBe('#/financeiro');
    expect(within(panel).getByRole('link', { name: 'Ver agenda' }).getAttribute('href')).toBe('#/agenda');
  });

  it("says 'vence hoje' and 'hoje' for a charge and an appointment of today", async () => {
    shapeWedding({
      charges: [charge('9010', 'Em aberto', dayFromToday(0), 100)],
      agenda: [{ acao: 'Reunião', local: 'Online', dataAgenda: dayFromToday(0, '23:59:00'), concluida: false }],
    });
    const { main } = await openHome();
    const panel = await main.findByRole('region', { name: 'Precisa da sua atenção' });
    await within(panel).findByText('hoje');
    within(panel).getByText('vence hoje');
    expect(within(panel).queryByText('Cobrança vencida')).toBeNull();
  });

  it('stays away when all is in order: nothing overdue and nothing due or scheduled within 15 days', async () => {
    shapeWedding({
      charges: [
        charge('9020', 'Pago', dayFromToday(-5), 100),
        charge('9021', 'Cancelado', dayFromToday(-2), 100),
        charge('9022', 'Em aberto', dayFromToday(16), 100),
      ],
      agenda: [
        { acao: 'Feita', local: 'Sala', dataAgenda: dayFromToday(2, '10:00:00'), concluida: true },
        { acao: 'Depois', local: 'Sala', dataAgenda: dayFromToday(16, '10:00:00'), concluida: false },
      ],
    });
    const { main, go } = await openHome();
    // Both answers in, shown by their own screens (which share the panel's cache keys)...
    await go('/financeiro');
    await main.findByText('9022');
    await go('/agenda');
    await main.findByText('Depois');
    // ...so the home's first render back has them: a panel with something to say would be there
    // with the heading (it is no lazy part), not later.
    await go('/');
    await main.findByRole('heading', { level: 1, name: 'Olá, Ana!' });
    main.getByText('Sua equipe');
    expect(main.queryByRole('region', { name: 'Precisa da sua atenção' })).toBeNull();
    expect(main.queryByText('Precisa da sua atenção')).toBeNull();
  });

  it('says which part it could not check when the finance call fails, never all in order, and its retry brings the overdue charge back', async () => {
    shapeWedding({
      charges: [charge('9101', 'Vencido', dayFromToday(-5), 12300)],
      agenda: [{ acao: 'Visita técnica', local: 'Espaço', dataAgenda: dayFromToday(2, '09:00:00'), concluida: false }],
    });
    await api.fault('/api/financeiro', '500');
    const { main, user } = await openHome();
    const panel = within(await main.findByRole('region', { name: 'Precisa da sua atenção' }));
    await panel.findByText('Próximo compromisso');
    panel.getByText('Não foi possível verificar suas cobranças. Pode haver algo pendente.');
    expect(panel.queryByText('Cobrança vencida')).toBeNull();
    expect(panel.queryByRole('link', { name: 'Ver financeiro' })).toBeNull();
    // The rest of the home stays whole.
    main.getByText('Oportunidade disponível para seu contrato!');
    await user.click(panel.getByRole('button', { name: 'Tentar novamente: verificar suas cobranças' }));
    await panel.findByText('Cobrança vencida');
    expect(panel.queryByText(/Não foi possível verificar/)).toBeNull();
    panel.getByRole('link', { name: 'Ver financeiro' });
  });

  it('shows up for a failed schedule call even when the charges need nothing', async () => {
    shapeWedding({ charges: [charge('9201', 'Em aberto', dayFromToday(60), 100)], agenda: [] });
    await api.fault('/api/agenda', '500');
    const { main } = await openHome();
    const panel = within(await main.findByRole('region', { name: 'Precisa da sua atenção' }));
    panel.getByText('Não foi possível verificar sua agenda. Pode haver algo pendente.');
    panel.getByRole('button', { name: 'Tentar novamente: verificar sua agenda' });
    expect(panel.queryByText(/suas cobranças/)).toBeNull();
  });
});
