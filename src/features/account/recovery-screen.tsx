import { Link, useLocation } from 'wouter';
import { recoverPassword } from '../../api/account-calls';
import { MaskEmailAnswer } from '../../api/schemas';
import { validCopy } from '../../lib/fields/valid-copy';
import { usePortal } from '../../runtime/portal-context';
import { registerStore } from '../../session/register-store';
import { TextInput } from '../../ui/text-input';
import { accountError } from './account-error';
import { AccountForm } from './account-form';
import { recoverySchema, type RecoveryValues } from './step-schemas';
import { codeSentNotice } from './code-sent-notice';
import { SubmitButton } from './submit-button';
import { usePortalForm } from '../../ui/use-portal-form';

/**
 * Password recovery. It reuses the first-access steps: the e-mail is stored, then
 * the visitor confirms the e-mailed code and creates a new password.
 */
export default function RecoveryScreen() {
  const { api, session } = usePortal();
  const [, navigate] = useLocation();
  const { register, handleSubmit, formState, serverError, refuse } = usePortalForm<RecoveryValues>(recoverySchema, { email: '' });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ email }) => {
    try {
      const answer = await recoverPassword(api, { email: email.trim() });
      registerStore(session.storage).start(email.trim());
      // docs/product.md, "Calls" leaves this answer open; a maskEmail in it, as SingupRegister sends, is a bonus.
      const masked = validCopy(answer, MaskEmailAnswer);
      navigate('/conta/registrar/confirmar', { state: masked ? codeSentNotice(masked.maskEmail) : undefined });
    } catch (failure) {
      refuse(accountError(failure, 'Usuário não encontrado, confira o e-mail e tente novamente.'));
    }
  });

  return (
    <AccountForm
      title="Recuperar senha"
      intro="Informe o e-mail cadastrado no portal para receber as instruções de recuperação de senha."
      error={serverError}
      onSubmit={submit}
    >
      <TextInput label="E-mail" type="email" autoComplete="username" errors={errors.email?.message} {...register('email')} />
      <SubmitButton sending={isSubmitting} label="Enviar" />
      <p className="pc-links">
        <Link href="/conta/entrar">Acesso ao Portal</Link>
      </p>
    </AccountForm>
  );
}
