import { ApiError, errorMessage } from '../../api/api-error';

/** A clear pt-BR message for a server that throttles (HTTP 429): waiting, not retyping, helps. */
export const TOO_MANY_ATTEMPTS = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';

const clientError = (status: number) => status >= 400 && status < 500;

/**
 * The message an account form shows above itself when its call fails.
 *
 * The product gives each form one message for a refused request ('Usuário ou senha incorretos',
 * 'Erro ao solicitar acesso, confira os campos.', ...). It is shown only when the server really
 * refused what was typed (a 4xx answer, or for login 400/401): a customer must not be told to check
 * their fields when the server was unreachable, timed out or failed (5xx). Those get the network /
 * server message of `errorMessage()`, and throttling (429) says to wait. A 200 whose body says the
 * call failed (`{"success": false}`) is a refusal too: the server read what was typed and said no.
 *
 * @param error - What the call threw.
 * @param refused - The form's message.
 * @param isRefusal - Which HTTP statuses mean "what you typed was refused". Defaults to any 4xx.
 */
export function accountError(error: unknown, refused: string, isRefusal: (status: number) => boolean = clientError): string {
  if (error instanceof ApiError && error.kind === 'refused') return refused;
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status === undefined) return errorMessage(error);
  if (error.status === 429) return TOO_MANY_ATTEMPTS;
  return isRefusal(error.status) ? refused : errorMessage(error);
}
