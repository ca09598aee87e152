import type { ReactNode } from 'react';
import { styled } from '../styles/sheet';
import { theme } from '../styles/theme';

const Alert = styled('p')`
  padding: 12px 16px;
  border-left: 4px solid ${theme.danger};
  border-radius: 8px;
  background: #fdecea;
  color: ${theme.danger};
  font-weight: 600;
`;

/** A failure said where it happened (announced at once), for errors a toast could hide. */
export function InlineAlert({ children }: { children: ReactNode }) {
  return <Alert role="alert">{children}</Alert>;
}
