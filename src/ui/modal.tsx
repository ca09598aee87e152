import { forwardRef, useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from '../styles/sheet';
import { theme } from '../styles/theme';

// forwardRef: without it the ref would get goober's component, not the <dialog>.
const Dialog = styled('dialog', forwardRef)`
  width: min(560px, calc(100vw - 32px));
  max-height: calc(100vh - 64px);
  padding: 0;
  border: none;
  border-radius: ${theme.radius};
  background: ${theme.surface};
  color: ${theme.text};
  box-shadow: 0 12px 48px rgb(0 0 0 / 25%);
  /* ::backdrop does not inherit custom properties (docs/architecture.md, "Pitfalls"): plain values only. */
  &::backdrop { background: rgb(20 12 16 / 55%); }
  & > header { display: flex; align-items: center; gap: 12px; padding: 16px 20px; border-bottom: 1px solid ${theme.border}; }
  & > header h2 { flex: 1; font-size: 1.125em; }
  & .pc-modal-body { padding: 20px; overflow: auto; }
  & .pc-modal-close { display: inline-grid; place-items: center; width: 44px; height: 44px; border: none; border-radius: 50%; background: transparent; color: ${theme.text}; font-size: 1.5em; line-height: 1; }
  & .pc-modal-close:hover { background: ${theme.primarySoft}; }
`;

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes back to the first, Shift+Tab from the first to the last. A modal
 * `<dialog>` alone lets Tab leave it for the browser's own UI (headless: the document) once per
 * cycle (focus stays in the modal).
 */
function keepTabInside(dialog: HTMLDialogElement, event: KeyboardEvent) {
  const controls = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.getClientRects().length > 0);
  const active = (dialog.getRootNode() as Document | ShadowRoot).activeElement;
  const edge = event.shiftKey ? controls[0] : controls[controls.length - 1];
  if (active !== edge && active !== dialog) return;
  event.preventDefault();
  (event.shiftKey ? controls[controls.length - 1] : controls[0])?.focus();
}

/**
 * Whether the modal was opened from the keyboard: its opener shows a keyboard focus ring. A click
 * does not focus a button in Safari at all, so no opener counts as the mouse. Without
 * `:focus-visible` (Safari before 15.4) keep the browser's own behaviour: as from the keyboard.
 */
function openedFromKeyboard(opener: HTMLElement | null): boolean {
  if (!opener) return false;
  try {
    return opener.matches(':focus-visible');
  } catch {
    return true;
  }
}

export interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal on the native `<dialog>` with `showModal()`: focus trap, Escape and the top layer come
 * from the browser (docs/architecture.md, "Pitfalls"). Focus returns to what had it before; a click on the
 * backdrop closes. Render it only while open.
 */
export function Modal({ title, onClose, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const root = dialog.getRootNode() as Document | ShadowRoot;
    const opener = root.activeElement as HTMLElement | null;
    const fromKeyboard = openedFromKeyboard(opener);
    if (!dialog.open) dialog.showModal?.();
    // showModal() focuses the close button, and WebKit rings it even after a click. Opened with the
    // mouse (or a tap), the dialog itself takes the focus, without a ring; Tab then enters its
    // controls. Opened from the keyboard, the close button keeps the focus and its ring.
    if (!fromKeyboard) dialog.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      opener?.focus?.();
    };
  }, []);

  return (
    <Dialog
      ref={ref}
      part="modal"
      tabIndex={-1}
      aria-labelledby={titleId}
      onClick={(event) => {
        // A click whose target is the dialog itself landed on the backdrop.
        if (event.target === ref.current) close.current();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Tab' && ref.current) keepTabInside(ref.current, event);
      }}
    >
      <header>
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="pc-modal-close" aria-label="Fechar" onClick={() => close.current()}>
          ×
        </button>
      </header>
      <div className="pc-modal-body">{children}</div>
    </Dialog>
  );
}
