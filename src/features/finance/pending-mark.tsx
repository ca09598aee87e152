import { styled } from '../../styles/sheet';
import { AWAITING_CONFIRMATION } from './pix-texts';

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
`;

/** 'Aguardando confirmação': the charge the customer said was paid on this device, until the API says so. */
export const PendingMark = () => <Mark className="pc-pending">{AWAITING_CONFIRMATION}</Mark>;
