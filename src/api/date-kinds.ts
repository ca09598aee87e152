/**
 * A date field's kind: a calendar day ('date': a due date, a payment day, a SQL `date` column) or a
 * moment ('date-time': when something starts). A day keeps its calendar day however the API's JSON
 * library writes it, UTC midnight included; a moment stays the instant it names (docs/resilience.md,
 * "Date fields by their kind").
 */
export type DateKind = 'date' | 'date-time';

/**
 * Every date field of the API's answers, by its kind: the one place a field's kind is said. The
 * schemas (./event-schemas.ts) read each field with the reader of its kind (./answer-fields.ts,
 * `dateField`), the doctor reports with it, and a test fails on a date-like field missing here.
 */
export const DATE_KINDS = {
  dataEvento: 'date',
  dtInicio: 'date-time',
  dataContrato: 'date',
  dataAssinatura: 'date',
  dataVencimento: 'date',
  dataPagamento: 'date',
  dataAgenda: 'date-time',
} as const satisfies Record<string, DateKind>;

export type DateField = keyof typeof DATE_KINDS;
