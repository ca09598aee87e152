import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Link, useLocation } from 'wouter';
import { styled } from '../../styles/sheet';
import { narrow, theme } from '../../styles/theme';
import { ContractsIcon, FinanceIcon, HomeIcon, ScheduleIcon, ServicesIcon } from './icons';

/** These entries, in this order. */
const ENTRIES: { path: string; label: string; icon: ComponentType }[] = [
  { path: '/', label: 'Home', icon: HomeIcon },
  { path: '/servicos', label: 'Serviços', icon: ServicesIcon },
  { path: '/contratos', label: 'Contratos', icon: ContractsIcon },
  { path: '/financeiro', label: 'Financeiro', icon: FinanceIcon },
  { path: '/agenda', label: 'Agenda', icon: ScheduleIcon },
];

const Nav = styled('nav')`
  position: relative;
  background: ${theme.surface};
  border-bottom: 1px solid ${theme.border};
  /* The cue that the list goes on past an edge: a fade and an arrow over that edge. */
  &[data-more-right]::after, &[data-more-left]::before {
    position: absolute;
    top: 0;
    bottom: 0;
    z-index: 1;
    display: grid;
    place-items: center;
    width: 40px;
    color: ${theme.primary};
    font-size: 1.5em;
    font-weight: 700;
    pointer-events: none;
  }
  &[data-more-right]::after { content: '›' / ''; right: 0; justify-items: end; padding-right: 6px; background: linear-gradient(to right, transparent, ${theme.surface} 60%); }
  &[data-more-left]::before { content: '‹' / ''; left: 0; justify-items: start; padding-left: 6px; background: linear-gradient(to left, transparent, ${theme.surface} 60%); }
  & ul {
    display: flex;
    gap: 8px;
    max-width: 1200px;
    margin: 0 auto;
    padding: 10px 16px;
    list-style: none;
    /* A horizontal scrollable list. */
    overflow-x: auto;
    scrollbar-width: thin;
  }
  & li { flex: none; }
  & a {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
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

/** The main navigation, each entry with an icon, the active one highlighted. */
export function MainNav() {
  const [location] = useLocation();
  const list = useRef<HTMLUListElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  // Where entries are hidden past an edge (a phone), say so: the list scrolls, Agenda is there.
  useEffect(() => {
    const ul = list.current;
    if (!ul) return;
    const measure = () => {
      const left = ul.scrollLeft > 1;
      const right = ul.scrollLeft + ul.clientWidth < ul.scrollWidth - 1;
      setMore((was) => (was.left === left && was.right === right ? was : { left, right }));
    };
    measure();
    ul.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    resize?.observe(ul);
    return () => {
      ul.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, []);
  // On a phone the list scrolls sideways: bring the active entry into view, or it may sit off the
  // edge (Contratos onwards at 375 px); on a route with no entry (/eventos, a 404) go back to the
  // start, so Home shows. Only the list scrolls, never the page.
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
    <Nav aria-label="Principal" part="navigation" data-more-left={more.left ? '' : undefined} data-more-right={more.right ? '' : undefined}>
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
