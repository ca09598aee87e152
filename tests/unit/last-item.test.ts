import { describe, expect, it } from 'vitest';
import { lastItem } from '../../src/features/home/last-item';

describe('lastItem', () => {
  it('returns the last entry of a team list', () => {
    expect(lastItem([{ nome: 'Ana' }, { nome: 'Bruno' }])).toEqual({ nome: 'Bruno' });
  });

  it('returns the only entry of a one-item list', () => {
    expect(lastItem(['Ana'])).toBe('Ana');
  });

  it('returns undefined for an empty list', () => {
    expect(lastItem([])).toBeUndefined();
  });

  it('returns undefined for a missing list', () => {
    expect(lastItem(null)).toBeUndefined();
    expect(lastItem(undefined)).toBeUndefined();
  });

  it('leaves the list unchanged (a pop would return the same entry)', () => {
    const list = [1, 2, 3];
    expect(lastItem(list)).toBe(3);
    expect(lastItem(list), 'asked again').toBe(3);
    expect(list).toEqual([1, 2, 3]);
  });
});
