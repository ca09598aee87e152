// @ts-check
// Two builds of the portal traced side by side: the main thread's time of each first screen, the
// build in dist/ (A) against another build (B, e.g. an older commit's dist/ built in a second
// worktree), runs alternating so a busy machine's noise hits both alike. What a cut gave is read
// here, as a ratio in one run, not from two bench runs hours apart.
//
//   node bench/main-thread-ab.mjs --compare <path to the other build's dist> [--runs 9]
//
// The other build is copied to dist-compare/ and loaded by demo/public/bench-compare.html (the
// demo page with the other script). Both talk to the same reference API, so the other build must
// read the storage and answers of this one's.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startDemoSite } from '../demo/demo-site.mjs';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  CPU_THROTTLING,
  homeReadyInPage,
  loginReadyInPage,
  median,
  PHONE_VIEWPORT,
  signedInSession,
  writeHostPageFor,
} from './measure.mjs';
import { KINDS, loadedInPage, traceMainThread } from './main-thread.mjs';

const args = process.argv.slice(2);
const valueOf = (/** @type {string} */ name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const other = valueOf('--compare');
if (!other) throw new Error('usage: node bench/main-thread-ab.mjs --compare <dist folder> [--runs N]');
const RUNS = Number(valueOf('--runs') ?? 9);

rmSync('dist-compare', { recursive: true, force: true });
cpSync(resolve(other), 'dist-compare', { recursive: true });
writeHostPageFor(
  'bench-compare.html',
  '/dist-compare/portal-cliente.js',
  'Made by bench/main-thread-ab.mjs from index.html: the other build.',
);
const index = readFileSync('demo/public/index.html', 'utf8');
// The host page alone: the demo page without the portal's script (its element stays an unknown tag),
// what the host's own markup and styles cost before any of the portal's.
writeFileSync('demo/public/bench-host-only.html', index.replace(/\s*<script type="module" src="[^"]*portal-cliente\.js"><\/script>/, ''));

const site = await startDemoSite({ demoPort: 0, apiPort: 0 });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
try {
  const session = await signedInSession(browser, site.demoUrl);
  const pages = { A: `${site.demoUrl}/`, B: `${site.demoUrl}/bench-compare.html` };
  const screens = {
    blank: { url: `${site.demoUrl}/blank.html`, ready: loadedInPage },
    'host page alone': { url: `${site.demoUrl}/bench-host-only.html`, ready: loadedInPage },
    'login A': { url: `${pages.A}#/conta/entrar`, ready: loginReadyInPage },
    'login B': { url: `${pages.B}#/conta/entrar`, ready: loginReadyInPage },
    'home A': { url: `${pages.A}#/`, ready: homeReadyInPage, readyArg: session.description, storage: session.storage },
    'home B': { url: `${pages.B}#/`, ready: homeReadyInPage, readyArg: session.description, storage: session.storage },
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
    process.stdout.write(`  run ${run + 1}/${RUNS}\r`);
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
      lines.push(`${screen} ${clock}: A / B = ${(total(`${screen} A`) / total(`${screen} B`)).toFixed(2)}`);
    }
  console.log(`\n${lines.join('\n')}`);
} finally {
  await browser.close();
  await site.close();
}
