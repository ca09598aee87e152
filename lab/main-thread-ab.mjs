// @ts-check
// Two builds of the portal traced side by side: the main thread's time of each first screen, the
// build in dist/ (A) against another build (B, e.g. an older commit's dist/ built in a second
// worktree), runs alternating so a busy machine's noise hits both alike. What a cut gave is read
// here, as a ratio in one run, not from two lab runs hours apart.
//
//   npm run lab -- ab --compare <path to the other build's dist> [--runs 9] [--phone] [--no-build]
//
// `--phone` times instead each first screen on the phone profile (the lab's CPU throttling and
// phone network): ms from navigation start until it is ready, the figure the lab's bench holds
// against the network's floor.
//
// The other build is copied to lab/out/dist-compare/ and loaded by the lab page compare.html (the
// demo page with the other script). Both talk to the same reference API, so the other build must
// read the storage and answers of this one's.
//
// Beside them it traces each first screen drawn with no script at all (writeStaticPages in
// main-thread.mjs): the floor any code that draws it stands on.
import { cpSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { homeReadyInPage, loginReadyInPage } from '../test-kit/screen-ready.mjs';
import { loadFirstScreen, PHONE_NETWORK } from '../test-kit/timed-load.mjs';
import { BUILDS, commandLine, CPU_THROTTLING, median, openLab, PHONE_VIEWPORT, writeHostPageFor, writeLabPage } from './lab-site.mjs';
import { hostPageWithoutPortal, KINDS, loadedInPage, traceMainThread, writeStaticPages } from './main-thread.mjs';
import { clearStep, step, tick } from './progress.mjs';

const args = commandLine();
const other = args.value('--compare');
if (!other) throw new Error('usage: npm run lab -- ab --compare <dist folder> [--runs N] [--phone]');
const RUNS = args.number('--runs', 9);
const PHONE = args.has('--phone');

rmSync(BUILDS.compare.dir, { recursive: true, force: true });
cpSync(resolve(other), BUILDS.compare.dir, { recursive: true });
writeHostPageFor(
  'compare.html',
  `${BUILDS.compare.mount}portal-cliente.js`,
  'Made by lab/main-thread-ab.mjs from index.html: the other build.',
);
// The host page alone: the demo page without the portal's script (its element stays an unknown tag),
// what the host's own markup and styles cost before any of the portal's.
writeLabPage('host-only.html', hostPageWithoutPortal());

const lab = await openLab({ build: !args.has('--no-build') });
const { site, browser, session } = lab;
try {
  if (PHONE) await phoneProfile(session);
  else {
    step('drawing the screens with no script');
    await writeStaticPages(browser, site.demoUrl, session);
    await traceBoth(session);
  }
} finally {
  await lab.close();
}

/**
 * Each page traced in turn, both builds and the two reference pages, median of RUNS.
 * @param {import('./lab-site.mjs').Lab['session']} session
 */
async function traceBoth(session) {
  const pages = { A: `${site.demoUrl}/`, B: `${site.demoUrl}${BUILDS.compare.hostPage}` };
  const screens = {
    blank: { url: `${site.demoUrl}/blank.html`, ready: loadedInPage },
    'host page alone': { url: `${site.demoUrl}/lab/host-only.html`, ready: loadedInPage },
    'login A': { url: `${pages.A}#/conta/entrar`, ready: loginReadyInPage },
    'login B': { url: `${pages.B}#/conta/entrar`, ready: loginReadyInPage },
    'home A': { url: `${pages.A}#/`, ready: homeReadyInPage, readyArg: session.description, storage: session.storage },
    'home B': { url: `${pages.B}#/`, ready: homeReadyInPage, readyArg: session.description, storage: session.storage },
    'login static': { url: `${site.demoUrl}/lab/static-login.html`, ready: loginReadyInPage },
    'home static': { url: `${site.demoUrl}/lab/static-home.html`, ready: homeReadyInPage, readyArg: session.description },
  };
  /** @type {Record<string, Array<Awaited<ReturnType<typeof traceMainThread>>>>} */
  const samples = Object.fromEntries(Object.keys(screens).map((name) => [name, []]));
  for (let run = 0; run < RUNS; run++) {
    // The order within a run turns each time, so neither build always goes first.
    const names = Object.keys(screens);
    const turned = run % 2 ? names.slice().reverse() : names;
    for (const name of turned)
      samples[name].push(
        await traceMainThread(browser, {
          ...screens[/** @type {keyof typeof screens} */ (name)],
          cpuThrottling: CPU_THROTTLING,
          viewport: PHONE_VIEWPORT,
        }),
      );
    tick('A/B: run', run + 1, RUNS);
  }
  const kinds = ['total', ...KINDS];
  const lines = [
    `Main thread at ${CPU_THROTTLING}x CPU, 375 px, median of ${RUNS}; A = dist/, B = ${other} (ms):`,
    '',
    `| page | clock | ready | ${kinds.join(' | ')} | total / blank |`,
    `|---|---|---:|${kinds.map(() => '---:').join('|')}|---:|`,
  ];
  for (const [name, list] of Object.entries(samples))
    for (const clock of /** @type {const} */ (['wall', 'cpu'])) {
      const cell = (/** @type {string} */ kind) => Math.round(median(list.map((one) => /** @type {any} */ (one[clock])[kind])));
      const blank = median(samples.blank.map((one) => one[clock].total));
      lines.push(
        `| ${name} | ${clock} | ${Math.round(median(list.map((one) => one.readyMs)))} | ${kinds.map(cell).join(' | ')} | ${(median(list.map((one) => one[clock].total)) / blank).toFixed(2)} |`,
      );
    }
  for (const screen of ['login', 'home'])
    for (const clock of /** @type {const} */ (['wall', 'cpu'])) {
      const total = (/** @type {string} */ name) => median(samples[name].map((one) => one[clock].total));
      lines.push(
        `${screen} ${clock}: A / B = ${(total(`${screen} A`) / total(`${screen} B`)).toFixed(2)}, ` +
          `A / static = ${(total(`${screen} A`) / total(`${screen} static`)).toFixed(2)}, ` +
          `B / static = ${(total(`${screen} B`) / total(`${screen} static`)).toFixed(2)}`,
      );
    }
  clearStep();
  console.log(lines.join('\n'));
}

/**
 * Each first screen of both builds on the phone profile, alternating, median of RUNS.
 * @param {import('./lab-site.mjs').Lab['session']} session
 */
async function phoneProfile(session) {
  const builds = { A: BUILDS.preact, B: BUILDS.compare };
  const screens = {
    login: { route: '/conta/entrar', ready: loginReadyInPage },
    home: { route: '/', ready: homeReadyInPage, readyArg: session.description, storage: session.storage },
  };
  /** @type {Record<string, number[]>} */
  const samples = {};
  for (let run = 0; run < RUNS; run++) {
    for (const [screen, options] of Object.entries(screens))
      for (const name of run % 2 ? ['B', 'A'] : ['A', 'B']) {
        const loaded = await loadFirstScreen(browser, {
          demoUrl: site.demoUrl,
          apiUrl: site.apiUrl,
          build: builds[/** @type {'A' | 'B'} */ (name)],
          viewport: PHONE_VIEWPORT,
          cpuThrottling: CPU_THROTTLING,
          network: PHONE_NETWORK,
          ...options,
        });
        await loaded.close();
        (samples[`${screen} ${name}`] ??= []).push(loaded.readyMs);
      }
    tick('A/B: run', run + 1, RUNS);
  }
  const ms = (/** @type {string} */ name) => Math.round(median(samples[name]));
  clearStep();
  console.log(`Phone profile (${CPU_THROTTLING}x CPU, phone network, 375 px), ms until ready, median of ${RUNS}; A = dist/, B = ${other}:`);
  for (const screen of Object.keys(screens))
    console.log(`${screen}: A ${ms(`${screen} A`)}, B ${ms(`${screen} B`)}, A / B = ${(ms(`${screen} A`) / ms(`${screen} B`)).toFixed(2)}`);
}
