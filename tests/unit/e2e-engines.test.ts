import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { e2eFilesFor, enginesOf } from '../../test-kit/e2e-engines';

describe("an e2e file's `// @engines` line", () => {
  it('names the engines before its colon, the reason after it', () => {
    expect(enginesOf("// @engines chromium firefox: focus differs by engine\nimport 'x';", 'a.test.ts')).toEqual(['chromium', 'firefox']);
    expect(enginesOf('// @engines firefox, chromium\n', 'a.test.ts')).toEqual(['firefox', 'chromium']);
    expect(enginesOf("import 'x';\n// @engines chromium: the bundle's budgets\n", 'a.test.ts')).toEqual(['chromium']);
  });

  it('is Chromium only when a file has none', () => {
    expect(enginesOf("import { it } from 'vitest';\n// engines are not declared here\n", 'a.test.ts')).toEqual(['chromium']);
  });

  it('stops the run on a misspelt engine, an empty list or a second line, naming the file', () => {
    expect(() => enginesOf('// @engines chromium firefx: typo\n', 'typo.test.ts')).toThrow(/typo\.test\.ts.*not firefx/);
    expect(() => enginesOf('// @engines : no engine\n', 'empty.test.ts')).toThrow(/empty\.test\.ts/);
    expect(() => enginesOf('// @engines chromium\n// @engines firefox\n', 'twice.test.ts')).toThrow(/twice\.test\.ts: more than one/);
  });

  it('gives every file of tests/e2e to an engine, and reads the declarations of the files there', () => {
    const all = readdirSync('tests/e2e').filter((name) => name.endsWith('.test.ts'));
    const chromium = e2eFilesFor('chromium');
    const firefox = e2eFilesFor('firefox');
    const covered = new Set([...chromium, ...firefox].map((path) => path.replace('tests/e2e/', '')));
    expect([...covered].sort()).toEqual(all.sort());
    expect(firefox.length, 'Firefox runs some files, not all').toBeGreaterThan(0);
    expect(firefox.length).toBeLessThan(all.length);
  });
});
