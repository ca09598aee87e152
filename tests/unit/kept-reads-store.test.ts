import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KEPT_MAX_AGE_MS, KEPT_MAX_CHARS, keptReadsStore } from '../../src/session/kept-reads-store';
import { createSafeStorage } from '../../src/session/safe-storage';
import { createSessionStore } from '../../src/session/session-store';
import { memoryStorage } from '../../test-kit/memory-storage';

const ANA = 'ana@example.com';
const FINANCE = {
  totalEvento: 1000,
  cobrancas: [
    {
      numCobranca: 81237,
      pixCopiaECola: '00020126...6304ABCD',
      linhaDigitavel: '34191.79001',
      urlBoleto: 'https://b/1',
      valorDocumento: 500,
    },
  ],
};

/** When the reads below were made: a moment ago (a kept answer lives 30 days). */
const T = Date.now();

const storeOn = (backing: Storage) => keptReadsStore(createSafeStorage('pc:', () => backing));

describe('keptReadsStore', () => {
  it('keeps the last answer of each read per customer and event, under the storage prefix, with its time', () => {
    const backing = memoryStorage();
    const kept = storeOn(backing);
    kept.keep(ANA, '41587', 'servicos', { '/api/servicos': [{ servico: 'Buffet' }] }, T + 1000);
    kept.keep(ANA, '41587', 'servicos', { '/api/servicos': [{ servico: 'Bar' }] }, T + 2000);
    kept.keep(ANA, '42903', 'servicos', { '/api/servicos': [] }, T + 3000);
    expect(kept.read(ANA, '41587', 'servicos')).toEqual({ at: T + 2000, answers: { '/api/servicos': [{ servico: 'Bar' }] } });
    expect(kept.read(ANA, '42903', 'servicos')).toEqual({ at: T + 3000, answers: { '/api/servicos': [] } });
    expect(kept.read(ANA, '41587', 'agenda')).toBeNull();
    expect(backing.getItem('pc:keptReads'), 'under the prefix, naming its customer').toContain(`"email":"${ANA}"`);
    // A new page reads them back.
    expect(storeOn(backing).read(ANA, '41587', 'servicos')?.at).toBe(T + 2000);
  });

  it('never keeps a way to pay: Pix code, boleto line and boleto link are kept as null', () => {
    const backing = memoryStorage();
    storeOn(backing).keep(ANA, '41587', 'financeiro', { '/api/financeiro': FINANCE }, T + 1000);
    const text = backing.getItem('pc:keptReads')!;
    expect(text).not.toContain('00020126');
    expect(text).not.toContain('34191');
    expect(text).not.toContain('https://b/1');
    const charge = (storeOn(backing).read(ANA, '41587', 'financeiro')!.answers['/api/financeiro'] as typeof FINANCE).cobrancas[0]!;
    expect(charge).toMatchObject({ numCobranca: 81237, pixCopiaECola: null, linhaDigitavel: null, urlBoleto: null, valorDocumento: 500 });
  });

  it("reads nothing of another customer's reads, and removes them", () => {
    const backing = memoryStorage();
    storeOn(backing).keep('bruno@example.com', '1', 'servicos', { '/api/servicos': [] }, T + 1000);
    expect(storeOn(backing).read(ANA, '1', 'servicos')).toBeNull();
    expect(backing.getItem('pc:keptReads')).toBeNull();
  });

  it('reads any stored value that does not pass its schema as nothing, without throwing', () => {
    const hostile = [
      'not json',
      '[]',
      '{"email":"ana@example.com","events":{"1":{"servicos":{"at":"ontem","answers":{}}}}}',
      '{"email":"ana@example.com","events":[1,2]}',
      '{"email":5}',
      'null',
    ];
    for (const text of hostile) {
      const backing = memoryStorage({ 'pc:keptReads': text });
      expect(storeOn(backing).read(ANA, '1', 'servicos'), text).toBeNull();
    }
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const backing = memoryStorage({ 'pc:keptReads': JSON.stringify(value) });
        const read = storeOn(backing).read(ANA, '1', 'servicos');
        expect(read === null || (typeof read.at === 'number' && typeof read.answers === 'object')).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("keeps within its bound: the other events' oldest reads leave first, and a read too big alone is not kept", () => {
    const backing = memoryStorage();
    const kept = storeOn(backing);
    const big = (n: number) => ({ '/api/servicos': [{ servico: 'x'.repeat(n) }] });
    kept.keep(ANA, 'old', 'servicos', big(KEPT_MAX_CHARS / 3), T + 1000);
    kept.keep(ANA, 'mid', 'servicos', big(KEPT_MAX_CHARS / 3), T + 2000);
    kept.keep(ANA, 'now', 'servicos', big(KEPT_MAX_CHARS / 2), T + 3000);
    expect(kept.read(ANA, 'old', 'servicos')).toBeNull();
    expect(kept.read(ANA, 'mid', 'servicos')?.at).toBe(T + 2000);
    expect(kept.read(ANA, 'now', 'servicos')?.at).toBe(T + 3000);
    expect(backing.getItem('pc:keptReads')!.length).toBeLessThanOrEqual(KEPT_MAX_CHARS);
    kept.keep(ANA, 'now', 'agenda', big(KEPT_MAX_CHARS), T + 4000);
    expect(kept.read(ANA, 'now', 'agenda')).toBeNull();
    expect(kept.read(ANA, 'now', 'servicos')?.at).toBe(T + 3000);
  });

  it('is removed when the customer signs out, and when another signs in', () => {
    const backing = memoryStorage();
    const session = createSessionStore('pc:', () => backing);
    const user = { token: 't', refreshToken: 'r', email: ANA, name: 'Ana' };
    session.signIn(user);
    storeOn(backing).keep(ANA, '1', 'servicos', { '/api/servicos': [] }, T + 1000);
    session.signOut();
    expect(backing.getItem('pc:keptReads')).toBeNull();
    storeOn(backing).keep(ANA, '1', 'servicos', { '/api/servicos': [] }, T + 1000);
    session.signIn({ ...user, email: 'bruno@example.com' });
    expect(backing.getItem('pc:keptReads')).toBeNull();
  });

  it('shows nothing older than 30 days', () => {
    const backing = memoryStorage();
    storeOn(backing).keep(ANA, '1', 'servicos', { '/api/servicos': [] }, T);
    expect(storeOn(backing).read(ANA, '1', 'servicos', T + KEPT_MAX_AGE_MS - 1)?.at).toBe(T);
    expect(storeOn(backing).read(ANA, '1', 'servicos', T + KEPT_MAX_AGE_MS)).toBeNull();
    expect(KEPT_MAX_AGE_MS).toBe(30 * 24 * 60 * 60 * 1000);
  });
});
