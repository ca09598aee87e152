/** São Paulo's IANA time zone: every date the portal shows is on its clock (see sao-paulo.ts). */
export const SAO_PAULO = 'America/Sao_Paulo';

/**
 * Makes the browser load its time-zone data now. The first `Intl.DateTimeFormat` with a time zone
 * loads that data (about 25 ms of a desktop's CPU, 100 ms on a slow phone) and @date-fns/tz makes
 * one, with these options, for the first São Paulo date a screen shows. Called while the signed-in
 * first screen's code and data are still on the network, that cost is paid while the main thread
 * would otherwise wait, instead of after the last chunk arrives. Any failure is left to the real
 * formatter to meet.
 */
export function warmSaoPauloZone(): void {
  setTimeout(() => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: SAO_PAULO, timeZoneName: 'longOffset' }).format(0);
    } catch {
      // No time-zone support: @date-fns/tz meets the same and copes.
    }
  }, 0);
}
