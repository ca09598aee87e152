import type { Charge } from '../../api/event-schemas';
import { subtotalsByStatus } from './charge-subtotals';
import { formatMoney } from '../../lib/format-money';
import { ChargeStatus } from './charge-status';

/** The charges by status, with how many and how much, open statuses first. */
export function StatusSubtotals({ charges }: { charges: Charge[] }) {
  return (
    <section aria-labelledby="pc-subtotals-title">
      <h2 id="pc-subtotals-title">Resumo por status</h2>
      <ul className="pc-subtotals" aria-labelledby="pc-subtotals-title">
        {subtotalsByStatus(charges).map(({ status, count, total }) => (
          <li key={status}>
            <ChargeStatus status={status} />
            <span className="pc-count">{count === 1 ? '1 cobrança' : `${count} cobranças`}</span>
            <span className="pc-sum">{formatMoney(total)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
