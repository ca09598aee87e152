import { two } from './format-date';
import { inSaoPauloAt } from './sao-paulo';

/**
 * When a kept answer was read, on São Paulo's clock: "26/11 às 14h32".
 *
 * @param at - Milliseconds since the epoch.
 */
export function formatReadAt(at: number): string {
  // Digits only: no date-fns formatter on the home's first screen, which shows a kept answer's time.
  const date = inSaoPauloAt(at);
  return `${two(date.getDate())}/${two(date.getMonth() + 1)} às ${date.getHours()}h${two(date.getMinutes())}`;
}
