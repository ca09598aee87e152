import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { changePassword } from '../../api/endpoints';
import { usePortal } from '../../runtime/portal-context';
import { useSession } from '../../runtime/use-session';
import { styled } from '../../styles/sheet';
import { theme } from '../../styles/theme';
import { Button } from '../../ui/button';
import { TextInput } from '../../ui/text-input';
import { useFocusHeading } from '../../runtime/use-focus-heading';
import { changePasswordError } from './change-password-error';
import { PASSWORD_HINT } from '../../lib/field-rules';
import { changePasswordSchema, type ChangePasswordValues } from './change-password-schema';
import { useForm } from '../../ui/use-form';

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
  & .pc-alert {
    padding: 12px 16px;
    border-radius: 8px;
    border-left: 4px solid ${theme.danger};
    background: #fdecea;
    color: ${theme.danger};
    font-weight: 600;
  }
`;

const EMPTY: ChangePasswordValues = { current: '', password: '', confirmation: '' };

/**
 * Spec section 2, change password: on success the form resets, the toast 'Senha alterada com
 * sucesso!' shows and the customer goes to /.
 */
export default function ChangePasswordScreen() {
  const { api, toasts } = usePortal();
  const { user } = useSession();
  const [, navigate] = useLocation();
  const titleId = useId();
  const heading = useFocusHeading();
  const [error, setError] = useState<string>();
  const alert = useRef<HTMLParagraphElement>(null);
  // The button that had focus was disabled while sending: put keyboard users on the message.
  useEffect(() => {
    if (error) alert.current?.focus();
  }, [error]);
  const { register, handleSubmit, formState, reset } = useForm<ChangePasswordValues>(changePasswordSchema, EMPTY);
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ current, password }) => {
    setError(undefined);
    try {
      await changePassword(api, { SenhaAntiga: current, SenhaNova: password });
      reset(EMPTY);
      toasts.success('Senha alterada com sucesso!');
      navigate('/');
    } catch (failure) {
      setError(changePasswordError(failure));
    }
  });

  return (
    <Form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h1 id={titleId} ref={heading} tabIndex={-1}>
        Alterar senha
      </h1>
      {error && (
        <p ref={alert} className="pc-alert" role="alert" tabIndex={-1}>
          {error}
        </p>
      )}
      {/* Lets a password manager update the right account. */}
      <input type="email" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
      <TextInput label="Senha atual" type="password" autoComplete="current-password" errors={errors.current?.message} {...register('current')} />
      <TextInput
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        errors={errors.password?.message}
        {...register('password')}
      />
      <TextInput
        label="Confirme sua nova senha"
        type="password"
        autoComplete="new-password"
        errors={errors.confirmation?.message}
        {...register('confirmation')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Enviando...' : 'Enviar'}
      </Button>
    </Form>
  );
}
