import { useEffect, useRef, type ComponentType } from 'react';
import { Link, useLocation } from 'wouter';
import { styled } from '../../styles/sheet';
import { narrow, theme } from '../../styles/theme';
import { ContractsIcon, FinanceIcon, HomeIcon, ScheduleIcon, ServicesIcon } from './icons';

/** Spec section 2, main navigation: these entries, in this order. */
const ENTRIES: { path: string; label: string; icon: ComponentType }[] = [
  { path: '/', label: 'Home', icon: HomeIcon },
  { path: '/servicos', label: 'Serviços', icon: ServicesIcon },
  { path: '/contratos', label: 'Contratos', icon: ContractsIcon },
  { path: '/financeiro', label: 'Financeiro', icon: FinanceIcon },
  { path: '/agenda', label: 'Agenda', icon: ScheduleIcon },
];

const Nav = styled('nav')`
  background: ${theme.surface};
  border-bottom: 1px solid ${theme.border};
  & ul {
    display: flex;
    gap: 8px;
    max-width: 1200px;
    margin: 0 auto;
    padding: 10px 16px;
    list-style: none;
    /* Spec section 2: a horizontal scrollable list. */
    overflow-x: auto;
    scrollbar-width: thin;
  }
  & li { flex: none; }
  & a {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 40px;
    padding: 8px 16px;
    border: 1px solid ${theme.border};
    border-radius: 999px;
    color: ${theme.text};
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }
  & a:hover { background: ${theme.primarySoft}; border-color: ${theme.primarySoft}; }
  & a[aria-current='page'] {
    background: ${theme.primary};
    border-color: ${theme.primary};
    color: ${theme.onPrimary};
  }
  ${narrow} {
    & ul { padding: 8px 12px; gap: 6px; }
    & a { padding: 6px 14px; font-size: 0.9375em; }
  }
`;

const isActive = (path: string, location: string) =>
  path === '/' ? location === '/' : location === path || location.startsWith(`${path}/`);

/** Spec section 2: the main navigation, each entry with an icon, the active one highlighted. */
export function MainNav() {
  const [location] = useLocation();
  const list = useRef<HTMLUListElement>(null);
  // On a phone the list scrolls sideways: bring the active entry into view, or it may sit off the
  // edge (Contratos onwards at 375 px); on a route with no entry (/eventos, a 404) go back to the
  // start, so Home shows (issue 14). Only the list scrolls, never the page.
  useEffect(() => {
    const ul = list.current;
    if (!ul) return;
    const active = ul.querySelector<HTMLElement>('[aria-current="page"]');
    if (!active) {
      ul.scrollLeft = 0;
      return;
    }
    const [box, entry] = [ul.getBoundingClientRect(), active.getBoundingClientRect()];
    if (entry.left < box.left || entry.right > box.right) ul.scrollLeft += entry.left - box.left - (box.width - entry.width) / 2;
  }, [location]);
  return (
    <Nav aria-label="Principal">
      <ul ref={list}>
        {ENTRIES.map(({ path, label, icon: EntryIcon }) => (
          <li key={path}>
            <Link href={path} aria-current={isActive(path, location) ? 'page' : undefined}>
              <EntryIcon />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
