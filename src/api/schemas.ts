import {
  array,
  boolean,
  type Infer,
  nullable,
  number,
  optional,
  string,
  type as shape,
  union,
} from 'superstruct';

/*
 * Every answer of spec section 7, written once. `type()` (here `shape`) lets unknown fields
 * through, so a new server field never breaks the portal (DESIGN.md, pitfalls).
 */

const id = union([number(), string()]);
/** Spec section 9: money may come as a number or as a string with a decimal comma. */
const money = union([number(), string()]);
const text = optional(nullable(string()));

export const TeamMember = shape({ nome: string() });

export const CurrentEvent = shape({
  idEvento: id,
  titulo: text,
  descricao: string(),
  tipoEvento: text,
  dataEvento: text,
  dtInicio: text,
  idCasa: optional(nullable(id)),
  casa: text,
  pax: optional(nullable(union([number(), string()]))),
  comercial: optional(nullable(array(TeamMember))),
  assessoria: optional(nullable(array(TeamMember))),
  producao: optional(nullable(array(TeamMember))),
});
export type CurrentEvent = Infer<typeof CurrentEvent>;

export const LoginAnswer = shape({
  access_token: string(),
  refresh_token: string(),
  name: text,
  email: text,
});
export type LoginAnswer = Infer<typeof LoginAnswer>;

/** Spec section 3: the stored session, with the tokens renamed, plus the login's other fields. */
export const StoredUser = shape({
  token: string(),
  refreshToken: string(),
  email: string(),
  name: string(),
});
export type StoredUser = Infer<typeof StoredUser> & Record<string, unknown>;

export const EventListItem = shape({
  idEvento: id,
  descricao: string(),
  titulo: text,
  tipoEvento: text,
  dataEvento: text,
  dtInicio: text,
  casa: text,
});
export type EventListItem = Infer<typeof EventListItem>;

export const Contact = shape({
  tipo: string(),
  vwsivaEquipenome: string(),
  vwsivaEquipetelefone: text,
});
export type Contact = Infer<typeof Contact>;

export const Service = shape({
  servico: string(),
  unidade: text,
  quantidade: optional(nullable(union([number(), string()]))),
  anexoHTML: text,
});
export type Service = Infer<typeof Service>;

export const Attachment = shape({
  numContrato: id,
  tipoAnexo: text,
  valor: optional(nullable(money)),
  dataContrato: text,
  idEvento: id,
  urlDownload: text,
});
export type Attachment = Infer<typeof Attachment>;

export const Charge = shape({
  numCobranca: id,
  formaPagamento: text,
  dataVencimento: text,
  valorDocumento: optional(nullable(money)),
  statusCobranca: text,
  razaoSocial: text,
  linhaDigitavel: text,
  pixCopiaECola: text,
  urlBoleto: text,
});
export type Charge = Infer<typeof Charge>;

export const Finance = shape({
  totalEvento: optional(nullable(money)),
  valorEfetivo: optional(nullable(money)),
  valorAberto: optional(nullable(money)),
  cobrancas: array(Charge),
});
export type Finance = Infer<typeof Finance>;

export const ScheduleItem = shape({
  acao: string(),
  local: text,
  dataAgenda: text,
  concluida: optional(nullable(boolean())),
});
export type ScheduleItem = Infer<typeof ScheduleItem>;

export const MaskEmailAnswer = shape({ maskEmail: text });
export type MaskEmailAnswer = Infer<typeof MaskEmailAnswer>;

/**
 * For calls whose answer the spec does not show (RecoveryPass, ChangePass, SingupEmailConfirm,
 * SingupUser): a JSON object, its message optional. An HTML page, an empty body or a list with a
 * 200 status did not come from the API (a proxy, a captive portal): that is an error, not a success.
 */
export const Acknowledgement = shape({ message: optional(nullable(string())) });

export const EventList = array(EventListItem);
export const ContactList = array(Contact);
export const ServiceList = array(Service);
export const AttachmentList = array(Attachment);
export const Schedule = array(ScheduleItem);
