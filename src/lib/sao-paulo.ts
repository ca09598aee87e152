import { tz, TZDate } from '@date-fns/tz';

/**
 * DESIGN.md decision 9, one time policy: API times are São Paulo wall-clock times without an
 * offset, and every date, time, countdown, due text and .ics shows and counts them on São Paulo's
 * clock, whatever the browser's zone. date-fns functions take `{ in: inSaoPaulo }`.
 */
export const SAO_PAULO = 'America/Sao_Paulo';

/** date-fns' context option for São Paulo: `format(date, 'dd/MM/yyyy', { in: inSaoPaulo })`. */
export const inSaoPaulo = tz(SAO_PAULO);

/** A moment (now, by default) on São Paulo's clock. */
export const inSaoPauloAt = (moment: Date = new Date()) => new TZDate(moment.getTime(), SAO_PAULO);
