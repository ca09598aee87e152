import { Link, Redirect, useLocation } from 'wouter';
import { signupUser } from '../../api/account-calls';
import { usePortal } from '../../runtime/portal-context';
import { accountError } from './account-error';
import { AccountForm } from './account-form';
import { createPasswordSchema, type CreatePasswordValues } from './step-schemas';
import { SubmitButton } from './submit-button';
import { usePortalForm } from '../../ui/use-portal-form';
import { NewPasswordFields } from '../../ui/new-password-fields';
import { CODE_EXPIRED, useRegisterSteps } from './use-register-steps';

/**
 * The last step of first access and of recovery. Needs the stored
 * e-mail and code (else /conta); on success both are cleared and the login shows the notice.
 */
export default function CreatePasswordScreen() {
  const { api } = usePortal();
  const [, navigate] = useLocation();
  const { email, code, store, back } = useRegisterSteps();
  const { register, handleSubmit, formState, serverError, refuse } = usePortalForm<CreatePasswordValues>(createPasswordSchema, {
    password: '',
    confirmation: '',
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ password }) => {
    // The page may have stayed open past the code's life: back to the start, as on arrival.
    if (store.read().stale) return navigate('/conta', { replace: true, state: CODE_EXPIRED });
    try {
      await signupUser(api, { email: email!, senha: password, codigo: code! });
      store.clear();
      navigate('/conta/entrar', { replace: true, state: { notice: 'Cadastro atualizado com sucesso!', email } });
    } catch (failure) {
      refuse(accountError(failure, 'Erro ao registrar'));
    }
  });

  if (!email || !code) return <Redirect to="/conta" replace state={back} />;
  return (
    <AccountForm title="Crie sua senha" error={serverError} onSubmit={submit}>
      {/* Lets a password manager file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields
        labels={{ password: 'Crie sua senha de acesso', confirmation: 'Confirme sua senha' }}
        fields={{ password: register('password'), confirmation: register('confirmation') }}
        errors={{ password: errors.password?.message, confirmation: errors.confirmation?.message }}
      />
      <SubmitButton sending={isSubmitting} label="Enviar" />
      <p className="pc-links">
        <Link href="/conta">Voltar</Link>
      </p>
    </AccountForm>
  );
}
