import { is, type Struct } from 'superstruct';

/**
 * A plain-data copy of `value` when it matches `struct`, else null; never throws.
 *
 * For values the portal did not make itself (browser storage, which a host's script or an extension
 * may have written): superstruct's `is()` builds its failure message with `${value}`, which throws
 * on an object whose `toString` is not a function; a getter or a proxy may throw on any read; a very
 * deep value overflows the stack when written back. The copy (a JSON round trip) is checked, not the
 * original, so what passes is plain data that reads and writes the same way every time.
 */
export function validCopy<T>(value: unknown, struct: Struct<T, unknown>): T | null {
  try {
    const text = JSON.stringify(value);
    if (text === undefined) return null;
    const copy: unknown = JSON.parse(text);
    return is(copy, struct) ? copy : null;
  } catch {
    return null;
  }
}
