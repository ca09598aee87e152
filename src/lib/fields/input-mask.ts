const ALPHANUMERIC = /^[\p{L}\d]$/u;

/** What each placeholder of a mask accepts (digit, letter, alphanumeric). */
const PLACEHOLDERS: Readonly<Record<string, RegExp>> = {
  '9': /^\d$/,
  a: /^\p{L}$/u,
  '*': ALPHANUMERIC,
};

/** The result of fitting typed or pasted text into a mask. */
export interface MaskedValue {
  /** The text to show: literals in place, unfilled slots as the placeholder character; "" when nothing was accepted. */
  value: string;
  /** Only the accepted characters, without literals. */
  raw: string;
  /** Whether every placeholder is filled. */
  complete: boolean;
}

/**
 * Fits whatever the user typed or pasted into a mask such as "99/99/9999".
 *
 * In the mask, `9` takes a digit, `a` a letter, `*` a letter or digit; any other character is a
 * literal. The input may be bare ("12032027") or already masked ("12/0_/____"): a character equal
 * to an upcoming literal (before the next placeholder) is taken as that literal, characters the
 * next placeholder does not accept are dropped, and what does not fit is ignored.
 *
 * An untouched field must stay empty so that 'required' validation still fires, hence the empty
 * `value` when nothing was accepted.
 *
 * @param input - The text in the field after the user's edit.
 * @param mask - The mask.
 * @param placeholderChar - Shown in unfilled slots. Defaults to "_".
 * @example applyMask('1203', '99/99/9999') // { value: '12/03/____', raw: '1203', complete: false }
 */
export function applyMask(input: string, mask: string, placeholderChar = '_'): MaskedValue {
  const slots = [...mask];
  const filled = new Map<number, string>();
  let position = 0;

  for (const char of input) {
    // Look through the literals ahead: a matching one is the input's own literal ("12/03"),
    // otherwise the character belongs to the next placeholder (bare "1203").
    let index = position;
    while (index < slots.length && !isPlaceholder(slots[index]) && slots[index] !== char) index++;
    if (index >= slots.length) break;
    const slot = slots[index] as string;
    if (!isPlaceholder(slot)) {
      position = index + 1;
    } else if (accepts(slot, char)) {
      filled.set(index, char);
      position = index + 1;
    }
  }

  // Slots fill left to right, so insertion order is mask order.
  const raw = [...filled.values()].join('');
  const complete = filled.size === slots.filter(isPlaceholder).length;
  if (raw === '') return { value: '', raw, complete };

  const value = slots.map((slot, index) => (isPlaceholder(slot) ? (filled.get(index) ?? placeholderChar) : slot)).join('');
  return { value, raw, complete };
}

/**
 * Where to put the caret in a masked value: just after the last filled character, so that
 * typing continues in the next slot and backspace removes the last entry rather than a literal.
 *
 * Placeholders only ever accept letters and digits, so the filled characters are found without
 * the mask: the last letter or digit that is not the placeholder character. A mask with letter or
 * digit literals (such as "+55") would count those as filled; none of the portal's masks has one.
 *
 * @param value - A `value` returned by {@link applyMask}.
 * @param placeholderChar - The placeholder character used for it. Defaults to "_".
 * @returns A caret index into `value`; 0 for an empty value.
 */
export function maskCaret(value: string, placeholderChar = '_'): number {
  let caret = 0;
  let offset = 0;
  for (const char of value) {
    offset += char.length;
    if (char !== placeholderChar && ALPHANUMERIC.test(char)) caret = offset;
  }
  return caret;
}

function isPlaceholder(slot: string | undefined): boolean {
  return slot !== undefined && Object.hasOwn(PLACEHOLDERS, slot);
}

function accepts(slot: string, char: string): boolean {
  return PLACEHOLDERS[slot]?.test(char) ?? false;
}

/** One edit as the browser announces it (`beforeinput`): what was typed or pasted, or a deletion. */
export type MaskEdit = { type: 'insert'; text: string } | { type: 'delete'; direction: 'backward' | 'forward' };

/** A masked field's text and selection. */
export interface MaskState {
  value: string;
  start: number;
  end: number;
}

