import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { usePortal } from '../../runtime/portal-context';
import { useSession } from '../../runtime/use-session';
import { styled } from '../../styles/sheet';
import { theme } from '../../styles/theme';
import { ButtonLink } from '../../ui/button';
import { Logo } from '../../ui/logo';
import { useFocusHeading } from '../../runtime/use-focus-heading';
import { Notice } from './notice';

const Box = styled('section')`
  display: grid;
  gap: 20px;
  justify-items: center;
  text-align: center;
  & h1 { display: grid; gap: 16px; justify-items: center; font-size: 1.25em; font-weight: 500; color: ${theme.muted}; }
  & .pc-actions { display: grid; gap: 12px; width: 100%; }
`;

/** The welcome, the two ways in, and the optional green notice. */
export default function AccountIndex() {
  const { navigation } = usePortal();
  const { user } = useSession();
  const [location] = useLocation();
  const [{ notice, tone }] = useState(() => navigation.state(location) ?? {});
  const heading = useFocusHeading();
  if (user) return <Redirect to="/" replace />;
  return (
    <Box aria-labelledby="pc-welcome">
      {notice && <Notice tone={tone}>{notice}</Notice>}
      {/* The logo is part of the heading: "Seja bem-vindo ao Portal do Cliente". */}
      <h1 id="pc-welcome" ref={heading} tabIndex={-1}>
        Seja bem-vindo ao
        <Logo size={56} />
      </h1>
      <div className="pc-actions">
        <ButtonLink href="/conta/registrar">1º Acesso</ButtonLink>
        <ButtonLink href="/conta/entrar" data-variant="secondary">
          Já tenho cadastro
        </ButtonLink>
      </div>
    </Box>
  );
}
