/**
 * The name to greet someone by: the part before an @ when given an e-mail,
 * otherwise the first word.
 *
 * @param nameOrEmail - A full name ("Ana Paula de Souza") or an e-mail ("ana@exemplo.com.br").
 * @returns "Ana" or "ana" for the examples above; "" for empty input.
 */
export function firstName(nameOrEmail: string): string {
  const text = nameOrEmail.trim();
  const at = text.indexOf('@');
  if (at >= 0) return text.slice(0, at).trim();
  return text.split(/\s+/)[0] ?? '';
}
