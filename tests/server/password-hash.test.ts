import { describe, expect, it } from 'vitest';
import { startApiServer } from '../../reference-api/index.mjs';
import { createPasswords, DEFAULT_PASSWORD_COST, MAX_PASSWORD_COST, MIN_PASSWORD_COST } from '../../reference-api/password-hash.mjs';
import { TEST_PASSWORD_COST } from '../../test-kit/test-api';

describe('password hashes (scrypt)', () => {
  it('hash at the default cost, 2^14, unless a server is told otherwise', async () => {
    expect(DEFAULT_PASSWORD_COST).toBe(14);
    const record = await createPasswords().hash('Portal@2026');
    expect(record.cost).toBe(14);
    expect(record.salt).toHaveLength(16);
    expect(record.hash).toHaveLength(32);
    expect((await createPasswords(TEST_PASSWORD_COST).hash('Portal@2026')).cost).toBe(TEST_PASSWORD_COST);
  });

  it('check a password at the cost its hash was made with, whatever the checking server uses', async () => {
    const cheap = await createPasswords(TEST_PASSWORD_COST).hash('Portal@2026');
    const passwords = createPasswords();
    expect(await passwords.verify('Portal@2026', cheap)).toBe(true);
    expect(await passwords.verify('portal@2026', cheap)).toBe(false);
  });

  it('refuse any password for an account without one, after the same work', async () => {
    const passwords = createPasswords(TEST_PASSWORD_COST);
    expect(await passwords.verify('not-a-real-password', null)).toBe(false);
    expect(await passwords.verify('Portal@2026', null)).toBe(false);
  });

  it('treat the composed and decomposed forms of an accented password as one (NFC)', async () => {
    const passwords = createPasswords(TEST_PASSWORD_COST);
    const record = await passwords.hash('Senha-Ação-1');
    expect(await passwords.verify('Senha-Ação-1'.normalize('NFD'), record)).toBe(true);
  });

  it.each([MIN_PASSWORD_COST, MAX_PASSWORD_COST])(
    'hash and check at the edge cost %s (scrypt is given the memory it needs)',
    async (cost) => {
      const passwords = createPasswords(cost);
      const record = await passwords.hash('Portal@2026');
      expect(record.cost).toBe(cost);
      expect(await passwords.verify('Portal@2026', record)).toBe(true);
    },
  );

  it.each([0, 3, 18, 40, 10.5, Number.NaN])(
    'stop a server asked for a cost of %s before it listens, saying which costs it takes',
    async (passwordCost) => {
      await expect(startApiServer({ port: 0, passwordCost, log: () => {} })).rejects.toThrow('passwordCost deve ser um inteiro de 4 a 17');
    },
  );
});
