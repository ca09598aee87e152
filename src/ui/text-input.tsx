import { forwardRef, useId, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
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
}

/**
 * The shared text field: a label tied to the input and the
 * error text tied to it (`aria-describedby` + `aria-invalid`). Forwards its ref and `onChange`, so
 * the form hook's `register()` (src/ui/use-portal-form.ts) works on it as on a plain input. A field with a
 * mask is `MaskedInput` (ui/masked-input.tsx): only the first-access date has one, so the mask's code
 * stays out of the sign-in screen's chunks.
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, errors, hint, className, wrapperClassName, type = 'text', id, onChange, onKeyDown, ...input },
  ref,
) {
  const ownId = useId();
  const inputId = id ?? `pc-field-${ownId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint && hintId, errors && errorId].filter(Boolean).join(' ') || undefined;

  const { inputMode } = input;

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
        ref={ref}
        id={inputId}
        type={type}
        className={className}
        inputMode={inputMode}
        aria-invalid={errors ? true : undefined}
        aria-describedby={describedBy}
        onChange={onChange}
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
