// @ts-check
// A list screen drawn from the cache, as it grows: Financeiro with N charges against Serviços with
// N services, each answer already in the portal's cache (visited once), timed from the hash change
// to the rows on screen and the next frame, at the lab's CPU throttling. The screens alternate in
// each run, so a busy machine's noise hits both alike; what is read is the ratio in one run.
//
//   npm run lab -- rows [--rows 100,1000] [--runs 7] [--no-build]
//
// The answers are the demo's own (Ana's services and charges) repeated to N rows, each charge with
// its own number, served in place of the reference API's answers (Playwright's routing).
import { ANA, freshContext } from '../test-kit/signed-in-session.mjs';
import { commandLine, CPU_THROTTLING, median, openLab, PHONE_VIEWPORT } from './lab-site.mjs';
import { clearStep, tick } from './progress.mjs';

const args = commandLine();
const SIZES = (args.value('--rows') ?? '100,1000').split(',').map(Number);
const RUNS = args.number('--runs', 7);

const lab = await openLab({ build: !args.has('--no-build') });
const { site, browser, session } = lab;
try {
  const token = await signIn();
  const api = async (/** @type {string} */ path) => {
    const response = await fetch(`${site.apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.json();
  };
  const services = await api('/api/servicos');
  const finance = await api('/api/financeiro');
  const lines = [
    `Drawn from the cache at ${CPU_THROTTLING}x CPU, 375 px, median of ${RUNS} (ms, hash change to rows and the next frame):`,
    '',
  ];
  lines.push('| rows | Serviços | Financeiro | Financeiro / Serviços |', '|---:|---:|---:|---:|');
  for (const rows of SIZES) {
    const repeat = (/** @type {any[]} */ list, /** @type {(item: any, index: number) => any} */ make) =>
      Array.from({ length: rows }, (_, index) => make(list[index % list.length], index));
    const answers = {
      '/api/servicos': repeat(services, (item, i) => ({ ...item, servico: `${item.servico} ${i}` })),
      '/api/financeiro': { ...finance, cobrancas: repeat(finance.cobrancas, (item, i) => ({ ...item, numCobranca: String(90000 + i) })) },
    };
    const times = await timeScreens(rows, answers);
    const ms = (/** @type {number[]} */ list) => Math.round(median(list));
    lines.push(
      `| ${rows} | ${ms(times.servicos)} | ${ms(times.financeiro)} | ${(median(times.financeiro) / median(times.servicos)).toFixed(2)} |`,
    );
  }
  clearStep();
  console.log(lines.join('\n'));
} finally {
  await lab.close();
}

/** Ana's access token, for reading and setting the answers. */
async function signIn() {
  const response = await fetch(`${site.apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ANA.email, password: ANA.password }),
  });
  const body = await response.json();
  return body.access_token;
}

/**
 * Both screens, each visited once (its answer then in the cache), then drawn from the cache RUNS
 * times, alternating. @param {number} rows @param {Record<string, unknown>} answers
 */
async function timeScreens(rows, answers) {
  const context = await freshContext(browser, session.storage, PHONE_VIEWPORT);
  for (const [path, answer] of Object.entries(answers))
    await context.route(`${site.apiUrl}${path}`, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, json: answer });
    });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  /** @type {Record<'servicos' | 'financeiro', number[]>} */
  const times = { servicos: [], financeiro: [] };
  try {
    await page.goto(`${site.demoUrl}/#/`);
    await page.locator('portal-cliente').getByRole('heading', { level: 1, name: /^Olá/ }).waitFor();
    for (const route of /** @type {const} */ (['servicos', 'financeiro'])) {
      await page.evaluate(drawn, { route, rows });
      await page.evaluate(drawn, { route: '', rows: 0 });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    for (let run = 0; run < RUNS; run++) {
      /** @type {Array<'servicos' | 'financeiro'>} */
      const order = run % 2 ? ['financeiro', 'servicos'] : ['servicos', 'financeiro'];
      for (const route of order) {
        times[route].push(await page.evaluate(drawn, { route, rows }));
        await page.evaluate(drawn, { route: '', rows: 0 });
      }
      tick(`rows ${rows}: run`, run + 1, RUNS);
    }
  } finally {
    await context.close();
  }
  return times;
}

/**
 * In the page: goes to a route and resolves with the ms until its table holds `rows` rows (the
 * home's heading for ''), plus the next frame.
 * @param {{ route: string, rows: number }} target
 */
function drawn({ route, rows }) {
  const root = /** @type {ShadowRoot} */ (document.querySelector('portal-cliente')?.shadowRoot);
  const done = () =>
    route
      ? root.querySelectorAll('table tbody tr').length === rows
      : !!root.querySelector('h1') && /^Olá/.test(root.querySelector('h1')?.textContent ?? '');
  return new Promise((resolve) => {
    const start = performance.now();
    const finish = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      finish();
    });
    observer.observe(root, { childList: true, subtree: true });
    location.hash = `#/${route}`;
  });
}
