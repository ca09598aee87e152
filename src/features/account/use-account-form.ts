import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { Struct } from 'superstruct';

/**
 * react-hook-form with a superstruct schema holding the spec's messages: checked on submit, then
 * on every change; the first field in error gets focus.
 */
export function useAccountForm<T extends FieldValues>(schema: Struct<T, unknown>, defaultValues: DefaultValues<T>) {
  return useForm<T>({
    resolver: superstructResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}
