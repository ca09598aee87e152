const ALPHANUMERIC = /^[\p{L}\d]$/u;

/** What each placeholder of a mask accepts (spec section 3: digit, letter, alphanumeric). */
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

  const value = slots
    .map((slot, index) => (isPlaceholder(slot) ? (filled.get(index) ?? placeholderChar) : slot))
    .join('');
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
