// @ts-check
// The generated provider's walk (docs/resilience.md, "Habits of the generated provider"): for one
// seed, the reference API's generated mode draws every answer's form from its catalogue of habits,
// and a customer walks every screen of the portal in a real browser; on each screen one `evaluate`
// reads what it shows, and the invariants are checked against the seed's truth (GET /dev/generated).
// The e2e property run (tests/e2e/generated-provider.test.ts) walks a handful of seeds on every
// `npm test`; the lab (`npm run lab -- generated`) walks hundreds. Both print the command that
// replays a failing seed.

/** @typedef {import('playwright-core').Page} Page */

/**
 * The habits the portal does not meet yet: the suite's walk leaves them out of its draws (the lab
 * draws them all, and `--only-pending <id>` draws one of them with the rest). Each is a rule being
 * written as a principle (docs/resilience.md, "Habits of the generated provider", says which); when
 * it holds, its line goes, and the suite's seeds draw it too. The list is meant to end empty.
 */
export const PENDING_HABITS = /** @type {string[]} */ ([]);

/** The seed customers a walk signs in as (reference-api/seed.mjs). */
export const CUSTOMERS = {
  ana: { email: 'ana.souza@exemplo.com.br', password: 'Portal@2026', firstName: 'Ana' },
  bruno: { email: 'bruno.lima@exemplo.com.br', password: 'Portal@2026', firstName: 'Bruno' },
};

/** @param {number} seed @returns {'ana' | 'bruno'} who walks this seed: Bruno one seed in four, after Ana's in the same browser */
export const customerOf = (seed) => (seed % 4 === 3 ? 'bruno' : 'ana');

/** The invariants, each by name with what it forbids (the names a finding carries). */
export const INVARIANTS = {
  stuck: 'a screen still loading after the wait (an endless skeleton)',
  'error-state': "a screen showing its error and 'Tentar novamente' for an answer that carried data",
  'session-dropped': 'the sign-in screen while the session was still good',
  'session-end-missed': 'a session that ended not leading to the sign-in screen',
  'refused-told-success': 'a success message for a refused command',
  'accepted-told-failure': 'a command that went through told as failed',
  'expiry-not-refreshed': "an expired access token's signal not leading to a refresh: the call failed instead",
  foreign: 'something of another customer or another event',
  'missing-row': 'a readable row not shown',
  'repeated-row': 'a row shown twice',
  'shown-paid': 'a charge shown paid without a plausible word or evidence',
  'open-shown-settled': 'a charge still owed shown among the settled ones',
  'settled-offered': 'a settled charge offered for payment',
  'settled-late': "a settled charge called 'vencida'",
  'called-late-early': "a charge not yet due called 'vencida'",
  'day-moved': "a date not on the seed's calendar day (or a placeholder shown as a date)",
  'time-moved': "a time not the seed's São Paulo wall-clock time",
  'placeholder-shown': 'a placeholder offered as a value: a receipt link to a directory, not a document',
};

/** @typedef {keyof typeof INVARIANTS} Invariant */
/** @typedef {{ seed: number, screen: string, invariant: Invariant, detail: string, habits: string[] }} Finding */

/** How long a screen may take to settle before it counts as stuck (a loaded machine's worst, with room). */
export const DEFAULT_SETTLE_MS = 15_000;

/** @param {string} day 'YYYY-MM-DD' @returns {string} 'dd/MM/yyyy' */
const brDay = (day) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
/** @param {string} time 'HH:mm' @returns {string} '19h30', '8h30': the portal's time */
const brTime = (time) => `${Number(time.slice(0, 2))}h${time.slice(3, 5)}`;
const DATE = /\b\d{2}\/\d{2}\/\d{4}\b/g;
const TIME = /\b\d{1,2}h\d{2}\b/g;

/**
 * What the portal shows, read in one round trip: the route, whether it is still loading, its error
 * state, every text, and each table's rows by column (header text as the key).
 * Runs in the page.
 */
