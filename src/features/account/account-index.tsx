import { Redirect, useLocation } from 'wouter';
import { navState } from '../../portal/navigation';
import { useSession } from '../../portal/use-session';
import { styled } from '../../styles/sheet';
import { theme } from '../../styles/theme';
import { ButtonLink } from '../../ui/button';
import { Logo } from '../../ui/logo';
import { useFocusHeading } from '../../ui/use-focus-heading';

const Box = styled('section')`
  display: grid;
  gap: 20px;
  justify-items: center;
  text-align: center;
  & h1 { font-size: 1.25em; font-weight: 500; color: ${theme.muted}; }
  & .actions { display: grid; gap: 12px; width: 100%; }
  & .notice { width: 100%; padding: 12px 16px; border-radius: 8px; background: ${theme.successSoft}; color: ${theme.success}; font-weight: 600; }
`;

/** Spec section 2, /conta: the welcome, the two ways in, and the optional green notice. */
export default function AccountIndex() {
  const { user } = useSession();
  const [location] = useLocation();
  const heading = useFocusHeading();
  if (user) return <Redirect to="/" replace />;
  const notice = navState(location)?.notice;
  return (
    <Box aria-labelledby="pc-welcome">
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <h1 id="pc-welcome" ref={heading} tabIndex={-1}>
        Seja bem-vindo ao
      </h1>
      <Logo size={56} />
      <div className="actions">
        <ButtonLink href="/conta/registrar">
          1º Acesso
        </ButtonLink>
        <ButtonLink href="/conta/entrar" data-variant="secondary">
          Já tenho cadastro
        </ButtonLink>
      </div>
    </Box>
  );
}
