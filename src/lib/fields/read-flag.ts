const YES: ReadonlySet<unknown> = new Set([true, 1, '1', 's', 'sim', 'true', 'y', 'yes']);
const NO: ReadonlySet<unknown> = new Set([false, 0, '0', 'n', 'nao', 'não', 'false', 'no']);

/**
 * A yes/no field as SQL-backed APIs send it: a JSON boolean, a BIT as 1/0, a CHAR(1) flag as
 * "S"/"N", or the words "true"/"false" (any case, trimmed).
 *
 * @returns The flag, or `null` when the value says neither (null, "", 2, "talvez").
 * @example readFlag('S') // true; readFlag(0) // false; readFlag('x') // null
 */
export function readFlag(value: unknown): boolean | null {
  const key = typeof value === 'string' ? value.trim().toLocaleLowerCase('pt-BR') : value;
  if (YES.has(key)) return true;
  if (NO.has(key)) return false;
  return null;
}
