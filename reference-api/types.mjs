// @ts-check
/**
 * Shapes shared by the reference API modules (JSDoc only; this module exports no values).
 *
 * @typedef {{ salt: Buffer, hash: Buffer, cost: number }} PasswordHash scrypt, with its cost (log2 N)
 *
 * @typedef {{ idCliente: number, name: string, email: string, password: PasswordHash | null }} Customer
 *   A contract holder. `email` is the contract e-mail; `password` is null until first access.
 *
 * @typedef {{ nome: string }} TeamMember
 * @typedef {{ tipo: 'producao' | 'comercial' | 'assessoria', vwsivaEquipenome: string, vwsivaEquipetelefone: string }} Contact
 * @typedef {{ servico: string, unidade: string, quantidade: number, anexoHTML?: string | null }} Service
 *   `anexoHTML` may contain `{{apiUrl}}`, replaced by the server's public URL when served.
 * @typedef {{
 *   numContrato: string, tipoAnexo: string, valor: number | string, dataContrato: string,
 *   assinatura?: boolean, assinado?: boolean | number | string | null, dataAssinatura?: string | null
 * }} Contract
 *   `assinatura: true` makes the server add a signed `urlAssinatura` (the provider's signing page stand-in).
 * @typedef {{
 *   numCobranca: string, formaPagamento: string, dataVencimento: string, valorDocumento: number | string,
 *   statusCobranca: 'Pago' | 'Em aberto' | 'Vencido' | 'Cancelado', razaoSocial: string,
 *   linhaDigitavel?: string, pixCopiaECola?: string, boleto?: boolean,
 *   dataPagamento?: string | null, comprovante?: boolean, notaFiscal?: boolean, cartao?: boolean
 * }} Charge
 *   `boleto: true` makes the server add a signed `urlBoleto`; `comprovante`, `notaFiscal` and `cartao`
 *   the signed `urlComprovante`, `urlNotaFiscal` and `urlPagamento` of the provider's stand-ins.
 * @typedef {{ totalEvento: number | string, valorEfetivo: number | string, valorAberto: number | string, cobrancas: Charge[] }} Finance
 * @typedef {{ acao: string, local: string, dataAgenda: string, concluida: boolean }} ScheduleItem
 *
 * @typedef {{
 *   idEvento: number, idCliente: number, descricao: string, titulo: string, tipoEvento: string,
 *   dataEvento: string, dtInicio: string, idCasa: number, casa: string, pax: number,
 *   comercial: TeamMember[], assessoria: TeamMember[], producao: TeamMember[],
 *   contatos: Contact[], servicos: Service[], contratos: Contract[], financeiro: Finance, agenda: ScheduleItem[]
 * }} EventRecord
 *
 * @typedef {{
 *   access_token: string, refresh_token: string, token_type: 'Bearer', expires_in: number,
 *   name: string, email: string, idCliente: number
 * }} SessionAnswer
 *   What login and RefreshToken answer.
 *
 * @typedef {{
 *   sid: string, idCliente: number, refreshJti: string, revoked: boolean, expiresAt: number,
 *   rotated: { jti: string, at: number, answer: SessionAnswer } | null
 * }} Session
 *   One login: a refresh-token family. Access tokens name their session, so revoking it ends them too.
 *   `expiresAt`: when its newest tokens expire (ms); `rotated`: the last rotation, for the grace window.
 *
 * @typedef {{ customer: Customer, session: Session }} Auth
 *
 * @typedef {{ status: number, headers?: Record<string, string | null>, body?: string | Buffer }} Reply
 *   A header set to null is not sent (send-reply.mjs).
 *
 * @typedef {{
 *   path: string, params: Record<string, string>, query: URLSearchParams, body: Record<string, unknown>,
 *   auth: Auth | null, ip: string, authorization: string | undefined
 * }} RouteRequest
 *   `body` is the parsed JSON object of a POST (`{}` when empty); `auth` is set on `auth: true` routes.
 *
 * @typedef {{
 *   method: 'GET' | 'POST' | 'DELETE', path: string, auth?: boolean,
 *   handler: (request: RouteRequest) => Reply | Promise<Reply>,
 *   sample?: () => unknown
 * }} Route
 *   `path` segments starting with ':' are parameters. `sample` is a typical answer, used by the
 *   "shape" and "types" faults, which answer before authentication.
 */
export {};
