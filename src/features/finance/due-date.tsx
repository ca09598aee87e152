import type { Charge } from '../../api/event-schemas';
import { dueDateText } from '../../lib/charges/due-date-text';
import { formatDate } from '../../lib/dates/format-date';
import type { ChargeReading } from '../../lib/charges/read-charge';
import { styled } from '../../styles/sheet';
import { theme } from '../../styles/theme';

// Under the date in a table cell; beside it in a sentence ('Vencimento: 28/11/2026 vence em 4 dias').
const Due = styled('span')`
  display: block;
  font-size: 0.875em;
  font-weight: 600;
  color: ${theme.warning};
  &[data-late] { color: ${theme.danger}; }
  &[data-inline] { display: inline; }
`;

/**
 * A charge's due date and, while it is open, how far it is: 'vence em 5 dias', 'vencida há 2 dias'
 * (a boleto counts to its next business day). Nothing beside a paid or cancelled charge, nor beside
 * a status the portal does not know: it is never called overdue.
 */
export function DueDate({ charge, reading, inline = false }: { charge: Charge; reading: ChargeReading; inline?: boolean }) {
  const { days } = reading;
  // One element: a stacked table row lays out each child of its cell as a grid item.
  return (
    <span>
      {formatDate(charge.dataVencimento)}
      {days !== null && (
        <>
          {' '}
          <Due className="pc-due" data-late={days < 0 ? '' : undefined} data-inline={inline ? '' : undefined}>
            {dueDateText(days)}
          </Due>
        </>
      )}
    </span>
  );
}
