import { useRef, useState } from 'react';
import type { Charge } from '../../api/event-schemas';
import { formatMoney } from '../../lib/text/format-money';
import type { ChargeReading } from '../../lib/charges/read-charge';
import { usePortal } from '../../runtime/portal-context';
import { useSession } from '../../runtime/use-session';
import { styled } from '../../styles/sheet';
import { narrow, theme } from '../../styles/theme';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Skeleton } from '../../ui/skeleton';
import { CopyField } from './copy-field';
import { DueDate } from './due-date';
import { AWAITING_CONFIRMATION, PIX_AFTER_PAYING, receiptMessage } from './pix-texts';
import { ReceiptContacts } from './receipt-contacts';
import type { PixQr } from './use-pix-qr-code';

/*
 * Wide screens: the QR code on the left, the amount, due date and copy button beside it (a customer at
 * a computer scans with the phone). Narrow screens (≤ 1024px): the copy button first,
 * as a customer on the phone pays in the bank app on that same phone, and the QR code below it.
 */
const Layout = styled('div')`
  display: grid;
  grid-template-columns: 200px minmax(0, 1fr);
  grid-template-areas: 'qr facts' 'qr copy';
  align-items: start;
  gap: 16px 20px;
  & .pc-pix-facts { grid-area: facts; display: grid; gap: 4px; }
  & .pc-pix-amount { font-size: 1.375em; font-weight: 700; font-variant-numeric: tabular-nums; }
  & .pc-copy { grid-area: copy; }
  & .pc-pix-qr { grid-area: qr; display: grid; justify-items: center; gap: 8px; text-align: center; }
  & .pc-pix-qr figcaption { font-size: 0.875em; }
  & .pc-qr, & .pc-qr-placeholder { display: block; width: 200px; height: 200px; }
  & .pc-pix-after { grid-column: 1 / -1; display: grid; justify-items: start; gap: 10px; padding-top: 16px; border-top: 1px solid ${theme.border}; }
  & .pc-pix-after h3 { font-size: 1em; }
  & .pc-pix-after:focus { outline: none; }
  & .pc-receipt-links { display: grid; gap: 8px; width: 100%; list-style: none; }
  & .pc-receipt-links a { width: 100%; }
  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'facts' 'copy' 'qr';
    & .pc-qr, & .pc-qr-placeholder { width: min(240px, 100%); height: auto; aspect-ratio: 1; }
  }
`;

interface Props {
  charge: Charge;
  /** The charge as read (its due date's count). */
  reading: ChargeReading;
  /** The payload; it passed chargePixCode (an unpayable code opens no dialog). */
  payload: string;
  /** The receiver's name as the code gives it (field 59). */
  receiver?: string;
  /** The QR code's text alternative: the charge and its amount. */
  label: string;
  qr: PixQr;
  /** Whether this device already holds the customer's 'Já paguei' for the charge. */
  pending: boolean;
  /** The customer says the charge is paid: it shows 'Aguardando confirmação' until the API agrees. */
  onPaid: () => void;
  onClose: () => void;
}

/**
 * 'Pagar com Pix' for one charge, in the portal's modal: the code to copy, its QR code, how long a
 * payment takes to show, and 'Já paguei', which marks the charge as awaiting confirmation on this
 * device and offers to send the receipt to the production team by WhatsApp.
 */
export function PixDialog({ charge, reading, payload, receiver, label, qr, pending, onPaid, onClose }: Props) {
  const cob = `COB ${charge.numCobranca}`;
  const { shell } = usePortal();
  const { currentEvt } = useSession();
  const [paid, setPaid] = useState(pending);
  const after = useRef<HTMLDivElement>(null);
  const amount = formatMoney(charge.valorDocumento);
  return (
    <Modal title={`Pagar com Pix · ${cob}`} onClose={onClose}>
      <Layout>
        <div className="pc-pix-facts">
          <p className="pc-pix-amount">{amount}</p>
          <p>
            Vencimento: <DueDate charge={charge} reading={reading} inline />
          </p>
          {receiver && <p className="pc-pix-receiver">Recebedor: {receiver}</p>}
        </div>
        <CopyField label="Pix copia e cola" value={payload} what={`código Pix da ${cob}`} action="pix-copy">
          {payload}
        </CopyField>
        <figure className="pc-pix-qr">
          {qr.status === 'ready' ? (
            <qr.QrCode payload={payload} label={label} />
          ) : qr.status === 'failed' ? (
            <div role="alert">
              <p>Não foi possível carregar o QR code.</p>
              <Button type="button" data-variant="secondary" onClick={() => void qr.load().catch(() => undefined)}>
                Tentar novamente
              </Button>
            </div>
          ) : (
            <span className="pc-qr-placeholder" role="status" aria-busy="true">
              <span className="pc-visually-hidden">Carregando o QR code…</span>
              <Skeleton style={{ height: '100%' }} />
            </span>
          )}
          <figcaption>Escaneie o QR code com o app do seu banco, na opção Pix.</figcaption>
        </figure>
        <div className="pc-pix-after" ref={after} tabIndex={-1} aria-labelledby="pc-pix-after-title">
          <h3 id="pc-pix-after-title">{paid ? 'Pagamento informado' : 'Depois de pagar'}</h3>
          {paid ? (
            <>
              <p>
                Obrigado! Neste aparelho, a {cob} aparece como <strong>{AWAITING_CONFIRMATION}</strong> até o pagamento ser confirmado. Para
                agilizar, envie o comprovante para a equipe de produção pelo WhatsApp:
              </p>
              <ReceiptContacts
                message={receiptMessage(cob, amount, { idEvento: currentEvt?.idEvento ?? '', descricao: currentEvt?.descricao })}
                onContacts={() => {
                  onClose();
                  shell.openContacts();
                }}
              />
            </>
          ) : (
            <>
              <p>{PIX_AFTER_PAYING}</p>
              <Button
                type="button"
                data-variant="secondary"
                onClick={() => {
                  onPaid();
                  setPaid(true);
                  // The button is gone: focus the part that replaced it, so the keyboard stays here.
                  requestAnimationFrame(() => after.current?.focus());
                }}
              >
                Já paguei
              </Button>
            </>
          )}
        </div>
      </Layout>
    </Modal>
  );
}
