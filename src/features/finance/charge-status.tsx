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

/** Colour follows the status text, which is always shown: status is never told by colour alone. */
function toneOf(status: string): string | undefined {
  const text = status.trim().toLocaleLowerCase('pt-BR');
  if (text.startsWith('pag') || text.startsWith('quit')) return 'paid';
  if (text.startsWith('venc') || text.startsWith('atras')) return 'late';
  if (text.includes('aberto') || text.startsWith('pend') || text.startsWith('a vencer')) return 'open';
  return undefined;
}

export function ChargeStatus({ status }: { status: string | null | undefined }) {
  if (!status) return <>—</>;
  return <Badge data-tone={toneOf(status)}>{status}</Badge>;
}
