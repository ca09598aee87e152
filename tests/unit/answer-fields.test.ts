import { create, StructError, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { amount, flag, id, label, shownId, text } from '../../src/api/answer-fields';

/*
 * The coercions of the API's answers, field kind by field kind: what a shown-only field reads
 * (anything else is null, shown as '—'), and what a needed field refuses (which leaves its row out).
 */

const read = <T>(struct: Struct<T, unknown>, value: unknown) => create(value, struct);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field's struct, whatever it makes
const refuses = (struct: Struct<any, unknown>, value: unknown) =>
  expect(() => create(value, struct), JSON.stringify(value)).toThrow(StructError);

describe('money and counts (shown only)', () => {
  it('reads numbers and numeric text with a decimal comma or dot and thousands separators', () => {
    expect(read(amount, 15800.5)).toBe(15800.5);
    expect(read(amount, '15.800,50')).toBe(15800.5);
    expect(read(amount, 'R$ 15.800,50')).toBe(15800.5);
    expect(read(amount, '3200,00')).toBe(3200);
    expect(read(amount, '1.500')).toBe(1500);
    expect(read(amount, '1234.56')).toBe(1234.56);
    expect(read(amount, '1,234.56')).toBe(1234.56);
    expect(read(amount, '-80')).toBe(-80);
    expect(read(amount, ' 180 ')).toBe(180);
  });

  it('reads anything else as null (shown as "—"), never NaN', () => {
    for (const value of [
      null,
      undefined,
      '',
      '  ',
      'abc',
      'R$ ???',
      '1,2,3',
      '12.34.5',
      {},
      [],
      true,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ]) {
      expect(read(amount, value), JSON.stringify(value)).toBeNull();
    }
  });
});

describe('booleans (shown only)', () => {
  it('reads true/false, 1/0, "S"/"N", "true"/"false" in any case', () => {
    for (const yes of [true, 1, '1', 'S', 's', ' S ', 'sim', 'true', 'TRUE']) expect(read(flag, yes), String(yes)).toBe(true);
    for (const no of [false, 0, '0', 'N', 'n', 'não', 'nao', 'false', 'False']) expect(read(flag, no), String(no)).toBe(false);
  });

  it('reads anything else as null', () => {
    for (const value of [null, undefined, '', 2, -1, 'talvez', 'x', {}, []]) expect(read(flag, value), JSON.stringify(value)).toBeNull();
  });
});

describe('text (shown only)', () => {
  it('trims strings and writes numbers as digits', () => {
    expect(read(text, '  Salão Nobre ')).toBe('Salão Nobre');
    expect(read(text, 11987654321)).toBe('11987654321');
  });

  it('reads blank text, objects, booleans and NaN as null, never "[object Object]"', () => {
    for (const value of [null, undefined, '', '   ', {}, [], true, Number.NaN]) expect(read(text, value), JSON.stringify(value)).toBeNull();
  });
});

describe('ids (needed by an action)', () => {
  it('keeps whole non-negative numbers and short non-blank text, trimmed', () => {
    expect(read(id, 48213)).toBe(48213);
    expect(read(id, 0)).toBe(0);
    expect(read(id, '48213')).toBe('48213');
    expect(read(id, ' 48213 ')).toBe('48213');
    expect(read(id, 'CT-2026-0142')).toBe('CT-2026-0142');
  });

  it('refuses what an action must never post', () => {
    for (const value of [null, undefined, '', '   ', 1.5, -3, Number.NaN, 2 ** 60, true, {}, [], 'x'.repeat(257), 'a\nb'])
      refuses(id, value);
  });

  it("a shown-only id (a contract's EVT) reads the same ids and is null otherwise", () => {
    expect(read(shownId, ' 41587 ')).toBe('41587');
    expect(read(shownId, null)).toBeNull();
    expect(read(shownId, {})).toBeNull();
  });
});

describe('labels (what a row is about)', () => {
  it('keeps text, trimmed', () => {
    expect(read(label, ' Prova do bolo ')).toBe('Prova do bolo');
  });

  it('refuses what would leave a row nameless, and a number where a name belongs', () => {
    for (const value of [null, undefined, '', '   ', {}, [], false, 2027]) refuses(label, value);
  });
});
