import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keptReadsStore } from '../../src/session/kept-reads-store';
import { removeOwned } from '../../src/session/remove-owned';
import { createSafeStorage } from '../../src/session/safe-storage';
import { createSessionStore } from '../../src/session/session-store';
import { STORAGE_OWNERS, type StorageKey } from '../../src/session/storage-keys';
import { memoryStorage, usedChars } from '../../test-kit/memory-storage';
import { propertyRuns } from '../../test-kit/property-runs';

const throwing = (): Storage => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

/** A DOMException with a name and a legacy code of its own, as older engines threw. */
const legacy = (name: string, code: number) => () => Object.defineProperty(new DOMException('full', name), 'code', { value: code });

/**
 * What a full storage throws, engine by engine (MDN's `storageAvailable` tests the same): the
 * standard name and code, Firefox's own name and code before its storage was rewritten, WebKit's old
 * constant's name, and a code without the name.
 */
const FULL_ERRORS: Record<string, () => unknown> = {
  'QuotaExceededError (Chromium, WebKit, Firefox)': () => new DOMException('full', 'QuotaExceededError'),
  'NS_ERROR_DOM_QUOTA_REACHED, 1014 (Firefox before 2020)': legacy('NS_ERROR_DOM_QUOTA_REACHED', 1014),
  'QUOTA_EXCEEDED_ERR, 22 (old WebKit)': legacy('QUOTA_EXCEEDED_ERR', 22),
  'code 22 alone': () => ({ code: 22 }),
};

const KEYS = Object.keys(STORAGE_OWNERS) as StorageKey[];
const SESSION = { token: 'a'.repeat(200), refreshToken: 'r'.repeat(200), email: 'ana@exemplo.com.br', name: 'Ana' };

/**
 * A storage of `quota` characters the host's pages filled but for `room` (its own key, which the
 * portal must never touch).
 */
function filledBut(room: number, quota = 20_000, full?: () => unknown) {
  return memoryStorage({ 'host:catalogue': 'c'.repeat(quota - room - 'host:catalogue'.length) }, quota, full);
}

