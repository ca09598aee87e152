import { useMemo, useState } from 'react';
import type { Charge } from '../../api/event-schemas';
import { formatMoney } from '../../lib/text/format-money';
import type { ChargeReading } from '../../lib/charges/read-charge';
import { usePortal } from '../../runtime/portal-context';
import { Button } from '../../ui/button';
import { chargePixCode } from './charge-pix-code';
import { CodeUnavailable } from './code-unavailable';
import { CopyField } from './copy-field';
import { PixDialog } from './pix-dialog';
import { PIX_UNAVAILABLE } from './pix-texts';
import type { PixQr } from './use-pix-qr-code';
import { styled } from '../../styles/sheet';

interface Props {
  charge: Charge;
  reading: ChargeReading;
  payload: string;
  qr: PixQr;
  /** Whether the customer said, on this device, that the charge is paid. */
  pending: boolean;
  onPaid: () => void;
}

// On paper only (the statement): the QR code beside its caption, small enough to keep the card whole.
const PrintedQr = styled('figure')`
  @media print {
    &.pc-print-only { display: grid; grid-template-columns: 32mm auto; align-items: center; gap: 12px; }
    & .pc-qr { width: 32mm; height: 32mm; }
  }
`;

/**
 * A charge's Pix payment in its card. The payload is checked before anything offers it
 * (chargePixCode, the one place that decides): a code the bank app would refuse, or that pays
 * another amount or receiver, is neither copied, drawn nor offered to pay; the card says so and
 * opens the team's contacts instead. 'Pagar com Pix' opens the dialog with the QR code. Once the QR
 * code's chunk is loaded (a dialog opened, or 'Imprimir'), the card also holds its QR code for paper.
 */
export function PixPayment({ charge, reading, payload, qr, pending, onPaid }: Props) {
  const [open, setOpen] = useState(false);
  const { settings } = usePortal();
  const code = useMemo(() => chargePixCode(charge, settings.pixReceiver), [charge, settings.pixReceiver]);
  const cob = `COB ${charge.numCobranca}`;
  const label = `QR code Pix da ${cob}, ${formatMoney(charge.valorDocumento)}`;

  if (!code) return <CodeUnavailable className="pc-pix-unavailable" message={PIX_UNAVAILABLE} cob={cob} />;

  return (
    <>
      <CopyField label="Pix copia e cola" value={payload} what={`código Pix da ${cob}`} action="pix-copy">
        {payload}
      </CopyField>
      {qr.status === 'ready' && (
        <PrintedQr className="pc-print-only pc-pix-print">
          <qr.QrCode payload={payload} label={label} />
          <figcaption>Pix: escaneie com o app do seu banco.</figcaption>
        </PrintedQr>
      )}
      {/* The card's one filled button: paying is what the customer came to do. */}
      <Button
        type="button"
        className="pc-no-print"
        aria-label={`Pagar com Pix a ${cob}`}
        data-action="pix-open"
        onClick={() => {
          void qr.load().catch(() => undefined);
          setOpen(true);
        }}
      >
        Pagar com Pix
      </Button>
      {open && (
        <PixDialog
          charge={charge}
          reading={reading}
          payload={payload}
          receiver={code.merchantName}
          label={label}
          qr={qr}
          pending={pending}
          onPaid={onPaid}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
