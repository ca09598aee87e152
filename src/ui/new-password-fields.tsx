import type { InputHTMLAttributes, Ref } from 'react';
import { PASSWORD_HINT } from '../lib/fields/password-rules';
import { TextInput } from './text-input';

/** What a form library's `register(name)` gives a field. */
type Registered = Pick<InputHTMLAttributes<HTMLInputElement>, 'name' | 'onChange' | 'onBlur'> & { ref: Ref<HTMLInputElement> };

interface Props {
  /** The labels, exactly as docs/product.md, "Account screens" writes them for this form (signup and change password differ). */
  labels: { password: string; confirmation: string };
  fields: { password: Registered; confirmation: Registered };
  errors: { password?: string; confirmation?: string };
}

/**
 * A new password and its confirmation: the rule said before typing, and the
 * browser told these are new passwords, so a password manager offers to make and keep one.
 */
export function NewPasswordFields({ labels, fields, errors }: Props) {
  return (
    <>
      <TextInput
        label={labels.password}
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        errors={errors.password}
        {...fields.password}
      />
      <TextInput
        label={labels.confirmation}
        type="password"
        autoComplete="new-password"
        errors={errors.confirmation}
        {...fields.confirmation}
      />
    </>
  );
}
