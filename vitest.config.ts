import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import type { Engine } from './test-kit/engine';
import { e2eFilesFor } from './test-kit/e2e-engines.ts';
import { preactAliases } from './vite.config.ts';

/*
 * Tests run the shipped runtime: react and react-dom resolve to preact/compat. Dependencies that
 * import react must be inlined, or Node would load them (and real React) outside the alias.
 */
const shared = {
  resolve: { alias: preactAliases },
  test: { server: { deps: { inline: [/swr/, /wouter/, /@r2wc/, /react-hook-form/, /@hookform/, /use-sync-external-store/] } } },
};

/**
 * docs/architecture.md, "São Paulo's clock": dates show and count on São Paulo's clock whatever the browser's zone. The
 * date tests run once per zone, with the same expectations.
 */
const TIME_ZONES = ['America/Sao_Paulo', 'UTC', 'America/Manaus', 'Europe/Lisbon', 'Asia/Tokyo'];

/**
 * The e2e suite (tests/e2e) in one engine through Playwright: one browser per project, shared by
 * its files (test-kit/e2e-global-setup.ts); each file has its own demo host and API, so files
 * run side by side. Each file declares the engines it runs in (`// @engines chromium firefox`,
 * test-kit/e2e-engines.ts); a file without that line runs in Chromium only (docs/testing.md).
 */
function e2eProject(name: string, engine: Engine) {
  return {
    ...shared,
    test: {
      ...shared.test,
      name,
      include: e2eFilesFor(engine),
      environment: 'node',
      // One module graph per worker, not per file: Playwright's client and the helpers load once
      // per worker instead of once per file (about 1.5 s of CPU each). Each file still has its own
      // fixture (useE2e), so nothing a test sees is shared.
      isolate: false,
      provide: { engine },
      globalSetup: ['test-kit/e2e-global-setup.ts'],
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  };
}

/**
 * PORTAL_COUNT_ASSERTIONS=1 (`npm run test:count`, docs/testing.md): every project counts the
 * assertions of each test (test-kit/count-assertions-setup.ts), and a reporter writes them down by
 * file (test-kit/assertion-count-reporter.mjs). Off, the suite runs as it always does.
 */
const countAssertions = process.env.PORTAL_COUNT_ASSERTIONS === '1';

function counted(project: TestProjectInlineConfiguration): TestProjectInlineConfiguration {
  if (!countAssertions) return project;
  const setupFiles = [project.test?.setupFiles ?? []].flat();
  return { ...project, test: { ...project.test, setupFiles: ['test-kit/count-assertions-setup.ts', ...setupFiles] } };
}

export default defineConfig({
  test: {
    // Most of an e2e file's time is spent waiting on its browser and its servers: three files at a
    // time keep two cores busy (vitest's default on two cores is one file at a time).
    maxWorkers: 3,
    ...(countAssertions && { reporters: ['default', 'test-kit/assertion-count-reporter.mjs'] }),
    projects: [
      // The Node projects keep one module graph per worker too (`isolate: false`): their files share no
      // state but what each sets up and tears down, and re-importing it all for each of the 100-odd
      // files cost 24 of their 54 CPU-seconds. (The component project stays isolated: its files
      // share the portal's modules, and with one graph a header test saw what another file had left.)
      {
        ...shared,
        test: {
          ...shared.test,
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['tests/unit/dates/**'],
          environment: 'node',
          isolate: false,
        },
      },
      ...TIME_ZONES.map((zone) => ({
        ...shared,
        test: {
          ...shared.test,
          name: `dates ${zone}`,
          include: ['tests/unit/dates/**/*.test.ts'],
          environment: 'node',
          env: { TZ: zone },
          isolate: false,
        },
      })),
      // The host-facing declarations (dist-types/), checked by the TypeScript compiler, not run.
      {
        test: {
          name: 'types',
          include: [],
          typecheck: { enabled: true, only: true, include: ['tests/types/**/*.test-d.ts'], tsconfig: 'tests/types/tsconfig.json' },
        },
      },
      {
        ...shared,
        test: {
          ...shared.test,
          name: 'component',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Each file in a VM context of a worker kept for the next: its modules and its window are its
          // own, as with a worker per file, without starting one (the project's CPU fell by a third).
          pool: 'vmThreads',
          globalSetup: ['test-kit/api-global-setup.ts'],
          setupFiles: ['test-kit/component-setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        ...shared,
        test: {
          ...shared.test,
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          isolate: false,
        },
      },
      e2eProject('e2e', 'chromium'),
      e2eProject('firefox', 'firefox'),
      {
        ...shared,
        test: {
          ...shared.test,
          // WebKit (WebKitGTK's MiniBrowser) through WebDriver: journeys, not the Playwright suite.
          name: 'webkit',
          include: ['tests/webkit/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test-kit/webkit-global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ].map(counted),
  },
});
