import type { Struct } from 'superstruct';
import { ApiError } from '../src/api/api-error';
import type { ApiClient, ApiRequest } from '../src/api/client';
import type { DataWarning } from '../src/api/data-warning';
import { isInvalidToken } from '../src/api/is-invalid-token';
import { bearer } from '../src/api/tokens';
import type { Transport } from '../src/api/transport';
import { answerShapeOf } from './answer-fields-of';
import { fieldVerdicts, type FieldVerdict } from './field-verdicts';
import type { EndpointReport, Finding } from './report';
import type { StatusWords } from '../src/lib/charges/charge-state';
import { dateFieldAt, dateShown, shownText } from './date-shown';
import { timeSamples, type TimeSample } from './time-pattern';
import { dateForm, isMidnightWithOffset } from './value-form';
import { vocabularyField, vocabularyFindings } from './vocabulary';
import { chargeFindings } from './charge-verdicts';
import type { Finance } from '../src/api/event-schemas';

/** The values at a field's path ('cobrancas[].statusCobranca') in a list of rows. */
function valuesAt(rows: unknown[], path: string): unknown[] {
  const [head, ...rest] = path.split('[].');
  const values = rows.map((row) => (row && typeof row === 'object' ? (row as Record<string, unknown>)[head!] : undefined));
  return rest.length === 0
    ? values
    : valuesAt(
        values.flatMap((value) => (Array.isArray(value) ? value : [])),
        rest.join('[].'),
      );
}

function fieldFindings(verdict: FieldVerdict): Finding[] {
  const unreadable = verdict.dash.why.filter((why) => why !== 'missing' && why !== 'null');
  const findings: Finding[] = [];
  if (unreadable.length > 0)
    findings.push({ severity: 'warning', topic: verdict.field, detail: `shown as '—' where the API sent ${unreadable.join('; ')}` });
  return findings;
}

/**
 * One read, as the portal takes it: sent with the portal's transport and the session's bearer,
 * read by the portal's own client (`ApiClient.read`: the schema, then the rows it leaves out),
 * then field by field (./field-verdicts.ts) for the report.
 */
