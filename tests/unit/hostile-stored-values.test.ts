import fc from 'fast-check';
import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/api-error';
import { checkAnswer } from '../../src/api/check-answer';
import { CurrentEvent } from '../../src/api/event-schemas';
import { LoginAnswer, MaskEmailAnswer } from '../../src/api/schemas';
import { StoredUser } from '../../src/session/stored-session';
import { validCopy } from '../../src/lib/fields/valid-copy';
import { createSessionStore } from '../../src/session/session-store';
import { registerStore } from '../../src/session/register-store';
import { memoryStorage } from '../../test-kit/memory-storage';

/*
 * Stored state is read without ever throwing: a value that cannot be validated, whatever its shape,
 * is dropped and the portal starts signed out. Storage holds JSON text, so what a host's script (or
 * an extension) can leave there is any JSON; validCopy also takes objects no JSON makes (getters,
 * proxies), for whatever other value it meets. The stored event is held to its id until the event's
 * schema arrives with the signed-in screens (`checkEvents`), then to the schema.
 */

const USER = { token: 'a.b.c', refreshToken: 'r1', email: 'ana.souza@exemplo.com.br', name: 'Ana Paula Souza', idCliente: 1 };
const EVT = { idEvento: 41587, descricao: 'Casamento Ana & Pedro', casa: 'Villa Aurora' };

/** A JSON value that breaks `${value}`, String(value) or a template: toString/valueOf not functions. */
const unprintable = fc.constantFrom<unknown>(
  { toString: 'x' },
  { toString: 1, valueOf: 2 },
  { toString: null, valueOf: null },
  { toString: {}, valueOf: [] },
  { toJSON: 'x', toString: 'x' },
  { ['__proto__']: { toString: 'x' } },
  [{ toString: 'x' }],
);
/** Nested `levels` deep, as JSON text (JSON.parse takes depths that writing back cannot). */
const deepText = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** Any JSON value, with the unprintable ones mixed in at any depth. */
const hostileJson = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, fc.jsonValue({ maxDepth: 2 }), unprintable, tie('object'), tie('array')),
  object: fc.dictionary(
    fc.constantFrom('token', 'refreshToken', 'email', 'name', 'idEvento', 'descricao', 'comercial', 'toString', 'valueOf', 'nome', 'x'),
    tie('value'),
    { maxKeys: 6 },
  ),
  array: fc.array(tie('value'), { maxLength: 3 }),
})).value;

/** A stored user whose every field may be replaced by something hostile. */
const hostileUser = fc
  .record(
    { token: hostileJson, refreshToken: hostileJson, email: hostileJson, name: hostileJson, comercial: hostileJson },
    { requiredKeys: [] },
  )
  .map((fields) => ({ ...USER, ...fields }));

function open(texts: Record<string, string>) {
  const backing = memoryStorage(texts);
  const store = createSessionStore('pc:', () => backing);
  return { store, backing };
}

