import { lightFormat } from 'date-fns/lightFormat';
import { inSaoPauloAt } from './sao-paulo';

/**
 * When a kept answer was read, on São Paulo's clock: "26/11 às 14h32".
 *
 * @param at - Milliseconds since the epoch.
 */
export function formatReadAt(at: number): string {
  return lightFormat(inSaoPauloAt(at), "dd/MM 'às' H'h'mm");
}
