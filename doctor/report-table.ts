import type { DoctorReport, EndpointReport, Finding, Severity } from './report';
import type { FieldVerdict } from './field-verdicts';

/** Values of a date field the table shows beside what the portal shows of them. */
const SHOWN_PER_FIELD = 3;

const MARK: Record<Severity, string> = { ok: '✓', info: '·', warning: '!', blocker: '✗' };

const pad = (rows: string[][]) => {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
};

const outcome = (endpoint: EndpointReport) =>
  endpoint.outcome === 'read'
    ? 'shown'
    : endpoint.outcome === 'refused'
      ? 'REFUSED (screen shows an error)'
      : `FAILED: ${endpoint.message ?? ''}`;

/** One field's line, when it is not simply shown as sent. */
function fieldLine(verdict: FieldVerdict): string | null {
  const parts: string[] = [];
  if (verdict.converted.count) parts.push(`converted ${verdict.converted.count}× from ${verdict.converted.from.join('; ')}`);
  if (verdict.dash.count) parts.push(`'—' ${verdict.dash.count}× (${verdict.dash.why.join('; ')})`);
  if (verdict.filledIn) parts.push(`filled in by the portal ${verdict.filledIn}×`);
  return parts.length ? parts.join(', ') : null;
}

const findingLine = (finding: Finding) => `  ${MARK[finding.severity]} ${finding.topic}: ${finding.detail}`;

/** The report as a person reads it on a terminal. */
export function reportTable(report: DoctorReport): string {
  const lines = [
    `portal-cliente doctor: ${report.api}${report.origin ? ` from ${report.origin}` : ''}${report.apiTimes ? `, times read with api-times="${report.apiTimes}"` : ''}`,
    '',
  ];
  if (report.endpoints.length > 0) {
    lines.push(
      pad([
        ['Endpoint', 'Status', 'What the portal does', 'Rows', 'Left out'],
        ...report.endpoints.map((endpoint) => [
          `${endpoint.method} ${endpoint.endpoint}`,
          String(endpoint.status ?? '—'),
          outcome(endpoint),
          endpoint.rows ? `${endpoint.rows.shown}/${endpoint.rows.sent}` : '',
          endpoint.leftOut
            .map(
              (left) =>
                `${left.list || 'rows'} ${left.count} (${[...left.fields, ...(left.duplicates ? ['duplicate id'] : [])].join(', ')})`,
            )
            .join('; '),
        ]),
      ]),
      '',
    );
    const fields = report.endpoints.flatMap((endpoint) =>
      endpoint.fields.flatMap((verdict) => {
        const line = fieldLine(verdict);
        return line ? [[endpoint.endpoint, verdict.field, verdict.use, line]] : [];
      }),
    );
    lines.push(fields.length ? pad([['Endpoint', 'Field', 'Use', 'Not shown as sent'], ...fields]) : 'Every field is shown as sent.', '');
    const dates = report.endpoints.flatMap((endpoint) =>
      endpoint.dates.map((date) => [
        endpoint.endpoint,
        date.field,
        date.forms.join('; '),
        date.utcMidnight ? `${date.utcMidnight} at UTC midnight` : '',
      ]),
    );
    if (dates.length) lines.push(pad([['Endpoint', 'Date field', 'Forms', ''], ...dates]), '');
    // Each time sent beside what the screens show of it: a few per field here, all of them in --json.
    const times = report.endpoints.flatMap((endpoint) =>
      endpoint.dates.flatMap((date) => {
        const rows = date.shown.slice(0, SHOWN_PER_FIELD).map(({ sent, shown }) => [endpoint.endpoint, date.field, sent, shown]);
        const more = date.shown.length - SHOWN_PER_FIELD;
        return more > 0 ? [...rows, [endpoint.endpoint, date.field, `…${more} more (--json lists them)`, '']] : rows;
      }),
    );
    if (times.length) lines.push(pad([['Endpoint', 'Date field', 'Sent', 'Shown (São Paulo)'], ...times]), '');
    const findings = report.endpoints.flatMap((endpoint) => endpoint.findings.filter((finding) => finding.severity !== 'ok'));
    if (findings.length) lines.push('Findings', ...findings.map(findingLine), '');
  }
  lines.push('Checks', ...report.checks.map(findingLine), '');
  lines.push(
    report.healthy
      ? 'Verdict: every screen can show its data and every action checked works.'
      : 'Verdict: BLOCKED: a screen would be blank or an action impossible (the ✗ lines).',
  );
  return lines.join('\n');
}
