import type { Charge } from '../../api/event-schemas';
import type { ChargeReading } from '../../lib/charges/read-charge';
import { useApiBase } from '../../runtime/use-api-base';
import { formatMoney } from '../../lib/text/format-money';
import { styled } from '../../styles/sheet';
import { theme } from '../../styles/theme';
import { ChargeProof } from './charge-proof';
import { PAYMENT_CONFIRMED } from './pix-texts';

// The live region is always there (empty, it takes no room), so the news is heard as it arrives.
const Notice = styled('div')`
  & ul {
    display: grid;
    gap: 6px;
    padding: 12px 16px;
    border-left: 4px solid ${theme.success};
    border-radius: 8px;
    background: ${theme.successSoft};
    list-style: none;
  }
  & li { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 12px; }
  & strong { color: ${theme.success}; }
`;

/**
 * 'Pagamento confirmado' for the charges this device had marked paid and the API now reports paid,
 * at the top of the screen (on a phone the paid rows are folded away), each with when it was paid
 * and its receipt when the API sent them. A live region, so a screen reader hears it arrive.
 */
export function PaymentConfirmed({ charges, read }: { charges: Charge[]; read: (charge: Charge) => ChargeReading }) {
  const apiBase = useApiBase();
  return (
    <Notice role="status" className="pc-payment-confirmed pc-no-print">
      {charges.length > 0 && (
        <ul>
          {charges.map((charge) => (
            <li key={String(charge.numCobranca)}>
              <strong>{PAYMENT_CONFIRMED}</strong>
              <span>
                COB {charge.numCobranca} · {formatMoney(charge.valorDocumento)}
              </span>
              <ChargeProof charge={charge} reading={read(charge)} apiBase={apiBase} />
            </li>
          ))}
        </ul>
      )}
    </Notice>
  );
}
