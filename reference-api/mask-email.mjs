// @ts-check

/**
 * 'carla.mendes@exemplo.com.br' -> 'ca***@exemplo.com.br': enough for the customer to recognise the
 * address, too little to harvest it.
 * @param {string} email
 */
export function maskEmail(email) {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(2, Math.max(at, 0)))}***${email.slice(at)}`;
}
