import { Fragment } from 'react';
import type { Charge } from '../../api/event-schemas';
import { apiLinkHref } from '../../lib/api-link-href';
import { formatLinhaDigitavel } from './boleto-line';
import { formatMoney } from '../../lib/format-money';
import { isOpenCharge } from '../../lib/open-charge';
import { useApiBase } from '../../runtime/use-api-base';
import { ButtonAnchor } from '../../ui/button';
import { CopyField } from './copy-field';
import { DueDate } from './due-date';
import { PixPayment } from './pix-payment';
import type { PixQr } from './use-pix-qr-code';

/** An open charge the API sent a way to pay with: a boleto line, a Pix code or the boleto's PDF. */
const payable = (charge: Charge) => isOpenCharge(charge.statusCobranca) && !!(charge.linhaDigitavel || charge.pixCopiaECola || charge.urlBoleto);

/**
 * Issue 8: how to pay each open charge, from the optional fields the API may send
 * (`linhaDigitavel`, `pixCopiaECola`, `urlBoleto`). Nothing shows when none carries them. Issue 18:
 * the Pix code is checked, and paid from a QR code ('Pagar com Pix').
 */
export function PaymentDetails({ charges, qr }: { charges: Charge[]; qr: PixQr }) {
  const apiBase = useApiBase();
  const open = charges.filter(payable);
  if (open.length === 0) return null;
  return (
    <section className="pc-payments" aria-labelledby="pc-payments-title">
      <h2 id="pc-payments-title">Pagamento</h2>
      <ul>
        {open.map((charge) => {
          const cob = `COB ${charge.numCobranca}`;
          const line = charge.linhaDigitavel?.trim();
          const boleto = apiLinkHref(charge.urlBoleto, apiBase);
          return (
            <li key={String(charge.numCobranca)} className="pc-payment">
              <h3>
                {cob} · {formatMoney(charge.valorDocumento)}
              </h3>
              <p>
                Vencimento: <DueDate charge={charge} />
              </p>
              {line && (
                <CopyField label="Linha digitável do boleto" value={line.replace(/\D/g, '')} what={`linha digitável da ${cob}`}>
                  {/* Each group stays whole: a narrow screen wraps the line between groups. */}
                  {(formatLinhaDigitavel(line) ?? line).split(' ').map((group, index) => (
                    <Fragment key={index}>
                      {index > 0 && ' '}
                      <span>{group}</span>
                    </Fragment>
                  ))}
                </CopyField>
              )}
              {charge.pixCopiaECola && <PixPayment charge={charge} payload={charge.pixCopiaECola} qr={qr} />}
              {boleto && (
                <ButtonAnchor
                  href={boleto}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-variant="secondary"
                  className="pc-no-print"
                  aria-label={`Abrir boleto (PDF) da ${cob} (abre em nova aba)`}
                >
                  Abrir boleto (PDF)
                </ButtonAnchor>
              )}
              {!boleto && charge.urlBoleto?.trim() && (
                // Issue 13: a URL that may not be linked is shown as text, for the customer to see.
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
