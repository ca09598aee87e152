import { styled } from '../styles/sheet';
import { theme } from '../styles/theme';

const Badge = styled('span')`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  background: ${theme.primarySoft};
  color: ${theme.primary};
  font-size: 0.75em;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

/** 'Evento atual', beside the current event wherever events are listed (never colour alone). */
export function CurrentBadge({ className }: { className?: string }) {
  return <Badge className={className}>Evento atual</Badge>;
}
