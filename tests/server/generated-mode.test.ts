import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HABITS } from '../../reference-api/generated-answers.mjs';
import { DATA_PATHS, HOME_PATH } from '../../src/api/data-paths';
import { useApi, type Answer } from '../../test-kit/api-harness';

/*
 * The generated mode of the reference API (reference-api/generated-answers.mjs, docs/resilience.md
 * "Habits of the generated provider"): each answer's form drawn from the catalogue with a seed. Its
 * draws are the same for the same seed, every habit of the catalogue is drawn by some seed, and the
 * truth it gives the tests is what it sends, read here by a reader of the test's own.
 */

type Truth = {
  commands: Record<string, string>;
  unauthorized: string;
  refreshRefused: string;
  refreshAnswer: string;
  caching: string;
  events: {
    idEvento: number;
    idCliente: number;
    day: string;
    start: string;
    habits: string[];
    listHabits: string[];
    charges: { numCobranca: string; state: string; late: boolean; dueDay: string | null; paidDay: string | null; habits: string[] }[];
    contracts: { numContrato: string; day: string; habits: string[] }[];
    schedule: { acao: string; day: string; time: string; habits: string[] }[];
  }[];
};

/** The words each truth may be sent in, as the catalogue's sources write them (an object by its text). */
const WORDS: Record<string, (string | undefined)[]> = {
  paid: ['Pago', 'LIQUIDADO', 'RECEBIDO', 'RECEIVED', 'Quitado', 'Liquidado', undefined, 'BAIXADO'],
  open: ['Em aberto', 'A_RECEBER', 'PENDING', undefined],
  late: ['Vencido', 'ATRASADO', 'OVERDUE', 'Em aberto', 'Baixado por protesto'],
  cancelled: ['Cancelado', 'CANCELLED', 'BAIXADO POR SOLICITACAO', 'BAIXADO'],
};

/** The calendar day a date field was sent as, read without the mode's code. */
function dayOf(sent: string): string {
  const ajax = /^\/Date\((\d+)([+-]\d{4})?\)\/$/.exec(sent);
  if (ajax) {
    const offset = ajax[2] ? (Number(ajax[2].slice(0, 3)) * 60 + Math.sign(Number(ajax[2])) * Number(ajax[2].slice(3))) * 60_000 : 0;
    return new Date(Number(ajax[1]) + offset).toISOString().slice(0, 10);
  }
  const br = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(sent);
  if (br) return `${br[3]}-${br[2]}-${br[1]}`;
  return sent.slice(0, 10);
}

/** The São Paulo wall clock ('YYYY-MM-DDTHH:mm') a date-time was sent as; a bare Z is read as the wall clock it was. */
function wallOf(sent: string): string {
  const ajax = /^\/Date\((\d+)\)\/$/.exec(sent);
  if (ajax) return new Date(Number(ajax[1]) - 3 * 3_600_000).toISOString().slice(0, 16);
  const br = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}:\d{2})/.exec(sent);
  if (br) return `${br[3]}-${br[2]}-${br[1]}T${br[4]}`;
  if (/\.000Z$/.test(sent)) return new Date(Date.parse(sent) - 3 * 3_600_000).toISOString().slice(0, 16);
  return sent.slice(0, 16).replace(' ', 'T');
}

