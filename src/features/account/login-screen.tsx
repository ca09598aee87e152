import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { ApiError, errorMessage } from '../../api/api-error';
import { usePortal } from '../../portal/portal-context';
import { takeReturnPath } from '../../portal/return-path';
import { signIn } from '../../portal/sign-in';
import { styled } from '../../styles/sheet';
import { theme } from '../../styles/theme';
import { Button } from '../../ui/button';
import { useFocusHeading } from '../../ui/use-focus-heading';

const Form = styled('form')`
  display: grid;
  gap: 16px;
  & h1 { font-size: 1.5em; }
  & label { display: grid; gap: 6px; font-weight: 600; }
  & input { min-height: 44px; padding: 8px 12px; border: 1px solid ${theme.border}; border-radius: 8px; background: #fff; }
  & .alert { padding: 12px 16px; border-radius: 8px; background: #fdecea; color: ${theme.danger}; }
`;

/** Spec section 8: the login's own message for refused credentials; other failures say what they are. */
function loginError(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'http' && (error.status === 400 || error.status === 401))
    return 'Usuário ou senha incorretos';
  if (error instanceof ApiError && error.status === 429)
    return 'Muitas tentativas de acesso. Aguarde alguns minutos e tente novamente.';
  return errorMessage(error);
}

/** Spec section 2, login (the complete form with its validation arrives with the account area). */
export default function LoginScreen() {
  const portal = usePortal();
  const [, navigate] = useLocation();
  const heading = useFocusHeading();
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSending(true);
    setError(undefined);
    try {
      await signIn(portal, String(data.get('email')).trim(), String(data.get('password')));
      navigate(takeReturnPath(), { replace: true });
    } catch (failure) {
      setError(loginError(failure));
      setSending(false);
    }
  }

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="pc-login-title">
      <h1 id="pc-login-title" ref={heading} tabIndex={-1}>
        Acesse sua conta
      </h1>
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
      <label>
        E-mail
        <input name="email" type="email" autoComplete="username" required />
      </label>
      <label>
        Senha
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      <Button type="submit" disabled={sending}>
        {sending ? 'Enviando...' : 'Acessar'}
      </Button>
      <Link href="/conta/recuperar-senha">Esqueceu a senha?</Link>
    </Form>
  );
}
