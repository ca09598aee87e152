import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * One version names a release everywhere a host sees it: package.json, the changelog's newest
 * release, the manifest's `version` field, and the element's static `PortalCliente.version` (which
 * the bundle reads from package.json; tests/e2e/release-integrity.test.ts reads it in the browser).
 * The release folder the build writes carries the same name (tests/server/release.test.ts).
 */
const version: string = JSON.parse(readFileSync('package.json', 'utf8')).version;

describe('the version', () => {
  it('is semver', () => {
    expect(version).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/);
  });

  it("is the changelog's newest release, dated", () => {
    const newest = /^## \[(\d[^\]]*)\] - (\d{4}-\d{2}-\d{2})$/m.exec(readFileSync('CHANGELOG.md', 'utf8'));
    expect(newest?.[1]).toBe(version);
  });

  it("is the manifest's", () => {
    const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
    const field = manifest.modules[0].declarations[0].members.find(
      (one: { name: string; static?: boolean }) => one.name === 'version' && one.static,
    );
    expect(field?.default).toBe(JSON.stringify(version));
  });
});
