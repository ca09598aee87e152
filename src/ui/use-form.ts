import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { validate, type Struct } from 'superstruct';

type Values = Record<string, string>;
export type FieldErrors<T extends Values> = Partial<Record<keyof T, { message: string }>>;

/**
 * The portal's forms: uncontrolled fields checked by a superstruct schema that holds the spec's
 * messages (spec section 5). Checked on submit, then on every change; the first field in error gets
 * focus; `isSubmitting` while the submit handler runs. The same surface as react-hook-form's
 * (`register`, `handleSubmit`, `formState`, `reset`), which the portal used first: at 14 KB gzip it
 * alone took a third of the first screen's 45 KB budget (issue 6), for the 5% of it we used.
 */
export function useForm<T extends Values>(schema: Struct<T, unknown>, defaultValues: T) {
  const values = useRef<T>({ ...defaultValues });
  const fields = useRef(new Map<keyof T, HTMLInputElement>());
  const submitted = useRef(false);
  const mounted = useRef(true);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  /** Each field's first failure (superstruct reports them in the schema's order). */
  const check = useCallback((): { data?: T; errors: FieldErrors<T> } => {
    const [failure, data] = validate(values.current, schema);
    if (!failure) return { data, errors: {} };
    const found: FieldErrors<T> = {};
    for (const { path, message } of failure.failures()) {
      const key = path[0] as keyof T | undefined;
      if (key !== undefined && !found[key]) found[key] = { message };
    }
    return { errors: found };
  }, [schema]);

  const register = (name: keyof T & string) => ({
    name,
    ref(element: HTMLInputElement | null) {
      if (!element) return;
      fields.current.set(name, element);
      const value = values.current[name] ?? '';
      if (element.value !== value) element.value = value;
    },
    onChange(event: FormEvent<HTMLInputElement>) {
      values.current = { ...values.current, [name]: event.currentTarget.value };
      if (submitted.current) setErrors(check().errors);
    },
  });

  const handleSubmit = (onValid: (data: T) => Promise<void> | void) => async (event?: FormEvent) => {
    event?.preventDefault();
    submitted.current = true;
    const result = check();
    setErrors(result.errors);
    if (!result.data) {
      for (const [name, element] of fields.current) if (result.errors[name]) return element.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onValid(result.data);
    } finally {
      if (mounted.current) setSubmitting(false);
    }
  };

  const reset = (next: T) => {
    values.current = { ...next };
    for (const [name, element] of fields.current) element.value = next[name] ?? '';
    submitted.current = false;
    setErrors({});
  };

  return { register, handleSubmit, formState: { errors, isSubmitting }, reset };
}
