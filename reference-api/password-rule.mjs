// @ts-check

// docs/product.md, "Validation rules": at least 8 characters, at least one letter, one digit and one of @$!%*#?&, nothing else.
const RULE = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&])[A-Za-z\d@$!%*#?&]{8,}$/;

export const PASSWORD_RULE_MESSAGE =
  'Senha deve ter no mínimo 8 caracteres, com pelo menos 1 letra, 1 número e 1 caracter especial como !?@#$%&*';

/** @param {unknown} password */
export function isStrongPassword(password) {
  return typeof password === 'string' && RULE.test(password);
}
