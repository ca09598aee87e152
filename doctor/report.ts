import type { FieldVerdict } from './field-verdicts';

/** How much a finding matters: a blocker makes a screen blank or an action impossible. */
export type Severity = 'ok' | 'info' | 'warning' | 'blocker';

export interface Finding {
  severity: Severity;
  /** What was checked ('CORS preflight', 'download links', 'statusCobranca'). */
  topic: string;
  /** What was found, in a sentence. */
  detail: string;
}

/** One read of the portal, as the portal would take it. */
export interface EndpointReport {
  method: string;
  endpoint: string;
  /** The HTTP status, or null when nothing came back. */
  status: number | null;
  /** read: the screen shows it; refused: the portal refuses the whole answer (the screen shows an
   * error instead); failed: the call itself failed (not a 200, no answer). */
  outcome: 'read' | 'refused' | 'failed';
  /** Why a refused or failed answer was (the portal's message, the status). */
  message?: string;
  /** Rows the API sent and rows the portal shows, for a list answer. */
  rows?: { sent: number; shown: number };
  /** Rows left out, per list in the answer, and why. */
  leftOut: { list: string; count: number; fields: string[]; duplicates: number }[];
  fields: FieldVerdict[];
  /**
   * Date forms met per field, how many values were a midnight with an offset (UTC or another), and
   * each value sent beside what the screens show of it (with the host's `api-times`, when given).
   */
  dates: { field: string; forms: string[]; utcMidnight: number; shown: { sent: string; shown: string }[] }[];
  findings: Finding[];
}

export interface DoctorReport {
  api: string;
  origin: string | null;
  /** The host page's `api-times` the times were read with (null: as the instants their zone marks name). */
  apiTimes: 'sao-paulo' | null;
  /** When the run started (ISO, UTC). */
  startedAt: string;
  signedIn: boolean;
  endpoints: EndpointReport[];
  /** Sign-in, CORS, the 401, the refresh, downloads, the password change. */
  checks: Finding[];
  /** Any blocker: exit code 1. */
  healthy: boolean;
}
