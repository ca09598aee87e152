import { refine, type as shape, type Infer } from 'superstruct';
import { field, filled } from '../../lib/fields/field-rules';
import { NEW_PASSWORD_RULES } from '../../lib/fields/password-rules';

/*
 * Change password. The new-password rules are the signup's (src/lib/fields/password-rules.ts);
 * the required and confirmation messages differ.
 */

export const changePasswordSchema = refine(
  shape({
    current: field([filled, 'Senha atual obrigatória']),
    password: field([filled, 'Nova senha obrigatória'], ...NEW_PASSWORD_RULES),
    confirmation: field([filled, 'Confirmação de nova senha obrigatória']),
  }),
  'confirmation',
  // An empty confirmation already says it is required; only a filled one can differ.
  ({ password, confirmation }) =>
    !filled(confirmation) || confirmation === password || { path: ['confirmation'], message: 'Deve ser igual a nova senha' },
);
export type ChangePasswordValues = Infer<typeof changePasswordSchema>;
