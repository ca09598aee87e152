import { forwardRef } from 'react';
import { styled } from '../../styles/sheet';
import { theme } from '../../styles/theme';

/**
 * A payment code as the bank's app wants it typed: monospace, wrapping anywhere, selected whole by
 * one tap (a boleto's line, a Pix copy-and-paste code, a boleto's address on paper).
 */
export const PaymentCode = styled('p', forwardRef)`
  padding: 8px 12px;
  border: 1px solid ${theme.border};
  border-radius: 8px;
  background: ${theme.background};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.9375em;
  word-break: break-all;
  user-select: all;
  & span { white-space: nowrap; }
  @media print {
    padding: 0;
    border: none;
  }
`;
