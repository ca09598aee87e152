import { readdirSync, readFileSync } from 'node:fs';
import type { Engine } from './engine';

/*
 * Which engines run each e2e file: the file says so in a line of its own, as vitest's own
 * `// @vitest-environment` docblock does:
 *
 *   // @engines chromium firefox: focus and keyboard behave differently in each engine
 *
 * The names before the colon are the engines (test-kit/engine.ts); after it, why. A file with
 * no such line runs in Chromium only: a new test is engine-independent until it says otherwise
 * (docs/testing.md, "The pyramid"). A misspelt engine, an empty list or a second declaration fails
 * the configuration, so no file is dropped from every run unnoticed.
 */

export const ENGINES: readonly Engine[] = ['chromium', 'firefox'];
const DEFAULT: readonly Engine[] = ['chromium'];
const DECLARATION = /^\/\/ @engines\b(.*)$/gm;

/** The engines the source of an e2e file declares (`file` names it in errors). */
export function enginesOf(source: string, file: string): readonly Engine[] {
  const found = [...source.matchAll(DECLARATION)];
  if (found.length === 0) return DEFAULT;
  if (found.length > 1) throw new Error(`${file}: more than one '// @engines' line`);
  const names = found[0]![1]!
    .split(':')[0]!
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  const unknown = names.filter((name) => !ENGINES.includes(name as Engine));
  if (names.length === 0 || unknown.length > 0)
    throw new Error(
      `${file}: '// @engines' must name some of ${ENGINES.join(', ')}${unknown.length ? ` (not ${unknown.join(', ')})` : ''}`,
    );
  return [...new Set(names)] as Engine[];
}

/** Where the e2e files are, wherever vitest was started from. */
const E2E_DIR = new URL('../tests/e2e/', import.meta.url);

/** The e2e test files (paths from the repository's root, as the projects' `include` wants them) that `engine` runs. */
export function e2eFilesFor(engine: Engine): string[] {
  return (readdirSync(E2E_DIR, { recursive: true }) as string[])
    .filter((name) => name.endsWith('.test.ts'))
    .sort()
    .filter((name) => enginesOf(readFileSync(new URL(name, E2E_DIR), 'utf8'), `tests/e2e/${name}`).includes(engine))
    .map((name) => `tests/e2e/${name}`);
}
