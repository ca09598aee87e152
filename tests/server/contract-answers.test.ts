import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { portalCalls, type PortalCall } from '../../doctor/portal-calls';
import { DEMO_LOGINS } from '../../reference-api/seed.mjs';
import { checkAnswer } from '../../src/api/check-answer';
import { dataWarning } from '../../src/api/data-warning';
import { checkAgainstContract } from '../../test-kit/contract';
import { carlaDateOf } from '../../test-kit/seed-of';
import { useApi, type Answer } from '../../test-kit/api-harness';

/*
 * Every answer of the reference API against the contract (contract/openapi.yaml), clean and messy:
 * the contract is what a provider's API is held to, so the API the portal is built against must
 * keep it. In the messy mode each list carries a row the portal cannot read: the contract refuses
 * exactly the rows the portal's reader leaves out, and no other.
 */

const api = useApi();
const reads = portalCalls().filter((call) => call.read);

const errorsOf = (errors: ErrorObject[] | string) =>
  typeof errors === 'string' ? [errors] : errors.map((error) => `${error.instancePath || '/'} ${error.message}`);

/** Sends a call and checks its answer against the contract; a status the contract does not list fails. */
async function exchange(method: string, path: string, endpoint: string, options: Parameters<typeof api.call>[2] = {}) {
  const answer = await api.call(method, path, options);
  const contentType = answer.headers.get('content-type') ?? '';
  const body = contentType.startsWith('application/json') ? answer.json : answer.text;
  return { answer, body, errors: checkAgainstContract(method, endpoint, answer.status, contentType, body) };
}

/** Each read of the portal for every event of a customer (each selected in turn), as it answered. */
async function everyRead(token: string) {
  const events = (await api.call('GET', '/api/eventos', { token })).json as { idEvento: number | string | null }[];
  const answers: { call: PortalCall; answer: Answer; body: unknown; errors: ErrorObject[] | string }[] = [];
  for (const { idEvento } of events) {
    if (idEvento === null) continue;
    for (const call of reads) {
      const request = call.request(idEvento);
      answers.push({ call, ...(await exchange(request.method, request.path, call.endpoint, { token })) });
    }
  }
  return answers;
}

/** The row (by its path in the answer: '3', 'cobrancas/1') each contract error is in, and the field. */
function failedRows(errors: ErrorObject[], list: boolean): Map<string, Set<string>> {
  const rows = new Map<string, Set<string>>();
  for (const error of errors) {
    const parts = error.instancePath.split('/').slice(1);
    const depth = list ? 1 : 2;
    if (parts.length < depth) {
      if (error.keyword !== 'required') throw new Error(`not a row's error: ${error.instancePath} ${error.message}`);
    }
    const row = parts.slice(0, depth).join('/');
    const field = parts[depth] ?? (error.params as { missingProperty?: string }).missingProperty ?? '(item)';
    rows.set(row, (rows.get(row) ?? new Set()).add(field));
  }
  return rows;
}

