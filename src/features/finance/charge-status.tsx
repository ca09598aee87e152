import type { ChargeState } from '../../lib/charge-state';
import { builtInWord } from '../../lib/status-words';
import { useChargeStates } from '../../runtime/use-charge-states';
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
 * Colour follows what the status says, and the text is always shown as the API sent it: status is
 * never told by colour alone. Cancelled and unknown words stay grey: a word the portal does not know
 * is never painted as paid or as late.
 */
function toneOf(status: string, state: ChargeState): string | undefined {
  if (state === 'paid') return 'paid';
  if (state !== 'open') return undefined;
  return builtInWord(status)?.late ? 'late' : 'open';
}

export function ChargeStatus({ status }: { status: string | null | undefined }) {
  const stateOf = useChargeStates(undefined);
  if (!status) return <>—</>;
  return <Badge data-tone={toneOf(status, stateOf(status))}>{status}</Badge>;
}
