import { useMemo, useState } from 'react';
import type { Charge } from '../../api/event-schemas';
import { formatMoney } from '../../lib/format-money';
import { checkPixBrCode } from './pix-br-code';
import { Button } from '../../ui/button';
import { CopyField } from './copy-field';
import { PixDialog } from './pix-dialog';
import { PIX_UNAVAILABLE } from './pix-texts';
import type { PixQr } from './use-pix-qr-code';

/**
 * Issue 18: a charge's Pix payment in its card. The payload is checked before anything offers it
 * (checkPixBrCode): a code the bank app would refuse is neither copied nor drawn, and the customer is
 * told to talk to the team. 'Pagar com Pix' opens the dialog with the QR code. Once the QR code's
 * chunk is loaded (a dialog opened, or 'Imprimir'), the card also holds its QR code for paper.
 */
export function PixPayment({ charge, payload, qr }: { charge: Charge; payload: string; qr: PixQr }) {
  const [open, setOpen] = useState(false);
  const valid = useMemo(() => checkPixBrCode(payload).ok, [payload]);
  const cob = `COB ${charge.numCobranca}`;
  const label = `QR code Pix da ${cob}, ${formatMoney(charge.valorDocumento)}`;

  return (
    <>
      {valid ? (
        <CopyField label="Pix copia e cola" value={payload} what={`código Pix da ${cob}`}>
          {payload}
        </CopyField>
      ) : (
        <p className="pc-pix-unavailable">{PIX_UNAVAILABLE}</p>
      )}
      {valid && qr.status === 'ready' && (
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
          if (valid) void qr.load().catch(() => undefined);
          setOpen(true);
        }}
      >
        Pagar com Pix
      </Button>
      {open && <PixDialog charge={charge} payload={valid ? payload : null} label={label} qr={qr} onClose={() => setOpen(false)} />}
    </>
  );
}
