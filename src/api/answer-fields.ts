import { boolean, coerce, define, nullable, number, optional, string, type Struct, unknown, union } from 'superstruct';
import { decodeEntities } from '../lib/text/decode-entities';
import { parseMoney } from '../lib/fields/parse-money';
import { readFlag } from '../lib/fields/read-flag';
import { readId } from '../lib/fields/read-id';
import { readStatus, type StatusValue } from '../lib/charges/read-status';
import { readText } from '../lib/fields/read-text';
import { readDate, readDay } from '../lib/dates/read-date';
import { readDocumentLink } from '../lib/charges/read-document-link';

/*
 * The fields of the API's answers, in two kinds (docs/resilience.md):
 * - what an action or a row needs (an id, the name a row is about): refused when it cannot be read,
 *   which leaves that row out (or fails an answer that is not what it says);
 * - what is only shown: read leniently, and `null` (shown as '—') when it cannot be, missing keys too.
 */

/** A shown-only field: whatever the API sent becomes the value or `null`, never a failure. */
const shown = <T>(inner: Struct<T, null>, read: (value: unknown) => T | null): Struct<T | null | undefined, null> =>
  // Optional in the type only (a reader may build a partial answer): reading gives every key a value.
  coerce(optional(nullable(inner)), unknown(), read);

/** Text as a person reads it: HTML entities decoded ('Ana &amp; Rafael' is 'Ana & Rafael'), trimmed. */
const plainText = (value: unknown) => {
  const raw = readText(value);
  return raw === null ? null : readText(decodeEntities(raw));
};

/** Shown-only text: a string or a number, entities decoded, trimmed; blank is `null`. */
export const text = shown(string(), plainText);
/** Shown-only link to a document (a receipt, a nota fiscal): `null` for a placeholder link, the folder a missing file name leaves (src/lib/charges/read-document-link.ts). */
export const documentLink = shown(string(), (value) => readDocumentLink(plainText(value)));
/** Shown-only status: its word as `text` reads it, or an object's text and code (`{ id, descricao }`). */
export const status = shown(
  define<StatusValue>('status', (value) => typeof value === 'string' || typeof value === 'object'),
  (value) => readStatus(value, plainText),
);
/** Shown-only HTML (a service's description): trimmed, its entities left for the sanitiser and the
 * browser to read as HTML, so an escaped '&lt;' stays text and is never decoded into a tag. */
export const markup = shown(string(), readText);
/** Shown-only amount or count: a number, or a string with a decimal comma or dot and thousands separators. */
export const amount = shown(number(), parseMoney);
/** A date field's kind: a calendar day (a due date, a payment day, a SQL `date` column) or a moment. */
export type DateKind = 'date' | 'date-time';
/** A shown-only calendar day: a midnight with an offset is that day (src/lib/dates/read-date.ts). */
const day = shown(string(), readDay);
/** A shown-only moment: the instant it names, shown on São Paulo's clock. */
const moment = shown(string(), readDate);

/**
 * Every date field of the API's answers, by its kind (`day`: 'date', `moment`: 'date-time'): the
 * one place a field's kind is said (docs/resilience.md, "Date fields by their kind"). The schemas
 * (./event-schemas.ts) read each date field from here, never by a reader of their own; the doctor
 * reports by it; a test walks the schemas and fails on a date-like field missing here.
 */
export const DATE_FIELDS = {
  dataEvento: day,
  dtInicio: moment,
  dataContrato: day,
  dataAssinatura: day,
  dataVencimento: day,
  dataPagamento: day,
  dataAgenda: moment,
};
export type DateField = keyof typeof DATE_FIELDS;

/** A date field's kind, in words. */
export const dateKind = (name: DateField): DateKind => (DATE_FIELDS[name] === day ? 'date' : 'date-time');

/** Shown-only yes/no: true/false, 1/0, "S"/"N", "true"/"false". */
export const flag = shown(boolean(), readFlag);
/** Shown-only id (the EVT of a contract): shown when it is one, else '—'. */
export const shownId = shown(union([number(), string()]), readId);

/** An id an action posts or a row is known by: refused unless {@link readId} reads it. */
export const id: Struct<number | string, null> = coerce(
  define<number | string>('id', (value) => value !== null && readId(value) === value),
  unknown(),
  (value) => readId(value) ?? value,
);

/** The text a row is about (a person's name, a service, an appointment): refused when blank or
 * not text at all (a number where a name belongs says the row is not what it claims). Read as
 * {@link text} is; checked by its form (trimmed, not blank), since decoding twice would not be reading. */
export const label: Struct<string, null> = coerce(
  define<string>('label', (value) => typeof value === 'string' && value !== '' && value.trim() === value),
  unknown(),
  (value) => (typeof value === 'string' ? (plainText(value) ?? '') : value),
);
