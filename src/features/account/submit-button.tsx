import { Button } from '../../ui/button';

/** Each form disables its button while submitting, which then reads 'Enviando...'. */
export function SubmitButton({ sending, label }: { sending: boolean; label: string }) {
  return (
    <Button type="submit" disabled={sending}>
      {sending ? 'Enviando...' : label}
    </Button>
  );
}
