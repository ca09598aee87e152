import { refine, type as shape, type Infer } from 'superstruct';
import { field, filled } from '../../lib/fields/field-rules';
import { NEW_PASSWORD_RULES } from '../../lib/fields/password-rules';
import { isEmail } from './account-schemas';

/*
 * The rules and messages of the account steps past sign-in (recovery, the code sent by e-mail, the
 * new password), to the letter, as ./account-schemas.ts writes the sign-in's: in a file of their own
 * so the sign-in screen, a first screen, loads none of them (docs/performance.md, "Budgets").
 */

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
