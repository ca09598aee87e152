import { refine, type as shape, type Infer } from 'superstruct';
import { field, filled, NEW_PASSWORD_RULES } from '../../lib/field-rules';

/*
 * The account forms' rules and messages, to the letter. Each field reports only
 * its first broken rule, in the order of docs/product.md, "Validation rules" (required before format).
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => EMAIL.test(value.trim());

export const loginSchema = shape({
  email: field([filled, 'E-mail obrigatório'], [isEmail, 'E-mail inválido']),
  password: field([filled, 'Senha obrigatória'], [(value) => value.length >= 6, 'Senha deve conter pelo menos 6 caracteres']),
});
export type LoginValues = Infer<typeof loginSchema>;

export const recoverySchema = shape({
  email: field([filled, 'E-mail obrigatório'], [isEmail, 'E-mail inválido']),
});
export type RecoveryValues = Infer<typeof recoverySchema>;

export const codeSchema = shape({
  code: field([filled, 'Código obrigatório']),
});
export type CodeValues = Infer<typeof codeSchema>;

export const createPasswordSchema = refine(
  shape({
    password: field([filled, 'Senha obrigatória'], ...NEW_PASSWORD_RULES),
    confirmation: field([filled, 'Confirmação de senha obrigatória']),
  }),
  'confirmation',
  // An empty confirmation already says it is required; only a filled one can differ.
  ({ password, confirmation }) =>
    !filled(confirmation) || confirmation === password || { path: ['confirmation'], message: 'As senhas devem ser iguais' },
);
export type CreatePasswordValues = Infer<typeof createPasswordSchema>;
