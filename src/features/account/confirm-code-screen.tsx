import { useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { signupEmailConfirm } from '../../api/account-calls';
import { usePortal } from '../../runtime/portal-context';
import { TextInput } from '../../ui/text-input';
import { accountError } from './account-error';
import { AccountForm } from './account-form';
import { codeSchema, type CodeValues } from './step-schemas';
import { SubmitButton } from './submit-button';
import { usePortalForm } from '../../ui/use-portal-form';
import { useRegisterSteps } from './use-register-steps';

/**
 * The code e-mailed by the first-access or recovery request.
 * Without a stored e-mail there is nothing to confirm: back to /conta.
 */
export default function ConfirmCodeScreen() {
  const { api, navigation } = usePortal();
  const [location, navigate] = useLocation();
  const [notice] = useState(() => navigation.state(location)?.notice);
  const { email, store, back } = useRegisterSteps();
  const { register, handleSubmit, formState, serverError, refuse } = usePortalForm<CodeValues>(codeSchema, { code: '' });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ code }) => {
    // A pasted code often carries spaces around it.
    const typed = code.trim();
    try {
      await signupEmailConfirm(api, { email: email!, Codigo: typed });
      store.setCode(typed);
      navigate('/conta/registrar/senha');
    } catch (failure) {
      refuse(accountError(failure, 'Erro ao confirmar código, confira o código enviado para seu email.'));
    }
  });

  if (!email) return <Redirect to="/conta" replace state={back} />;
  return (
    <AccountForm title="Confirme seu e-mail" notice={serverError ? undefined : notice} error={serverError} onSubmit={submit}>
      <TextInput
        label="Digite o código enviado para seu email"
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        errors={errors.code?.message}
        {...register('code')}
      />
      <SubmitButton sending={isSubmitting} label="Próximo" />
      <p className="pc-links">
        <Link href="/conta">Voltar</Link>
      </p>
    </AccountForm>
  );
}
