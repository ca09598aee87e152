// @ts-check
// npm run test:count [-- SCRIPT [ARGS]]: runs `npm test` (or another npm script, e.g. test:quick)
// with PORTAL_COUNT_ASSERTIONS=1, then prints, per vitest project, its files, the tests that ran
// and the assertions they made (docs/testing.md, "Counting the assertions"). The count by file stays
// in ASSERTION_COUNT_FILE, to compare two runs file by file.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ASSERTION_COUNT_FILE } from './assertion-count-reporter.mjs';

const [script = 'test', ...args] = process.argv.slice(2);
rmSync(ASSERTION_COUNT_FILE, { force: true });
const run = spawnSync('npm', ['run', script, ...(args.length ? ['--', ...args] : [])], {
  stdio: 'inherit',
  env: { ...process.env, PORTAL_COUNT_ASSERTIONS: '1' },
});

if (!existsSync(ASSERTION_COUNT_FILE)) {
  console.error(`\nNo count: npm run ${script} stopped before its tests ended.`);
  process.exit(run.status || 1);
}
/** @type {Array<{ project: string, file: string, tests: number, skipped: number, assertions: number }>} */
const files = JSON.parse(readFileSync(ASSERTION_COUNT_FILE, 'utf8'));
/** @type {Map<string, { files: number, tests: number, skipped: number, assertions: number }>} */
const projects = new Map();
for (const file of files) {
  const sum = projects.get(file.project) ?? { files: 0, tests: 0, skipped: 0, assertions: 0 };
  projects.set(file.project, {
    files: sum.files + 1,
    tests: sum.tests + file.tests,
    skipped: sum.skipped + file.skipped,
    assertions: sum.assertions + file.assertions,
  });
}
const rows = [...projects].sort(([one], [other]) => one.localeCompare(other));
const total = rows.reduce(
  (sum, [, project]) => ({
    files: sum.files + project.files,
    tests: sum.tests + project.tests,
    skipped: sum.skipped + project.skipped,
    assertions: sum.assertions + project.assertions,
  }),
  { files: 0, tests: 0, skipped: 0, assertions: 0 },
);
const line = (/** @type {string} */ name, /** @type {typeof total} */ sum) =>
  `${name.padEnd(24)}${String(sum.files).padStart(7)}${String(sum.tests).padStart(8)}${String(sum.skipped).padStart(9)}${String(sum.assertions).padStart(12)}`;
console.log(`\n${'project'.padEnd(24)}${'files'.padStart(7)}${'tests'.padStart(8)}${'skipped'.padStart(9)}${'assertions'.padStart(12)}`);
for (const [name, sum] of rows) console.log(line(name, sum));
console.log(line('total', total));
console.log(`\nBy file: ${ASSERTION_COUNT_FILE}${run.status ? ` (npm run ${script} failed: the count is of what ran)` : ''}`);
process.exit(run.status ?? 1);
