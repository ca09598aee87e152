// @ts-check
// npm run lab -- generated [--seeds 300] [--from 1] [--seed N] [--pending | --only-pending id | --exclude id,id]
//   [--settle-ms 6000] [--engine firefox] [--no-build]:
// the generated provider's walk (test-kit/generated-walk.mjs) over many seeds, in one browser, on one
// demo host and reference API. Every habit of the catalogue is drawn; --pending leaves out the suite's
// pending ones (PENDING_HABITS: what the suite's seeds draw), --only-pending <id> leaves out all of them
// but one (which invariants that habit breaks), --exclude names its own. Prints each finding with the
// habits of what failed, a count by invariant and habit, and the commands that replay each failing
// seed; writes lab/out/generated.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { firefox } from 'playwright-core-bidi';
import { buildOnce } from '../build-steps/build-once.mjs';
import { startDemoSite } from '../demo/demo-site.mjs';
import { FIREFOX_PATH, launchChromium } from '../test-kit/browsers.mjs';
import { DEFAULT_SETTLE_MS, PENDING_HABITS, reportFindings, walkSeed } from '../test-kit/generated-walk.mjs';

const { values: flags } = parseArgs({
  args: process.argv.slice(3),
  options: {
    seeds: { type: 'string', default: '300' },
    from: { type: 'string', default: '1' },
    seed: { type: 'string' },
    exclude: { type: 'string', default: '' },
    pending: { type: 'boolean' },
    'only-pending': { type: 'string' },
    'settle-ms': { type: 'string', default: String(DEFAULT_SETTLE_MS) },
    engine: { type: 'string', default: 'chromium' },
    'no-build': { type: 'boolean' },
  },
});
const only = flags['only-pending'];
if (only && !PENDING_HABITS.includes(only)) throw new Error(`--only-pending: ${only} is not one of ${PENDING_HABITS.join(', ')}`);
const exclude = only
  ? PENDING_HABITS.filter((id) => id !== only)
  : flags.pending
    ? PENDING_HABITS
    : flags.exclude
      ? flags.exclude.split(',').map((id) => id.trim())
      : [];
const seeds = flags.seed ? [Number(flags.seed)] : Array.from({ length: Number(flags.seeds) }, (_, index) => Number(flags.from) + index);
if (!flags['no-build']) buildOnce();

const site = await startDemoSite({ demoPort: 0, apiPort: 0, devRoutes: true, passwordCost: 10, log: () => {} });
const browser =
  flags.engine === 'firefox' ? await firefox.launch({ channel: 'moz-firefox', executablePath: FIREFOX_PATH }) : await launchChromium();
const started = Date.now();
/** @type {import('../test-kit/generated-walk.mjs').Finding[]} */
const findings = [];
const excludeFlag = only
  ? ` --only-pending ${only}`
  : flags.pending
    ? ' --pending'
    : exclude.length
      ? ` --exclude ${exclude.join(',')}`
      : '';
try {
  for (const seed of seeds) {
    // A context per seed: an empty HTTP cache (test-kit/generated-walk.mjs).
    const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1280, height: 900 } });
    // The walk is typed for Chromium's playwright-core; both versions offer what it uses (test-kit/engine.ts).
    const page = /** @type {import('playwright-core').Page} */ (/** @type {unknown} */ (await context.newPage()));
    const settleMs = Number(flags['settle-ms']);
    const walked = await walkSeed({ page, demoUrl: site.demoUrl, apiUrl: site.apiUrl, seed, exclude, settleMs, log: console.log }).finally(
      () => context.close(),
    );
    findings.push(...walked.findings);
    console.log(`seed ${seed}: ${walked.findings.length} finding(s), ${(walked.ms / 1000).toFixed(1)} s`);
  }
} finally {
  await browser.close();
  await site.close();
}

const seconds = (Date.now() - started) / 1000;
/** @type {Map<string, { count: number, seeds: Set<number> }>} */
const byHabit = new Map();
for (const finding of findings) {
  for (const habit of finding.habits) {
    const key = `${finding.invariant} · ${habit}`;
    const entry = byHabit.get(key) ?? { count: 0, seeds: new Set() };
    entry.count += 1;
    entry.seeds.add(finding.seed);
    byHabit.set(key, entry);
  }
}
console.log(
  reportFindings(findings, {
    test: `PORTAL_SEED=SEED npx vitest run --project ${flags.engine === 'firefox' ? 'firefox' : 'e2e'} tests/e2e/generated-provider.test.ts`,
    lab: `npm run lab -- generated --seed SEED${excludeFlag}${flags.engine === 'firefox' ? ' --engine firefox' : ''}`,
  }),
);
console.log('\nfindings by invariant and habit of what failed (a habit named beside every finding of an invariant is its likely cause):');
for (const [key, { count, seeds: found }] of [...byHabit].sort((a, b) => b[1].count - a[1].count)) {
  console.log(`  ${String(count).padStart(4)}  ${key}  (${found.size} seeds, e.g. ${[...found].slice(0, 3).join(', ')})`);
}
const failing = new Set(findings.map((finding) => finding.seed));
console.log(`\n${seeds.length} seeds in ${seconds.toFixed(0)} s (${flags.engine}): ${findings.length} findings in ${failing.size} seeds`);
mkdirSync('lab/out', { recursive: true });
writeFileSync(
  `lab/out/generated${only ? `-${only}` : ''}.json`,
  JSON.stringify({ seeds: seeds.length, seconds, exclude, findings }, null, 2),
);
process.exitCode = findings.length ? 1 : 0;
