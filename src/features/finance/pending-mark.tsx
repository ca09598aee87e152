import { styled } from '../../styles/sheet';
import { theme } from '../../styles/theme';
import { AWAITING_CONFIRMATION, PAYMENT_CONFIRMED } from './pix-texts';

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

/**
 * 'Aguardando confirmação': the charge the customer said was paid on this device, until the API
 * says so; then, `confirmed`, 'Pagamento confirmado' while the screen that saw it stays.
 */
export const PendingMark = ({ confirmed = false }: { confirmed?: boolean }) =>
  confirmed ? (
    <Mark className="pc-confirmed" data-confirmed="">
      {PAYMENT_CONFIRMED}
    </Mark>
  ) : (
    <Mark className="pc-pending">{AWAITING_CONFIRMATION}</Mark>
  );
