import { coerce, type Struct, unknown } from 'superstruct';
import { readId } from '../lib/fields/read-id';
import { readText } from '../lib/fields/read-text';

/**
 * An event's name for every place that shows one (header, switcher, lists, printouts, calendar
 * files, host events): its description, or, when the API sent none, its type and EVT number
 * ("Casamento · EVT 48213"), so no screen ever names an event with a blank.
 */
export function withEventName<T>(event: Struct<T, unknown>): Struct<T, unknown> {
  return coerce(event, unknown(), (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const fields = value as Record<string, unknown>;
    const idEvento = readId(fields.idEvento);
    if (idEvento === null) return value;
    // A description sent as a number is still a name ("2027"); only a missing one is made up.
    return { ...fields, descricao: readText(fields.descricao) ?? `${readText(fields.tipoEvento) ?? 'Evento'} · EVT ${idEvento}` };
  });
}
