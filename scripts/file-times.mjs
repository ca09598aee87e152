// npm run test:times: writes tests/support/file-times.json from the durations of the last full
// `npm test` in this tree (Vitest keeps them in node_modules/.vite/vitest/…/results.json).
// The sequencer (tests/support/sequencer.ts) starts each project's longest files first; Vitest's
// own cache only exists after a first run, so a fresh clone (every CI run) would otherwise order
// its files by size, which put a 2-minute file last and cost a cold run about 80 s.
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const cacheRoot = 'node_modules/.vite/vitest';
const caches = existsSync(cacheRoot) ? readdirSync(cacheRoot).map((dir) => join(cacheRoot, dir, 'results.json')).filter(existsSync) : [];
if (!caches.length) {
  console.error('No Vitest results here yet: run npm test first.');
  process.exit(1);
}

const seconds = {};
for (const file of caches) {
  for (const [key, result] of JSON.parse(readFileSync(file, 'utf8')).results) {
    // Only files that exist still, and only real runs (a typecheck-only project reports 0).
    const path = key.slice(key.indexOf(':') + 1);
    if (existsSync(path) && result.duration > 0) seconds[key] = Math.round(result.duration / 100) / 10;
  }
}

const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync('tests/support/file-times.json', `${JSON.stringify(sorted, null, 1)}\n`);
console.log(`tests/support/file-times.json: ${Object.keys(sorted).length} files, ${Object.values(sorted).reduce((a, b) => a + b, 0).toFixed(0)} s in all.`);
