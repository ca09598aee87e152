import { refine, string } from 'superstruct';

/** One rule of a form field: a test and its message when it fails (docs/product.md, "Validation rules"). */
export type Check = readonly [ok: (value: string) => boolean, message: string];

/**
 * A text field checked rule by rule, in the order the rules are written (required before format); the first
 * failing rule's message is the field's error.
 */
export const field = (...checks: Check[]) => refine(string(), 'rules', (value) => checks.find(([ok]) => !ok(value))?.[1] ?? true);

export const filled = (value: string) => value.trim() !== '';

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
