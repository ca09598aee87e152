import { array, boolean, type Infer, nullable, number, optional, string, type as shape, union } from 'superstruct';

/*
 * The data answers (the current event's services, contracts, finance, schedule,
 * contacts and the event list), written once. `type()` (here `shape`) lets unknown fields through,
 * so a new server field never breaks the portal. Apart from ./schemas: only the signed-in screens
 * load these.
 */

const id = union([number(), string()]);
/** Money may come as a number or as a string with a decimal comma. */
const money = union([number(), string()]);
const text = optional(nullable(string()));

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

export const EventList = array(EventListItem);
export const ContactList = array(Contact);
export const ServiceList = array(Service);
export const AttachmentList = array(Attachment);
export const Schedule = array(ScheduleItem);