export async function readEndpoint(
  transport: Transport,
  client: ApiClient,
  warnings: DataWarning[],
  token: string,
  endpoint: string,
  request: ApiRequest<unknown>,
  ok: readonly number[],
  words: StatusWords,
  /** The host's `api-times="sao-paulo"`: times shown as São Paulo's wall clock, as the portal then shows them. */
  wall = false,
): Promise<{ report: EndpointReport; read?: unknown; times?: TimeSample[] }> {
  const report: EndpointReport = {
    method: request.method,
    endpoint,
    status: null,
    outcome: 'failed',
    leftOut: [],
    fields: [],
    dates: [],
    findings: [],
  };
  const blank = (detail: string) => report.findings.push({ severity: 'blocker', topic: `${request.method} ${endpoint}`, detail });
  let answer;
  try {
    answer = await transport.send(request.method, request.path, { authorization: bearer(token) });
  } catch (error) {
    report.message = error instanceof ApiError ? `no answer (${error.kind})` : String(error);
    blank(`${report.message}: the screen shows an error`);
    return { report };
  }
  report.status = answer.status;
  // As the portal's client takes it: No Content where a 200 was asked for is an answer without a body.
  const noContent = answer.status === 204 && ok.includes(200);
  if (!ok.includes(answer.status) && !noContent) {
    report.message = isInvalidToken(answer) ? `${answer.status} Token Inválido! for a fresh token` : `HTTP ${answer.status}`;
    blank(`${report.message}: the screen shows an error instead of its data`);
    return { report };
  }
  warnings.length = 0;
  let read: unknown;
  try {
    read = await client.read(request, noContent ? undefined : answer.data);
  } catch {
    report.outcome = 'refused';
    report.message = 'the portal refuses the whole answer (not the shape it needs, or no row it can read)';
    blank(`${report.message}: the screen shows "Recebemos uma resposta inesperada do servidor"`);
    return { report };
  }
  report.outcome = 'read';
  const shape = answerShapeOf(request.schema);
  const body = noContent ? undefined : answer.data;
  const raw = shape.list ? (Array.isArray(body) ? body : []) : [body];
  if (shape.list && !Array.isArray(body))
    report.findings.push({
      severity: 'info',
      topic: `${request.method} ${endpoint}`,
      detail: `answered ${noContent ? '204 No Content' : JSON.stringify(body)}: read as an empty list (the screen shows its empty state)`,
    });
  const item = (shape.list ? request.schema.schema : request.schema) as Struct<unknown, unknown>;
  const verdicts = new Map<string, FieldVerdict>();
  const lists = fieldVerdicts(raw, item, shape.list ? shape.rows : shape.fields, '', verdicts);
  if (shape.list) report.rows = { sent: raw.length, shown: (read as unknown[]).length };
  // The client's own count of what it left out; per list, the rows its reader refused, the rest repeats.
  const warned = warnings.reduce((sum, warning) => sum + warning.count, 0);
  for (const list of lists) {
    const shown = list.list === '' ? read : (read as Record<string, unknown>)[list.list];
    const duplicates = Array.isArray(shown) && !list.list.includes('[]') ? list.sent - list.unreadable - shown.length : 0;
    if (list.unreadable + duplicates === 0) continue;
    report.leftOut.push({ list: list.list, count: list.unreadable + duplicates, fields: list.fields, duplicates });
    const where = list.list ? `${list.list}: ` : '';
    if (list.unreadable > 0)
      report.findings.push({
        severity: 'warning',
        topic: `${request.method} ${endpoint}`,
        detail: `${where}${list.unreadable} row(s) left out, unreadable ${list.fields.join(', ')}`,
      });
    if (duplicates > 0)
      report.findings.push({
        severity: 'warning',
        topic: `${request.method} ${endpoint}`,
        detail: `${where}${duplicates} row(s) left out, duplicate id`,
      });
  }
  // The doctor's count is the client's own (its data warning) told apart by list; were they ever to
  // differ, the report says so rather than trust either.
  const counted = report.leftOut.reduce((sum, list) => sum + list.count, 0);
  if (warned !== counted)
    report.findings.push({
      severity: 'warning',
      topic: `${request.method} ${endpoint}`,
      detail: `the portal left out ${warned} row(s), the doctor counted ${counted}`,
    });
  report.fields = [...verdicts.values()];
  report.findings.push(...report.fields.flatMap(fieldFindings));
  for (const verdict of report.fields) {
    const values = valuesAt(raw, verdict.field).filter((value): value is string => typeof value === 'string');
    const forms = [...new Set(values.map(dateForm).filter((form): form is string => form !== null))];
    if (forms.length === 0) continue;
    const midnights = values.filter(isMidnightWithOffset);
    const field = dateFieldAt(verdict.field);
    // Each value sent beside what the screens show of it, by the portal's reader of the field's kind
    // (`DATE_FIELDS` in src/api/answer-fields.ts) and the host's `api-times`.
    const shownTimes = field ? [...new Set(values)].map((sent) => ({ sent, shown: shownText(field, sent, wall) })) : [];
    report.dates.push({ field: verdict.field, forms, utcMidnight: midnights.length, shown: shownTimes });
    if (midnights.length === 0 || !field) continue;
    const first = midnights[0]!;
    const shown = dateShown(field, first, wall);
    report.findings.push(
      verdict.dateOnly
        ? {
            severity: 'info',
            topic: verdict.field,
            detail: `${midnights.length} value(s) at a midnight with an offset, read as that calendar day (a date-only field): "${first}" shows ${shown.day}`,
          }
        : {
            severity: 'warning',
            topic: verdict.field,
            detail: `${midnights.length} value(s) at a midnight with an offset: a moment, "${first}" shows ${shown.day} ${shown.time} in São Paulo`,
          },
    );
  }
  const vocabulary = vocabularyField(endpoint);
  if (vocabulary) report.findings.push(...vocabularyFindings(endpoint, valuesAt(raw, vocabulary)));
  // Each charge by the reading every screen uses: its status (a word or an object), its evidence, the host's words.
  if (endpoint === '/api/financeiro') report.findings.push(...chargeFindings((read as Finance).cobrancas, words, new Date()));
  return { report, read, times: timeSamples(body) };
}
