import { forwardRef, useId, type ChangeEvent, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { applyMask, maskCaret } from '../lib/input-mask';
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
  /* An id is not a quantity: no spin buttons. */
  & input[type='number'] { appearance: textfield; }
  & input[type='number']::-webkit-inner-spin-button, & input[type='number']::-webkit-outer-spin-button { appearance: none; margin: 0; }
  & .pc-field-hint { font-size: 0.8125em; color: ${theme.muted}; }
  & .pc-field-error { font-size: 0.8125em; color: ${theme.danger}; }
`;

/** Spec section 2: number inputs refuse the keys that make a number scientific or signed. */
const NUMBER_BLOCKED_KEYS = new Set(['e', 'E', '+', '-']);

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
 * The shared text field of spec section 3: a label tied to the input, an optional mask, and the
 * error text tied to it (`aria-describedby` + `aria-invalid`). Forwards its ref and `onChange`, so
 * the form hook's `register()` (src/ui/use-form.ts) works on it as on a plain input.
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, errors, hint, className, wrapperClassName, mask, maskChar = '_', type = 'text', id, onChange, onKeyDown, ...input },
  ref,
) {
  const ownId = useId();
  const inputId = id ?? `pc-field-${ownId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint && hintId, errors && errorId].filter(Boolean).join(' ') || undefined;

  function change(event: ChangeEvent<HTMLInputElement>) {
    if (mask) {
      const field = event.currentTarget;
      const { value } = applyMask(field.value, mask, maskChar);
      field.value = value;
      // Keep typing in the next free slot, and let backspace remove the last entry, not a literal.
      const caret = maskCaret(value, maskChar);
      if ((field.getRootNode() as Document | ShadowRoot).activeElement === field) field.setSelectionRange(caret, caret);
    }
    onChange?.(event);
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (type === 'number' && NUMBER_BLOCKED_KEYS.has(event.key)) event.preventDefault();
    onKeyDown?.(event);
  }

  // A digits-only mask gets the numeric keyboard on phones.
  const inputMode = input.inputMode ?? (mask && !/[a*]/.test(mask) ? 'numeric' : undefined);

  return (
    <Field className={wrapperClassName}>
      <label htmlFor={inputId}>{label}</label>
      <input
        {...input}
        ref={ref}
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
