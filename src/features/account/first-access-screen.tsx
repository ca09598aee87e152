import { Link, useLocation } from 'wouter';
import { signupRegister } from '../../api/account-calls';
import { parseBrDate } from './parse-br-date';
import { usePortal } from '../../runtime/portal-context';
import { registerStore } from '../../session/register-store';
import { MaskedInput } from '../../ui/masked-input';
import { TextInput } from '../../ui/text-input';
import { accountError } from './account-error';
import { AccountForm } from './account-form';
import { firstAccessSchema, type FirstAccessValues } from './first-access-schema';
import { codeSentNotice } from './code-sent-notice';
import { SubmitButton } from './submit-button';
import { usePortalForm } from '../../ui/use-portal-form';

/**
 * EVT number, event date and the contract's e-mail. On
 * success the e-mail is stored and the visitor confirms the e-mailed code.
 */
export default function FirstAccessScreen() {
  const { api, session } = usePortal();
  const [, navigate] = useLocation();
  const { register, handleSubmit, formState, serverError, refuse } = usePortalForm<FirstAccessValues>(firstAccessSchema, {
    idEvento: '',
    dataEvento: '',
    email: '',
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ idEvento, dataEvento, email }) => {
    // The schema has already refused a date that does not parse.
    const { day, month, year } = parseBrDate(dataEvento)!;
    try {
      const answer = await signupRegister(api, {
        email: email.trim(),
        idEvento: idEvento.trim(),
        dtEvento_day: day,
        dtEvento_month: month,
        dtEvento_year: year,
      });
      registerStore(session.storage).start(email.trim());
      navigate('/conta/registrar/confirmar', { state: codeSentNotice(answer?.maskEmail) });
    } catch (failure) {
      refuse(accountError(failure, 'Erro ao solicitar acesso, confira os campos.'));
    }
  });

  return (
    <AccountForm title="Primeiro acesso" intro="Informe os dados abaixo para solicitar seu acesso" error={serverError} onSubmit={submit}>
      {/* Text with the numeric keyboard, not type=number: a number input changes under the mouse
          wheel and turns long numbers into 1.2e+29. The schema keeps it to digits. */}
      <TextInput label="Número do EVT" inputMode="numeric" autoComplete="off" errors={errors.idEvento?.message} {...register('idEvento')} />
      <MaskedInput
        label="Data do evento"
        mask="99/99/9999"
        placeholder="dd/mm/aaaa"
        errors={errors.dataEvento?.message}
        {...register('dataEvento')}
      />
      <TextInput
        label="E-mail informado no contrato"
        type="email"
        autoComplete="email"
        errors={errors.email?.message}
        {...register('email')}
      />
      <SubmitButton sending={isSubmitting} label="Próximo" />
      <p className="pc-links">
        <Link href="/conta">Voltar</Link>
        <Link href="/conta/entrar">Já tenho cadastro</Link>
      </p>
    </AccountForm>
  );
}
