import fc from 'fast-check';
import { afterEach, beforeEach, chai } from 'vitest';

/*
 * Counts the assertions each test makes, for `npm run test:count` (docs/testing.md, "Counting the
 * assertions"); vitest.config.ts adds this file to every project when PORTAL_COUNT_ASSERTIONS=1.
 *
 * An assertion is one `expect(...)` chain whose matcher passed. vitest's own count (`assertionCalls`)
 * counts every `expect` call, and a check retried until it holds (`waitFor(() => expect(...))`) calls
 * it as many times as the machine is slow: two runs would not agree. So every matcher vitest
 * registers (`toBe`, `toEqual`, ...) is wrapped, and each chain counts by how its matcher last ended:
 * - a retry that failed does not count, nor what passed before it in the same attempt (the same
 *   synchronous run of the callback); a poll (`expect.poll`) that passed at last counts once;
 * - a matcher that another matcher calls inside itself is part of that one.
 */

declare module 'vitest' {
  interface TaskMeta {
    /** The assertions (passed `expect` chains) of a test, when PORTAL_COUNT_ASSERTIONS=1. */
    assertions?: number;
  }
}

/**
 * How each chain's matcher last ended, for the test that runs, and the chains that passed in this
 * synchronous run, each with where it was made. Kept on chai, which the test files of a worker
 * share, so that the matchers are wrapped once.
 */
type Tally = { chains: Map<object, boolean>; thisRun: Array<{ chain: object; at: Error }> };
const TALLY = Symbol.for('portal-cliente:assertion-tally');
const Assertion = chai.Assertion as typeof chai.Assertion & { [TALLY]?: Tally };

/** Where the code is now, read only if an attempt fails (an Error's frames are formatted lazily). */
function here(): Error {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 100;
  const at = new Error();
  Error.stackTraceLimit = limit;
  return at;
}

/**
 * Whether a passed check was part of the attempt that failed: below the point where their calls part,
 * the failed check's frames are all the tests' own code. A check the test made before it called the
 * retry helper parts from the failed one at the test's own lines, above which the failed check's
 * frames run through the helper.
 */
function sameAttempt(passed: Error, failed: Error): boolean {
  const frames = (at: Error) =>
    (at.stack ?? '')
      .split('\n')
      .slice(1)
      .filter((frame) => !frame.includes('count-assertions-setup'))
      .reverse();
  const [one, other] = [frames(passed), frames(failed)];
  let parted = 0;
  while (parted < Math.min(one.length, other.length) && one[parted] === other[parted]) parted += 1;
  return other.slice(parted).every((frame) => !/node_modules|node:|<anonymous>/.test(frame));
}

function wrapMatchers(tally: Tally) {
  const registry = (globalThis as Record<symbol, { matchers: Record<string, unknown> } | undefined>)[Symbol.for('$$jest-matchers-object')];
  const prototype = Assertion.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  let depth = 0;
  let runEnds = false;
  const ended = (chain: object, passed: boolean) => {
    if (!runEnds) {
      runEnds = true;
      queueMicrotask(() => {
        tally.thisRun = [];
        runEnds = false;
      });
    }
    tally.chains.set(chain, passed);
    if (passed) {
      tally.thisRun.push({ chain, at: here() });
      return;
    }
    const failed = here();
    for (const { chain: before, at } of tally.thisRun) if (sameAttempt(at, failed)) tally.chains.set(before, false);
  };
  // The registry also holds `withTest` and `withContext`, which every `expect` call goes through and
  // which check nothing: the matchers are the names that start with "to".
  for (const name of Object.keys(registry?.matchers ?? {}).filter((key) => /^to[A-Z]/.test(key))) {
    const matcher = prototype[name];
    if (typeof matcher !== 'function') continue;
    prototype[name] = function (this: object, ...args: unknown[]) {
      const outermost = depth === 0;
      depth += 1;
      try {
        const result = matcher.apply(this, args);
        if (outermost) ended(this, true);
        return result;
      } catch (error) {
        if (outermost) ended(this, false);
        throw error;
      } finally {
        depth -= 1;
      }
    };
  }
}

if (!Assertion[TALLY]) {
  Assertion[TALLY] = { chains: new Map(), thisRun: [] };
  wrapMatchers(Assertion[TALLY]);
}
const tally = Assertion[TALLY];

// A property test's branches differ with its cases: one seed for the counting run, so that two
// runs generate the same cases and make the same assertions.
fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: 1 });

// Registered before any other file's hooks: this beforeEach runs first and this afterEach last, so
// what the others assert counts too.
beforeEach(() => {
  tally.chains.clear();
});
afterEach(({ task }) => {
  task.meta.assertions = [...tally.chains.values()].filter(Boolean).length;
  tally.chains.clear();
});
