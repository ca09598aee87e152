/**
 * A word as the API's free text is compared: no accents, no case, no spaces, underscores, dots,
 * dashes or slashes ('Em aberto', 'EM_ABERTO' and 'em-aberto' are one word; 'RECEIVED_IN_CASH' is
 * 'receivedincash'; 'Boleto Bancário' is 'boletobancario').
 */
export const wordKey = (word: string): string =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_.\-/]+/g, '');
