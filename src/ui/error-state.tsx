import { styled } from '../styles/sheet';
import { theme } from '../styles/theme';
import { Button } from './button';
import { useOnline } from './use-online';

const Box = styled('div')`
  display: grid;
  justify-items: start;
  gap: 12px;
  padding: 20px;
  border: 1px solid ${theme.border};
  border-left: 4px solid ${theme.danger};
  border-radius: ${theme.radius};
  background: ${theme.surface};
`;

/**
 * A failed call: the pt-BR reason and a way to try again (never a blank screen). While the browser
 * has no network at all, the reason is that (docs/resilience.md, "Offline").
 */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const online = useOnline();
  return (
    <Box role="alert">
      <p>{online ? message : 'Sem conexão com a internet. Quando a conexão voltar, tentaremos de novo.'}</p>
      {onRetry && (
        <Button type="button" data-variant="secondary" onClick={onRetry}>
          Tentar novamente
        </Button>
      )}
    </Box>
  );
}
