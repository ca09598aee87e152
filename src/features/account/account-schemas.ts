import { type as shape, type Infer } from 'superstruct';
import { field, filled } from '../../lib/fields/field-rules';

/*
 * The sign-in form's rules and messages, to the letter. Each field reports only its first broken
 * rule, in the order of docs/product.md, "Validation rules" (required before format). The steps
 * past sign-in have theirs in ./step-schemas.ts, which the sign-in screen does not load.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => EMAIL.test(value.trim());

export const loginSchema = shape({
  email: field([filled, 'E-mail obrigatório'], [isEmail, 'E-mail inválido']),
  password: field([filled, 'Senha obrigatória'], [(value) => value.length >= 6, 'Senha deve conter pelo menos 6 caracteres']),
});
export type LoginValues = Infer<typeof loginSchema>;
