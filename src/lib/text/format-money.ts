import { parseMoney } from '../fields/parse-money';

/** Fallback shown in place of an amount that cannot be read. */
const EMPTY = '—';

let formatter: Intl.NumberFormat | undefined;

/**
 * Formats an amount as Brazilian reais, e.g. "R$ 15.800,50".
 *
 * The space after "R$" is whatever `Intl` emits (currently a no-break space).
 *
 * @param value - Anything {@link parseMoney} accepts: a number or a pt-BR / plain amount string.
 * @returns The formatted amount, or "—" when the value is not an amount.
 */
export function formatMoney(value: unknown): string {
  const amount = parseMoney(value);
  if (amount === null) return EMPTY;
  // Created on first use so importing this module stays free of work.
  formatter ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  return formatter.format(amount);
}
