import { Fragment } from 'react';
import type { Charge } from '../../api/event-schemas';
import { apiLinkHref } from '../../lib/api-link-href';
import { formatLinhaDigitavel } from './boleto-line';
import { calendarDaysUntil } from '../../lib/calendar-days';
import { dueDateEntry } from './due-date-entry';
import { formatMoney } from '../../lib/format-money';
import { formatName } from '../../lib/format-name';
import { pendingKey, type PendingPayments } from '../../session/pending-payments-store';
import { usePortal } from '../../runtime/portal-context';
import { usePendingPaymentsStore } from '../../runtime/use-pending-payments';
import { useApiBase } from '../../runtime/use-api-base';
import { useSession } from '../../runtime/use-session';
import { ButtonAnchor } from '../../ui/button';
import { CalendarButton } from '../../ui/calendar-button';
import { ChargeStatus } from './charge-status';
import { CopyField } from './copy-field';
import { DueDate } from './due-date';
import { PixPayment } from './pix-payment';
import { AWAITING_CONFIRMATION } from './pix-texts';
import type { PixQr } from './use-pix-qr-code';

interface Props {
  /** The open charges, in the order to pay them (overdue first, then by due date). */
  charges: Charge[];
  qr: PixQr;
  pending: PendingPayments;
}

/**
 * 'Pagamento': every open charge as a card with its own ways to pay, what is overdue first. From
 * the optional fields the API may send: the boleto's line (`linhaDigitavel`), a Pix code
 * (`pixCopiaECola`, offered only when it passes its check) and the boleto's PDF (`urlBoleto`);
 * and the due date to the calendar. A charge the customer said was paid on this device shows
 * 'Aguardando confirmação' until the API reports it paid.
 */
export function PaymentDetails({ charges, qr, pending }: Props) {
  const apiBase = useApiBase();
  const { toasts } = usePortal();
  const pendingStore = usePendingPaymentsStore();
  const { currentEvt } = useSession();
  if (charges.length === 0) return null;
  const idEvento = currentEvt?.idEvento ?? '';
  return (
    <section className="pc-payments" aria-labelledby="pc-payments-title">
      <h2 id="pc-payments-title">Pagamento</h2>
      <ul>
        {charges.map((charge) => {
          const cob = `COB ${charge.numCobranca}`;
          const amount = formatMoney(charge.valorDocumento);
          const line = charge.linhaDigitavel?.trim();
          const boleto = apiLinkHref(charge.urlBoleto, apiBase);
          const key = pendingKey(idEvento, charge.numCobranca);
          const late = (calendarDaysUntil(charge.dataVencimento) ?? 0) < 0;
          const entry = dueDateEntry(charge, amount, { idEvento, descricao: currentEvt?.descricao });
          return (
            <li key={String(charge.numCobranca)} className="pc-payment" data-late={late ? '' : undefined}>
              <div className="pc-payment-head">
                <h3>
                  {cob} · {amount}
                </h3>
                <ChargeStatus status={charge.statusCobranca} />
                {key in pending && <span className="pc-pending">{AWAITING_CONFIRMATION}</span>}
              </div>
              <p>
                Vencimento: <DueDate charge={charge} />
              </p>
              <p className="pc-payment-facts">
                {charge.formaPagamento && <span>Forma de Pagamento: {charge.formaPagamento}</span>}
                {charge.razaoSocial && <span>Sacado: {formatName(charge.razaoSocial)}</span>}
              </p>
              {line && (
                <CopyField
                  label="Linha digitável do boleto"
                  value={line.replace(/\D/g, '')}
                  what={`linha digitável da ${cob}`}
                  action="boleto-copy"
                >
                  {/* Each group stays whole: a narrow screen wraps the line between groups. */}
                  {(formatLinhaDigitavel(line) ?? line).split(' ').map((group, index) => (
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
                  payload={charge.pixCopiaECola}
                  qr={qr}
                  pending={key in pending}
                  onPaid={() => pendingStore.add(key)}
                />
              )}
              <div className="pc-payment-actions pc-no-print">
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
              {!boleto && charge.urlBoleto?.trim() && (
                // A URL that may not be linked is shown as text, for the customer to see.
                <p className="pc-no-print">
                  Boleto (PDF): <span className="pc-code">{charge.urlBoleto.trim()}</span>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
