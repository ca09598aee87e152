/** @param {unknown} password */
export function isStrongPassword(password: unknown): boolean;
export const PASSWORD_RULE_MESSAGE: "Senha deve ter no m\u00EDnimo 8 caracteres, com pelo menos 1 letra, 1 n\u00FAmero e 1 caracter especial como !?@#$%&*";
