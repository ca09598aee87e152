// npm test: every test (unit, component, reference API, end-to-end in Chromium), in one vitest run.
// The e2e tests drive Debian's Chromium through playwright-core: if it is missing we install it when
// we can (root with apt), otherwise stop with what to install. The bundle is built first, so the
// e2e tests always run the code as shipped.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log('Chromium not found: installing Debian\'s "chromium" package…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } else {
    console.error(`Chromium not found at ${chromium}. Install it (Debian/Ubuntu: "sudo apt-get install chromium") or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}

// The layers of DESIGN.md: an import that runs back up fails the run before any test does.
execFileSync(process.execPath, ['node_modules/dependency-cruiser/bin/dependency-cruise.mjs', 'src', '--config', '.dependency-cruiser.cjs'], { stdio: 'inherit' });
execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });

const args = ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)];
const run = spawnSync(process.execPath, args, { stdio: 'inherit' });
process.exit(run.status ?? 1);