/**
 * Applies one edit to a masked value slot by slot, the way a paper form is filled in: each
 * placeholder is a box. Typing overwrites the box at the caret (or the selected boxes, emptied
 * first) and moves on; deleting empties one box and moves nothing else; the caret stays where the
 * edit happened. So selecting the month of "20/10/2027" and typing 11 gives "20/11/2027", and
 * deleting a digit in the middle leaves "20/1_/2027", never digits shifted across the slashes.
 *
 * A paste of a whole value in another layout ("4/9/2027", "04092027") fills the whole mask, each
 * group padded with zeros ("04/09/2027"). All boxes empty gives "" (so 'required' still fires).
 *
 * @returns The new value and where the caret goes.
 */
export function editMask(state: MaskState, edit: MaskEdit, mask: string, placeholderChar = '_'): { value: string; caret: number } {
  const slots = [...mask];
  const chars = toSlots(state.value, mask, placeholderChar);
  const slotIndexes = slots.flatMap((slot, index) => (isPlaceholder(slot) ? [index] : []));
  const clear = (from: number, to: number) => slotIndexes.filter((i) => i >= from && i < to).forEach((i) => (chars[i] = placeholderChar));
  const collapsed = state.start === state.end;
  // A caret left after empty boxes (a click at the end of "04/09/____") works from the first of
  // them: typing fills the next empty box, backspace empties the last filled one.
  let start = state.start;
  const forward = edit.type === 'delete' && edit.direction === 'forward';
  if (collapsed && !forward) while (start > 0 && (!isPlaceholder(slots[start - 1]) || chars[start - 1] === placeholderChar)) start--;
  let caret = start;

  if (edit.type === 'delete') {
    if (!collapsed) clear(state.start, state.end);
    else if (edit.direction === 'backward') {
      const before = slotIndexes.filter((i) => i < start).pop();
      if (before !== undefined) {
        chars[before] = placeholderChar;
        caret = before;
      }
    } else {
      const after = slotIndexes.find((i) => i >= state.start);
      if (after !== undefined) chars[after] = placeholderChar;
    }
  } else {
    const whole = wholeValue(edit.text, mask);
    if (whole !== null) {
      const { value } = applyMask(whole, mask, placeholderChar);
      return { value, caret: value.length };
    }
    clear(state.start, state.end);
    let next = slotIndexes.findIndex((i) => i >= start);
    for (const char of edit.text) {
      if (next < 0 || next >= slotIndexes.length) break;
      const index = slotIndexes[next]!;
      if (!accepts(slots[index]!, char)) continue;
      chars[index] = char;
      caret = index + 1;
      next++;
    }
    // Past a literal that follows ("20/" then the month), so typing reads on naturally.
    while (caret < slots.length && !isPlaceholder(slots[caret]) && chars[caret - 1] !== placeholderChar) caret++;
  }

  const value = chars.join('');
  return chars.some((char, i) => isPlaceholder(slots[i]) && char !== placeholderChar) ? { value, caret } : { value: '', caret: 0 };
}

/** Whether a value is already laid out in the mask: literals in place, each box filled or empty. */
export function isMasked(value: string, mask: string, placeholderChar = '_'): boolean {
  const slots = [...mask];
  const chars = [...value];
  return (
    chars.length === slots.length &&
    chars.every((char, i) => (isPlaceholder(slots[i]) ? char === placeholderChar || accepts(slots[i]!, char) : char === slots[i]))
  );
}

/** The field's value as one character per mask position (empty boxes as the placeholder). */
function toSlots(value: string, mask: string, placeholderChar: string): string[] {
  if (isMasked(value, mask, placeholderChar)) return [...value];
  const fitted = applyMask(value, mask, placeholderChar).value;
  return fitted ? [...fitted] : [...mask].map((slot) => (isPlaceholder(slot) ? placeholderChar : slot));
}

/**
 * A pasted value that fills the whole mask, in the mask's own characters: "04/09/2027",
 * "04092027", or groups split by any separator with short groups padded ("4/9/2027"). Else null.
 */
function wholeValue(text: string, mask: string): string | null {
  const groups = mask.split(/[^9a*]+/).filter(Boolean);
  const compact = text.trim().replace(/[^\p{L}\d]/gu, '');
  if (compact.length === groups.join('').length) return compact;
  const parts = text
    .trim()
    .split(/[^\p{L}\d]+/u)
    .filter(Boolean);
  if (parts.length !== groups.length || parts.some((part, i) => part.length > groups[i]!.length)) return null;
  // Only digit groups are padded: "4" in a day is "04".
  return parts.map((part, i) => (/^9+$/.test(groups[i]!) ? part.padStart(groups[i]!.length, '0') : part)).join('');
}
