import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useRef,
  type ChangeEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { applyMask, editMask, isMasked, maskCaret, type MaskEdit } from '../lib/input-mask';
import { styled } from '../styles/sheet';
import { theme } from '../styles/theme';

const Field = styled('div')`
  display: grid;
  gap: 6px;
  & label { font-weight: 600; }
  & input {
    width: 100%;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${theme.border};
    border-radius: 8px;
    background: ${theme.surface};
  }
  & input:focus-visible { outline: 3px solid ${theme.focus}; outline-offset: 1px; border-color: ${theme.focus}; }
  & input[aria-invalid='true'] { border-color: ${theme.danger}; border-width: 2px; }
  & .pc-field-hint { font-size: 0.8125em; color: ${theme.muted}; }
  & .pc-field-error { font-size: 0.8125em; color: ${theme.danger}; }
`;

/** Number inputs refuse the keys that make a number scientific or signed. */
const NUMBER_BLOCKED_KEYS = new Set(['e', 'E', '+', '-']);

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

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: ReactNode;
  /** The field's error, shown in small red type under it and announced with the field. */
  errors?: string;
  /** A help text under the field, read with it by screen readers. */
  hint?: ReactNode;
  /** Class of the `<input>`. */
  className?: string;
  /** Class of the wrapper holding the label, the input and its texts. */
  wrapperClassName?: string;
  /** A mask such as "99/99/9999": `9` a digit, `a` a letter, `*` a letter or digit; the rest is literal. */
  mask?: string;
  /** Shown in the mask's unfilled slots. Defaults to "_". */
  maskChar?: string;
}

/**
 * The shared text field: a label tied to the input, an optional mask, and the
 * error text tied to it (`aria-describedby` + `aria-invalid`). Forwards its ref and `onChange`, so
 * the form hook's `register()` (src/ui/use-form.ts) works on it as on a plain input.
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, errors, hint, className, wrapperClassName, mask, maskChar = '_', type = 'text', id, onChange, onKeyDown, ...input },
  ref,
) {
  const ownId = useId();
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
    if (!mask || !field) return;
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
  const inputId = id ?? `pc-field-${ownId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint && hintId, errors && errorId].filter(Boolean).join(' ') || undefined;

  function change(event: ChangeEvent<HTMLInputElement>) {
    // What the box-by-box edit already laid out stays as it is; anything else that reached the field
    // (autofill, an IME, a browser without beforeinput) is fitted into the mask.
    const composing = (event.nativeEvent as InputEvent).isComposing === true;
    if (mask && !composing && !isMasked(event.currentTarget.value, mask, maskChar)) {
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
  const inputMode = input.inputMode ?? (mask && !/[a*]/.test(mask) ? 'numeric' : undefined);

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Also for a numeric text field (the EVT number): the keys a number input would refuse.
    if ((type === 'number' || inputMode === 'numeric') && NUMBER_BLOCKED_KEYS.has(event.key)) event.preventDefault();
    onKeyDown?.(event);
  }

  return (
    <Field className={wrapperClassName}>
      <label htmlFor={inputId}>{label}</label>
      <input
        {...input}
        ref={setRefs}
        id={inputId}
        type={type}
        className={className}
        inputMode={inputMode}
        aria-invalid={errors ? true : undefined}
        aria-describedby={describedBy}
        onChange={change}
        onKeyDown={keyDown}
      />
      {hint && (
        <p id={hintId} className="pc-field-hint">
          {hint}
        </p>
      )}
      {errors && (
        // role=alert: announced as it appears (on submit, or while the field is corrected), not only when the field is visited.
        <p id={errorId} className="pc-field-error" role="alert">
          {errors}
        </p>
      )}
    </Field>
  );
});
