import { Link } from 'wouter';
import type { CurrentEvent, StoredUser } from '../api/schemas';
import { signOut } from '../portal/sign-out';
import { usePortal } from '../portal/portal-context';
import { styled } from '../styles/sheet';
import { theme } from '../styles/theme';
import { Button } from '../ui/button';
import { Logo } from '../ui/logo';

const Bar = styled('header')`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 12px 16px;
  background: ${theme.surface};
  border-bottom: 1px solid ${theme.border};
  & .event { flex: 1; min-width: 0; }
  & .event strong { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  & .event span { color: ${theme.muted}; font-size: 0.875em; }
`;

/** Spec section 2, header: renders only with a user and a current event. */
export function SiteHeader({ currentEvt }: { user: StoredUser; currentEvt: CurrentEvent }) {
  const portal = usePortal();
  return (
    <Bar>
      <Link href="/" aria-label="Início">
        <Logo size={36} withText={false} />
      </Link>
      <div className="event">
        <strong>{currentEvt.descricao}</strong>
        <span>{currentEvt.titulo}</span>
      </div>
      <Button type="button" data-variant="ghost" onClick={() => signOut(portal)}>
        Sair
      </Button>
    </Bar>
  );
}
