import { forwardRef, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { StoredUser } from '../../session/stored-session';
import { formatName } from '../../lib/text/format-name';
import { styled } from '../../styles/sheet';
import { theme, upToLaptop } from '../../styles/theme';
import { lazyRetry } from '../../ui/lazy-retry';
import { ChevronDownIcon } from './icons';

/* The menu's items load as it first opens (or as the pointer or the focus reaches its button), not
   with the signed-in first screen (docs/performance.md, "Budgets"). */
const UserMenuPanel = lazyRetry(() => import('./user-menu-panel'), 'UserMenuPanel');

// forwardRef: the outside-click check needs the <div> itself, not goober's component.
const Wrap = styled('div', forwardRef)`
  position: relative;
  & .pc-user-button {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    padding: 4px 8px 4px 4px;
    border: 1px solid ${theme.border};
    border-radius: 999px;
    background: ${theme.surface};
    font-weight: 600;
  }
  & .pc-user-button:hover, & .pc-user-button[aria-expanded='true'] { background: ${theme.primarySoft}; }
  & .pc-avatar {
    display: inline-grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: ${theme.primary};
    color: ${theme.onPrimary};
    font-size: 0.875em;
    letter-spacing: 0.02em;
  }
  & .pc-user-name { max-width: 180px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  /* Where the header is tight (phones, and laptops up to 1280 px) the avatar stands for the name,
     which stays the button's accessible name, and the event's title gets the room. */
  ${upToLaptop} {
    & .pc-user-button { padding: 4px; }
    & .pc-user-name, & .pc-user-button > svg { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  }
`;

/** The first letters of the first and last words of the formatted name. */
function initials(name: string): string {
  const words = name.split(' ').filter((word) => word.length > 2);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return picked.map((word) => word![0]!.toLocaleUpperCase('pt-BR')).join('') || name.slice(0, 1).toLocaleUpperCase('pt-BR');
}

/**
 * 'Meus eventos', 'Alterar senha', 'Sair'. A menu button (WAI-ARIA
 * APG): Enter, Space and ArrowDown open it on the first item, ArrowUp on the last; the arrows, Home
 * and End move; Escape closes it and returns focus to the button; Tab and an outside click close it.
 */
export function UserMenu({ user }: { user: StoredUser }) {
  /** Closed, or open with the focus going to its first or its last item. */
  const [open, setOpen] = useState<'first' | 'last' | false>(false);
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const name = formatName(user.name || user.email);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const isOpen = open !== false;
  useEffect(() => {
    if (!isOpen) return;
    // Seen from the document, a click inside the portal targets the host element (docs/architecture.md, "Pitfalls",
    // pitfalls): only the composed path tells whether it landed in the menu.
    const onPointerDown = (event: PointerEvent) => {
      if (wrap.current && !event.composedPath().includes(wrap.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [isOpen]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    // Enter and Space click the button, which opens the menu on its first item.
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen('last');
    }
  };

  return (
    <Wrap ref={wrap}>
      <button
        ref={button}
        type="button"
        className="pc-user-button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => (isOpen ? close(false) : setOpen('first'))}
        onKeyDown={onButtonKeyDown}
        onPointerEnter={() => void UserMenuPanel.preload()}
        onFocus={() => void UserMenuPanel.preload()}
      >
        <span className="pc-avatar" aria-hidden="true">
          {initials(name)}
        </span>
        <span className="pc-user-name">{name}</span>
        <ChevronDownIcon />
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <UserMenuPanel id={menuId} label={name} focus={open} onClose={close} />
        </Suspense>
      )}
    </Wrap>
  );
}
