import type { Charge } from '../../api/event-schemas';
import { parseMoney } from '../../lib/fields/parse-money';
import { checkPixBrCode, type PixBrCode } from './pix-br-code';

/**
 * The one place that decides whether a charge's Pix code is offered (copied, drawn, printed): the
 * payload is a valid BR Code, its amount (field 54), when it has one, is the charge's to the cent,
 * and when the provider names its receivers (`pix-receiver`), the code pays one of them. Anything
 * else is 'Código Pix indisponível': wrong or tampered data must not send the customer's money to
 * another account or for another amount. docs/security.md says what this does and does not prove.
 *
 * @param receivers - The `pix-receiver` setting: Pix keys (static codes' field 26-01) or hosts of
 *   dynamic codes' locations (field 26-25), separated by commas or spaces; compared without case.
 * @returns The code's fields, or null when the code is not to be offered.
 */
export function chargePixCode(charge: Charge, receivers?: string): PixBrCode | null {
  const payload = charge.pixCopiaECola;
  if (!payload) return null;
  const check = checkPixBrCode(payload);
  if (!check.ok) return null;
  const { code } = check;
  if (code.amount !== undefined && !sameCents(code.amount, charge.valorDocumento)) return null;
  if (receivers && !paysOneOf(code, receivers)) return null;
  return code;
}

/** Field 54 ("100.00") and the charge's amount (a number or a pt-BR string), in whole cents. */
function sameCents(field54: string, amount: unknown) {
  const charged = parseMoney(amount);
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(field54) || charged === null) return false;
  return Math.round(Number(field54) * 100) === Math.round(charged * 100);
}

function paysOneOf(code: PixBrCode, receivers: string) {
  const allowed = receivers
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  const key = code.key?.trim().toLowerCase();
  const host = code.url ? locationHost(code.url) : undefined;
  return allowed.some((receiver) => receiver === key || receiver === host);
}

/** A dynamic code's location is written without its scheme ("pix.banco.com.br/qr/v2/..."). */
function locationHost(location: string) {
  try {
    return new URL(`https://${location.replace(/^https?:\/\//i, '')}`).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}
