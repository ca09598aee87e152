import { describe, expect, it } from 'vitest';
import { applyMask, editMask, isMasked, maskCaret } from '../../src/lib/fields/input-mask';

const DATE = '99/99/9999';

describe('applyMask', () => {
  it('masks "1203" as "12/03/____"', () => {
    expect(applyMask('1203', DATE)).toEqual({ value: '12/03/____', raw: '1203', complete: false });
  });

  it('inserts the literals into bare digits', () => {
    expect(applyMask('12032027', DATE)).toEqual({ value: '12/03/2027', raw: '12032027', complete: true });
  });

  it('keeps a value that is already masked and complete', () => {
    expect(applyMask('12/03/2027', DATE)).toEqual({ value: '12/03/2027', raw: '12032027', complete: true });
  });

  it('reads a partly masked value with placeholder characters, such as "12/0_/____"', () => {
    expect(applyMask('12/0_/____', DATE)).toEqual({ value: '12/0_/____', raw: '120', complete: false });
  });

  it('takes a digit typed into a masked value', () => {
    expect(applyMask('12/0_/____5', DATE)).toEqual({ value: '12/05/____', raw: '1205', complete: false });
    expect(applyMask('12/035/____', DATE)).toEqual({ value: '12/03/5___', raw: '12035', complete: false });
  });

  it('shifts the following characters left after a deletion', () => {
    expect(applyMask('1/03/2027', DATE)).toEqual({ value: '10/32/027_', raw: '1032027', complete: false });
  });

  it('reads a paste with other separators and spaces', () => {
    expect(applyMask(' 12-03-2027 ', DATE)).toEqual({ value: '12/03/2027', raw: '12032027', complete: true });
  });

  it('drops characters the placeholder does not accept', () => {
    expect(applyMask('1a2b', DATE)).toEqual({ value: '12/__/____', raw: '12', complete: false });
  });

  it('ignores characters beyond the end of the mask', () => {
    expect(applyMask('120320279999', DATE)).toEqual({ value: '12/03/2027', raw: '12032027', complete: true });
  });

  it('returns an empty value when nothing was accepted, so required validation still fires', () => {
    expect(applyMask('', DATE)).toEqual({ value: '', raw: '', complete: false });
    expect(applyMask('__/__/____', DATE)).toEqual({ value: '', raw: '', complete: false });
    expect(applyMask('abc', DATE)).toEqual({ value: '', raw: '', complete: false });
  });

  it('fills empty slots with a custom placeholder character', () => {
    expect(applyMask('1', DATE, ' ')).toEqual({ value: '1 /  /    ', raw: '1', complete: false });
    expect(applyMask('12/0 /    ', DATE, ' ')).toEqual({ value: '12/0 /    ', raw: '120', complete: false });
  });

  it('accepts letters, accented ones included, for the "a" placeholder', () => {
    expect(applyMask('ab1ç', 'aaa')).toEqual({ value: 'abç', raw: 'abç', complete: true });
  });

  it('accepts letters and digits for the "*" placeholder', () => {
    expect(applyMask('a-1!b', '***')).toEqual({ value: 'a1b', raw: 'a1b', complete: true });
  });

  it('mixes placeholders with literals, as in a car plate', () => {
    expect(applyMask('abc1d23', 'aaa-9*99')).toEqual({ value: 'abc-1d23', raw: 'abc1d23', complete: true });
    expect(applyMask('abc12', 'aaa-9*99')).toEqual({ value: 'abc-12__', raw: 'abc12', complete: false });
  });

  it('takes a pasted leading literal as the literal, not as data', () => {
    const phone = '+55 (99) 99999-9999';
    expect(applyMask('+55 (11) 98765-4321', phone).raw).toBe('11987654321');
    expect(applyMask('5511987654321', phone).raw).toBe('11987654321');
    expect(applyMask('11987654321', phone)).toEqual({ value: '+55 (11) 98765-4321', raw: '11987654321', complete: true });
  });

  it('does not skip literals for a character it drops', () => {
    expect(applyMask('x5511', '+55 (99)').value).toBe('+55 (11)');
  });
});

