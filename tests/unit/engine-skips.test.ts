import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SKIPS } from '../support/engine-skips';

describe('the engine skip list (tests/support/engine-skips.ts)', () => {
  const entries = Object.entries(SKIPS).flatMap(([engine, skips]) => skips.map((skip) => ({ engine, ...skip })));

  it.each(entries)('$engine skips a test of tests/e2e/$file that exists, with a reason', ({ file, test, reason }) => {
    const path = new URL(`../e2e/${file}`, import.meta.url);
    expect(existsSync(path), `tests/e2e/${file}`).toBe(true);
    // A title given as text must still be in the file (the last part of the name is the it()).
    if (typeof test === 'string') expect(readFileSync(path, 'utf8')).toContain(test.split(' > ').at(-1));
    expect(reason.length).toBeGreaterThan(20);
  });
});
