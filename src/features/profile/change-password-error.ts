import { ApiError, errorMessage } from '../../api/api-error';

/**
 * The message shown above the form when ChangePass fails.  'Erro ao trocar a
 * senha, confira os campos.' for any refusal; it is used only when the server really refused what
 * was typed (4xx, or a 200 whose body says it failed: `{"success": false, "message": "Senha atual
 * incorreta"}`). Telling a customer to check their fields when the server was unreachable, slow
 * or broken would send them the wrong way: those failures get the network / server message, and
 * throttling (429) says to wait.
 */
export function changePasswordError(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'refused') return 'Erro ao trocar a senha, confira os campos.';
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status === undefined) return errorMessage(error);
  if (error.status === 429) return 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';
  return error.status >= 400 && error.status < 500 ? 'Erro ao trocar a senha, confira os campos.' : errorMessage(error);
}
