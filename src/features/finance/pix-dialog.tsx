import type { Charge } from '../../api/event-schemas';
import { formatMoney } from '../../lib/format-money';
import { styled } from '../../styles/sheet';
import { narrow } from '../../styles/theme';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Skeleton } from '../../ui/skeleton';
import { CopyField } from './copy-field';
import { DueDate } from './due-date';
import { PIX_UNAVAILABLE } from './pix-texts';
import type { PixQr } from './use-pix-qr-code';

/*
 * Wide screens: the QR code on the left, the amount, due date and copy button beside it (a customer at
 * a computer scans with the phone). Narrow screens (spec section 9, ≤ 1024px): the copy button first,
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
  & .pc-pix-unavailable { grid-column: 1 / -1; }
  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'facts' 'copy' 'qr';
    & .pc-qr, & .pc-qr-placeholder { width: min(240px, 100%); height: auto; aspect-ratio: 1; }
  }
`;

interface Props {
  charge: Charge;
  /** The payload, when it passed chargePixCode; null when it did not. */
  payload: string | null;
  /** The receiver's name as the code gives it (field 59), when the code is offered. */
  receiver?: string;
  /** The QR code's text alternative: the charge and its amount. */
  label: string;
  qr: PixQr;
  onClose: () => void;
}

/** Issue 18: 'Pagar com Pix' for one charge, in the portal's modal. */
export function PixDialog({ charge, payload, receiver, label, qr, onClose }: Props) {
  const cob = `COB ${charge.numCobranca}`;
  return (
    <Modal title={`Pagar com Pix · ${cob}`} onClose={onClose}>
      <Layout>
        <div className="pc-pix-facts">
          <p className="pc-pix-amount">{formatMoney(charge.valorDocumento)}</p>
          <p>
            Vencimento: <DueDate charge={charge} />
          </p>
          {payload !== null && receiver && <p className="pc-pix-receiver">Recebedor: {receiver}</p>}
        </div>
        {payload === null ? (
          <p className="pc-pix-unavailable" role="alert">
            {PIX_UNAVAILABLE}
          </p>
        ) : (
          <>
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
          </>
        )}
      </Layout>
    </Modal>
  );
}
