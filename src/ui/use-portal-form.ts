import { superstructResolver } from '@hookform/resolvers/superstruct';
import type { FormEvent } from 'react';
import { useForm, type DefaultValues, type Path, type PathValue, type SubmitHandler } from 'react-hook-form';
import type { Struct } from 'superstruct';

type Values = Record<string, string>;

/**
 * The portal's forms: react-hook-form with the superstruct schema that holds the messages (docs/product.md, "Validation rules").
 * Checked on submit, then on every change; the first field in error takes
 * the focus; a server's refusal goes in `errors.root.server` (setError) and the next submit clears it.
 *
 * One addition: before checking, the fields' values are read from the DOM. A password manager may
 * fill a field by setting `.value` without an input event (several do); react-hook-form, which
 * learns values from events, would otherwise check the empty value it last saw.
 */
export function usePortalForm<T extends Values>(schema: Struct<T, unknown>, defaultValues: T) {
  const form = useForm<T>({
    resolver: superstructResolver(schema),
    defaultValues: defaultValues as DefaultValues<T>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  const handleSubmit = (onValid: SubmitHandler<T>) => (event?: FormEvent<HTMLFormElement>) => {
    const fields = event?.currentTarget?.elements;
    if (fields) {
      for (const name of Object.keys(defaultValues) as Path<T>[]) {
        const field = fields.namedItem(name);
        if (field instanceof HTMLInputElement && field.value !== form.getValues(name)) {
          form.setValue(name, field.value as PathValue<T, Path<T>>);
        }
      }
    }
    return form.handleSubmit(onValid)(event);
  };

  /** The server's message for the last submit, if it refused it. */
  const serverError = form.formState.errors.root?.server?.message;
  /** Shows the server's refusal above the fields until the next submit. */
  const refuse = (message: string) => form.setError('root.server', { type: 'server', message });

  return { ...form, handleSubmit, serverError, refuse };
}
