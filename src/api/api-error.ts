/**
 * What went wrong with a call, in terms a screen can act on. Never carries tokens or payloads, nor
 * the server's own words: each screen says what the product's texts say (docs/product.md, "Error catalogue").
 * 'refused': the answer's status said success but its body said the call failed (./failure-answer).
 */
export type ApiErrorKind = 'network' | 'timeout' | 'invalid' | 'http' | 'refused' | 'session';

const MESSAGES: Record<ApiErrorKind, string> = {
  network: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
  timeout: 'O servidor demorou demais para responder. Tente novamente.',
  invalid: 'Recebemos uma resposta inesperada do servidor. Tente novamente em instantes.',
  http: 'Não foi possível concluir a solicitação. Tente novamente em instantes.',
  refused: 'Não foi possível concluir a solicitação. Tente novamente em instantes.',
  session: 'Sua sessão expirou. Entre novamente para continuar.',
};

/** A network failure while the browser says it has no network at all: that is the reason, plainly. */
const OFFLINE = 'Sem conexão com a internet. Verifique sua conexão e tente novamente.';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    /** The HTTP status, when the server answered. */
    readonly status?: number,
  ) {
    super(kind === 'network' && globalThis.navigator?.onLine === false ? OFFLINE : MESSAGES[kind]);
  }
}

/**
 * Whether a call failed for lack of network (no answer, or none in time), not by the server's word:
 * the failures an answer kept on the device stands in for (docs/resilience.md, "Offline").
 */
export const lackOfNetwork = (error: unknown) => error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');

/** The pt-BR message to show for any failure, ours or not. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : MESSAGES.http;
}
