import { two } from './format-date';
import { inSaoPauloAt } from './sao-paulo';

/**
 * When a kept answer was read, on São Paulo's clock: "26/11 às 14h32", with the year when it is not
 * this year's ("26/11/2025 às 14h32"): last year's figures must not pass for this year's.
 *
 * @param at - Milliseconds since the epoch.
 * @param now - Today, by default now.
 */
export function formatReadAt(at: number, now: number = Date.now()): string {
  // Digits only: no date-fns formatter on the home's first screen, which shows a kept answer's time.
  const date = inSaoPauloAt(at);
  const year = date.getFullYear() === inSaoPauloAt(now).getFullYear() ? '' : `/${date.getFullYear()}`;
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}${year} às ${date.getHours()}h${two(date.getMinutes())}`;
}
