import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../ui/button';
import { styled } from '../../styles/sheet';
import { theme } from '../../styles/theme';
import { PaymentCode } from './payment-code';

/** How long 'Copiado!' stays. */
const CONFIRM_MS = 4000;

interface Props {
  label: string;
  /** What is copied (a boleto line's bare digits). */
  value: string;
  /** What is shown, wrapping on narrow screens and on paper (the line in its groups). */
  children: ReactNode;
  /** Named after 'Copiar' for screen readers ('linha digitável da COB 81238'). */
  what: string;
  /** What the host counts when the customer copies (docs/host-api.md). */
  action: 'pix-copy' | 'boleto-copy';
}

const Copy = styled('div')`
  display: grid;
  gap: 4px;
  width: 100%;
  & .pc-copy-label { font-weight: 600; font-size: 0.875em; color: ${theme.muted}; }
  & .pc-copy-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 12px; }
  & .pc-copy-status { font-size: 0.875em; font-weight: 600; color: ${theme.success}; }
  & .pc-copy-status[data-state='manual'] { color: ${theme.text}; }
  @media print {
    & .pc-copy-status { display: none; }
  }
`;

/**
 * A payment code with a copy button. The Clipboard API copies it and 'Copiado!' is
 * announced; when the browser refuses (no permission, a page that is not https), the code is
 * selected on screen so the customer can copy it by hand, and told so.
 */
export function CopyField({ label, value, children, what, action }: Props) {
  const code = useRef<HTMLParagraphElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      if (code.current) getSelection()?.selectAllChildren(code.current);
      setState('manual');
    }
  }

  return (
    <Copy className="pc-copy">
      <p className="pc-copy-label">{label}</p>
      <PaymentCode className="pc-code" ref={code}>
        {children}
      </PaymentCode>
      <div className="pc-copy-actions">
        <Button type="button" data-variant="secondary" onClick={copy} aria-label={`Copiar ${what}`} data-action={action}>
          Copiar
        </Button>
        <p className="pc-copy-status" role="status" data-state={state}>
          {state === 'copied'
            ? 'Copiado!'
            : state === 'manual'
              ? 'Não foi possível copiar. O código está selecionado: copie com Ctrl+C ou pelo menu do celular.'
              : ''}
        </p>
      </div>
    </Copy>
  );
}
