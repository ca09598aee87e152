import { describe, expect, it } from 'vitest';
import { createSafeStorage } from '../../src/session/safe-storage';
import { memoryStorage } from '../support/memory-storage';

const throwing = (): Storage => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('createSafeStorage', () => {
  it('stores JSON under the prefix', () => {
    const backing = memoryStorage();
    const storage = createSafeStorage('pc:', () => backing);
    storage.write('user', { name: 'Ana' });
    expect(backing.getItem('pc:user')).toBe('{"name":"Ana"}');
    expect(storage.read('user')).toEqual({ name: 'Ana' });
    expect(storage.fullKey('currentEvt')).toBe('pc:currentEvt');
  });

  it('keeps working in memory when the browser storage throws', () => {
    const storage = createSafeStorage('pc:', throwing);
    storage.write('registerEmail', 'carla@exemplo.com.br');
    expect(storage.read('registerEmail')).toBe('carla@exemplo.com.br');
    expect(storage.persistent).toBe(false);
    storage.remove('registerEmail');
    expect(storage.read('registerEmail')).toBeNull();
  });

  it('falls back when storage starts throwing mid-session (quota, revoked access)', () => {
    const backing = memoryStorage();
    const storage = createSafeStorage('pc:', () => backing);
    storage.write('user', { a: 1 });
    backing.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    backing.getItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    storage.write('user', { a: 2 });
    expect(storage.read('user')).toEqual({ a: 2 });
  });

  it('reads corrupt JSON as nothing instead of throwing', () => {
    const backing = memoryStorage();
    backing.setItem('pc:user', '{not json');
    expect(createSafeStorage('pc:', () => backing).read('user')).toBeNull();
  });
});
