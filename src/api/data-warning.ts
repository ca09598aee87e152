import type { PortalClienteDataWarningDetail } from '../public-types';
import { skippedRows } from './skipped-rows';

export type DataWarning = PortalClienteDataWarningDetail;

/**
 * What an answer's lists left out, as one warning for the host, or `null` when nothing was: the
 * answer itself when it is a list, else its fields that are lists (the charges of the finance
 * answer, the team lists of the current event), their failed fields prefixed with the list's name.
 *
 * @param endpoint - The call's path, with any id in it replaced by its name (no values leave).
 */
export function dataWarning(endpoint: string, answer: unknown): DataWarning | null {
  const lists: [string, unknown][] = Array.isArray(answer)
    ? [['', answer]]
    : typeof answer === 'object' && answer !== null
      ? Object.entries(answer).map(([key, value]) => [`${key}.`, value])
      : [];
  let count = 0;
  const fields = new Set<string>();
  for (const [prefix, value] of lists) {
    if (!Array.isArray(value)) continue;
    const left = skippedRows(value);
    count += left.count;
    left.fields.forEach((field) => fields.add(prefix + field));
  }
  return count > 0 ? { endpoint, count, fields: [...fields].sort() } : null;
}
