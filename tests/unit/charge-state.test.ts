import { describe, expect, it } from 'vitest';
import { create } from 'superstruct';
import { Charge } from '../../src/api/event-schemas';
import type { StatusWords } from '../../src/lib/charges/charge-state';
import { chargeReader } from '../../src/lib/charges/read-charge';

/*
 * The status words of banks, ERPs and payment providers (docs/resilience.md, "Charge status words"),
 * as a provider's API sends them: any case, with or without accents, spaces or underscores.
 */
/** A status alone, as the screens take it: read by the charge's schema, then by the one reader of a charge (no payment date, no receipt). */
const chargeStates = (words: StatusWords) => (status: string | null | undefined) =>
  chargeReader(words)(create({ numCobranca: 1, statusCobranca: status }, Charge), new Date('2026-11-24T12:00:00-03:00')).state;
const stateOf = chargeStates({ paid: [], cancelled: [], open: [] });

describe('a status word alone', () => {
  it.each([
    ...['Pago', 'PAGO', ' paga ', 'Pagas', 'PG', 'Quitado', 'quitada', 'Liquidado', 'LIQUIDADA', 'Recebido', 'RECEBIDA'],
    ...['Compensado', 'Confirmado', 'Confirmada', 'Concluída', 'Pago externamente'],
    ...['RECEIVED', 'CONFIRMED', 'RECEIVED_IN_CASH', 'received in cash', 'PAID', 'paid', 'settled', 'approved', 'externally_paid'],
    ...['PaymentConfirmed', 'CONCLUIDA'],
  ])('reads "%s" as paid', (status) => {
    expect(stateOf(status)).toBe('paid');
  });

  it.each([
    ...['Cancelado', 'CANCELADA', 'Estornado', 'estornada', 'Devolvido', 'DEVOLVIDA', 'Reembolsada'],
    ...['CANCELLED', 'canceled', 'REFUNDED', 'Voided', 'chargeback', 'chargedback', 'REMOVIDA_PELO_USUARIO_RECEBEDOR', 'REMOVIDA_PELO_PSP'],
  ])('reads "%s" as cancelled', (status) => {
    expect(stateOf(status)).toBe('cancelled');
  });

  it.each([
    ...['Em aberto', 'EM ABERTO', 'em_aberto', 'Em-Aberto', 'Aberto', 'ABERTA', 'Pendente', 'A vencer', 'A VENCER', 'Vencido', ' vencida '],
    ...[
      'Atrasado',
      'Em atraso',
      'Aguardando pagamento',
      'Não pago',
      'NAO PAGO',
      'Inadimplente',
      'Parcialmente pago',
      'Parcialmente baixado',
    ],
    ...['PENDING', 'OVERDUE', 'waiting', 'waiting_payment', 'unpaid', 'new', 'partially_paid', 'ATIVA', 'Pagamento pendente'],
  ])('reads "%s" as open', (status) => {
    expect(stateOf(status)).toBe('open');
  });

  it.each(['Baixado', 'BAIXADO', 'baixada', 'Baixa', 'BAIXADOS'])(
    'reads "%s", a word sources read two ways, as unknown: it says less',
    (status) => {
      expect(stateOf(status)).toBe('unknown');
    },
  );

  it('compares whole words, never stems: a word that starts like a settled one is not settled', () => {
    expect(stateOf('Pagamento pendente')).toBe('open');
    expect(stateOf('Parcialmente baixado')).toBe('open');
    expect(stateOf('Pagamento em análise')).toBe('unknown');
    expect(stateOf('Cancelamento solicitado')).toBe('unknown');
    expect(stateOf('Pago?')).toBe('unknown');
  });

  it.each([
    'Em análise',
    'Protocolado',
    'REFUND_REQUESTED',
    'CHARGEBACK_DISPUTE',
    'Renegociado',
    'expired',
    'Suspenso',
    '42',
    'Bx. manual',
  ])('reads a word it does not know ("%s") as unknown', (status) => {
    expect(stateOf(status)).toBe('unknown');
  });

  it('counts a charge without a status as open: shown with its due date rather than hidden', () => {
    expect(stateOf(null)).toBe('open');
    expect(stateOf(undefined)).toBe('open');
    expect(stateOf('  ')).toBe('open');
  });

  it("adds the provider's own words to each side, ignoring case, accents and spaces, over the built-in ones", () => {
    const withWords = chargeStates({
      paid: ['Bx. manual', 'Pago no local'],
      cancelled: ['Anulado'],
      open: ['Em cobrança jurídica', 'Pago'],
    });
    expect(withWords('BX MANUAL')).toBe('paid');
    expect(withWords('pago no local')).toBe('paid');
    expect(withWords('ANULADO')).toBe('cancelled');
    expect(withWords('em cobranca juridica')).toBe('open');
    // The provider knows its words best: its 'Pago' means still to pay.
    expect(withWords('Pago')).toBe('open');
    expect(withWords('Em análise')).toBe('unknown');
    // A blank word teaches nothing (a blank status stays open).
    expect(chargeStates({ paid: ['  '], cancelled: [], open: [] })('')).toBe('open');
  });
});
