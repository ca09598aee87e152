import { Link } from 'wouter';
import type { CurrentEvent } from '../../api/event-schemas';
import type { StoredUser } from '../../session/stored-session';
import { usePortal } from '../../runtime/portal-context';
import { styled } from '../../styles/sheet';
import { narrow, theme, wide } from '../../styles/theme';
import { ButtonLink } from '../../ui/button';
import { Logo } from '../../ui/logo';
import { MessageIcon, SwapIcon } from './icons';
import { MainNav } from './main-nav';
import { UserMenu } from './user-menu';

const Bar = styled('header')`
  background: ${theme.surface};
  border-bottom: 1px solid ${theme.border};
  & .pc-bar {
    display: flex;
    align-items: center;
    gap: 20px;
    max-width: 1200px;
    margin: 0 auto;
    padding: 12px 16px;
  }
  & .pc-home { flex: none; display: inline-flex; border-radius: 12px; }
  & .pc-event { flex: 1; min-width: 0; display: grid; gap: 2px; }
  /* Two lines for a long description before an ellipsis, the full text in its title (
     on one line, 'Casamento Ana & Raf…' was cut early between 1025 and 1280 px). */
  & .pc-event-title {
    display: -webkit-box;
    overflow: hidden;
    font-size: 1.25em;
    font-weight: 700;
    line-height: 1.25;
    overflow-wrap: anywhere;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
  }
  & .pc-event-sub { display: flex; align-items: center; gap: 4px 12px; flex-wrap: wrap; min-width: 0; color: ${theme.muted}; }
  & .pc-event-sub > span { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  & .pc-switch {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    min-height: 24px;
    padding: 2px 0;
    border: none;
    background: none;
    color: ${theme.primary};
    font-size: 0.8125em;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  & .pc-actions { flex: none; display: flex; align-items: center; gap: 12px; }
  & .pc-icon-button {
    display: inline-grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border: 1px solid ${theme.border};
    border-radius: 50%;
    background: ${theme.surface};
    color: ${theme.primary};
  }
  & .pc-icon-button:hover { background: ${theme.primarySoft}; }
  ${wide} {
    & .pc-logo-compact { display: none; }
  }
  ${narrow} {
    & .pc-bar { gap: 12px; padding: 10px 12px; }
    & .pc-logo-full, & .pc-opportunities { display: none; }
    & .pc-event-title { font-size: 1.0625em; }
    & .pc-event-sub { font-size: 0.875em; gap: 0 10px; }
    & .pc-actions { gap: 8px; }
  }
`;

/**
 * Header (only with a user and a current event; the layout checks both): the logo
 * to /, 'OPORTUNIDADES' (hidden on small screens), the event's description as the title with its
 * title text and 'TROCAR EVENTO' below, the contacts button and the user menu. The main navigation
 * follows it.
 */
export function SiteHeader({ user, currentEvt }: { user: StoredUser; currentEvt: CurrentEvent }) {
  const { shell } = usePortal();
  return (
    <>
      <Bar part="header">
        <div className="pc-bar">
          <Link href="/" className="pc-home">
            <span className="pc-logo-full">
              <Logo size={40} />
            </span>
            <span className="pc-logo-compact">
              <Logo size={40} withText={false} />
            </span>
          </Link>
          <div className="pc-event">
            <p className="pc-event-title" title={currentEvt.descricao}>
              {currentEvt.descricao}
            </p>
            <div className="pc-event-sub">
              {currentEvt.titulo && <span title={currentEvt.titulo}>{currentEvt.titulo}</span>}
              <button type="button" className="pc-switch" aria-haspopup="dialog" onClick={shell.openEventSwitcher}>
                <SwapIcon />
                TROCAR EVENTO
              </button>
            </div>
          </div>
          <div className="pc-actions">
            <ButtonLink href="/oportunidades" className="pc-opportunities" data-variant="secondary" data-action="opportunity-open">
              OPORTUNIDADES
            </ButtonLink>
            <button
              type="button"
              className="pc-icon-button"
              aria-label="Contatos"
              aria-haspopup="dialog"
              data-action="contacts-open"
              onClick={shell.openContacts}
            >
              <MessageIcon />
            </button>
            <UserMenu user={user} />
          </div>
        </div>
      </Bar>
      <MainNav />
    </>
  );
}
