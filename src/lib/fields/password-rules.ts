import type { Check } from './field-rules';

/*
 * A new password's rules (signup and change password), apart from ./field-rules: the sign-in form
 * checks no new password, and loads none of this (docs/performance.md, "Budgets").
 */

/** Letters, digits and @$!%*#?&, with at least one of each kind, 8 or more. */
const STRONG_PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&])[A-Za-z\d@$!%*#?&]{8,}$/;

/** The length and composition rules shared by signup and change password. */
export const NEW_PASSWORD_RULES: readonly Check[] = [
  [(value) => value.length >= 8, 'Senha deve ter no mínimo 8 caracteres'],
  [
    (value) => STRONG_PASSWORD.test(value),
    'Senha deve ter no mínimo 8 caracteres, com pelo menos 1 letra, 1 número e 1 caracter especial como !?@#$%&*',
  ],
];

/** The password rule (change password), said before the customer types. */
export const PASSWORD_HINT = 'Mínimo de 8 caracteres, com pelo menos 1 letra, 1 número e 1 caractere especial como !?@#$%&*';
