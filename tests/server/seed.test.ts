import { describe, expect, it } from 'vitest';
import { createSeed, WEDDING_DAYS_AHEAD } from '../../reference-api/seed.mjs';
import { brDate, calendarDay } from '../../test-kit/calendar-day';
import { useApi } from '../../test-kit/api-harness';

/*
 * The seed is dated relative to the server's today (São Paulo), so the demo and the tests
 * never age. Expected dates are counted here from the seed's today and its stated offsets.
 */

const api = useApi();
const saoPauloToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

type Charge = { numCobranca: string; dataVencimento: string; statusCobranca: string };
type Item = { acao: string; dataAgenda: string; concluida: boolean };

describe('the seed, dated relative to today', () => {
  it('takes today in São Paulo as its today, and keeps it across /dev/reset', async () => {
    const before = saoPauloToday();
    const { today } = api.server.seed;
    expect([before, saoPauloToday()], 'the day the server started (a run may cross midnight)').toContain(today);
    await api.call('POST', '/dev/reset');
    expect((await api.call('GET', '/dev/clock')).json.seedDate).toBe(today);
  });

  it("holds Ana's wedding about six months ahead as her current event, and one of her events in the past", async () => {
    expect(WEDDING_DAYS_AHEAD).toBeGreaterThanOrEqual(150);
    expect(WEDDING_DAYS_AHEAD).toBeLessThanOrEqual(210);
    const { access_token: token } = await api.login();
    const { today } = api.server.seed;
    expect((await api.call('GET', '/api/home', { token })).json.dtInicio).toBe(`${calendarDay(today, WEDDING_DAYS_AHEAD)}T19:30:00`);
    const events = (await api.call('GET', '/api/eventos', { token })).json as { idEvento: number; dtInicio: string }[];
    const past = events.filter((event) => event.dtInicio < today);
    expect(
      past.map((event) => event.idEvento),
      'past events, listed last',
    ).toEqual([38742]);
    expect(events.at(-1)!.idEvento).toBe(38742);
  });

  it('gives the wedding an overdue charge, a charge due within a few days, and statuses that match the dates', async () => {
    const { access_token: token } = await api.login();
    const { today } = api.server.seed;
    const charges = (await api.call('GET', '/api/financeiro', { token })).json.cobrancas as Charge[];
    const due = (charge: Charge) => charge.dataVencimento.slice(0, 10);
    const overdue = charges.filter((charge) => charge.statusCobranca === 'Vencido');
    expect(overdue.length).toBe(1);
    expect(due(overdue[0]!) < today, 'the overdue one is past its date').toBe(true);
    const soon = charges.filter(
      (charge) => charge.statusCobranca === 'Em aberto' && due(charge) >= today && due(charge) <= calendarDay(today, 7),
    );
    expect(
      soon.map((charge) => charge.numCobranca),
      'open and due within a week',
    ).toEqual(['81238']);
    for (const charge of charges.filter((c) => c.statusCobranca === 'Pago'))
      expect(due(charge) < today, `paid ${charge.numCobranca}`).toBe(true);
    for (const charge of charges.filter((c) => c.statusCobranca === 'Em aberto'))
      expect(due(charge) >= today, `open ${charge.numCobranca}`).toBe(true);
  });

  it('schedules a pending appointment within 15 days, and completed ones in the past', async () => {
    const { access_token: token } = await api.login();
    const { today } = api.server.seed;
    const agenda = (await api.call('GET', '/api/agenda', { token })).json as Item[];
    const day = (item: Item) => item.dataAgenda.slice(0, 10);
    const soon = agenda.filter((item) => !item.concluida && day(item) >= today && day(item) <= calendarDay(today, 15));
    expect(soon.map((item) => item.acao)).toEqual(['Prova do bolo']);
    for (const item of agenda.filter((i) => i.concluida)) expect(day(item) < today, item.acao).toBe(true);
    for (const item of agenda.filter((i) => !i.concluida)) expect(day(item) >= today, item.acao).toBe(true);
  });

  it("asks Carla's first access for her event's date, a future one, as dd/MM/yyyy", () => {
    const { today, carla, events } = api.server.seed;
    const event = events.find((e) => e.idEvento === carla.idEvento)!;
    expect(carla.dataEvento).toBe(brDate(event.dataEvento));
    expect(event.dataEvento.slice(0, 10) > today).toBe(true);
  });

  it('moves every date by the same number of days when today moves, and nothing else', () => {
    const [a, b] = [createSeed('2026-11-23'), createSeed('2031-02-10')];
    const shift = (Date.UTC(2031, 1, 10) - Date.UTC(2026, 10, 23)) / 86_400_000;
    const dates = (value: unknown): string[] => JSON.stringify(value).match(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/g) ?? [];
    const [before, after] = [dates(a.events), dates(b.events)];
    expect(before.length).toBeGreaterThan(60);
    expect(after).toEqual(before.map((iso) => `${calendarDay(iso.slice(0, 10), shift)}${iso.slice(10)}`));
    const undated = (value: unknown) => JSON.stringify(value).replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/g, '');
    expect(undated(b.events)).toBe(undated(a.events));
    const carlaDay = a.carla.dataEvento.split('/').reverse().join('-');
    expect(b.carla.dataEvento).toBe(brDate(calendarDay(carlaDay, shift)));
  });

  it('starts from a given seedDate', async () => {
    const { startApiServer } = await import('../../reference-api/index.mjs');
    const server = await startApiServer({ port: 0, seedDate: '2031-02-10', log: () => {} });
    try {
      expect(server.seed.today).toBe('2031-02-10');
      expect(server.state.events.get(41587)!.dtInicio).toBe(`${calendarDay('2031-02-10', WEDDING_DAYS_AHEAD)}T19:30:00`);
    } finally {
      await server.close();
    }
  });
});
