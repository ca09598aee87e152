import { styled } from '../styles/sheet';
import { theme } from '../styles/theme';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToasterProps {
  items: readonly { id: number; message: string; kind: ToastKind }[];
  onDismiss(id: number): void;
  /** The pointer or focus is on a toast: hold it. */
  onPause(id: number): void;
  onResume(id: number): void;
}

/** At most 3 toasts visible at once. */
const VISIBLE = 3;

const Stack = styled('div')`
  position: fixed;
  top: 16px;
  left: 50%;
  z-index: 2147483000;
  display: grid;
  gap: 8px;
  width: 356px;
  max-width: calc(100vw - 32px);
  transform: translateX(-50%);
  pointer-events: none;
  & .pc-toast {
    display: flex;
    align-items: flex-start;
    gap: 10px;
    padding: 12px 8px 12px 14px;
    border: 1px solid ${theme.border};
    border-left: 4px solid ${theme.primary};
    border-radius: 8px;
    background: ${theme.surface};
    color: ${theme.text};
    box-shadow: 0 4px 20px rgb(0 0 0 / 14%);
    font-size: 0.9375em;
    pointer-events: auto;
    animation: pc-fade-in 0.2s ease-out;
  }
  & .pc-toast[data-kind='success'] { border-left-color: ${theme.success}; }
  & .pc-toast[data-kind='error'] { border-left-color: ${theme.danger}; }
  & .pc-toast-icon { flex: none; display: inline-grid; place-items: center; width: 22px; height: 22px; border-radius: 50%; background: ${theme.primary}; color: #fff; font-size: 0.8125em; font-weight: 700; }
  & [data-kind='success'] .pc-toast-icon { background: ${theme.success}; }
  & [data-kind='error'] .pc-toast-icon { background: ${theme.danger}; }
  & .pc-toast-message { flex: 1; align-self: center; }
  & .pc-toast-close { flex: none; display: inline-grid; place-items: center; width: 28px; height: 28px; margin: -3px 0; border: none; border-radius: 50%; background: transparent; color: ${theme.muted}; font-size: 1.25em; line-height: 1; }
  & .pc-toast-close:hover { background: ${theme.primarySoft}; color: ${theme.text}; }
`;

/** A symbol besides the colour, so the kind is never told by colour alone. */
const ICONS: Record<ToastKind, string> = { success: '✓', error: '!', info: 'i' };

/**
 * Shows the toasts, top-center, newest first, inside the live region the app keeps on the page
 * (./toast-region.tsx), so screen readers announce each toast as it is added.
 */
export function Toaster({ items, onDismiss, onPause, onResume }: ToasterProps) {
  const visible = items.slice(-VISIBLE).reverse();
  return (
    <Stack>
      {visible.map(({ id, message, kind }) => (
        <div
          key={id}
          className="pc-toast"
          part="toast"
          data-kind={kind}
          onMouseEnter={() => onPause(id)}
          onMouseLeave={() => onResume(id)}
          onFocus={() => onPause(id)}
          onBlur={() => onResume(id)}
        >
          <span className="pc-toast-icon" aria-hidden="true">
            {ICONS[kind]}
          </span>
          <p className="pc-toast-message">{message}</p>
          <button type="button" className="pc-toast-close" aria-label="Fechar notificação" onClick={() => onDismiss(id)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </Stack>
  );
}
