import { NO_HOST_WORDS } from './vocabulary';
import { login } from '../src/api/account-calls';
import { ApiError } from '../src/api/api-error';
import { createApiClient } from '../src/api/client';
import { getHome } from '../src/api/current-event-calls';
import type { DataWarning } from '../src/api/data-warning';
import { isInvalidToken } from '../src/api/is-invalid-token';
import { bearer } from '../src/api/tokens';
import type { StatusWords } from '../src/lib/charges/charge-state';
import { createTransport } from '../src/api/transport';
import { changePasswordRound } from './change-password-round';
import { corsFindings } from './cors-findings';
import { doctorSession } from './doctor-session';
import { downloadFindings } from './download-findings';
import { portalCalls } from './portal-calls';
import { readEndpoint } from './read-endpoint';
import type { DoctorReport, Finding } from './report';
import { timePatternFinding, type TimeSample } from './time-pattern';

export interface DoctorOptions {
  /** The API's base URL, as the host page's `api-base`. */
  api: string;
  /** A test customer's e-mail and password. */
  email: string;
  password: string;
  /** The host page's origin, for the CORS checks. */
  origin?: string;
  /** Also try the one write the doctor knows: the password change, and back. */
  write?: boolean;
  /** Milliseconds before a call is abandoned. Default 15 000. */
  timeoutMs?: number;
  /** Hears each step as it starts ('GET /api/financeiro'). */
  progress?: (step: string) => void;
  /** Hears what a person must know before it happens: the temporary password, before `write` writes it. */
  say?: (line: string) => void;
  /** The host page's own status words (its `paid-statuses`, `cancelled-statuses`, `open-statuses`). */
  words?: StatusWords;
  /** The host page's `api-times`: 'sao-paulo' reads every time as São Paulo's wall clock, as the portal then does. */
  apiTimes?: 'sao-paulo';
}

const describe = (error: unknown) => (error instanceof ApiError ? `${error.kind}${error.status ? ` ${error.status}` : ''}` : String(error));

/**
 * Checks a real API against what the portal needs, with the portal's own code: signs in through its
 * login call, reads every read through its client and schemas, follows its refresh, and reports per
 * endpoint and field what a customer would see (docs/api-contract.md, "The doctor"). Writes nothing
 * unless `write`.
 */
export async function runDoctor({
  api,
  email,
  password,
  origin,
  write = false,
  timeoutMs = 15_000,
  progress = () => {},
  say = () => {},
  words = NO_HOST_WORDS,
  apiTimes,
}: DoctorOptions): Promise<DoctorReport> {
  const base = api.replace(/\/+$/, '');
  const report: DoctorReport = {
    api: base,
    origin: origin ?? null,
    apiTimes: apiTimes ?? null,
    startedAt: new Date().toISOString(),
    signedIn: false,
    endpoints: [],
    checks: [],
    healthy: false,
  };
  const finish = () => ({
    ...report,
    healthy: ![...report.checks, ...report.endpoints.flatMap((e) => e.findings)].some((f) => f.severity === 'blocker'),
  });
  const check = (finding: Finding) => report.checks.push(finding);
  const transport = createTransport(base, timeoutMs);
  const session = doctorSession();
  const warnings: DataWarning[] = [];
  const client = createApiClient({ baseUrl: base, timeoutMs, tokens: session.tokens, onDataWarning: (warning) => warnings.push(warning) });

  if (origin) {
    progress('CORS');
    try {
      report.checks.push(...(await corsFindings(base, origin, timeoutMs)));
    } catch (error) {
      check({ severity: 'blocker', topic: 'CORS preflight', detail: `no answer: ${String(error)}` });
    }
  }

  progress('POST /api/login');
  try {
    const answer = await login(client, { username: email, password });
    session.set({ token: answer.access_token, refreshToken: answer.refresh_token });
    report.signedIn = true;
    check({ severity: 'ok', topic: 'sign in', detail: `signed in as ${email}` });
  } catch (error) {
    check({ severity: 'blocker', topic: 'sign in', detail: `POST /api/login failed (${describe(error)}): nothing else can be checked` });
    return finish();
  }

  const calls = portalCalls().filter((call) => call.read);
  let current: unknown;
  const readAnswers = new Map<string, unknown>();
  const times: TimeSample[] = [];
  for (const call of calls) {
    const request = call.name === 'selectEvent' ? (current === undefined ? undefined : call.request(current)) : call.request();
    progress(`${call.method} ${call.endpoint}`);
    if (!request) {
      report.endpoints.push({
        method: call.method,
        endpoint: call.endpoint,
        status: null,
        outcome: 'failed',
        message: 'not tried: GET /api/home gave no event',
        leftOut: [],
        fields: [],
        dates: [],
        findings: [
          { severity: 'blocker', topic: `${call.method} ${call.endpoint}`, detail: 'not tried: GET /api/home gave no event to select' },
        ],
      });
      continue;
    }
    const {
      report: endpoint,
      read,
      times: sent,
    } = await readEndpoint(
      transport,
      client,
      warnings,
      session.current!.token,
      call.endpoint,
      request,
      call.ok,
      words,
      apiTimes === 'sao-paulo',
    );
    times.push(...(sent ?? []));
    if (call.name === 'getHome' && read) current = (read as { idEvento: unknown }).idEvento;
    report.endpoints.push(endpoint);
    if (read) readAnswers.set(call.endpoint, read);
  }

  // Whether the times look stamped with a zone they are not in, over every read (./time-pattern.ts).
  const pattern = timePatternFinding(times, apiTimes === 'sao-paulo');
  if (pattern) check(pattern);

  progress('download links');
  // Links resolve against the API base as the host page gives it, as the portal resolves them.
  report.checks.push(...(await downloadFindings(readAnswers, new URL(api).href, timeoutMs)));

  progress('401 for a bad token');
  const refused = await transport.send('GET', '/api/home', { authorization: bearer('portal-cliente-doctor') }).catch(() => null);
  const recognised = refused !== null && isInvalidToken(refused);
  check(
    recognised
      ? { severity: 'ok', topic: '401 for a bad token', detail: "401 'Token Inválido!': the portal refreshes and retries" }
      : {
          severity: 'blocker',
          topic: '401 for a bad token',
          detail: refused
            ? `answered ${refused.status} ${JSON.stringify(refused.data).slice(0, 80)}: the portal does not refresh, the customer is signed out when the token expires`
            : 'no answer',
        },
  );

  progress('POST /api/RefreshToken');
  const before = session.current!;
  // The portal's own refresh: its client sends a spent token, hears the 401, refreshes once and retries.
  session.set({ ...before, token: 'portal-cliente-doctor-expired' });
  try {
    await getHome(client);
    const after = session.current!;
    check(
      session.renewals === 1
        ? {
            severity: 'ok',
            topic: 'refresh',
            detail: `refreshed and retried; ${after.refreshToken === before.refreshToken ? 'the refresh token does not rotate (the same one again)' : 'the refresh token rotates'}`,
          }
        : { severity: 'blocker', topic: 'refresh', detail: 'the call went through without a refresh' },
    );
  } catch (error) {
    check({
      severity: 'blocker',
      topic: 'refresh',
      detail: recognised
        ? `the refresh round failed (${describe(error)}): the customer is signed out when the token expires`
        : 'not tried: the 401 is not one the portal refreshes on',
    });
    session.set(before);
  }

  if (write) {
    progress('POST /api/ChangePass');
    check(await changePasswordRound(client, { email, password }, say));
  } else check({ severity: 'info', topic: 'password change', detail: 'not tried (--write tries it, and changes it back)' });
  return finish();
}