describe('createSafeStorage', () => {
  it('stores JSON under the prefix', () => {
    const backing = memoryStorage();
    const storage = createSafeStorage('pc:', () => backing);
    expect(storage.write('user', { name: 'Ana' })).toBe(true);
    expect(backing.getItem('pc:user')).toBe('{"name":"Ana"}');
    expect(storage.read('user')).toEqual({ name: 'Ana' });
  });

  it('keeps working in memory when the browser storage is blocked', () => {
    const storage = createSafeStorage('pc:', throwing);
    expect(storage.write('registerEmail', 'carla@exemplo.com.br'), 'not stored').toBe(false);
    expect(storage.read('registerEmail')).toBe('carla@exemplo.com.br');
    storage.remove('registerEmail');
    expect(storage.read('registerEmail')).toBeNull();
  });

  it('reads and removes in storage after a write failed: a full storage never hides the session nor keeps it after sign-out', () => {
    // A host whose own pages hold all but 10,000 characters of its 5 MiB, and a kept read of 300,000.
    const backing = filledBut(10_000, 5 * 1024 * 1024);
    const storage = createSafeStorage('pc:', () => backing);
    expect(storage.write('user', SESSION)).toBe(true);
    const kept = { email: SESSION.email, events: { 41587: { home: { at: 1, answers: { pad: 'x'.repeat(300_000) } } } } };
    expect(storage.write('keptReads', kept), 'too big for the room left').toBe(false);
    expect(backing.getItem('pc:user'), 'the session still stored').not.toBeNull();
    expect(createSafeStorage('pc:', () => backing).read('user'), "another tab's read of the session").toEqual(SESSION);
    expect(storage.read('keptReads'), 'this tab still reads what it could not store').not.toBeNull();

    removeOwned(storage, ['customer', 'flow']);
    expect(Object.keys(localStorageOf(backing)), 'sign-out leaves only the host’s keys').toEqual(['host:catalogue']);
    const next = createSafeStorage('pc:', () => backing);
    for (const key of KEYS) expect(next.read(key), `the next visit reads no ${key}`).toBeNull();
  });

  it('frees the kept answers, never the session nor the host’s keys, to store another item', () => {
    const backing = filledBut(1_500);
    const storage = createSafeStorage('pc:', () => backing);
    storage.write('user', SESSION);
    expect(storage.write('keptReads', { pad: 'k'.repeat(600) })).toBe(true);
    expect(storage.write('currentEvt', { idEvento: 41587, pad: 'e'.repeat(500) }), 'stored once the kept answers went').toBe(true);
    expect(backing.getItem('pc:keptReads'), 'the kept answers went first').toBeNull();
    expect(JSON.parse(backing.getItem('pc:user')!)).toEqual(SESSION);
    expect(backing.getItem('host:catalogue')).toHaveLength(20_000 - 1_500 - 'host:catalogue'.length);

    // What does not fit even then stays in this tab, and storage keeps nothing older under its key.
    expect(storage.write('currentEvt', { idEvento: 41587, pad: 'e'.repeat(5_000) })).toBe(false);
    expect(backing.getItem('pc:currentEvt')).toBeNull();
    expect(storage.read<{ pad: string }>('currentEvt')?.pad).toHaveLength(5_000);
    expect(JSON.parse(backing.getItem('pc:user')!), 'the session stays').toEqual(SESSION);
  });

  it.each(Object.entries(FULL_ERRORS))('knows a full storage by what each engine throws: %s', (_, full) => {
    const backing = filledBut(1_200, undefined, full);
    const storage = createSafeStorage('pc:', () => backing);
    storage.write('keptReads', { pad: 'k'.repeat(900) });
    expect(storage.write('pendingPayments', { '41587:81238': 1, pad: 'p'.repeat(500) })).toBe(true);
    expect(backing.getItem('pc:keptReads')).toBeNull();
  });

  it('keeps the kept answers when a write fails for another reason than a full storage', () => {
    const backing = memoryStorage();
    const storage = createSafeStorage('pc:', () => backing);
    storage.write('keptReads', { pad: 'k' });
    backing.setItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(storage.write('currentEvt', { idEvento: 1 })).toBe(false);
    expect(backing.getItem('pc:keptReads')).toBe('{"pad":"k"}');
    expect(storage.read('currentEvt')).toEqual({ idEvento: 1 });
  });

  it('reads corrupt JSON as nothing instead of throwing', () => {
    const backing = memoryStorage();
    backing.setItem('pc:user', '{not json');
    expect(createSafeStorage('pc:', () => backing).read('user')).toBeNull();
  });
});

function localStorageOf(storage: Storage): Record<string, string> {
  const items: Record<string, string> = {};
  for (let index = 0; index < storage.length; index++) items[storage.key(index)!] = storage.getItem(storage.key(index)!)!;
  return items;
}

type Step =
  | { op: 'write'; key: StorageKey; size: number }
  | { op: 'remove'; key: StorageKey }
  | { op: 'host'; size: number }
  | { op: 'hostRemove' }
  | { op: 'signOut' }
  | { op: 'visit' };

const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ op: fc.constant('write' as const), key: fc.constantFrom(...KEYS), size: fc.nat(3_000) }), weight: 6 },
  fc.record({ op: fc.constant('remove' as const), key: fc.constantFrom(...KEYS) }),
  fc.record({ op: fc.constant('host' as const), size: fc.nat(4_000) }),
  fc.constant({ op: 'hostRemove' as const }),
  fc.constant({ op: 'signOut' as const }),
  fc.constant({ op: 'visit' as const }),
);

