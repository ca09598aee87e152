import { lightFormat } from 'date-fns/lightFormat';
import { inSaoPauloAt } from './sao-paulo';

/**
 * When a kept answer was read, on São Paulo's clock: "26/11 às 14h32", with the year when it is not
 * this year's ("26/11/2025 às 14h32"): last year's figures must not pass for this year's.
 *
 * @param at - Milliseconds since the epoch.
 * @param now - Today, by default now.
 */
export function formatReadAt(at: number, now: number = Date.now()): string {
  const read = inSaoPauloAt(at);
  return lightFormat(read, `dd/MM${read.getFullYear() === inSaoPauloAt(now).getFullYear() ? '' : '/yyyy'} 'às' H'h'mm`);
}
