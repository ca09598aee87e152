import type { ChargeReading } from '../../lib/charges/read-charge';
import { styled } from '../../styles/sheet';
import { theme } from '../../styles/theme';

const Badge = styled('span')`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  /* A pill on one line (24 px high), a rounded box when a long status wraps. */
  border-radius: 12px;
  font-size: 0.875em;
  font-weight: 600;
  /* The status is the API's free text: capped at its column's width, it wraps there. */
  max-width: 100%;
  color: ${theme.muted};
  background: #efecec;
  &::before { content: ''; flex: none; width: 8px; height: 8px; border-radius: 50%; background: currentColor; }
  &[data-tone='paid'] { color: ${theme.success}; background: ${theme.successSoft}; }
  &[data-tone='late'] { color: ${theme.danger}; background: #fdecea; }
  &[data-tone='open'] { color: ${theme.warning}; background: #fdf3dc; }
`;

/**
 * A charge's status as read (src/lib/charges/read-charge.ts): the text the API sent (an object's text), its
 * colour from what the charge reads as, so status is never told by colour alone. Cancelled and
 * unknown words stay grey: a word the portal does not know is never painted as paid or as late.
 * '—' without a word (a charge paid by its evidence says so beside it, with its date or receipt).
 */
export function ChargeStatus({ word, state, late }: Pick<ChargeReading, 'word' | 'state' | 'late'>) {
  if (!word) return <>—</>;
  const tone = state === 'paid' ? 'paid' : state === 'open' ? (late ? 'late' : 'open') : undefined;
  return <Badge data-tone={tone}>{word}</Badge>;
}
