import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bootScript } from '../../embed-kit/boot-script.mjs';
import { validCopy } from '../../src/lib/fields/valid-copy';
import { SESSION_KEY, StoredUser, sessionTextFields } from '../../src/session/stored-session';
import { propertyRuns } from '../../test-kit/property-runs';

/*
 * The snippet's boot script starts the home's calls only for a session the portal itself will keep:
 * its check is written from the store's rule (src/session/stored-session.ts), so for any stored value
 * the boot script calls the API exactly when the session store would read that value as a session.
 * The script runs here as the page runs it, its minified text in a fresh global scope with the few
 * browser objects it touches.
 */

const PREFIX = 'portal-cliente:';

/** The smallest release a boot script can be written for: one chunk for every first screen. */
const release = {
  version: '0.0.0',
  entry: 'portal-cliente.js',
  integrity: 'sha384-entry',
  files: [{ path: 'chunks/layout-a.js', size: 1, integrity: 'sha384-layout' }],
  firstScreens: {
    areas: { account: ['chunks/layout-a.js'], main: ['chunks/layout-a.js'] },
    screens: {},
    calls: { '/': ['/api/finance'] },
    session: { key: SESSION_KEY, text: sessionTextFields() },
  },
};
const { text } = bootScript({ api: 'https://api.example.com.br', folder: 'https://cdn.example.com.br/x/', release, importMap: false });

/** Runs the boot script on a page at `#/` whose storage holds `stored` as the session; returns the URLs it fetched. */
function callsWith(stored: string | null): string[] {
  const fetched: string[] = [];
  const page = {
    document: { head: { appendChild: () => undefined }, createElement: () => ({}) },
    location: { hash: '#/' },
    localStorage: { getItem: (key: string) => (key === PREFIX + SESSION_KEY ? stored : null) },
    fetch: (url: string) => {
      fetched.push(url);
      return Promise.resolve();
    },
  };
  runInNewContext(text, { ...page, window: page });
  return fetched;
}

const storeReads = (stored: string) => {
  try {
    return validCopy(JSON.parse(stored), StoredUser) !== null;
  } catch {
    return false;
  }
};

describe("the boot script's session check", () => {
  it('is the store rule: every required field of the stored session, as text', () => {
    expect(sessionTextFields()).toEqual(Object.keys(StoredUser.schema));
    expect(sessionTextFields()).toContain('token');
  });

  it('starts the calls for a whole session and none without one', () => {
    const whole = JSON.stringify({ token: 't', refreshToken: 'r', email: 'ana@exemplo.com.br', name: 'ANA' });
    expect(callsWith(whole)).toEqual(['https://api.example.com.br/api/home', 'https://api.example.com.br/api/finance']);
    expect(callsWith(null)).toEqual([]);
    expect(callsWith('{not json')).toEqual([]);
  });

  it('calls the API exactly when the session store would read the stored value as a session', () => {
    const anyValue = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.boolean(), fc.array(fc.string(), { maxLength: 2 }));
    const field = fc.oneof({ weight: 3, arbitrary: fc.string({ maxLength: 6 }) }, anyValue);
    const fields = Object.fromEntries(Object.keys(StoredUser.schema).map((name) => [name, field]));
    const stored = fc.oneof(
      fc.record({ ...fields, extra: anyValue }, { requiredKeys: [] }).map((value) => JSON.stringify(value)),
      fc.record(fields).map((value) => JSON.stringify(value)),
      anyValue.map((value) => JSON.stringify(value)),
      fc.string(),
    );
    fc.assert(
      fc.property(stored, (value) => {
        expect(callsWith(value).length > 0).toBe(storeReads(value));
      }),
      { numRuns: propertyRuns(300) },
    );
  });
});
