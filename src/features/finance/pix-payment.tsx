import { useMemo, useState } from 'react';
import type { Charge } from '../../api/event-schemas';
import { formatMoney } from '../../lib/format-money';
import { checkPixBrCode } from '../../lib/pix-br-code';
import { usePortal } from '../../runtime/portal-context';
import { Button } from '../../ui/button';
import { CopyField } from './copy-field';
import { PixDialog } from './pix-dialog';
import { PIX_UNAVAILABLE } from './pix-texts';
import type { PixQr } from './use-pix-qr-code';

interface Props {
  charge: Charge;
  payload: string;
  qr: PixQr;
  /** Whether the customer said, on this device, that the charge is paid. */
  pending: boolean;
  onPaid: () => void;
}

/**
 * A charge's Pix payment in its card. The payload is checked before anything offers it
 * (checkPixBrCode, the one validity check): a code the bank app would refuse is neither copied,
 * drawn nor offered to pay; the card says so and opens the team's contacts instead. 'Pagar com Pix'
 * opens the dialog with the QR code. Once the QR code's chunk is loaded (a dialog opened, or
 * 'Imprimir'), the card also holds its QR code for paper.
 */
export function PixPayment({ charge, payload, qr, pending, onPaid }: Props) {
  const [open, setOpen] = useState(false);
  const { shell } = usePortal();
  const valid = useMemo(() => checkPixBrCode(payload).ok, [payload]);
  const cob = `COB ${charge.numCobranca}`;
  const label = `QR code Pix da ${cob}, ${formatMoney(charge.valorDocumento)}`;

  if (!valid)
    return (
      <div className="pc-pix-unavailable">
        <p>{PIX_UNAVAILABLE}</p>
        <Button type="button" data-variant="secondary" className="pc-no-print" onClick={shell.openContacts} aria-label={`Falar com a equipe sobre a ${cob}`}>
          Falar com a equipe
        </Button>
      </div>
    );

  return (
    <>
      <CopyField label="Pix copia e cola" value={payload} what={`código Pix da ${cob}`}>
        {payload}
      </CopyField>
      {qr.status === 'ready' && (
        <figure className="pc-print-only pc-pix-print">
          <qr.QrCode payload={payload} label={label} />
          <figcaption>Pix: escaneie com o app do seu banco.</figcaption>
        </figure>
      )}
      {/* The card's one filled button: paying is what the customer came to do. */}
      <Button
        type="button"
        className="pc-no-print"
        aria-label={`Pagar com Pix a ${cob}`}
        onClick={() => {
          void qr.load().catch(() => undefined);
          setOpen(true);
        }}
      >
        Pagar com Pix
      </Button>
      {open && <PixDialog charge={charge} payload={payload} label={label} qr={qr} pending={pending} onPaid={onPaid} onClose={() => setOpen(false)} />}
    </>
  );
}
