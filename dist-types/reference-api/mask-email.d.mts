/**
 * 'carla.mendes@exemplo.com.br' -> 'ca***@exemplo.com.br': enough for the customer to recognise the
 * address, too little to harvest it.
 * @param {string} email
 */
export function maskEmail(email: string): string;