/** Whether an account call's answer says it failed, read as plainly as a person would. */
const saysFailed = (answer: Answer) =>
  answer.status >= 400 ||
  /"?(?:succeeded|success|Success|sucesso)"?\s*:\s*false|"status":"(?:Erro|erro)"|"errors":\[\{|^false$/.test(
    answer.text.replace(/\\"/g, '"'),
  );

describe('the generated mode', () => {
  const api = useApi();

  const truthOf = async (seed: number, exclude: string[] = []) => {
    expect((await api.call('POST', '/dev/generated', { body: { seed, exclude } })).status).toBe(200);
    return (await api.call('GET', '/dev/generated')).json.truth as Truth;
  };
  // Every read the portal makes: the current event and the data calls, as the portal names them.
  const reads = [HOME_PATH, ...Object.values(DATA_PATHS)];
  const readAll = async (token: string) => Promise.all(reads.map(async (path) => (await api.call('GET', path, { token })).text));

  it('sends the same forms for the same seed, and other forms for another', async () => {
    const { access_token: token } = await api.login();
    await truthOf(41);
    const first = await readAll(token);
    expect(await readAll(token), 'the same seed, read again').toEqual(first);
    await api.call('POST', '/dev/reset');
    const { access_token: again } = await api.login();
    await truthOf(41);
    // The signed links carry their expiry and signature: the rest is the seed's.
    const unsigned = (texts: string[]) => texts.map((text) => text.replace(/exp=\d+&sig=[\w-]+/g, ''));
    expect(unsigned(await readAll(again)), 'the same seed after a reset').toEqual(unsigned(first));
    await truthOf(42);
    expect(unsigned(await readAll(again)), 'another seed').not.toEqual(unsigned(first));
  });

  it('draws every habit of the catalogue with some seed', async () => {
    const drawn = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const truth = await truthOf(seed);
      for (const id of [...Object.values(truth.commands), truth.unauthorized, truth.refreshRefused, truth.refreshAnswer, truth.caching])
        drawn.add(id);
      for (const event of truth.events) {
        for (const id of [...event.habits, ...event.listHabits]) drawn.add(id);
        for (const item of [...event.charges, ...event.contracts, ...event.schedule]) for (const id of item.habits) drawn.add(id);
      }
    }
    expect(HABITS.map((habit) => habit.id).filter((id) => !drawn.has(id))).toEqual([]);
  });

  it('tells the truth of every charge, date and list it sends', async () => {
    const { access_token: token } = await api.login();
    for (const seed of [3, 17, 29]) {
      const truth = await truthOf(seed);
      const wedding = truth.events.find((event) => event.idEvento === 41587)!;
      const { json: finance } = await api.call('GET', '/api/financeiro', { token });
      const sent = new Map<string, Record<string, unknown>>(
        finance.cobrancas.map((charge: Record<string, unknown>) => [String(charge.numCobranca), charge]),
      );
      expect(finance.cobrancas.length - sent.size, `seed ${seed}: rows sent twice`).toBe(
        wedding.listHabits.includes('rows-join-twice') ? 1 : 0,
      );
      for (const charge of wedding.charges) {
        const one = sent.get(charge.numCobranca)!;
        const status = one.statusCobranca as string | { descricao?: string; nome?: string } | undefined;
        const word = typeof status === 'object' ? (status.descricao ?? status.nome) : status;
        expect(WORDS[charge.late ? 'late' : charge.state], `seed ${seed} ${charge.numCobranca}`).toContain(word);
        if (word === undefined && charge.state === 'paid')
          expect(dayOf(String(one.dataPagamento)), 'a paid charge without a word has its payment day').toBe(charge.paidDay);
        if (charge.dueDay) expect(dayOf(String(one.dataVencimento)), `seed ${seed} ${charge.numCobranca} due`).toBe(charge.dueDay);
        else expect(one.dataVencimento, 'a placeholder where the due date is lost').toBe('0001-01-01T00:00:00');
        if (charge.paidDay) expect(dayOf(String(one.dataPagamento))).toBe(charge.paidDay);
        if (charge.habits.includes('placeholder-receipt-directory')) expect(String(one.urlComprovante)).toMatch(/\/comprovantes\/$/);
      }
      const { json: home } = await api.call('GET', '/api/home', { token });
      expect(dayOf(home.dataEvento), `seed ${seed} the event's day`).toBe(wedding.day);
      expect(wallOf(home.dtInicio), `seed ${seed} the event's start`).toBe(wedding.start);
      const { json: schedule } = await api.call('GET', '/api/agenda', { token });
      for (const item of wedding.schedule) {
        const one = schedule.find((row: { acao: string }) => row.acao === item.acao);
        expect(wallOf(one.dataAgenda), `seed ${seed} '${item.acao}'`).toBe(`${item.day}T${item.time}`);
      }
      const { json: contracts } = await api.call('GET', '/api/contratos', { token });
      for (const contract of wedding.contracts) {
        const one = contracts.find((row: { numContrato: string }) => row.numContrato === contract.numContrato);
        expect(dayOf(one.dataContrato), `seed ${seed} ${contract.numContrato}`).toBe(contract.day);
      }
    }
  });

  it("writes each command's outcome, refused token, refused refresh and caching as its truth says", async () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      await api.call('POST', '/dev/reset');
      const login = await api.login();
      const truth = await truthOf(seed);
      const habit = truth.commands['/api/ChangePass'];
      const refused = await api.call('POST', '/api/ChangePass', {
        token: login.access_token,
        body: { SenhaAntiga: 'Errada@2026', SenhaNova: 'Nova@2027x' },
      });
      expect(saysFailed(refused), `seed ${seed} ${habit}: ${refused.text}`).toBe(true);
      const accepted = await api.call('POST', '/api/ChangePass', {
        token: login.access_token,
        body: { SenhaAntiga: 'Portal@2026', SenhaNova: 'Nova@2027x' },
      });
      expect(accepted.status, `seed ${seed} ${habit}`).toBeLessThan(300);
      expect(saysFailed(accepted), `seed ${seed} ${habit}: ${accepted.text}`).toBe(false);
      if (habit === 'outcome-ok-empty' || habit === 'outcome-no-content') expect(accepted.text).toBe('');
      seen.add(habit);

      const bad = await fetch(`${api.url}/api/agenda`, { headers: { Authorization: 'Bearer x' }, redirect: 'manual' });
      if (truth.unauthorized === 'unauthorized-302-login')
        expect(bad.headers.get('location')).toMatch(/^\/Account\/Login\?ReturnUrl=%2Fapi%2Fagenda$/);
      else expect(bad.status, truth.unauthorized).toBe(401);
      const refresh = await fetch(`${api.url}/api/RefreshToken`, {
        method: 'POST',
        headers: { Authorization: 'Bearer x' },
        redirect: 'manual',
      });
      const expected =
        { 'refresh-refused-500': 500, 'refresh-refused-invalid-grant': 400, 'refresh-refused-302-login': 302 }[truth.refreshRefused] ?? 401;
      expect(refresh.status, truth.refreshRefused).toBe(expected);
      const read = await api.call('GET', '/api/servicos', { token: login.access_token });
      const caching = {
        'caching-public-600': 'public,max-age=600',
        'caching-private-300': 'private,max-age=300',
        'caching-heuristic': null,
      }[truth.caching];
      expect(read.headers.get('cache-control'), truth.caching).toBe(caching === undefined ? 'no-store' : caching);
    }
    expect(seen.size, 'outcome habits met in 30 seeds').toBeGreaterThan(8);
  });

  it('has every habit of the catalogue named, with its source, in docs/resilience.md', () => {
    const docs = readFileSync(new URL('../../docs/resilience.md', import.meta.url), 'utf8');
    const table = docs.slice(docs.indexOf('## Habits of the generated provider'));
    expect(HABITS.filter((habit) => !habit.source.trim() || !table.includes(`| \`${habit.id}\` |`)).map((habit) => habit.id)).toEqual([]);
  });

  it('leaves out the habits it is told to, and refuses a seed or a habit it does not know', async () => {
    const paid = HABITS.filter((habit) => habit.slot === 'status-paid').map((habit) => habit.id);
    const truth = await truthOf(5, paid.slice(1));
    for (const charge of truth.events.flatMap((event) => event.charges).filter((one) => one.state === 'paid'))
      expect(charge.habits[0]).toBe(paid[0]);
    expect((await api.call('POST', '/dev/generated', { body: { seed: -1 } })).status).toBe(400);
    expect((await api.call('POST', '/dev/generated', { body: { seed: 1, exclude: ['no-such-habit'] } })).status).toBe(400);
    expect((await api.call('POST', '/dev/generated', { body: { seed: null } })).json).toEqual({ generated: null });
    // The sign-in page its 302s send a browser to is the reference API's one stand-in (provider-routes.mjs).
    const login = await api.call('GET', '/Account/Login');
    expect([login.status, login.headers.get('content-type')], 'a page for people').toEqual([200, expect.stringContaining('text/html')]);
  });
});
