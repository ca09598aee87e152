// @ts-check
// npm run lab -- <instrument> [flags]: the one way into the lab, where the portal's speed is studied.
// `npm run lab` lists the instruments. They run on demand, never in npm test (the product's guards
// are tests: tests/e2e/bundle-budget.test.ts, tests/e2e/network-waves.test.ts), and write only under
// lab/out/ (git-ignored). docs/performance.md says what each one measures.

/** Each instrument: its file, and what it measures. */
const INSTRUMENTS = {
  bench: [
    'bench.mjs',
    'weight and speed of preact/compat against React 19: sizes per route, timed first screens (CPU and phone profiles), main-thread traces, the network floor and one-script limits with waterfalls, returning visitors, a tour of the tabs',
  ],
  hints: ['hints.mjs', 'what modulepreload hints on the host page could still give a first visit'],
  hosting: ['hosting.mjs', 'what the way a host embeds the portal costs a phone (snippet, bare script, pinned or evergreen)'],
  instrumentation: ['instrumentation.mjs', "what the lab's own instrument (DevTools' Network domain) costs a load"],
  ab: ['main-thread-ab.mjs', 'two builds traced side by side (--compare <dist folder>; --phone to time them on the phone profile)'],
  'chunk-map': ['chunk-map.mjs', 'which modules went into which chunk, and their sizes (--react, --summary)'],
  rows: ['rows.mjs', 'Financeiro against Serviços drawn from the cache as the rows grow (--rows 100,1000)'],
  generated: [
    'generated.mjs',
    "the generated provider's walk over many seeds (--seeds 300, --seed N to replay one, --exclude id,id, --engine firefox): the invariants on every screen, findings by habit",
  ],
  'self-test': ['self-test.mjs', "the lab's no-script floor and one-script limit pages checked against the portal's screens"],
};

const name = process.argv[2];
if (!name || !(name in INSTRUMENTS)) {
  if (name) console.error(`No instrument "${name}".\n`);
  console.log('npm run lab -- <instrument> [flags]   (most take --no-build and --runs N; results and pictures go to lab/out/)\n');
  for (const [key, [, what]] of Object.entries(INSTRUMENTS)) console.log(`  ${key.padEnd(16)}${what}`);
  process.exit(name ? 1 : 0);
}
await import(`./${INSTRUMENTS[/** @type {keyof typeof INSTRUMENTS} */ (name)][0]}`);
