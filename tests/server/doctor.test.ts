import { describe, expect, it } from 'vitest';
import { main } from '../../doctor/cli';
import type { DoctorReport, EndpointReport } from '../../doctor/report';
import { DEMO_LOGINS } from '../../reference-api/seed.mjs';
import { useApi } from '../../test-kit/api-harness';
import { doctorAgainst } from '../../test-kit/run-doctor';

/*
 * The doctor (doctor/, docs/api-contract.md "The doctor") run as its command line against the
 * reference API in its modes, with the report's verdicts checked: clean, every screen shows its
 * data; messy, the rows and fields it must name; broken, a non-zero exit that names the endpoint.
 */

const ORIGIN = 'http://127.0.0.1:5173';
const api = useApi({ allowedOrigins: [ORIGIN] });
const { ana } = DEMO_LOGINS;

const { doctor, report } = doctorAgainst(api, '--origin', ORIGIN);

const byEndpoint = (report: DoctorReport) => Object.fromEntries(report.endpoints.map((endpoint) => [endpoint.endpoint, endpoint]));
const severities = (report: DoctorReport, severity: string) =>
  [...report.checks, ...report.endpoints.flatMap((endpoint) => endpoint.findings)].filter((finding) => finding.severity === severity);
const verdict = (endpoint: EndpointReport, field: string) => endpoint.fields.find((verdict) => verdict.field === field);