describe('reading a hostile stored session', () => {
  it("drops the red team's value and starts signed out, and does so again on reload", () => {
    const hostile = JSON.stringify({ ...USER, token: { toString: 'x' } });
    const { store, backing } = open({ 'pc:user': hostile, 'pc:currentEvt': JSON.stringify(EVT) });
    expect(store.get()).toEqual({ user: null, currentEvt: null });
    expect(backing.getItem('pc:user') !== null, 'the value is removed').toBe(false);
    backing.setItem('pc:user', hostile);
    expect(store.reload()).toEqual({ user: null, currentEvt: null });
  });

  it('drops a current event with a toString that is not a function, and one nested too deep to write back', () => {
    for (const evt of [
      JSON.stringify({ ...EVT, descricao: { toString: 'x' } }),
      JSON.stringify({ ...EVT, comercial: [{ nome: { valueOf: 1, toString: 1 } }] }),
      `{"idEvento":1,"descricao":"x","extra":${deepText(200_000)}}`,
    ]) {
      const { store, backing } = open({ 'pc:user': JSON.stringify(USER), 'pc:currentEvt': evt });
      store.checkEvents(CurrentEvent);
      expect(store.get().user?.email).toBe(USER.email);
      expect(store.get().currentEvt).toBeNull();
      expect(backing.getItem('pc:currentEvt') !== null).toBe(false);
    }
  });

  it('holds a stored event to its id until the schema checks it, then drops what the schema refuses, on reload too', () => {
    const refused = { ...EVT, descricao: '   ' };
    const { store, backing } = open({ 'pc:user': JSON.stringify(USER), 'pc:currentEvt': JSON.stringify(refused) });
    expect(store.get().currentEvt, 'an id is all the store needs before the schema is here').toEqual(refused);
    store.checkEvents(CurrentEvent);
    expect(store.get().currentEvt).toBeNull();
    expect(backing.getItem('pc:currentEvt') !== null, 'the value is removed').toBe(false);
    // Another tab writes it again: read with the schema from now on.
    backing.setItem('pc:currentEvt', JSON.stringify(refused));
    expect(store.reload().currentEvt).toBeNull();
    const read = { ...EVT, comercial: [], assessoria: [], producao: [] };
    backing.setItem('pc:currentEvt', JSON.stringify(read));
    expect(store.reload().currentEvt).toEqual(read);
  });

  it('drops a stored event without an id before the schema is here', () => {
    for (const evt of [{ descricao: 'Casamento' }, { ...EVT, idEvento: null }, { ...EVT, idEvento: { toString: 'x' } }, [EVT], 'evento']) {
      const { store, backing } = open({ 'pc:user': JSON.stringify(USER), 'pc:currentEvt': JSON.stringify(evt) });
      expect(store.get().currentEvt, JSON.stringify(evt)).toBeNull();
      expect(backing.getItem('pc:currentEvt') !== null, 'the value is removed').toBe(false);
    }
  });

  it('never throws, for any JSON in either key: what it keeps passes the schema, what it drops is removed', () => {
    fc.assert(
      fc.property(fc.oneof(hostileUser, hostileJson), fc.oneof(hostileJson, fc.constant(EVT)), (user, evt) => {
        const { store, backing } = open({ 'pc:user': JSON.stringify(user), 'pc:currentEvt': JSON.stringify(evt) });
        store.checkEvents(CurrentEvent);
        const { user: kept, currentEvt } = store.get();
        if (kept) expect(is(kept, StoredUser)).toBe(true);
        // A stored `null` reads as nothing stored; anything else that fails is removed.
        else if (user !== null) expect(backing.getItem('pc:user') !== null).toBe(false);
        if (currentEvt) expect(is(currentEvt, CurrentEvent)).toBe(true);
        // Whatever is kept writes back (a sign-in in another tab compares and rewrites it).
        expect(() => JSON.stringify(store.get())).not.toThrow();
        expect(() => store.reload()).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it('reads the register e-mail and code as text only', () => {
    const { store } = open({ 'pc:registerEmail': JSON.stringify({ toString: 'x' }), 'pc:registerCode': '123456' });
    expect(registerStore(store.storage).read()).toEqual({ email: null, code: null, stale: false });
  });
});

/** Objects no JSON makes: getters that throw, proxies whose traps throw or lie, huge and deep values. */
const trap = () => {
  throw new Error('armadilha');
};
const nonJson = fc.constantFrom<() => unknown>(
  () => Object.defineProperty({ ...USER }, 'token', { get: trap, enumerable: true }),
  () => new Proxy({ ...USER }, { get: trap }),
  () => new Proxy({ ...USER }, { ownKeys: trap }),
  () => new Proxy({}, { getPrototypeOf: trap, has: trap, get: trap, ownKeys: trap, getOwnPropertyDescriptor: trap }),
  () => new Proxy({ ...USER }, { get: (target, key) => (key === 'token' ? { toString: 'x' } : Reflect.get(target, key)) }),
  () => ({ ...USER, toJSON: trap }),
  () => ({ ...USER, token: 10n }),
  () => {
    const cyclic: Record<string, unknown> = { ...USER };
    cyclic.self = cyclic;
    return cyclic;
  },
  () => ({ ...USER, token: 'x'.repeat(5_000_000) }),
  () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i += 1) deep = { a: deep };
    return { ...USER, extra: deep };
  },
  () => Object.create({ token: 'herdado' }, { toString: { value: 'x' } }),
);

describe('validCopy', () => {
  it('never throws on a hostile object, and what it returns is plain data that passes the schema', () => {
    fc.assert(
      fc.property(nonJson, fc.boolean(), (make, asEvent) => {
        const schema = (asEvent ? CurrentEvent : StoredUser) as typeof StoredUser;
        const copy = validCopy(make(), schema);
        if (copy !== null) {
          expect(is(copy, schema)).toBe(true);
          expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('keeps a good value whole, unknown fields included', () => {
    expect(validCopy({ ...USER, extra: { a: [1] } }, StoredUser)).toEqual({ ...USER, extra: { a: [1] } });
  });
});

describe('an API answer with the same hostile shapes', () => {
  it("is the 'invalid' answer error, never superstruct's own TypeError", () => {
    for (const [answer, schema] of [
      [{ maskEmail: { toString: 'x' } }, MaskEmailAnswer],
      [{ access_token: { toString: 1, valueOf: 1 }, refresh_token: 'r' }, LoginAnswer],
    ] as const) {
      let thrown: unknown;
      try {
        checkAnswer(JSON.parse(JSON.stringify(answer)), schema as typeof LoginAnswer);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ApiError);
      expect((thrown as ApiError).kind).toBe('invalid');
    }
  });
});
