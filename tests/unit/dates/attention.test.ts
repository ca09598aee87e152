import { describe, expect, it } from 'vitest';
import { sp } from '../../../test-kit/sao-paulo-clock';
import type { Charge, ScheduleItem } from '../../../src/api/event-schemas';
import { attentionOf, SOON_DAYS } from '../../../src/features/home/attention';
import { chargeReader } from '../../../src/lib/charges/read-charge';

const NOW = sp(2026, 10, 21, 8, 37);
const charge = (numCobranca: string, statusCobranca: string, dataVencimento: string | null): Charge => ({
  numCobranca,
  statusCobranca,
  dataVencimento,
  valorDocumento: 100,
  // Pix: paid any day, so these count calendar days (boletos' business days: the last tests).
  formaPagamento: 'Pix',
  razaoSocial: 'ANA',
});
const reader = chargeReader({ paid: [], cancelled: [], open: [] });
/** The panel's verdict, each charge read as the screens read it (at the same moment). */
const attentionAt = (charges: Charge[], schedule: ScheduleItem[], now: Date) =>
  attentionOf(charges, schedule, now, (one) => reader(one, now));
const item = (acao: string, dataAgenda: string | null, concluida = false): ScheduleItem => ({ acao, dataAgenda, concluida, local: 'Casa' });

describe('attentionOf', () => {
  it('lists overdue open charges oldest first, the next one due and the next pending appointment', () => {
    const attention = attentionAt(
      [
        charge('1', 'Pago', '2026-10-10T00:00:00'),
        charge('2', 'Vencido', '2026-11-10T00:00:00'),
        charge('3', 'Em aberto', '2026-12-10T00:00:00'),
        charge('4', 'Em aberto', '2026-11-01T00:00:00'),
        charge('5', 'Cancelado', '2026-11-15T00:00:00'),
        charge('6', 'Em aberto', '2027-02-10T00:00:00'),
      ],
      [
        item('Degustação', '2026-03-14T15:00:00', true),
        item('Visita técnica', '2027-03-20T09:00:00'),
        item('Prova do bolo', '2026-12-05T14:00:00'),
        item('Reunião antiga', '2026-11-01T10:00:00'),
      ],
      NOW,
    );
    expect(attention?.overdue.map(({ charge: { numCobranca }, days }) => [numCobranca, days])).toEqual([
      ['4', -20],
      ['2', -11],
    ]);
    expect([attention?.nextDue?.charge.numCobranca, attention?.nextDue?.days]).toEqual(['3', 19]);
    expect([attention?.nextAppointment?.item.acao, attention?.nextAppointment?.days]).toEqual(['Prova do bolo', 14]);
  });

  it('is null when all is in order: nothing overdue, nothing due nor scheduled within 15 days', () => {
    expect(SOON_DAYS).toBe(15);
    // 21/11 + 16 days: 7 December 2026.
    const ymd = '2026-12-07';
    expect(
      attentionAt(
        [charge('1', 'Pago', '2026-11-01T00:00:00'), charge('2', 'Em aberto', `${ymd}T00:00:00`)],
        [item('Ensaio', `${ymd}T10:00:00`)],
        NOW,
      ),
    ).toBeNull();
    expect(attentionAt([], [], NOW)).toBeNull();
  });

  it('shows up for a charge due within 15 days, today included, and for one due today', () => {
    expect(attentionAt([charge('1', 'Em aberto', '2026-12-06T00:00:00')], [], NOW)?.nextDue?.days).toBe(15);
    expect(attentionAt([charge('1', 'Em aberto', '2026-12-07T00:00:00')], [], NOW)).toBeNull();
    expect(attentionAt([charge('1', 'em aberto', '2026-11-21T00:00:00')], [], NOW)?.nextDue?.days).toBe(0);
  });

  it('shows up for an appointment within 15 days, even earlier today, but not for a completed one', () => {
    expect(attentionAt([], [item('Prova', '2026-11-21T07:00:00')], NOW)?.nextAppointment?.days).toBe(0);
    expect(attentionAt([], [item('Prova', '2026-11-25T07:00:00', true)], NOW)).toBeNull();
    expect(attentionAt([], [item('Ontem', '2026-11-20T18:00:00')], NOW)).toBeNull();
  });

  it('picks the earliest appointment by its time, not by its place in the list', () => {
    const attention = attentionAt([], [item('Tarde', '2026-11-25T15:00:00'), item('Manhã', '2026-11-25T09:00:00')], NOW);
    expect(attention?.nextAppointment?.item.acao).toBe('Manhã');
  });

  it('shows up for a single overdue charge even when nothing else is near, keeping a far next one due', () => {
    const attention = attentionAt(
      [charge('1', 'Vencido', '2026-11-20T00:00:00'), charge('2', 'Em aberto', '2027-06-01T00:00:00')],
      [],
      NOW,
    );
    expect(attention?.overdue.map((dated) => dated.days)).toEqual([-1]);
    expect(attention?.nextDue?.charge.numCobranca).toBe('2');
  });

  it('leaves out charges and appointments without a readable date', () => {
    expect(attentionAt([charge('1', 'Vencido', null), charge('2', 'Em aberto', 'logo')], [item('Sem data', null)], NOW)).toBeNull();
  });

  it('never calls a charge paid by its evidence overdue: a payment date or a receipt where the word says nothing', () => {
    const paidBy = (fields: Partial<Charge>) => ({ ...charge('1', '', '2026-10-10'), statusCobranca: null, ...fields });
    expect(attentionAt([paidBy({ dataPagamento: '2026-10-09' })], [], NOW)).toBeNull();
    expect(
      attentionAt([paidBy({ statusCobranca: { text: null, code: '3' }, urlComprovante: 'https://banco.example/r' })], [], NOW),
    ).toBeNull();
    // Without evidence, the same charge is open and overdue.
    expect(attentionAt([paidBy({})], [], NOW)?.overdue.length).toBe(1);
  });

  it('never calls a charge overdue whose status word it does not know, nor counts it as due', () => {
    const attention = attentionAt(
      [charge('1', 'Recebido', '2026-10-10T00:00:00'), charge('2', 'BAIXADO', '2026-09-21'), charge('3', 'Em análise', '2026-11-01')],
      [],
      NOW,
    );
    expect(attention).toBeNull();
  });

  it("counts a boleto due on a weekend or holiday to the next business day: not overdue before it's passed", () => {
    const boleto = (numCobranca: string, dataVencimento: string) => ({
      ...charge(numCobranca, 'Em aberto', dataVencimento),
      formaPagamento: 'Boleto',
    });
    // Friday 20/11/2026 is Consciência Negra: the boleto is paid on Monday 23/11 without a fine.
    const attention = attentionAt([boleto('1', '2026-11-20'), boleto('2', '2026-11-14')], [], NOW);
    expect(attention?.overdue.map(({ charge: { numCobranca }, days }) => [numCobranca, days])).toEqual([['2', -5]]);
    expect([attention?.nextDue?.charge.numCobranca, attention?.nextDue?.days]).toEqual(['1', 2]);
  });
});
