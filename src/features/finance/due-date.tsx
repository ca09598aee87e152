import type { Charge } from '../../api/event-schemas';
import { calendarDaysUntil } from '../../lib/calendar-days';
import { dueDateText } from '../../lib/due-date-text';
import { formatDate } from '../../lib/format-date';
import { isOpenCharge } from '../../lib/open-charge';

/** A charge's due date and, while it is open, how far it is: 'vence em 5 dias', 'vencida há 2 dias'. */
export function DueDate({ charge }: { charge: Charge }) {
  const days = isOpenCharge(charge.statusCobranca) ? calendarDaysUntil(charge.dataVencimento) : null;
  // One element: a stacked table row lays out each child of its cell as a grid item.
  return (
    <span>
      {formatDate(charge.dataVencimento)}
      {days !== null && (
        <>
          {' '}
          <span className="pc-due" data-late={days < 0 ? '' : undefined}>
            {dueDateText(days)}
          </span>
        </>
      )}
    </span>
  );
}