function readScreen() {
  const root = document.querySelector('portal-cliente')?.shadowRoot;
  const main = root?.querySelector('#pc-main');
  // Every text node apart, so '19/03/2026' and '15h00' in two spans stay two words.
  const textOf = (/** @type {Node | null | undefined} */ node) => {
    if (!node) return '';
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const parts = [];
    while (walker.nextNode()) parts.push(walker.currentNode.nodeValue ?? '');
    return parts.join(' ').replace(/\s+/g, ' ').trim();
  };
  const tables = [...(main?.querySelectorAll('table') ?? [])].map((table) => {
    const heads = [...table.querySelectorAll('thead th')].map((th) => textOf(th).toLowerCase());
    return [...table.querySelectorAll('tbody tr')].map((tr) => {
      /** @type {Record<string, string>} */
      const cells = {};
      [...tr.children].forEach((cell, index) => {
        cells[heads[index] ?? String(index)] = textOf(cell);
      });
      return {
        cells,
        group: tr.getAttribute('data-group') ?? '',
        tone: tr.querySelector('[data-tone]')?.getAttribute('data-tone') ?? '',
        links: [...tr.querySelectorAll('a[href]')].map((link) => ({ text: textOf(link), href: link.getAttribute('href') ?? '' })),
      };
    });
  });
  return {
    hash: location.hash,
    busy: Boolean(root?.querySelector('[aria-busy="true"]')),
    retry: [...(root?.querySelectorAll('button') ?? [])].some((button) => textOf(button) === 'Tentar novamente'),
    signIn: location.hash.startsWith('#/conta'),
    heading: textOf(main?.querySelector('h1')),
    all: textOf(root),
    main: textOf(main),
    tables,
    payments: [...(main?.querySelectorAll('.pc-payments h3') ?? [])].map(textOf),
    attention: [...(main?.querySelectorAll('[aria-labelledby="pc-attention-title"] li') ?? [])].map(textOf),
    items: [...(main?.querySelectorAll('li') ?? [])].map(textOf),
    eventNumber: textOf(
      [...(main?.querySelectorAll('dl > div') ?? [])].find((div) => textOf(div.querySelector('dt')) === 'EVT')?.querySelector('dd'),
    ),
    eventDay: textOf(
      [...(main?.querySelectorAll('dl > div') ?? [])].find((div) => textOf(div.querySelector('dt')) === 'Data')?.querySelector('dd'),
    ),
    eventStart: textOf(
      [...(main?.querySelectorAll('dl > div') ?? [])].find((div) => textOf(div.querySelector('dt')) === 'Início')?.querySelector('dd'),
    ),
    eventName: textOf(main?.querySelector('#pc-event-name')),
  };
}

/** @typedef {ReturnType<typeof readScreen>} Screen */

/** Whether the portal has settled on `hash` (or on the sign-in screen): runs in the page. */
function settledOn(/** @type {string} */ hash) {
  const root = document.querySelector('portal-cliente')?.shadowRoot;
  const main = root?.querySelector('#pc-main');
  if (!main || root?.querySelector('[aria-busy="true"]')) return false;
  // The account screens (the sign-in, or 'Sua sessão expirou' a click before it).
  if (location.hash.startsWith('#/conta')) return Boolean(root?.querySelector('h1, h2'));
  return location.hash === hash && Boolean(main.querySelector('h1'));
}

/**
 * Walks one seed on `page`, which must be in a context of its own (an empty HTTP cache: what the
 * browser kept from another seed's caching headers would make the seed's walk depend on the seeds
 * before it); the walk navigates it. On Bruno's seeds, Ana uses the same browser first (a shared
 * device): what the browser kept of hers must never show to him.
 * @param {{
 *   page: Page, demoUrl: string, apiUrl: string, seed: number, exclude?: string[],
 *   log?: (line: string) => void, settleMs?: number
 * }} options exclude: habits never drawn (the suite's pending ones); settleMs: how long a screen may
 *   take to settle before it counts as stuck
 * @returns {Promise<{ findings: Finding[], truth: any, ms: number, seen: { screens: number, charges: number, events: number, schedule: number } }>}
 *   seen: what the walk read and checked (a walk that saw nothing proves nothing)
 */
