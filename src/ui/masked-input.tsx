import { forwardRef, useCallback, useEffect, useRef, type ChangeEvent } from 'react';
import { applyMask, editMask, isMasked, maskCaret, type MaskEdit } from '../lib/fields/input-mask';
import { TextInput, type TextInputProps } from './text-input';

/** The edit a `beforeinput` announces, or null for those left to the browser (IME composition...). */
function maskEditOf(event: InputEvent): MaskEdit | null {
  const { inputType } = event;
  if (
    inputType === 'insertText' ||
    inputType === 'insertFromPaste' ||
    inputType === 'insertFromDrop' ||
    inputType === 'insertReplacementText'
  ) {
    const text = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
    return { type: 'insert', text };
  }
  if (inputType.startsWith('delete')) return { type: 'delete', direction: inputType.includes('Forward') ? 'forward' : 'backward' };
  return null;
}

/** Sets a field's value as the browser would, so React and preact both hear the input event. */
function setFieldValue(field: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export interface MaskedInputProps extends TextInputProps {
  /** A mask such as "99/99/9999": `9` a digit, `a` a letter, `*` a letter or digit; the rest is literal. */
  mask: string;
  /** Shown in the mask's unfilled slots. Defaults to "_". */
  maskChar?: string;
}

/**
 * The shared text field with a mask. A module of its own, apart from `TextInput`, because only the
 * first-access date uses a mask: the sign-in screen, which shares the form chunk, never loads the
 * mask's code. Forwards its ref and `onChange` like `TextInput`, for the form hook's `register()`.
 */
export const MaskedInput = forwardRef<HTMLInputElement, MaskedInputProps>(function MaskedInput(
  { mask, maskChar = '_', onChange, ...input },
  ref,
) {
  const own = useRef<HTMLInputElement | null>(null);
  const setRefs = useCallback(
    (element: HTMLInputElement | null) => {
      own.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  // A mask edits box by box (lib/input-mask editMask): the browser's own edit is replaced by it,
  // so the caret and the other characters stay where they were. A native listener: preact and
  // React differ in how they map onBeforeInput.
  useEffect(() => {
    const field = own.current;
    if (!field) return;
    const onBeforeInput = (event: InputEvent) => {
      const edit = maskEditOf(event);
      if (!edit) return;
      event.preventDefault();
      const state = {
        value: field.value,
        start: field.selectionStart ?? field.value.length,
        end: field.selectionEnd ?? field.value.length,
      };
      const next = editMask(state, edit, mask, maskChar);
      setFieldValue(field, next.value);
      field.setSelectionRange(next.caret, next.caret);
    };
    // An IME composition (Android keyboards type digits this way, keyCode 229) is left alone while it
    // runs: rewriting the field under it makes the commit insert its text a second time. What it
    // committed is fitted into the mask once it ends.
    const onCompositionEnd = () => {
      if (isMasked(field.value, mask, maskChar)) return;
      const { value } = applyMask(field.value, mask, maskChar);
      setFieldValue(field, value);
      const caret = maskCaret(value, maskChar);
      field.setSelectionRange(caret, caret);
    };
    field.addEventListener('beforeinput', onBeforeInput);
    field.addEventListener('compositionend', onCompositionEnd);
    return () => {
      field.removeEventListener('beforeinput', onBeforeInput);
      field.removeEventListener('compositionend', onCompositionEnd);
    };
  }, [mask, maskChar]);
  function change(event: ChangeEvent<HTMLInputElement>) {
    // What the box-by-box edit already laid out stays as it is; anything else that reached the field
    // (autofill, an IME, a browser without beforeinput) is fitted into the mask.
    const composing = (event.nativeEvent as InputEvent).isComposing === true;
    if (!composing && !isMasked(event.currentTarget.value, mask, maskChar)) {
      const field = event.currentTarget;
      const { value } = applyMask(field.value, mask, maskChar);
      field.value = value;
      // Keep typing in the next free slot, and let backspace remove the last entry, not a literal.
      const caret = maskCaret(value, maskChar);
      if ((field.getRootNode() as Document | ShadowRoot).activeElement === field) field.setSelectionRange(caret, caret);
    }
    onChange?.(event);
  }

  // A digits-only mask gets the numeric keyboard on phones.
  const inputMode = input.inputMode ?? (!/[a*]/.test(mask) ? 'numeric' : undefined);

  return <TextInput {...input} ref={setRefs} inputMode={inputMode} onChange={change} />;
});
