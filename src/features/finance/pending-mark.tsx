import { formatReadAt } from '../../lib/dates/format-read-at';
import { awaiting } from '../../session/pending-payments-store';
import { styled } from '../../styles/sheet';
import { theme } from '../../styles/theme';
import { AWAITING_CONFIRMATION, markedAt, notConfirmedYet, PAYMENT_CONFIRMED } from './pix-texts';

// Wraps rather than overflowing a phone's table cell (the words are long).
const Mark = styled('span')`
  display: inline-flex;
  max-width: 100%;
  padding: 2px 10px;
  border-radius: 12px;
  font-size: 0.875em;
  font-weight: 600;
  color: #1f4e79;
  background: #e3eef9;
  &[data-confirmed] { color: ${theme.success}; background: ${theme.successSoft}; }
`;

const Line = styled('small')`
  display: block;
  color: ${theme.muted};
`;

/**
 * What this device holds of the customer's 'Já paguei' for a charge (`mark`: when it was made):
 * 'Aguardando confirmação' with that time, until the API says the charge is paid; past the mark's
 * life (MARK_LIFETIME_MS), a line that says the payment has not been confirmed yet, and no more
 * 'Aguardando'. `'confirmed'`: 'Pagamento confirmado' while the screen that saw it stays.
 */
export function PendingMark({ mark }: { mark: number | 'confirmed' }) {
  if (mark === 'confirmed')
    return (
      <Mark className="pc-confirmed" data-confirmed="">
        {PAYMENT_CONFIRMED}
      </Mark>
    );
  const when = formatReadAt(mark);
  return awaiting(mark) ? (
    <>
      <Mark className="pc-pending">{AWAITING_CONFIRMATION}</Mark>
      <Line className="pc-marked-at">{markedAt(when)}</Line>
    </>
  ) : (
    <Line className="pc-unconfirmed">{notConfirmedYet(when)}</Line>
  );
}
