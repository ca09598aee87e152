import type { Charge } from '../../api/event-schemas';
import { subtotalsByStatus } from './charge-subtotals';
import { formatMoney } from '../../lib/text/format-money';
import { ChargeStatus } from './charge-status';
import type { ChargeReading } from '../../lib/charges/read-charge';
import { styled } from '../../styles/sheet';
import { narrow, theme } from '../../styles/theme';

const Subtotals = styled('ul')`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 12px;
  list-style: none;
  & li { display: grid; justify-items: start; gap: 4px; padding: 14px 18px; border-radius: ${theme.radius}; background: ${theme.surface}; box-shadow: ${theme.shadow}; }
  & .pc-count { font-size: 0.875em; color: ${theme.muted}; }
  & .pc-sum { font-size: 1.125em; font-weight: 700; font-variant-numeric: tabular-nums; }
  ${narrow} {
    grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
    & li { padding: 12px 14px; }
  }
  @media print {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 8px;
    & li { padding: 8px 12px; border: 1px solid #999; border-radius: 0; }
  }
`;

/** The charges by status, with how many and how much, open statuses first. */
export function StatusSubtotals({ charges, read }: { charges: Charge[]; read: (charge: Charge) => ChargeReading }) {
  return (
    <section aria-labelledby="pc-subtotals-title">
      <h2 id="pc-subtotals-title">Resumo por status</h2>
      <Subtotals className="pc-subtotals" aria-labelledby="pc-subtotals-title">
        {subtotalsByStatus(charges, read).map(({ status, reading, count, total }) => (
          <li key={`${reading.state} ${status}`}>
            <ChargeStatus {...reading} word={status} />
            <span className="pc-count">{count === 1 ? '1 cobrança' : `${count} cobranças`}</span>
            <span className="pc-sum">{formatMoney(total)}</span>
          </li>
        ))}
      </Subtotals>
    </section>
  );
}