describe('maskCaret', () => {
  it('places the caret just after the last filled character', () => {
    expect(maskCaret('12/03/____')).toBe(5);
    expect(maskCaret('12/0_/____')).toBe(4);
    expect(maskCaret('1_/__/____')).toBe(1);
  });

  it('places the caret at the end of a complete value', () => {
    expect(maskCaret('12/03/2027')).toBe(10);
  });

  it('places the caret at 0 for an empty value', () => {
    expect(maskCaret('')).toBe(0);
    expect(maskCaret('__/__/____')).toBe(0);
  });

  it('uses the given placeholder character', () => {
    expect(maskCaret('12/0 /    ', ' ')).toBe(4);
    expect(maskCaret('12/0#/####', '#')).toBe(4);
  });

  it('agrees with applyMask on where the next character goes', () => {
    const { value } = applyMask('120', DATE);
    const caret = maskCaret(value);
    const typed = `${value.slice(0, caret)}3${value.slice(caret)}`;
    expect(applyMask(typed, DATE).value).toBe('12/03/____');
  });

  it('removes the last digit, not a literal, on backspace at the caret', () => {
    const { value } = applyMask('1203', DATE);
    const caret = maskCaret(value);
    const afterBackspace = value.slice(0, caret - 1) + value.slice(caret);
    expect(applyMask(afterBackspace, DATE).raw).toBe('120');
  });
});

describe('editMask, box by box (the date mask must not scramble edits)', () => {
  const at = (value: string, start: number, end = start) => ({ value, start, end });
  const type = (text: string) => ({ type: 'insert' as const, text });
  const back = { type: 'delete' as const, direction: 'backward' as const };
  const forward = { type: 'delete' as const, direction: 'forward' as const };

  it('types into an empty field from the first box, stepping over the slashes', () => {
    expect(editMask(at('', 0), type('2'), DATE)).toEqual({ value: '2_/__/____', caret: 1 });
    expect(editMask(at('2_/__/____', 1), type('0'), DATE)).toEqual({ value: '20/__/____', caret: 3 });
  });

  it('replaces a selected month: select "10" in 20/10/2027, type 1 then 1, get 20/11/2027', () => {
    const first = editMask(at('20/10/2027', 3, 5), type('1'), DATE);
    expect(first).toEqual({ value: '20/1_/2027', caret: 4 });
    expect(editMask(at(first.value, first.caret), type('1'), DATE)).toEqual({ value: '20/11/2027', caret: 6 });
  });

  it('empties only the box deleted, with the caret staying there', () => {
    expect(editMask(at('20/10/2027', 5), back, DATE)).toEqual({ value: '20/1_/2027', caret: 4 });
    expect(editMask(at('20/10/2027', 3), back, DATE)).toEqual({ value: '2_/10/2027', caret: 1 });
    expect(editMask(at('20/10/2027', 3), forward, DATE)).toEqual({ value: '20/_0/2027', caret: 3 });
    expect(editMask(at('20/10/2027', 0, 10), back, DATE)).toEqual({ value: '', caret: 0 });
  });

  it('overwrites the box at the caret, keeping the rest', () => {
    expect(editMask(at('20/10/2027', 6), type('1'), DATE)).toEqual({ value: '20/10/1027', caret: 7 });
  });

  it.each(['04/09/2027', '04092027', '4/9/2027', ' 4-9-2027 '])('reads a paste of %j as 04/09/2027', (pasted) => {
    expect(editMask(at('', 0), type(pasted), DATE)).toEqual({ value: '04/09/2027', caret: 10 });
    expect(editMask(at('11/11/1111', 0, 10), type(pasted), DATE).value).toBe('04/09/2027');
  });

  it('puts part of a paste into the boxes from the caret, dropping what a box refuses', () => {
    expect(editMask(at('20/10/____', 6), type('2027'), DATE)).toEqual({ value: '20/10/2027', caret: 10 });
    expect(editMask(at('20/__/____', 3), type('a1'), DATE)).toEqual({ value: '20/1_/____', caret: 4 });
  });

  it('tells a laid-out value from a raw one', () => {
    expect(isMasked('20/1_/2027', DATE)).toBe(true);
    expect(isMasked('20/1/2027', DATE)).toBe(false);
    expect(isMasked('', DATE)).toBe(false);
  });
});
