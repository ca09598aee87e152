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

export const SKIPS: Record<Engine, readonly Skip[]> = {
  chromium: [],
  firefox: [],
};

/** Why `engine` skips the test named `fullTestName` in `file` (a path under tests/e2e), if it does. */
export function skipReason(engine: Engine, file: string, fullTestName: string): string | undefined {
  const skip = SKIPS[engine].find(
    (one) => file.endsWith(`tests/e2e/${one.file}`) && (typeof one.test === 'string' ? one.test === fullTestName : one.test.test(fullTestName)),
  );
  return skip && `${engine}: ${skip.reason}`;
}
