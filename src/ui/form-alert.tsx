import { forwardRef, useEffect, useRef } from 'react';
import { styled } from '../styles/sheet';
import { theme } from '../styles/theme';

// forwardRef: without it the ref would get goober's component, not the <p>.
const Alert = styled('p', forwardRef)`
  display: flex;
  gap: 10px;
  padding: 12px 16px;
  border-radius: 8px;
  border-left: 4px solid ${theme.danger};
  background: #fdecea;
  color: ${theme.danger};
  font-weight: 600;
  &::before { content: '!' / ''; flex: none; display: inline-grid; place-items: center; width: 22px; height: 22px; border-radius: 50%; background: ${theme.danger}; color: #fff; font-size: 0.8125em; }
`;

/**
 * A form's failed call, said above its fields, announced, and focused when it
 * appears: the button that had the focus was disabled while sending, so keyboard users land here.
 */
export function FormAlert({ message }: { message: string }) {
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    alert.current?.focus();
  }, [message]);
  return (
    <Alert ref={alert} className="pc-alert" role="alert" tabIndex={-1}>
      {message}
    </Alert>
  );
}
