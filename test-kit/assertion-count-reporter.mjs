// @ts-check
// The reporter of a counting run (PORTAL_COUNT_ASSERTIONS=1, vitest.config.ts): for every test file,
// its project, the tests that ran and the assertions they made (in all and by test), written to
// ASSERTION_COUNT_FILE for test-kit/count-assertions.mjs to sum (docs/testing.md, "Counting the assertions").
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export const ASSERTION_COUNT_FILE = 'node_modules/.cache/portal-cliente/assertion-count.json';

/**
 * A type test is checked by the compiler, not run: its assertions are its `expectTypeOf` and
 * `assertType` calls, each checked once wherever it stands.
 * @param {string} path
 */
const typeAssertionsIn = (path) => readFileSync(path, 'utf8').match(/\b(expectTypeOf|assertType)\s*[<(]/g)?.length ?? 0;

/** @typedef {import('vitest/node').Reporter} Reporter */

/** @implements {Reporter} */
export default class AssertionCountReporter {
  /** @param {ReadonlyArray<import('vitest/node').TestModule>} modules */
  onTestRunEnd(modules) {
    const files = modules.map((module) => {
      const tests = [...module.children.allTests()];
      const ran = tests.filter((test) => ['passed', 'failed'].includes(test.result().state));
      const typeChecked = module.project.config.typecheck.enabled && module.moduleId.includes('.test-d.');
      return {
        project: module.project.name,
        file: module.relativeModuleId,
        tests: ran.length,
        skipped: tests.length - ran.length,
        assertions: typeChecked ? typeAssertionsIn(module.moduleId) : ran.reduce((sum, test) => sum + (test.meta().assertions ?? 0), 0),
        byTest: Object.fromEntries(ran.map((test) => [test.fullName, test.meta().assertions ?? 0])),
      };
    });
    mkdirSync(dirname(ASSERTION_COUNT_FILE), { recursive: true });
    writeFileSync(ASSERTION_COUNT_FILE, `${JSON.stringify(files, null, 1)}\n`);
  }
}
