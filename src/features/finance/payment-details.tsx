import { Fragment, useState } from 'react';
import type { Charge } from '../../api/event-schemas';
import { apiLinkHref } from '../../lib/fields/api-link-href';
import { BOLETO_LINE_UNAVAILABLE, checkBoletoLine } from './boleto-line';
import { CodeUnavailable } from './code-unavailable';
import { dueDateEntry } from './due-date-entry';
import { formatMoney } from '../../lib/text/format-money';
import { formatName } from '../../lib/text/format-name';
import type { ChargeReading } from '../../lib/charges/read-charge';
import { awaiting, pendingKey, type PendingPayments } from '../../session/pending-payments-store';
import { usePortal } from '../../runtime/portal-context';
import { usePendingPaymentsStore } from '../../runtime/charges';
import { useApiBase } from '../../runtime/use-api-base';
import { useSession } from '../../runtime/use-session';
import { ButtonAnchor } from '../../ui/button';
import { CalendarButton } from '../../ui/calendar-button';
import { ChargeStatus } from './charge-status';
import { CopyField } from './copy-field';
import { DueDate } from './due-date';
import { PixPayment } from './pix-payment';
import type { PixQr } from './use-pix-qr-code';
import { styled } from '../../styles/sheet';
import { narrow, theme } from '../../styles/theme';
import { PaymentCode } from './payment-code';
import { PendingMark } from './pending-mark';
import { CARD_AFTER_PAYING } from './pix-texts';

interface Props {
  /** The open charges, in the order to pay them (overdue first, then by due date). */
  charges: Charge[];
  /** Each charge's reading (`useCharges`, src/runtime/charges.ts). */
  read: (charge: Charge) => ChargeReading;
  qr: PixQr;
  pending: PendingPayments;
}

const Payments = styled('section')`
  & > ul { display: grid; grid-template-columns: repeat(auto-fill, minmax(420px, 1fr)); align-items: start; gap: 16px; list-style: none; }
  & .pc-payment {
    display: grid;
    align-content: start;
    justify-items: start;
    gap: 12px;
    min-width: 0;
    padding: 20px 24px;
    border-radius: ${theme.radius};
    background: ${theme.surface};
    box-shadow: ${theme.shadow};
    /* A long unbroken name (an 80-character company) wraps inside its card. */
    overflow-wrap: anywhere;
  }
  & .pc-payment[data-late] { border-left: 4px solid ${theme.danger}; }
  & .pc-payment-head { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 10px; }
  & .pc-payment-facts { display: flex; flex-wrap: wrap; gap: 2px 16px; font-size: 0.9375em; color: ${theme.muted}; }
  & .pc-payment-actions { display: flex; flex-wrap: wrap; gap: 8px 12px; }
  & .pc-payment-actions:empty { display: none; }
  ${narrow} {
    & > ul { grid-template-columns: 1fr; }
    & .pc-payment { padding: 16px; }
  }
  @media print {
    & > ul { display: block; }
    & .pc-payment { gap: 6px; margin-top: 8px; padding: 8px 12px; border: 1px solid #999; border-radius: 0; break-inside: avoid; }
  }
`;

/**
 * 'Pagamento': every open charge as a card with its own ways to pay, what is overdue first. From
 * the optional fields the API may send: the boleto's line (`linhaDigitavel`), a Pix code
 * (`pixCopiaECola`, offered only when it passes its check), the boleto's PDF (`urlBoleto`) and the
 * provider's hosted checkout (`urlPagamento`, 'Pagar com cartão');
 * and the due date to the calendar. A charge the customer said was paid on this device ('Já paguei')
 * shows 'Aguardando confirmação' until the API reports it paid, or the mark's time runs out.
 */
