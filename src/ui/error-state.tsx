import { styled } from '../styles/sheet';
import { theme } from '../styles/theme';
import { Button } from './button';

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

/** A failed call: the pt-BR reason and a way to try again (never a blank screen). */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Box role="alert">
      <p>{message}</p>
      {onRetry && (
        <Button type="button" data-variant="secondary" onClick={onRetry}>
          Tentar novamente
        </Button>
      )}
    </Box>
  );
}
