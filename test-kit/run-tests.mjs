// npm test: every test (unit, component, reference API, and the end-to-end suites in Chromium,
// Firefox and WebKit), in one vitest run. The browsers and their tools are Debian's packages: what
// is missing is installed when we can (root with apt), otherwise we stop and say what to install.
// The WebKit project starts its own X displays (test-kit/webkit-global-setup.ts): no wrapper.
// The bundle is built first, so the browser tests always run the code as shipped.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH, FIREFOX_PATH, WEBKIT_DRIVER_PATH } from './browsers.mjs';

/** What each engine's project needs, as a file that proves it is there and its Debian package. */
const NEEDS = [
  { file: CHROMIUM_PATH, pkg: 'chromium', for: 'the e2e project (Chromium)' },
  { file: FIREFOX_PATH, pkg: 'firefox-esr', for: 'the firefox project' },
  { file: WEBKIT_DRIVER_PATH, pkg: 'webkit2gtk-driver', for: 'the webkit project (MiniBrowser and its driver)' },
  { file: '/usr/bin/Xvfb', pkg: 'xvfb', for: 'the webkit project (a display without a screen)' },
  { file: '/usr/bin/xauth', pkg: 'xauth', for: 'the webkit project (X authority, with xvfb)' },
  { file: '/usr/bin/matchbox-window-manager', pkg: 'matchbox-window-manager', for: 'the webkit project (exact window sizes)' },
  { file: '/usr/bin/fc-match', pkg: 'fontconfig', for: "the webkit project (the system's UI font)" },
];

const missing = NEEDS.filter((need) => !existsSync(need.file));
if (missing.length) {
  const packages = [...new Set(missing.map((need) => need.pkg))];
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`Installing Debian's ${packages.join(', ')}…`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    for (const need of missing) console.error(`Missing ${need.file}, for ${need.for}.`);
    console.error(
      `Install them (Debian/Ubuntu: "sudo apt-get install ${packages.join(' ')}"), or run one project: npm test -- --project unit`,
    );
    process.exit(1);
  }
}

/**
 * One check before the tests, in a process of its own. Its output is held and printed whole, under
 * its name, once it ends: checks that run side by side never interleave their lines. A `quiet` check
 * says nothing when all is well, so whatever it prints (a warning) fails it.
 * @param {string} name @param {string} command @param {string[]} args
 * @param {{ quiet?: boolean, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<boolean>} whether it passed
 */
function check(name, command, args, { quiet = false, env = process.env } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString().trimEnd();
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const ok = code === 0 && !(quiet && text);
      const why = code === 0 && !ok ? `\n  ${name} printed a warning (above): fix its cause, as the run stays quiet` : '';
      console.log(`${ok ? '✓' : '✗'} ${name} (${seconds} s)${text ? `\n${text.replace(/^/gm, '  ')}` : ''}${why}`);
      resolve(ok);
    });
  });
}

// The checks that read the sources run beside the build; the package checks read what it built.
const passed = await Promise.all([
  // ESLint (typescript-eslint's rules and the rules of hooks, eslint.config.js), then the boundary rules
  // of the whole repo, its layers and rooms (.dependency-cruiser.cjs, docs/architecture.md): an import
  // that runs back up fails the run before any test does.
  check('lint', 'npm', ['run', '--silent', 'lint']),
  // Prettier (.prettierrc.json): a file Prettier would change fails the run (`npm run format` fixes it).
  check('format', 'npm', ['run', '--silent', 'format:check']),
  // The build as CI runs it (CI=1: Vite's warnings and errors only, no table of sizes), so that any
  // line it prints is a warning, and fails the run: Vite's on the config's imports, on a page's links.
  check('build', process.execPath, ['build-steps/build.mjs'], { quiet: true, env: { ...process.env, CI: '1' } }).then(async (built) =>
    built
      ? // The package as npm would publish it (docs/package.md): publint checks package.json against the
        // files it names; arethetypeswrong checks that the types resolve as the code does (ESM only: there is
        // no CommonJS build). Both read the packed tarball locally and need no network.
        (
          await Promise.all([
            check('publint', process.execPath, ['node_modules/publint/src/cli.js', '--strict']),
            check('arethetypeswrong', process.execPath, [
              'node_modules/@arethetypeswrong/cli/dist/index.js',
              '--pack',
              '.',
              '--profile',
              'esm-only',
              '--quiet',
            ]),
          ])
        ).every(Boolean)
      : false,
  ),
]);
if (!passed.every(Boolean)) process.exit(1);

const args = ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)];
const run = spawnSync(process.execPath, args, { stdio: 'inherit' });
process.exit(run.status ?? 1);