export function PaymentDetails({ charges, read, qr, pending }: Props) {
  const apiBase = useApiBase();
  const { toasts } = usePortal();
  const pendingStore = usePendingPaymentsStore();
  const { currentEvt } = useSession();
  // The charges whose checkout was opened on this screen: opening it is not paying, so nothing is
  // stored and nothing says 'Aguardando confirmação'; a line says what happens if it was paid.
  const [checkoutOpened, setCheckoutOpened] = useState<ReadonlySet<string>>(new Set());
  if (charges.length === 0) return null;
  const idEvento = currentEvt?.idEvento ?? '';
  return (
    <Payments className="pc-payments" aria-labelledby="pc-payments-title">
      <h2 id="pc-payments-title">Pagamento</h2>
      <ul>
        {charges.map((charge) => {
          const cob = `COB ${charge.numCobranca}`;
          const amount = formatMoney(charge.valorDocumento);
          const line = charge.linhaDigitavel?.trim();
          // Checked before anything offers it: a wrong digit would pay nothing, or someone else.
          const boletoLine = line ? checkBoletoLine(line) : null;
          const boleto = apiLinkHref(charge.urlBoleto, apiBase);
          const checkout = apiLinkHref(charge.urlPagamento, apiBase);
          const key = pendingKey(idEvento, charge.numCobranca);
          const reading = read(charge);
          const late = (reading.days ?? 0) < 0;
          const entry = dueDateEntry(charge, amount, { idEvento, descricao: currentEvt?.descricao });
          return (
            <li key={String(charge.numCobranca)} className="pc-payment" data-late={late ? '' : undefined}>
              <div className="pc-payment-head">
                <h3>
                  {cob} · {amount}
                </h3>
                <ChargeStatus {...reading} />
                {key in pending && <PendingMark mark={pending[key]!} />}
              </div>
              <p>
                Vencimento: <DueDate charge={charge} reading={reading} inline />
              </p>
              <p className="pc-payment-facts">
                {charge.formaPagamento && <span>Forma de Pagamento: {charge.formaPagamento}</span>}
                {charge.razaoSocial && <span>Sacado: {formatName(charge.razaoSocial)}</span>}
              </p>
              {line && !boletoLine && <CodeUnavailable className="pc-line-unavailable" message={BOLETO_LINE_UNAVAILABLE} cob={cob} />}
              {boletoLine && (
                <CopyField
                  label="Linha digitável do boleto"
                  value={boletoLine.digits}
                  what={`linha digitável da ${cob}`}
                  action="boleto-copy"
                >
                  {/* Each group stays whole: a narrow screen wraps the line between groups. */}
                  {boletoLine.grouped.split(' ').map((group, index) => (
                    <Fragment key={index}>
                      {index > 0 && ' '}
                      <span>{group}</span>
                    </Fragment>
                  ))}
                </CopyField>
              )}
              {charge.pixCopiaECola && (
                <PixPayment
                  charge={charge}
                  reading={reading}
                  payload={charge.pixCopiaECola}
                  qr={qr}
                  pending={awaiting(pending[key])}
                  onPaid={() => pendingStore.add(key)}
                />
              )}
              <div className="pc-payment-actions pc-no-print">
                {checkout && (
                  // The provider's hosted checkout (card, installments) in a new tab.
                  <ButtonAnchor
                    href={checkout}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-action="checkout-open"
                    aria-label={`Pagar com cartão a ${cob} (abre em nova aba)`}
                    onClick={() => setCheckoutOpened(new Set(checkoutOpened).add(key))}
                  >
                    Pagar com cartão
                  </ButtonAnchor>
                )}
                {boleto && (
                  <ButtonAnchor
                    href={boleto}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-variant="secondary"
                    data-action="boleto-open"
                    aria-label={`Abrir boleto (PDF) da ${cob} (abre em nova aba)`}
                  >
                    Abrir boleto (PDF)
                  </ButtonAnchor>
                )}
                {entry && <CalendarButton entry={entry} context={`vencimento da ${cob}`} variant="ghost" onError={toasts.error} />}
              </div>
              {checkout && checkoutOpened.has(key) && <p className="pc-payment-facts pc-no-print">{CARD_AFTER_PAYING}</p>}
              {!boleto && charge.urlBoleto?.trim() && (
                // A URL that may not be linked is shown as text, for the customer to see.
                <div className="pc-no-print">
                  <p>Boleto (PDF): </p>
                  <PaymentCode className="pc-code">{charge.urlBoleto.trim()}</PaymentCode>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </Payments>
  );
}
