const COUNTRY_CODE = '55';

/**
 * A WhatsApp link for a Brazilian phone number (spec section 5): non-digits are stripped and
 * the country code 55 is prefixed.
 *
 * @param phone - The phone as the API sends it, e.g. "(11) 98765-4321".
 * @returns `https://wa.me/5511987654321`, or `null` when the phone has no digits.
 */
export function whatsappLink(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits === '') return null;
  // Spec gap, our resolution: the spec always prefixes 55, which would double a number already
  // stored with it. A Brazilian number is 10 or 11 digits (area code + 8 or 9), so 12 or 13 digits
  // starting with 55 already carry the country code. Area code 55 itself (RS) is still prefixed,
  // since such a number has only 10 or 11 digits.
  const hasCountryCode = digits.startsWith(COUNTRY_CODE) && (digits.length === 12 || digits.length === 13);
  return `https://wa.me/${hasCountryCode ? digits : COUNTRY_CODE + digits}`;
}
