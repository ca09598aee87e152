import { useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { usePortal } from '../../runtime/portal-context';
import { signIn } from '../../runtime/sign-in';
import { TextInput } from '../../ui/text-input';
import { accountError } from './account-error';
import { AccountForm } from './account-form';
import { loginSchema, type LoginValues } from './account-schemas';
import { SubmitButton } from './submit-button';
import { usePortalForm } from '../../ui/use-portal-form';

/** Only credentials the server refused are "incorrect". */
const refusedCredentials = (status: number) => status === 400 || status === 401;

/**
 * Login. Success goes back to the deep link the visitor was sent away from, else
 * to / (docs/architecture.md, "Deep links"). Shows the green notice it may receive ('Cadastro atualizado com
 * sucesso!' after a new password).
 */
export default function LoginScreen() {
  const portal = usePortal();
  const [location, navigate] = useLocation();
  const { navigation } = portal;
  const [arrival] = useState(() => navigation.state(location));
  const notice = arrival?.notice;
  // Decided on arrival only: signing in here sets the user too, and then goes where it should.
  const [signedInOnArrival] = useState(() => portal.session.get().user !== null);
  // The e-mail just used for a first access or a recovery, so the customer types only the password.
  const { register, handleSubmit, formState, serverError, refuse } = usePortalForm<LoginValues>(loginSchema, {
    email: arrival?.email ?? '',
    password: '',
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ email, password }) => {
    try {
      await signIn(portal, email.trim(), password);
      navigate(navigation.takeReturnPath(), { replace: true });
    } catch (failure) {
      refuse(accountError(failure, 'Usuário ou senha incorretos', refusedCredentials));
    }
  });

  if (signedInOnArrival) return <Redirect to="/" replace />;
  return (
    <AccountForm title="Acesse sua conta" notice={serverError ? undefined : notice} error={serverError} onSubmit={submit}>
      <TextInput label="E-mail" type="email" autoComplete="username" errors={errors.email?.message} {...register('email')} />
      <TextInput
        label="Senha"
        type="password"
        autoComplete="current-password"
        errors={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton sending={isSubmitting} label="Acessar" />
      <p className="pc-links">
        <Link href="/conta/recuperar-senha">Esqueceu a senha?</Link>
      </p>
    </AccountForm>
  );
}
