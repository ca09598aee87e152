import { TZDateMini } from '@date-fns/tz/date/mini';
import type { ContextFn } from 'date-fns';
import { SAO_PAULO } from './sao-paulo-zone';

/**
 * docs/architecture.md, "São Paulo's clock", one time policy: API times are São Paulo wall-clock times without an
 * offset, and every date, time, countdown, due text and .ics shows and counts them on São Paulo's
 * clock, whatever the browser's zone. date-fns functions take `{ in: inSaoPaulo }`.
 *
 * TZDateMini is @date-fns/tz's TZDate without its own string methods (toString and the like), which
 * the portal never calls: dates are written by date-fns' formatters. It is 1.7 KB smaller.
 */
export { SAO_PAULO } from './sao-paulo-zone';

/** A moment (now, by default) on São Paulo's clock. */
export const inSaoPauloAt = (moment: Date | number = new Date()): SaoPauloDate => new TZDateMini(+moment, SAO_PAULO);

/** date-fns' context option for São Paulo: `lightFormat(date, 'dd/MM/yyyy', { in: inSaoPaulo })`, as @date-fns/tz's `tz()`. */
export const inSaoPaulo: ContextFn<SaoPauloDate> = (value) => inSaoPauloAt(+new Date(value));

export type SaoPauloDate = InstanceType<typeof TZDateMini>;
