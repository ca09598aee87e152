import { forwardRef, useEffect, useRef, type KeyboardEvent } from 'react';
import { usePortal } from '../../runtime/portal-context';
import { signOut } from '../../runtime/sign-out';
import { styled } from '../../styles/sheet';
import { theme } from '../../styles/theme';

// forwardRef: the items are found (and focused) through the <ul> itself, not goober's component.
const Menu = styled('ul', forwardRef)`
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
`;

interface UserMenuPanelProps {
  id: string;
  /** The customer's name, the menu's accessible name. */
  label: string;
  /** The item that takes the focus as the menu opens. */
  focus: 'first' | 'last';
  /** Closes the menu; `returnFocus` puts the focus back on its button. */
  onClose(returnFocus: boolean): void;
}

/**
 * The user menu's items, drawn once the menu is opened: its code loads then, not with the
 * signed-in first screen (docs/performance.md, "Budgets"). The arrows, Home and End move; Escape
 * closes it back to its button; Tab closes it (./user-menu.tsx has the rest of the pattern).
 */
export function UserMenuPanel({ id, label, focus, onClose }: UserMenuPanelProps) {
  const portal = usePortal();
  const menu = useRef<HTMLUListElement>(null);

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };

  useEffect(() => {
    focusItem(focus === 'first' ? 0 : -1);
    // As the menu opens only; focusItem reads the menu's items as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
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
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    }
  };

  const go = (path: string) => {
    onClose(false);
    portal.navigation.navigate(path);
  };
  const leave = () => {
    onClose(false);
    signOut(portal);
    portal.navigation.navigate('/conta');
  };

  return (
    <Menu ref={menu} id={id} role="menu" aria-label={label} onKeyDown={onKeyDown}>
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
    </Menu>
  );
}
