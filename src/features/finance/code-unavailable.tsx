import { usePortal } from '../../runtime/portal-context';
import { Button } from '../../ui/button';
import { styled } from '../../styles/sheet';
import { theme } from '../../styles/theme';

const Unavailable = styled('div')`
  display: grid;
  justify-items: start;
  gap: 8px;
  width: 100%;
  padding: 8px 12px;
  border-left: 4px solid ${theme.danger};
  border-radius: 8px;
  background: #fdecea;
  & p { color: ${theme.danger}; font-weight: 600; }
  @media print {
    padding: 0;
    border: none;
  }
`;

/**
 * Said in place of a payment code that failed its check ('Código Pix indisponível', a boleto's line
 * whose check digits are wrong): nothing to copy, and the team's contacts to ask for the right one.
 */
export function CodeUnavailable({ message, cob, className }: { message: string; cob: string; className: string }) {
  const { shell } = usePortal();
  return (
    <Unavailable className={className}>
      <p>{message}</p>
      <Button
        type="button"
        data-variant="secondary"
        className="pc-no-print"
        onClick={shell.openContacts}
        aria-label={`Falar com a equipe sobre a ${cob}`}
      >
        Falar com a equipe
      </Button>
    </Unavailable>
  );
}
