import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { swrInTheBrowser } from '../../build-steps/swr-in-the-browser';

/*
 * The build step that makes swr's environment tests constants (build-steps/swr-in-the-browser.ts),
 * run on the swr installed here: every edit finds its text, and a text it cannot find fails the
 * build, naming the edit, instead of shipping swr half edited.
 */
const SWR_DIST = join(process.cwd(), 'node_modules', 'swr', 'dist');
const swrFiles = [...readdirSync(SWR_DIST), ...readdirSync(join(SWR_DIST, '_internal')).map((name) => join('_internal', name))]
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => join(SWR_DIST, name));

type Hook = (this: unknown, ...args: unknown[]) => unknown;

/** Runs the plugin on `files` as the build would: each file through `transform`, then `buildEnd`. */
function run(files: Array<[string, string]>) {
  const plugin = swrInTheBrowser();
  const edited = new Map<string, string>();
  for (const [id, code] of files) {
    const result = (plugin.transform as Hook).call({}, code, id) as { code: string } | null;
    edited.set(id, result ? result.code : code);
  }
  let failure: string | undefined;
  (plugin.buildEnd as Hook).call({ error: (message: string) => (failure = message) }, undefined);
  return { edited: [...edited.values()].join('\n'), failure };
}

describe('swr in the browser', () => {
  const installed = swrFiles.map((file) => [file, readFileSync(file, 'utf8')] as [string, string]);

  it('finds every edit in the installed swr, and leaves none of the tests it makes constants', () => {
    const { edited, failure } = run(installed);
    expect(failure).toBeUndefined();
    expect(edited).toContain('const IS_SERVER = false;');
    expect(edited).toContain('const isHydration = false;');
    expect(edited).not.toMatch(/!React\.useId|'Deno' in window|typeof window != |hydrationRef/);
  });

  it('fails the build, naming the edit, when swr no longer holds its text', () => {
    const changed = installed.map(([file, code]) => [file, code.replace('!React.useId', '!React.useIdNow')] as [string, string]);
    expect(run(changed).failure).toMatch(/not found in swr's code: IS_REACT_LEGACY$/);
  });

  it("leaves other packages' code as it is", () => {
    const [, code] = installed[0]!;
    expect(run([['/x/node_modules/not-swr/dist/index.mjs', code]]).edited).toBe(code);
  });
});
