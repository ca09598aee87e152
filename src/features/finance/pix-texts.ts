/** Shown, instead of the Pix code and its button, for a payload that fails checkPixBrCode. */
export const PIX_UNAVAILABLE = 'Código Pix indisponível. Fale com a equipe.';

/** The Pix dialog's word on what happens after paying. */
export const PIX_AFTER_PAYING =
  'O Pix cai na hora na conta da empresa, mas pode levar até 1 dia útil para aparecer como pago aqui no portal.';

/** The charge's state on this device after 'Já paguei', until the API reports it paid. */
export const AWAITING_CONFIRMATION = 'Aguardando confirmação';

/** Under 'Aguardando confirmação': when the customer said so ('Pagamento informado em 26/11 às 14h32'). */
export const markedAt = (when: string) => `Pagamento informado em ${when}`;

/** Instead of it, once the mark outlived its time (MARK_LIFETIME_MS) and the API still lists the charge open. */
export const notConfirmedYet = (when: string) =>
  `Você informou o pagamento em ${when}, mas ele ainda não foi confirmado. Se já pagou, envie o comprovante para a equipe de produção.`;

/** The same charge once the API reports it paid: said once, on the screen that saw it. */
export const PAYMENT_CONFIRMED = 'Pagamento confirmado';

/** Under a charge whose checkout the customer opened: opening it pays nothing, so it says 'if'. */
export const CARD_AFTER_PAYING = 'Se você concluiu o pagamento com cartão, a confirmação aparece aqui assim que a empresa receber.';

/**
 * The WhatsApp message that goes with the receipt, naming the event and the charge:
 * "Olá! Acabei de pagar por Pix a COB 82103 (R$ 9.850,75) do evento EVT 42903 - Bodas de Prata
 * Márcia & Jorge. Vou enviar o comprovante nesta conversa."
 */
export function receiptMessage(cob: string, amount: string, event: { idEvento: string | number; descricao?: string | null }): string {
  const name = event.descricao?.trim();
  return `Olá! Acabei de pagar por Pix a ${cob} (${amount}) do evento EVT ${event.idEvento}${name ? ` - ${name}` : ''}. Vou enviar o comprovante nesta conversa.`;
}