describe('a storage the host fills, over any sequence of writes', () => {
  it('never loses track: each read is what was last written, each write fits or frees only the kept answers, and sign-out leaves nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12_000 }),
        fc.constantFrom(...Object.values(FULL_ERRORS)),
        fc.array(step, { minLength: 1, maxLength: 40 }),
        (quota, full, steps) => {
          const backing = memoryStorage({}, quota, full);
          let storage = createSafeStorage('pc:', () => backing);
          /** What this tab must read back, by key. */
          const seen = new Map<StorageKey, unknown>();
          const hostKeys = () => Object.keys(localStorageOf(backing)).filter((key) => key.startsWith('host:'));
          let written = 0;
          for (const [index, one] of steps.entries()) {
            const at = `step ${index} ${JSON.stringify(one)}`;
            if (one.op === 'write') {
              const name = `pc:${one.key}`;
              const value = { n: ++written, pad: 'x'.repeat(one.size) };
              const text = JSON.stringify(value);
              const before = localStorageOf(backing);
              const old = before[name];
              const fits = usedChars(backing) - (old === undefined ? 0 : name.length + old.length) + name.length + text.length <= quota;
              const stored = storage.write(one.key, value);
              const after = localStorageOf(backing);
              if (fits) expect(stored, `${at}: it fitted`).toBe(true);
              if (stored) expect(after[name], `${at}: stored`).toBe(text);
              else {
                expect(after[name], `${at}: nothing older stays under the key`).toBeUndefined();
                expect(usedChars(backing) + name.length + text.length, `${at}: failed only without room`).toBeGreaterThan(quota);
              }
              // Only the kept answers may go to make room, and only when the write needed it.
              for (const key of Object.keys(before).filter((key) => key !== name && !(key in after)))
                expect({ key, fits }, `${at}: removed ${key}`).toEqual({ key: 'pc:keptReads', fits: false });
              // Making room takes the kept answers from this tab's memory too.
              if (!fits && one.key !== 'keptReads') seen.delete('keptReads');
              seen.set(one.key, value);
            } else if (one.op === 'remove') {
              storage.remove(one.key);
              seen.delete(one.key);
              expect(backing.getItem(`pc:${one.key}`), `${at}: removed`).toBeNull();
            } else if (one.op === 'host') {
              try {
                backing.setItem(`host:${index}`, 'h'.repeat(one.size));
              } catch {
                // The host's own write failed: its business.
              }
            } else if (one.op === 'hostRemove') {
              const [first] = hostKeys();
              if (first) backing.removeItem(first);
            } else if (one.op === 'signOut') {
              const keep = hostKeys();
              removeOwned(storage, ['customer', 'flow']);
              seen.clear();
              expect(Object.keys(localStorageOf(backing)), `${at}: only the host's keys stay`).toEqual(keep);
            } else {
              storage = createSafeStorage('pc:', () => backing);
              seen.clear();
              for (const key of KEYS) if (backing.getItem(`pc:${key}`) !== null) seen.set(key, JSON.parse(backing.getItem(`pc:${key}`)!));
            }
            for (const key of KEYS) expect(storage.read(key), `${at}: reads ${key}`).toEqual(seen.get(key) ?? null);
          }
        },
      ),
      {
        numRuns: propertyRuns(300),
        // The case that was reported: a host's pages fill the storage, the session and its event fit,
        // a kept read does not; then sign-out and the next visit, in each engine's error.
        examples: Object.values(FULL_ERRORS).map((full): [number, () => unknown, Step[]] => [
          12_000,
          full,
          [
            { op: 'host', size: 9_500 },
            { op: 'write', key: 'user', size: 700 },
            { op: 'write', key: 'currentEvt', size: 450 },
            { op: 'write', key: 'keptReads', size: 3_000 },
            { op: 'write', key: 'pendingPayments', size: 20 },
            { op: 'signOut' },
            { op: 'visit' },
          ],
        ]),
      },
    );
  });
});

describe('the session on a full storage', () => {
  it('is stored, its kept answers fail alone, and sign-out leaves the next visit signed out', () => {
    const backing = filledBut(1_500);
    const session = createSessionStore('pc:', () => backing);
    session.signIn(SESSION);
    session.setCurrentEvt({ idEvento: 41587 } as never);
    keptReadsStore(session.storage).keep(SESSION.email, '41587', 'home', { '/api/home': { pad: 'x'.repeat(3_000) } });
    expect(session.reload().user, 'the session read from storage').toEqual(SESSION);
    expect(session.holds(SESSION.email)).toBe(true);

    session.signOut();
    expect(Object.keys(localStorageOf(backing))).toEqual(['host:catalogue']);
    expect(createSessionStore('pc:', () => backing).get(), 'the next visit').toEqual({ user: null, currentEvt: null });
  });
});
