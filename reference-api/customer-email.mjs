// @ts-check
/** @typedef {import('./create-state.mjs').State} State */

/**
 * E-mails compare trimmed and case-insensitively; anything that is not a plausible address is ''.
 * @param {unknown} value
 */
export function normaliseEmail(value) {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254 ? email : '';
}

/**
 * @param {State} state
 * @param {string} email normalised
 */
export function findCustomerByEmail(state, email) {
  return [...state.customers.values()].find((customer) => customer.email === email);
}
