import { styled } from '../styles/sheet';
import { theme } from '../styles/theme';

const Note = styled('p')`
  margin-top: 8px;
  font-size: 0.875em;
  color: ${theme.muted};
`;

/** The pt-BR words for how many items of a list could not be shown. */
export const skippedText = (count: number) =>
  count === 1 ? '1 item não pôde ser exibido.' : `${count.toLocaleString('pt-BR')} itens não puderam ser exibidos.`;

/**
 * Said discreetly under a list that had items the portal could not read (the rest shows): nothing
 * when every item showed. The count comes from the API layer (`skippedRows`).
 */
export function SkippedNote({ count }: { count: number }) {
  if (count <= 0) return null;
  return <Note className="pc-skipped">{skippedText(count)}</Note>;
}
