import { formatReadAt } from '../lib/dates/format-read-at';
import { styled } from '../styles/sheet';
import { theme } from '../styles/theme';
import { Button } from './button';
import { useOnline } from './use-online';

const Box = styled('div')`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin-bottom: 16px;
  padding: 12px 16px;
  border: 1px solid ${theme.border};
  border-left: 4px solid ${theme.warning};
  border-radius: ${theme.radius};
  background: ${theme.surface};
  & p { flex: 1 1 16em; margin: 0; }
`;

/**
 * Above an answer kept on the device, shown because the call failed for lack of network: says so,
 * with the time it was read, and offers to ask again. A status, not an alert: what the customer
 * reads stays where it is, and so does their focus.
 */
export function KeptNotice({ at, onRetry }: { at: number; onRetry: () => void }) {
  const online = useOnline();
  return (
    <Box role="status" className="pc-kept">
      <p>
        {online ? 'Não foi possível atualizar.' : 'Sem conexão com a internet.'} Dados de {formatReadAt(at)}.
      </p>
      <Button type="button" data-variant="secondary" onClick={onRetry}>
        Tentar novamente
      </Button>
    </Box>
  );
}