export async function walkSeed({ page, demoUrl, apiUrl, seed, exclude = [], log = () => {}, settleMs: SETTLE_MS = DEFAULT_SETTLE_MS }) {
  const seen = { screens: 0, charges: 0, events: 0, schedule: 0 };
  const started = Date.now();
  const who = customerOf(seed);
  const customer = CUSTOMERS[who];
  /** @type {Finding[]} */
  const findings = [];
  const dev = async (/** @type {string} */ path, /** @type {unknown} */ body = undefined) => {
    const answer = await fetch(apiUrl + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
    return answer.json();
  };

  // The seed's world: the API back to its seed, the customer signed in over HTTP as the portal
  // would store it, then the generated mode on, and its truth.
  await dev('/dev/reset', {});
  const session = await signIn(apiUrl, customer);
  await dev('/dev/generated', { seed, exclude });
  const { truth } = await dev('/dev/generated');
  const mine = truth.events.filter((/** @type {any} */ event) => event.idCliente === session.user.idCliente);
  const others = truth.events.filter((/** @type {any} */ event) => event.idCliente !== session.user.idCliente);
  // What may be behind any finding: the reads' caching, and the session's signals (a read that met
  // an expiry mid-walk).
  const seedHabits = [truth.caching, truth.refreshAnswer, truth.unauthorized, truth.refreshRefused];

  /** @param {string} screen @param {Invariant} invariant @param {string} detail @param {string[]} [habits] */
  const find = (screen, invariant, detail, habits = []) => {
    findings.push({ seed, screen, invariant, detail, habits: [...new Set([...habits, ...seedHabits])] });
    log(`  seed ${seed} ${screen}: ${invariant}: ${detail}`);
  };

  /** @param {{ user: unknown, currentEvt: unknown }} stored */
  const open = async (stored) => {
    await page.goto(`${demoUrl}/blank.html`);
    await page.evaluate(
      (items) => {
        localStorage.clear();
        sessionStorage.clear();
        for (const [key, value] of items) localStorage.setItem(key, value);
      },
      /** @type {[string, string][]} */ ([
        ['portal-cliente:user', JSON.stringify(stored.user)],
        ['portal-cliente:currentEvt', JSON.stringify(stored.currentEvt)],
      ]),
    );
    await page.goto(`${demoUrl}/#/`);
    // The host that knows its API stamps São Paulo's wall clock UTC says so (docs/host-api.md).
    if (truth.apiTimes)
      await page.evaluate((value) => document.querySelector('portal-cliente')?.setAttribute('api-times', value), truth.apiTimes);
  };
  if (who === 'bruno') {
    // Ana first, on the same device: her home (which reads her event, finance, contracts and schedule).
    await dev('/dev/generated', { seed: null });
    const ana = await signIn(apiUrl, CUSTOMERS.ana);
    await dev('/dev/generated', { seed, exclude });
    await open(ana);
    await page.waitForFunction(settledOn, '#/', { timeout: SETTLE_MS, polling: 100 }).catch(() => {});
  }
  await open(session);

  /** The screen at `path` once settled, or null (a finding) when it never did or the session dropped. */
  const visit = async (/** @type {string} */ path) => {
    if (path !== '/') await page.evaluate((to) => void (location.hash = `#${to}`), path);
    const settled = await page
      .waitForFunction(settledOn, `#${path}`, { timeout: SETTLE_MS, polling: 100 })
      .then(() => true)
      .catch(() => false);
    const screen = await page.evaluate(readScreen);
    if (!settled) {
      find(path, 'stuck', `still loading after ${SETTLE_MS / 1000} s (at ${screen.hash})`, [truth.unauthorized, truth.refreshRefused]);
      return null;
    }
    if (screen.signIn) {
      find(path, 'session-dropped', `the sign-in screen instead of ${path}`, [truth.unauthorized, truth.refreshRefused]);
      return null;
    }
    checkEverywhere(path, screen);
    seen.screens += 1;
    // A screen in its error state has no rows to check: the finding above is what it shows.
    return screen.retry ? null : screen;
  };

  const otherNames = others.map((/** @type {any} */ event) => event.name);
  /** @param {string} path @param {Screen} screen */
  const checkEverywhere = (path, screen) => {
    if (screen.retry) find(path, 'error-state', `'Tentar novamente' on ${path}`);
    for (const name of otherNames) if (screen.all.includes(name)) find(path, 'foreign', `another customer's event '${name}'`);
  };

  // The current event, as the home shows it.
  const home = await visit('/');
  let current = mine.find((/** @type {any} */ event) => String(event.idEvento) === String(session.currentEvt.idEvento));
  if (home) {
    current = mine.find((/** @type {any} */ event) => String(event.idEvento) === home.eventNumber) ?? current;
    checkHome(home, current);
  }

  // The access token expires before the first read the home did not make (services): one refresh,
  // answered the seed's way.
  await dev('/dev/clock', { advanceSeconds: 16 * 60 });
  await visit('/servicos');
  await checkEventList(await visit('/eventos'));
  await checkFinance(await visit('/financeiro'), current);
  await checkContracts(await visit('/contratos'), current);
  await checkSchedule(await visit('/agenda'), current);
  await visit('/oportunidades');
  // And again before a command: the refresh token the portal kept must still be good.
  await dev('/dev/clock', { advanceSeconds: 16 * 60 });
  await changePassword();

  // Another event (Ana): its own charges, not the last event's.
  const other = mine.find((/** @type {any} */ event) => event.idEvento !== current?.idEvento && event.charges.length > 0);
  if (other && (await switchTo(other))) {
    await checkFinance(await visit('/financeiro'), other);
  }

  // A week later, the refresh token has expired too: the session is over. The device's clock is a
  // week later as well, as a phone's is: a sign the portal reads by the clock (a JWT past its own
  // expiry) must see the same week the server does.
  const { now } = await dev('/dev/clock', { advanceSeconds: 8 * 86_400 });
  await page.clock.install({ time: new Date(now) });
  await page.reload();
  const ended = await page
    .waitForFunction(
      () => location.hash.startsWith('#/conta') && Boolean(document.querySelector('portal-cliente')?.shadowRoot?.querySelector('h1, h2')),
      undefined,
      { timeout: SETTLE_MS, polling: 100 },
    )
    .then(() => true)
    .catch(() => false);
  if (!ended) {
    const screen = await page.evaluate(readScreen);
    find(
      'sessão encerrada',
      'session-end-missed',
      `at ${screen.hash}${screen.retry ? " with 'Tentar novamente'" : ''}${screen.busy ? ', still loading' : ''}`,
      [truth.unauthorized, truth.refreshRefused],
    );
  }
  return { findings, truth, ms: Date.now() - started, seen };

  /** @param {Screen} screen @param {any} event */
  function checkHome(screen, event) {
    if (!event) {
      find('/', 'foreign', `EVT ${screen.eventNumber} is not one of the customer's events`);
      return;
    }
    if (screen.eventName !== event.name)
      find('/', 'foreign', `the event is named '${screen.eventName}', not '${event.name}'`, event.habits);
    if (screen.eventDay !== brDay(event.day)) find('/', 'day-moved', `event day ${screen.eventDay}, not ${brDay(event.day)}`, event.habits);
    if (screen.eventStart !== brTime(event.start.slice(11))) {
      find('/', 'time-moved', `event start ${screen.eventStart}, not ${brTime(event.start.slice(11))}`, event.habits);
    }
    for (const charge of event.charges) {
      const line = screen.attention.find((text) => text.includes(`COB ${charge.numCobranca} `));
      if (line && charge.state !== 'open')
        find('/', 'settled-offered', `${charge.state} COB ${charge.numCobranca} in the attention panel: ${line}`, charge.habits);
      if (line && charge.state === 'open' && !charge.late && /vencida/.test(line)) {
        find('/', 'called-late-early', `COB ${charge.numCobranca}: ${line}`, charge.habits);
      }
    }
    for (const item of event.schedule) {
      const line = screen.attention.find((text) => text.includes(`${item.acao} · `));
      if (line) checkDayAndTime('/', `'${item.acao}'`, line, item.day, item.time, item.habits);
    }
  }

  /** @param {string} where @param {string} what @param {string} text @param {string} day @param {string | null} time @param {string[]} habits */
  function checkDayAndTime(where, what, text, day, time, habits) {
    const days = [...(text.match(DATE) ?? [])];
    if (!days.includes(brDay(day))) find(where, 'day-moved', `${what} on ${days.join(', ') || 'no day'}, not ${brDay(day)}`, habits);
    const times = [...(text.match(TIME) ?? [])];
    if (time && time !== '00:00' && times.length && !times.includes(brTime(time))) {
      find(where, 'time-moved', `${what} at ${times.join(', ')}, not ${brTime(time)}`, habits);
    }
  }

  /** @param {Screen | null} screen */
  async function checkEventList(screen) {
    if (!screen) return;
    const rows = screen.tables[0] ?? [];
    for (const event of mine) {
      const shown = rows.filter((row) => row.cells.evt === String(event.idEvento));
      if (shown.length === 0) find('/eventos', 'missing-row', `EVT ${event.idEvento}`, event.habits);
      if (shown.length > 1) find('/eventos', 'repeated-row', `EVT ${event.idEvento} ×${shown.length}`, event.habits);
      if (shown[0]) {
        seen.events += 1;
        checkDayAndTime(
          '/eventos',
          `EVT ${event.idEvento}`,
          `${shown[0].cells['data evento']} ${shown[0].cells['horário']}`,
          event.day,
          event.start.slice(11),
          event.habits,
        );
      }
    }
    for (const row of rows) {
      if (!mine.some((/** @type {any} */ event) => String(event.idEvento) === row.cells.evt))
        find('/eventos', 'foreign', `EVT ${row.cells.evt}`);
    }
  }

  /** @param {Screen | null} screen @param {any} event */
  async function checkFinance(screen, event) {
    if (!screen || !event) return;
    const rows = screen.tables[0] ?? [];
    const numbers = new Set(event.charges.map((/** @type {any} */ charge) => charge.numCobranca));
    for (const row of rows)
      if (!numbers.has(row.cells.cob)) find('/financeiro', 'foreign', `COB ${row.cells.cob} is not EVT ${event.idEvento}'s`);
    for (const charge of event.charges) {
      const shown = rows.filter((row) => row.cells.cob === charge.numCobranca);
      const { habits } = charge;
      const name = `COB ${charge.numCobranca} (${charge.state}${charge.late ? ', late' : ''})`;
      if (shown.length === 0) {
        find('/financeiro', 'missing-row', name, habits);
        continue;
      }
      if (shown.length > 1) find('/financeiro', 'repeated-row', `${name} ×${shown.length}`, habits);
      const [row] = shown;
      seen.charges += 1;
      const status = row.cells.status ?? '';
      const due = row.cells['data vencimento'] ?? '';
      const paidClaim = row.tone === 'paid' || /Pago em/.test(status);
      if (paidClaim && charge.state !== 'paid') find('/financeiro', 'shown-paid', `${name}: '${status}'`, habits);
      if (charge.state === 'open' && row.group === 'settled') find('/financeiro', 'open-shown-settled', `${name}: '${status}'`, habits);
      const offered = screen.payments.some((head) => head.startsWith(`COB ${charge.numCobranca} `));
      if (offered && charge.state !== 'open') find('/financeiro', 'settled-offered', name, habits);
      if (charge.state !== 'open' && /vencid/i.test(`${due} ${status}`)) find('/financeiro', 'settled-late', `${name}: '${due}'`, habits);
      if (charge.state === 'open' && !charge.late && /vencida/.test(due))
        find('/financeiro', 'called-late-early', `${name}: '${due}'`, habits);
      const dueDays = [...(due.match(DATE) ?? [])];
      if (charge.dueDay ? !dueDays.includes(brDay(charge.dueDay)) : dueDays.length > 0) {
        find(
          '/financeiro',
          'day-moved',
          `${name} due ${dueDays.join(', ') || 'with no day'}, ${charge.dueDay ? `not ${brDay(charge.dueDay)}` : 'with no due day sent'}`,
          habits,
        );
      }
      for (const link of row.links) {
        if (/comprovante/i.test(link.text) && new URL(link.href, demoUrl).pathname.endsWith('/')) {
          find('/financeiro', 'placeholder-shown', `${name}: '${link.text}' links to ${new URL(link.href, demoUrl).pathname}`, habits);
        }
      }
      const paidOn = /Pago em (\d{2}\/\d{2}\/\d{4})/.exec(status)?.[1];
      if (paidOn && paidOn !== (charge.paidDay && brDay(charge.paidDay))) {
        find(
          '/financeiro',
          'day-moved',
          `${name} 'Pago em ${paidOn}', ${charge.paidDay ? `not ${brDay(charge.paidDay)}` : 'with no payment day sent'}`,
          habits,
        );
      }
    }
  }

  /** @param {Screen | null} screen @param {any} event */
  async function checkContracts(screen, event) {
    if (!screen || !event) return;
    const rows = screen.tables[0] ?? [];
    for (const contract of event.contracts) {
      const shown = rows.filter((row) => (row.cells['num contrato'] ?? '').startsWith(contract.numContrato));
      if (shown.length === 0) find('/contratos', 'missing-row', contract.numContrato, contract.habits);
      if (shown.length > 1) find('/contratos', 'repeated-row', `${contract.numContrato} ×${shown.length}`, contract.habits);
      if (shown[0])
        checkDayAndTime('/contratos', contract.numContrato, shown[0].cells['data do contrato'] ?? '', contract.day, null, contract.habits);
      const signed = /Assinado em (\d{2}\/\d{2}\/\d{4})/.exec(shown[0]?.cells['num contrato'] ?? '')?.[1];
      if (signed && contract.signedDay && signed !== brDay(contract.signedDay)) {
        find(
          '/contratos',
          'day-moved',
          `${contract.numContrato} 'Assinado em ${signed}', not ${brDay(contract.signedDay)}`,
          contract.habits,
        );
      }
    }
  }

  /** @param {Screen | null} screen @param {any} event */
  async function checkSchedule(screen, event) {
    if (!screen || !event) return;
    for (const item of event.schedule) {
      const shown = screen.items.filter((text) => text.startsWith(item.acao));
      if (shown.length === 0) find('/agenda', 'missing-row', `'${item.acao}'`, item.habits);
      if (shown.length > 1) find('/agenda', 'repeated-row', `'${item.acao}' ×${shown.length}`, item.habits);
      if (shown[0]) seen.schedule += 1;
      if (shown[0]) checkDayAndTime('/agenda', `'${item.acao}'`, shown[0], item.day, item.time, item.habits);
    }
  }

  /** A refused change of password (the wrong current one), then one that goes through. */
  async function changePassword() {
    const path = '/perfil/alterar-senha';
    const habits = [truth.commands['/api/ChangePass']];
    for (const [current, accepted] of /** @type {const} */ ([
      ['Errada@2026', false],
      [customer.password, true],
    ])) {
      const screen = await visit(path);
      if (!screen) return;
      const main = page.locator('portal-cliente').locator('#pc-main');
      await main.getByLabel('Senha atual').fill(current);
      await main.getByLabel('Nova senha', { exact: true }).fill('Nova@2027x');
      await main.getByLabel('Confirme sua nova senha').fill('Nova@2027x');
      await main.getByRole('button', { name: 'Enviar' }).click();
      const told = await page
        .waitForFunction(
          () => {
            const root = document.querySelector('portal-cliente')?.shadowRoot;
            const text = root?.textContent ?? '';
            if (text.includes('Senha alterada com sucesso!')) return 'success';
            const alert = [...(root?.querySelectorAll('#pc-main [role="alert"]') ?? [])].find((node) => node.textContent?.trim());
            if (alert) return `error: ${alert.textContent?.trim()}`;
            return location.hash.startsWith('#/conta') ? 'sign-in' : false;
          },
          undefined,
          { timeout: SETTLE_MS, polling: 100 },
        )
        .then((handle) => handle.jsonValue())
        .catch(() => 'nothing');
      if (!accepted && told === 'success')
        find(path, 'refused-told-success', "'Senha alterada com sucesso!' for a wrong current password", habits);
      if (accepted && told !== 'success') {
        // Whether it went through: the new password signs in.
        const changed = (await signIn(apiUrl, { ...customer, password: 'Nova@2027x' }).catch(() => null)) !== null;
        if (changed) find(path, 'accepted-told-failure', `the change went through; the portal said ${told}`, habits);
        else find(path, 'expiry-not-refreshed', `the change never reached the API; the portal said ${told}`, [truth.unauthorized]);
      }
      if (told === 'sign-in') {
        find(path, 'session-dropped', 'the sign-in screen after a change of password', habits);
        return;
      }
      // The toast goes with the next screen; the form's error goes with a new visit.
      await page.evaluate(() => void (location.hash = '#/'));
    }
  }

  /** @param {any} event @returns {Promise<boolean>} switched through the header's switcher */
  async function switchTo(event) {
    const portal = page.locator('portal-cliente');
    await visit('/');
    const opened = await portal
      .getByRole('button', { name: 'Trocar de evento' })
      .first()
      .click({ timeout: SETTLE_MS })
      .then(() => true)
      .catch(() => false);
    if (!opened) {
      find('trocar evento', 'stuck', "no 'Trocar de evento' to press", event.habits);
      return false;
    }
    const switcher = portal.getByRole('dialog', { name: 'Trocar evento' });
    const button = switcher.locator('button.pc-event', { hasText: event.name });
    const found = await button
      .first()
      .waitFor({ timeout: SETTLE_MS })
      .then(() => true)
      .catch(() => false);
    if (!found) {
      find('trocar evento', 'missing-row', `EVT ${event.idEvento} in the switcher`, event.habits);
      return false;
    }
    await button.first().click();
    const switched = await switcher
      .waitFor({ state: 'hidden', timeout: SETTLE_MS })
      .then(() => true)
      .catch(() => false);
    if (!switched) find('trocar evento', 'stuck', `the switch to EVT ${event.idEvento} did not finish`, event.habits);
    return switched;
  }
}

/**
 * A session made over HTTP (POST /api/login, then GET /api/home), stored as the portal stores it.
 * @param {string} apiUrl @param {{ email: string, password: string }} who
 */
async function signIn(apiUrl, who) {
  const login = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: who.email, password: who.password }),
  });
  if (login.status !== 200) throw new Error(`login of ${who.email}: ${login.status}`);
  const { access_token, refresh_token, ...rest } = await login.json();
  const user = { ...rest, token: access_token, refreshToken: refresh_token, email: who.email };
  const home = await fetch(`${apiUrl}/api/home`, { headers: { Authorization: `Bearer ${access_token}` } });
  return { user, currentEvt: await home.json() };
}

/**
 * The findings as lines for people, with the commands that replay each failing seed.
 * @param {Finding[]} findings
 * @param {{ test: string, lab: string }} replay the commands, with SEED where the seed goes
 */
export function reportFindings(findings, replay) {
  const seeds = [...new Set(findings.map((finding) => finding.seed))];
  return [
    ...findings.map(
      (finding) => `seed ${finding.seed} ${finding.screen}: ${finding.invariant}: ${finding.detail} [${finding.habits.join(', ')}]`,
    ),
    ...seeds.flatMap((seed) => [
      `replay seed ${seed}:`,
      `  ${replay.test.replace('SEED', String(seed))}`,
      `  ${replay.lab.replace('SEED', String(seed))}`,
    ]),
  ].join('\n');
}
