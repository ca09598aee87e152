import { forwardRef, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { StoredUser } from '../../api/schemas';
import { formatName } from '../../lib/format-name';
import { usePortal } from '../../runtime/portal-context';
import { signOut } from '../../runtime/sign-out';
import { styled } from '../../styles/sheet';
import { theme, upToLaptop } from '../../styles/theme';
import { ChevronDownIcon } from './icons';

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
  & [role='menu'] {
    position: absolute;
    right: 0;
    top: calc(100% + 8px);
    z-index: 20;
    min-width: 220px;
    padding: 6px;
    list-style: none;
    background: ${theme.surface};
    border: 1px solid ${theme.border};
    border-radius: ${theme.radius};
    box-shadow: 0 8px 28px rgb(0 0 0 / 16%);
  }
  & [role='menuitem'] {
    display: block;
    width: 100%;
    min-height: 44px;
    padding: 10px 14px;
    border: none;
    border-radius: 8px;
    background: none;
    text-align: left;
  }
  & [role='menuitem']:hover, & [role='menuitem']:focus { background: ${theme.primarySoft}; outline: none; }
  & [role='menuitem']:focus-visible { outline: 3px solid ${theme.focus}; outline-offset: -3px; }
  & li + li.pc-menu-sign-out { margin-top: 6px; padding-top: 6px; border-top: 1px solid ${theme.border}; }
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
  const portal = usePortal();
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const menuId = useId();
  const name = formatName(user.name || user.email);

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    focusItem(focusOnOpen.current === 'first' ? 0 : -1);
    // Seen from the document, a click inside the portal targets the host element (docs/architecture.md, "Pitfalls",
    // pitfalls): only the composed path tells whether it landed in the menu.
    const onPointerDown = (event: PointerEvent) => {
      if (wrap.current && !event.composedPath().includes(wrap.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
    // Runs as the menu opens or closes only; focusItem reads the menu's items as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const openWith = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    // Enter and Space click the button, which opens the menu on its first item.
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openWith('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWith('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const current = list.indexOf(portal.root.activeElement as HTMLElement);
    const moves: Record<string, number | undefined> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: list.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const go = (path: string) => {
    close(false);
    portal.navigation.navigate(path);
  };
  const leave = () => {
    close(false);
    signOut(portal);
    portal.navigation.navigate('/conta');
  };

  return (
    <Wrap ref={wrap}>
      <button
        ref={button}
        type="button"
        className="pc-user-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openWith('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <span className="pc-avatar" aria-hidden="true">
          {initials(name)}
        </span>
        <span className="pc-user-name">{name}</span>
        <ChevronDownIcon />
      </button>
      {open && (
        <ul ref={menu} id={menuId} role="menu" aria-label={name} onKeyDown={onMenuKeyDown}>
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} onClick={() => go('/eventos')}>
              Meus eventos
            </button>
          </li>
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} onClick={() => go('/perfil/alterar-senha')}>
              Alterar senha
            </button>
          </li>
          <li role="none" className="pc-menu-sign-out">
            <button type="button" role="menuitem" tabIndex={-1} onClick={leave}>
              Sair
            </button>
          </li>
        </ul>
      )}
    </Wrap>
  );
}
