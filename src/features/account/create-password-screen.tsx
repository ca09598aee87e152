import { useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { signupUser } from '../../api/endpoints';
import { usePortal } from '../../runtime/portal-context';
import { TextInput } from '../../ui/text-input';
import { accountError } from './account-error';
import { AccountForm } from './account-form';
import { PASSWORD_HINT } from '../../lib/field-rules';
import { createPasswordSchema, type CreatePasswordValues } from './account-schemas';
import { SubmitButton } from './submit-button';
import { useForm } from '../../ui/use-form';
import { useRegisterSteps } from './use-register-steps';

/**
 * Spec section 2, create password: the last step of first access and of recovery. Needs the stored
 * e-mail and code (else /conta); on success both are cleared and the login shows the notice.
 */
export default function CreatePasswordScreen() {
  const { api } = usePortal();
  const [, navigate] = useLocation();
  const { email, code, store } = useRegisterSteps();
  const [error, setError] = useState<string>();
  const { register, handleSubmit, formState } = useForm<CreatePasswordValues>(createPasswordSchema, {
    password: '',
    confirmation: '',
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ password }) => {
    setError(undefined);
    try {
      await signupUser(api, { email: email!, senha: password, codigo: code! });
      store.clear();
      navigate('/conta/entrar', { replace: true, state: { notice: 'Cadastro atualizado com sucesso!' } });
    } catch (failure) {
      setError(accountError(failure, 'Erro ao registrar'));
    }
  });

  if (!email || !code) return <Redirect to="/conta" replace />;
  return (
    <AccountForm title="Crie sua senha" error={error} onSubmit={submit}>
      {/* Lets a password manager file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextInput
        label="Crie sua senha de acesso"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        errors={errors.password?.message}
        {...register('password')}
      />
      <TextInput
        label="Confirme sua senha"
        type="password"
        autoComplete="new-password"
        errors={errors.confirmation?.message}
        {...register('confirmation')}
      />
      <SubmitButton sending={isSubmitting} label="Enviar" />
      <p className="pc-links">
        <Link href="/conta">Voltar</Link>
      </p>
    </AccountForm>
  );
}
