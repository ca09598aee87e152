import type { Engine } from './engine';

/**
 * THE list of e2e tests an engine does not run, each with its reason (issue 15). Everything else
 * in tests/e2e runs in every engine of vitest.config.ts. `test` is the test's full name below its
 * file: its describe blocks and its own title, joined by ' > ' (as vitest reports it).
 */
export interface Skip {
  file: string;
  test: string | RegExp;
  reason: string;
}

/**
 * Left to Chromium for time (the whole `npm test` stays under 10 minutes on two cores). The client's
 * handling of a broken answer is the same code in every engine; what differs by engine is the
 * network under it (a dropped connection, an aborted request) and how each screen waits. So Firefox
 * runs every fault kind at least once, the engine-sensitive ones ("timeout", "drop") through two or
 * three of the four ways of retrying, and each way of retrying (a form, a screen, the event
 * switcher, a modal) at least twice; Chromium runs the whole matrix. The refresh's matrix
 * (faults-refresh) runs whole in both.
 */
const BUDGET =
  'time budget: Chromium runs the whole broken-server matrix; Firefox every fault kind at least once across POST /api/login (a form: shape, timeout, drop), GET /api/agenda (a screen: types, timeout, drop), POST /api/home/{idEvento} (the switcher: html, 500, drop) and GET /api/contatos (a modal: empty, timeout)';
/** The fault kinds Firefox leaves to Chromium on each call it keeps (see BUDGET). */
const firefoxSkipsKinds = (call: string, kinds: string) => new RegExp(`^'${call.replace(/[/{}]/g, '\\$&')}' against a broken server > "(${kinds})": `);
/** What Firefox's WebDriver BiDi mode (Playwright 1.64, Firefox 153 ESR) cannot do. */
const NO_PRINT = 'print media emulation and page.pdf() are not available in WebDriver BiDi mode';
const NO_DOWNLOADS = "download events are not reported in WebDriver BiDi mode (Firefox saves the file on its own)";

/** Every test of a file: the file is left out of the engine's project (vitest.config.ts), so it opens no page there. */
export const WHOLE_FILE = /(?:)/;

export const SKIPS: Record<Engine, readonly Skip[]> = {
  chromium: [],
  firefox: [
    {
      file: 'bundle-budget.test.ts',
      test: WHOLE_FILE,
      reason: "issue 12's budgets are the bundle's, measured in Chromium (README, Budgets): the on-disk checks use no browser, and which files a first screen loads is the same code in every engine",
    },
    {
      file: 'a11y-semantics.test.ts',
      test: /^prefers-reduced-motion > /,
      reason: 'reduced-motion emulation is not available in WebDriver BiDi mode (the context option is ignored)',
    },
    { file: 'beyond-print.test.ts', test: /^printing \((desktop|phone)\) > prints /, reason: NO_PRINT },
    { file: 'print-frame.test.ts', test: /^'Imprimir' \((desktop|phone)\) > prints /, reason: NO_PRINT },
    { file: 'beyond-calendar.test.ts', test: /downloads/, reason: NO_DOWNLOADS },
    { file: 'screens-data.test.ts', test: '/contratos > downloads a contract as a PDF from its number', reason: NO_DOWNLOADS },
    {
      file: 'network-waves.test.ts',
      test: /^first screens on a phone network/,
      reason: "Chromium's network emulation and request timing come through CDP (bench/measure.mjs loadFirstScreen), which Firefox lacks; the waves are the bundle's, the same in every engine",
    },
    {
      file: 'faults-account-calls.test.ts',
      test: /^'(GET \/api\/home|POST \/api\/(RecoveryPass|ChangePass|SingupRegister|SingupEmailConfirm|SingupUser))' against a broken server > /,
      reason: BUDGET,
    },
    { file: 'faults-screens-calls.test.ts', test: /^'GET \/api\/(eventos|servicos|anexos|contratos|financeiro)' against a broken server > /, reason: BUDGET },
    { file: 'faults-account-calls.test.ts', test: firefoxSkipsKinds('POST /api/login', 'types|html|empty|500'), reason: BUDGET },
    { file: 'faults-screens-calls.test.ts', test: firefoxSkipsKinds('GET /api/agenda', 'shape|html|empty|500'), reason: BUDGET },
    { file: 'faults-shell-calls.test.ts', test: firefoxSkipsKinds('POST /api/home/{idEvento}', 'shape|types|empty|timeout'), reason: BUDGET },
    { file: 'faults-shell-calls.test.ts', test: firefoxSkipsKinds('GET /api/contatos', 'shape|types|html|500|drop'), reason: BUDGET },
  ],
};

/** Why `engine` skips the test named `fullTestName` in `file` (a path under tests/e2e), if it does. */
export function skipReason(engine: Engine, file: string, fullTestName: string): string | undefined {
  const skip = SKIPS[engine].find(
    (one) => file.endsWith(`tests/e2e/${one.file}`) && (typeof one.test === 'string' ? one.test === fullTestName : one.test.test(fullTestName)),
  );
  return skip && `${engine}: ${skip.reason}`;
}

/** The files `engine` leaves out whole, as globs for its project's `exclude`. */
export const wholeFilesSkipped = (engine: Engine) => SKIPS[engine].filter((skip) => skip.test === WHOLE_FILE).map((skip) => `tests/e2e/${skip.file}`);
