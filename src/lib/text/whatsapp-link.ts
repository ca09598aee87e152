const COUNTRY_CODE = '55';

/**
 * A WhatsApp link for a Brazilian phone number: non-digits are stripped and
 * the country code 55 is prefixed.
 *
 * @param phone - The phone as the API sends it, e.g. "(11) 98765-4321".
 * @param text - A message to prefill in the chat (WhatsApp's `text` parameter).
 * @returns `https://wa.me/5511987654321`, or `null` when the phone is not a Brazilian number (no
 *   digits, or too few or too many for an area code and a number: a link must reach somebody).
 */
export function whatsappLink(phone: string, text?: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits === '') return null;
  // A gap in the rules, our resolution: docs/product.md, "Validation rules" always prefixes 55, which would double a number already
  // stored with it. A Brazilian number is 10 or 11 digits (area code + 8 or 9), so 12 or 13 digits
  // starting with 55 already carry the country code. Area code 55 itself (RS) is still prefixed,
  // since such a number has only 10 or 11 digits.
  const hasCountryCode = digits.startsWith(COUNTRY_CODE) && (digits.length === 12 || digits.length === 13);
  const national = hasCountryCode ? digits.slice(COUNTRY_CODE.length) : digits;
  if (national.length !== 10 && national.length !== 11) return null;
  const link = `https://wa.me/${COUNTRY_CODE}${national}`;
  return text ? `${link}?text=${encodeURIComponent(text)}` : link;
}