describe('the doctor against the reference API', () => {
  it('finds a clean API healthy: every read shown, nothing left out, CORS, the 401, the refresh and the links right', async () => {
    const { code, report: clean } = await report();
    expect(code).toBe(0);
    expect(clean.healthy).toBe(true);
    expect(clean.endpoints.map((endpoint) => `${endpoint.method} ${endpoint.endpoint} ${endpoint.status} ${endpoint.outcome}`)).toEqual([
      'GET /api/home 200 read',
      'POST /api/home/{idEvento} 200 read',
      'GET /api/contatos 200 read',
      'GET /api/eventos 200 read',
      'GET /api/servicos 200 read',
      'GET /api/anexos 200 read',
      'GET /api/contratos 200 read',
      'GET /api/financeiro 200 read',
      'GET /api/agenda 200 read',
    ]);
    for (const endpoint of clean.endpoints) {
      expect(endpoint.leftOut, endpoint.endpoint).toEqual([]);
      for (const field of endpoint.fields.filter((field) => field.use === 'action'))
        expect(field.asSent + field.converted.count, `${endpoint.endpoint} ${field.field}`).toBeGreaterThan(0);
      expect(endpoint.dates.every((date) => date.utcMidnight === 0)).toBe(true);
    }
    expect(severities(clean, 'blocker')).toEqual([]);
    expect(severities(clean, 'warning')).toEqual([]);
    const checks = clean.checks.map((check) => `${check.severity} ${check.topic}`);
    expect(checks).toEqual(
      expect.arrayContaining([
        'ok CORS preflight GET /api/home',
        'ok CORS preflight POST /api/ChangePass',
        'ok CORS on errors',
        'ok sign in',
        'ok /api/contratos urlDownload',
        'ok /api/financeiro cobrancas[].urlBoleto',
        'ok 401 for a bad token',
        'ok refresh',
        'info password change',
      ]),
    );
    expect(clean.checks.find((check) => check.topic === 'refresh')!.detail).toContain('rotates');
  });

  it('names what the messy mode breaks: the rows it leaves out and why, the fields shown as — or converted, the date forms', async () => {
    await api.call('POST', '/dev/messy', { body: { on: true } });
    const { code, report: messy } = await report();
    // Rows left out and fields shown as '—' leave every screen with data: healthy, with warnings.
    expect(code).toBe(0);
    const endpoints = byEndpoint(messy);
    const leftOut = Object.fromEntries(
      messy.endpoints.map((endpoint) => [
        endpoint.endpoint,
        endpoint.leftOut.map((left) => `${left.list || 'rows'}: ${left.count} ${left.fields.join(',')}`),
      ]),
    );
    expect(leftOut).toEqual({
      '/api/home': ['comercial: 1 nome', 'assessoria: 1 nome', 'producao: 1 nome'],
      '/api/home/{idEvento}': ['comercial: 1 nome', 'assessoria: 1 nome', 'producao: 1 nome'],
      '/api/contatos': ['rows: 1 vwsivaEquipenome'],
      '/api/eventos': ['rows: 1 idEvento'],
      '/api/servicos': ['rows: 1 servico'],
      '/api/anexos': ['rows: 1 numContrato'],
      '/api/contratos': ['rows: 1 numContrato'],
      '/api/financeiro': ['cobrancas: 1 numCobranca'],
      '/api/agenda': ['rows: 1 acao'],
    });
    expect(endpoints['/api/agenda']!.rows).toEqual({ sent: 6, shown: 5 });
    expect(verdict(endpoints['/api/home']!, 'titulo')!.dash).toEqual({ count: 1, why: ['null'] });
    expect(verdict(endpoints['/api/home']!, 'pax')!.converted).toEqual({ count: 1, from: ['numeric text "220"'] });
    expect(verdict(endpoints['/api/financeiro']!, 'valorAberto')!.dash.why).toEqual(['null']);
    // A charge's number sent as text stays text: an id is posted back as the API wrote it.
    expect(verdict(endpoints['/api/financeiro']!, 'cobrancas[].numCobranca')).toMatchObject({
      use: 'action',
      asSent: 7,
      converted: { count: 0 },
    });
    expect(verdict(endpoints['/api/agenda']!, 'concluida')!.converted.from).toEqual(expect.arrayContaining(['text "S"', 'number 1']));
    expect(endpoints['/api/financeiro']!.dates).toContainEqual(
      expect.objectContaining({ field: 'cobrancas[].dataVencimento', forms: ['date only (yyyy-MM-dd)'], utcMidnight: 0 }),
    );
    expect(endpoints['/api/home']!.dates.find((date) => date.field === 'dtInicio')!.forms).toEqual(['date-time with offset -03:00']);
    expect(severities(messy, 'warning').map((finding) => finding.detail)).toEqual(
      expect.arrayContaining(['1 row(s) left out, unreadable acao', 'cobrancas: 1 row(s) left out, unreadable numCobranca']),
    );
    // The table names the same, for a person.
    const table = (await doctor()).stdout;
    expect(table).toMatch(/GET \/api\/agenda\s+200\s+shown\s+5\/6\s+rows 1 \(acao\)/);
    expect(table).toMatch(/\/api\/financeiro\s+valorAberto\s+shown\s+'—' 1× \(null\)/);
  });

  it.each([
    ['shape', '/api/financeiro', 'refused', /GET \/api\/financeiro\s+200\s+REFUSED/],
    ['500', '/api/agenda', 'failed', /GET \/api\/agenda\s+500\s+FAILED: HTTP 500/],
    ['html', '/api/eventos', 'refused', /GET \/api\/eventos\s+200\s+REFUSED/],
  ])('exits non-zero on a %s fault of %s, naming the endpoint', async (kind, path, outcome, line) => {
    await api.call('POST', '/dev/faults', { body: { path, method: 'GET', kind, times: 2 } });
    const { code, stdout } = await doctor();
    expect(code).toBe(1);
    expect(stdout).toMatch(line);
    expect(stdout).toContain('Verdict: BLOCKED');
    await api.call('POST', '/dev/faults', { body: { path, method: 'GET', kind } });
    const { report: broken } = await report();
    expect(byEndpoint(broken)[path]!.outcome).toBe(outcome);
    expect(severities(broken, 'blocker').map((finding) => finding.topic)).toEqual([`GET ${path}`]);
  });

  it('exits non-zero when the origin is not allowed, or the sign-in fails', async () => {
    const refused = await doctor('--origin', 'https://outro-site.example');
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('✗ CORS preflight GET /api/home: origin https://outro-site.example not allowed');
    const { code, report: signedOut } = await report('--password', 'errada-1!');
    expect([code, signedOut.signedIn, signedOut.endpoints]).toEqual([1, false, []]);
    expect(signedOut.checks.at(-1)).toMatchObject({ severity: 'blocker', topic: 'sign in' });
  });

  it('writes nothing unless asked, and with --write changes the password and back', async () => {
    const before = await api.metrics();
    await doctor();
    // Only the doctor's own sign-in checked a password: no ChangePass ran.
    expect((await api.metrics()).passwordWork.started - before.passwordWork.started).toBe(1);
    const { code, report: written } = await report('--write');
    expect(code).toBe(0);
    expect(written.checks.find((check) => check.topic === 'password change')).toMatchObject({ severity: 'ok' });
    await expect(api.login(ana)).resolves.toMatchObject({ email: ana.email });
  });

  describe('--write never locks the test account out', () => {
    const hash = () => [...api.server.state.customers.values()].find((customer) => customer.email === ana.email)!.password;

    /** The doctor with --write, after `faults` on POST /api/ChangePass (in order): the password it said, its verdict, and whether it said it before the first write. */
    async function writeRound(...faults: [kind: string, times: number][]) {
      for (const [kind, times] of faults)
        expect((await api.call('POST', '/dev/faults', { body: { path: '/api/ChangePass', method: 'POST', kind, times } })).status).toBe(
          200,
        );
      const before = hash();
      let stderr = '';
      let stdout = '';
      let hashWhenSaid: unknown = 'never said';
      await main(['--api', api.url, '--email', ana.email, '--password', ana.password, '--json', '--write'], {
        stdout: { write: (text: string) => (stdout += text) },
        stderr: {
          write: (text: string) => {
            // What the account's password was when the doctor said the temporary one.
            if (text.startsWith('--write:')) hashWhenSaid = hash();
            return (stderr += text);
          },
        },
        env: {},
      });
      const temporary = /--write: the test account's password is changed to (\S+), then back/.exec(stderr)?.[1];
      const round = (JSON.parse(stdout) as DoctorReport).checks.find((check) => check.topic === 'password change')!;
      return { temporary, round, saidFirst: hashWhenSaid === before };
    }

    it('puts the original back when the first write was made but its answer was lost, trying again past a failure', async () => {
      const { temporary, round, saidFirst } = await writeRound(['lost', 1], ['500', 1]);
      expect(temporary, 'the temporary password on stderr').toMatch(/^Doctor@/);
      expect(saidFirst, 'said before the first write').toBe(true);
      expect(round).toMatchObject({ severity: 'blocker', detail: expect.stringMatching(/it had been made, and was changed back$/) });
      await expect(api.login(ana)).resolves.toMatchObject({ email: ana.email });
    });

    it('says the password the account is left with when the way back keeps failing, and it signs in with it', async () => {
      const { temporary, round, saidFirst } = await writeRound(['lost', 1], ['500', 10]);
      expect(saidFirst).toBe(true);
      expect(round.detail).toContain(`the account's password is now ${temporary}`);
      await api.call('DELETE', '/dev/faults');
      await expect(api.login({ ...ana, password: temporary! })).resolves.toMatchObject({ email: ana.email });
    });

    it('keeps track of the password when the way back is made but its answer is lost too: a sign-in says it is back', async () => {
      const { round } = await writeRound(['lost', 2]);
      expect(round).toMatchObject({ severity: 'blocker', detail: expect.stringMatching(/it had been made, and was changed back$/) });
      await expect(api.login(ana)).resolves.toMatchObject({ email: ana.email });
    });

    it("changes and changes back when ChangePass answers with no body (ASP.NET Core Identity's TypedResults.Ok())", async () => {
      for (const emptySuccess of [200, 204]) {
        expect((await api.call('POST', '/dev/provider', { body: { on: true, emptySuccess } })).status).toBe(200);
        const { round } = await writeRound();
        expect(round, String(emptySuccess)).toMatchObject({
          severity: 'ok',
          detail: 'changed and changed back through POST /api/ChangePass',
        });
        await expect(api.login(ana)).resolves.toMatchObject({ email: ana.email });
      }
    });

    it('asks a sign-in, not the old password, when the first write failed without an answer that says so', async () => {
      const { round } = await writeRound(['500', 1]);
      expect(round.detail).toMatch(/failed \(http 500\).*; the password was not changed$/);
      await expect(api.login(ana)).resolves.toMatchObject({ email: ana.email });
    });
  });

  it('checks a relative urlDownload as the portal offers it: resolved against the API, then opened', async () => {
    const { access_token: token } = await api.login(ana);
    const contracts = (await api.call('GET', '/api/contratos', { token })).json as { urlDownload: string }[];
    const relative = contracts.map((contract) => {
      const url = new URL(contract.urlDownload);
      return { ...contract, urlDownload: `${url.pathname}${url.search}` };
    });
    expect(relative[0]!.urlDownload).toMatch(/^\/files\//);
    expect((await api.call('POST', '/dev/answer', { body: { path: '/api/contratos', answer: relative } })).status).toBe(200);
    const { report: linked } = await report();
    expect(linked.checks.find((check) => check.topic === '/api/contratos urlDownload')).toMatchObject({
      severity: 'ok',
      detail: expect.stringContaining('resolved against the API'),
    });
    expect(severities(linked, 'warning').filter((finding) => finding.topic.includes('urlDownload'))).toEqual([]);
  });

  it('prints a progress line per step on stderr, and says how to call it when the command line is wrong', async () => {
    const { stderr } = await doctor();
    expect(stderr.split('\n')).toEqual(expect.arrayContaining(['[1] CORS', '[2] POST /api/login', '[10] GET /api/financeiro']));
    let usage = '';
    const code = await main(['--api', 'not a url'], {
      stdout: { write: () => true },
      stderr: { write: (text: string) => (usage += text) },
      env: {},
    });
    expect(code).toBe(2);
    expect(usage).toContain('--api needs the API URL');
    expect(usage).toContain('--email is needed');
  });
});

describe('the doctor against the provider habits mode', () => {
  it("names the provider's habits: repeated rows, an unknown status word, UTC-midnight days, a null list, a refresh without rotation", async () => {
    await api.call('POST', '/dev/provider', { body: { on: true } });
    const { code, report: provider } = await report();
    // Nothing blank, nothing impossible: the portal reads every habit; what it says is a warning.
    expect(code).toBe(0);
    const endpoints = byEndpoint(provider);
    expect(endpoints['/api/financeiro']!.leftOut).toEqual([{ list: 'cobrancas', count: 1, fields: [], duplicates: 1 }]);
    expect(endpoints['/api/agenda']!.rows).toEqual({ sent: 0, shown: 0 });
    expect(endpoints['/api/agenda']!.findings.map((finding) => finding.detail)).toContain(
      'answered null: read as an empty list (the screen shows its empty state)',
    );
    expect(endpoints['/api/financeiro']!.dates.find((date) => date.field === 'cobrancas[].dataVencimento')!.utcMidnight).toBeGreaterThan(0);
    // Five more than before the provider mode sent the charges the word is silent on and its placeholders (all due at UTC
    // midnight; SQL Server's 1900-01-01 is no due date at all).
    expect(verdict(endpoints['/api/financeiro']!, 'cobrancas[].dataVencimento')).toMatchObject({
      dateOnly: true,
      converted: { count: 14 },
      dash: { count: 1 },
    });
    const warnings = severities(provider, 'warning').map((finding) => `${finding.topic}: ${finding.detail}`);
    expect(warnings).toContainEqual(expect.stringMatching(/^cobrancas\[\]\.statusCobranca: "Em análise": a word the portal does not know/));
    // Each charge by the screens' reading: a word read two ways named with both readings (its payment date decides),
    // a write-off for protest still to pay and late, a default(DateTime) payment date and a receipt's bare folder no evidence.
    expect(warnings).toContain(
      'cobrancas[].statusCobranca: "BAIXADO": paid by its payment date: settled, never offered for payment; a word documented sources read two ways, cancelled (a write-off, settled without payment) or paid (settled by a payment): the host page can name it (paid-statuses, cancelled-statuses, open-statuses)',
    );
    const infos = severities(provider, 'info').map((finding) => finding.detail);
    expect(infos).toContain('"Baixa por protesto": open: offered for payment, counted as due, late by its word');
    expect(infos).toContain('(no status): open: offered for payment, counted as due');
    expect(verdict(endpoints['/api/financeiro']!, 'cobrancas[].dataPagamento')!.dash.why).toContainEqual(
      expect.stringMatching(/placeholder date/),
    );
    expect(verdict(endpoints['/api/financeiro']!, 'cobrancas[].urlComprovante')!.dash.why).toContain('a link that names no document');
    expect(provider.checks.find((check) => check.topic === 'refresh')!.detail).toContain('does not rotate');
    expect(provider.checks.find((check) => check.topic === '401 for a bad token')!.severity).toBe('ok');
  });
  it("reads the charges with the host page's status words given as options, as its attributes take them", async () => {
    await api.call('POST', '/dev/provider', { body: { on: true } });
    const { report: provider } = await report('--open-statuses', 'Em análise;Aguardando', '--paid-statuses', 'Liquidado; Baixado');
    const words = (severity: string) =>
      severities(provider, severity)
        .filter((finding) => finding.topic === 'cobrancas[].statusCobranca')
        .map((finding) => finding.detail);
    expect(words('info')).toContain('"Em análise": open: offered for payment, counted as due');
    // The host's word decides a word read two ways.
    expect(words('info')).toContain('"BAIXADO": paid: settled, never offered for payment');
    expect(words('warning')).toEqual([]);
  });
});
