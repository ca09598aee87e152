/**
 * Statuses that settle a charge: paid ('Pago', 'Paga', 'Quitado', 'Liquidado') or cancelled
 * ('Cancelado', 'Cancelada', 'Estornado'). The API's words are free text, so they are matched by
 * their stem, ignoring case and surrounding spaces.
 */
const SETTLED = /^(pag|quit|liquid|cancel|estorn)/;

/**
 * Whether a charge is still to be paid: any status that is neither paid nor cancelled, such as
 * 'Em aberto' or 'Vencido'. A charge without a status counts as open: better to show a charge
 * that may be paid than to hide one that is not.
 */
export function isOpenCharge(status: string | null | undefined): boolean {
  return !SETTLED.test((status ?? '').trim().toLocaleLowerCase('pt-BR'));
}
