import { useId } from 'react';
import { useLocation } from 'wouter';
import { changePassword } from '../../api/account-calls';
import { usePortal } from '../../runtime/portal-context';
import { useSession } from '../../runtime/use-session';
import { styled } from '../../styles/sheet';
import { theme } from '../../styles/theme';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { TextInput } from '../../ui/text-input';
import { useFocusHeading } from '../../runtime/use-focus-heading';
import { changePasswordError } from './change-password-error';
import { changePasswordSchema, type ChangePasswordValues } from './change-password-schema';
import { NewPasswordFields } from '../../ui/new-password-fields';
import { usePortalForm } from '../../ui/use-portal-form';

const Form = styled('form')`
  display: grid;
  gap: 18px;
  max-width: 480px;
  margin: 0 auto;
  padding: 28px 24px;
  background: ${theme.surface};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  & h1 { font-size: 1.5em; }
`;

const EMPTY: ChangePasswordValues = { current: '', password: '', confirmation: '' };

/**
 * On success the form resets, the toast 'Senha alterada com
 * sucesso!' shows and the customer goes to /.
 */
export default function ChangePasswordScreen() {
  const { api, toasts } = usePortal();
  const { user } = useSession();
  const [, navigate] = useLocation();
  const titleId = useId();
  const heading = useFocusHeading();
  const { register, handleSubmit, formState, reset, serverError, refuse } = usePortalForm<ChangePasswordValues>(
    changePasswordSchema,
    EMPTY,
  );
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ current, password }) => {
    try {
      await changePassword(api, { SenhaAntiga: current, SenhaNova: password });
      reset(EMPTY);
      toasts.success('Senha alterada com sucesso!');
      navigate('/');
    } catch (failure) {
      refuse(changePasswordError(failure));
    }
  });

  return (
    <Form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h1 id={titleId} ref={heading} tabIndex={-1}>
        Alterar senha
      </h1>
      {serverError && <FormAlert message={serverError} />}
      {/* Lets a password manager update the right account. */}
      <input type="email" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
      <TextInput
        label="Senha atual"
        type="password"
        autoComplete="current-password"
        errors={errors.current?.message}
        {...register('current')}
      />
      <NewPasswordFields
        labels={{ password: 'Nova senha', confirmation: 'Confirme sua nova senha' }}
        fields={{ password: register('password'), confirmation: register('confirmation') }}
        errors={{ password: errors.password?.message, confirmation: errors.confirmation?.message }}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Enviando...' : 'Enviar'}
      </Button>
    </Form>
  );
}