describe('the reference API keeps the contract', () => {
  it('in its clean answers, for every read of every event of both customers', async () => {
    for (const who of [DEMO_LOGINS.ana, DEMO_LOGINS.bruno]) {
      const answers = await everyRead((await api.login(who)).access_token);
      expect(answers.length).toBeGreaterThanOrEqual(reads.length);
      for (const { call, answer, errors } of answers) {
        expect(answer.status, `${who.email} ${call.endpoint}`).toBe(200);
        expect(errorsOf(errors), `${who.email} ${call.endpoint}`).toEqual([]);
      }
    }
  });

  it.each([
    ['messy', '/dev/messy'],
    ['provider habits', '/dev/provider'],
  ])('in its %s answers, but for rows the portal leaves out, which it refuses', async (mode, route) => {
    await api.call('POST', route, { body: { on: true } });
    const answers = await everyRead((await api.login()).access_token);
    let leftOut = 0;
    for (const { call, body, errors } of answers) {
      if (typeof errors === 'string') throw new Error(errors);
      const warning = dataWarning(call.endpoint, checkAnswer(body, call.schema));
      const rows = failedRows(
        // anyOf's own error repeats its branches' on the same field.
        errors.filter((error) => error.keyword !== 'anyOf'),
        Array.isArray(body),
      );
      // The team lists of the current event are read as '<team>.<field>' in the warning, like the charges.
      const named = new Set(
        [...rows.entries()].flatMap(([row, fields]) =>
          [...fields].map((field) => (row.includes('/') ? `${row.split('/')[0]}.${field}` : field)),
        ),
      );
      // Messy rows break the contract; the provider's repeated rows keep it, and are left out all the same.
      if (mode === 'messy')
        expect(rows.size, `${call.endpoint}: rows outside the contract, against rows left out`).toBe(warning?.count ?? 0);
      else expect(rows.size, `${call.endpoint}: rows outside the contract are rows left out`).toBeLessThanOrEqual(warning?.count ?? 0);
      for (const field of (warning?.fields ?? []).filter((named) => !named.endsWith('(duplicate)')))
        expect([...named], `${call.endpoint} names ${field}`).toContain(field);
      leftOut += rows.size;
    }
    if (mode === 'messy') expect(leftOut, 'the messy mode breaks a row in every list').toBeGreaterThan(reads.length);
  });

  it('in the answers of signing in, the refresh, the 401 that starts it, and the event switch', async () => {
    const { ana } = DEMO_LOGINS;
    const login = await exchange('POST', '/api/login', '/api/login', { body: { username: ana.email, password: ana.password } });
    expect([login.answer.status, errorsOf(login.errors)]).toEqual([200, []]);
    const tokens = login.body as { access_token: string; refresh_token: string };
    for (const body of [{ username: ana.email, password: 'errada-1!' }, { username: ana.email }]) {
      const refused = await exchange('POST', '/api/login', '/api/login', { body });
      expect(errorsOf(refused.errors), `login refused with ${refused.answer.status}`).toEqual([]);
    }
    const invalid = await exchange('GET', '/api/home', '/api/home', { token: 'not-a-token' });
    expect([invalid.answer.status, invalid.body, errorsOf(invalid.errors)]).toEqual([401, 'Token Inválido!', []]);
    const refresh = await exchange('POST', '/api/RefreshToken', '/api/RefreshToken', { token: tokens.refresh_token });
    expect([refresh.answer.status, errorsOf(refresh.errors)]).toEqual([200, []]);
    const spent = await exchange('POST', '/api/RefreshToken', '/api/RefreshToken', { token: 'not-a-token' });
    expect([spent.answer.status, errorsOf(spent.errors)]).toEqual([401, []]);
    const fresh = (refresh.body as { access_token: string }).access_token;
    const unknown = await exchange('POST', '/api/home/99999', '/api/home/{idEvento}', { token: fresh });
    expect([unknown.answer.status, errorsOf(unknown.errors)]).toEqual([404, []]);
  });

  it('in the answers of the account calls, first access, recovery and the password change', async () => {
    const { ana } = DEMO_LOGINS;
    const date = await carlaDateOf(api.url);
    const carla = {
      email: 'carla.mendes@exemplo.com.br',
      idEvento: '48213',
      dtEvento_day: date.day,
      dtEvento_month: date.month,
      dtEvento_year: date.year,
    };
    const steps: [string, unknown, number, string?][] = [
      ['/api/SingupRegister', { ...carla, idEvento: '1' }, 400],
      ['/api/SingupRegister', carla, 200],
      ['/api/SingupEmailConfirm', { email: carla.email, Codigo: '000000' }, 400],
    ];
    for (const [path, body, status] of steps) {
      const step = await exchange('POST', path, path, { body });
      expect([step.answer.status, errorsOf(step.errors)], path).toEqual([status, []]);
    }
    const code = await api.lastCode(carla.email);
    for (const [path, body, status] of [
      ['/api/SingupEmailConfirm', { email: carla.email, Codigo: code }, 200],
      ['/api/SingupUser', { email: carla.email, senha: 'fraca', codigo: code }, 400],
      ['/api/SingupUser', { email: carla.email, senha: 'Nova@2027x', codigo: code }, 201],
      ['/api/RecoveryPass', { email: ana.email }, 200],
      ['/api/RecoveryPass', { email: 'ninguem@exemplo.com.br' }, 404],
    ] as const) {
      const step = await exchange('POST', path, path, { body });
      expect([step.answer.status, errorsOf(step.errors)], path).toEqual([status, []]);
    }
    const token = (await api.login()).access_token;
    for (const [body, status] of [
      [{ SenhaAntiga: 'errada-1!', SenhaNova: 'Outra@2027' }, 400],
      [{ SenhaAntiga: ana.password, SenhaNova: 'Outra@2027' }, 200],
    ] as const) {
      const step = await exchange('POST', '/api/ChangePass', '/api/ChangePass', { token, body });
      expect([step.answer.status, errorsOf(step.errors)]).toEqual([status, []]);
    }
  });
});
