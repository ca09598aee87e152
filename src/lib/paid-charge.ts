/**
 * Statuses of a charge the customer has paid ('Pago', 'Paga', 'Quitado', 'Liquidado'), matched by
 * their stem, ignoring case and surrounding spaces. A cancelled charge is settled but not paid.
 */
export function isPaidCharge(status: string | null | undefined): boolean {
  return /^(pag|quit|liquid)/.test((status ?? '').trim().toLocaleLowerCase('pt-BR'));
}
