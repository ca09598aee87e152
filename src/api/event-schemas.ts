import { coerce, type Infer, type as shape, unknown } from 'superstruct';
import { amount, DATE_FIELDS, documentLink, flag, id, label, markup, shownId, status, text } from './answer-fields';
import { withEventName } from './event-name';
import { rowsOf } from './read-rows';

/*
 * The current event and the data answers (its services, contracts, finance, schedule,
 * contacts and the event list), written once. `type()` (here `shape`) lets unknown fields through,
 * so a new server field never breaks the portal. Each list is read row by row (./read-rows): a row
 * lacking what an action or the row itself needs (`id`, `label`) is left out and counted; every
 * other field is shown-only and reads as `null` ('—') when it cannot be read (docs/resilience.md).
 * Apart from ./schemas: only the signed-in screens load these, and the entry asks for them as GET
 * /api/home leaves (docs/performance.md, "Budgets").
 */

export const TeamMember = shape({ nome: label });
export type TeamMember = Infer<typeof TeamMember>;

/** A team list of the current event: read row by row, a name repeated by a join once; a missing or
 * unreadable list is no team (the event still shows). */
const team = coerce(rowsOf(TeamMember, { unreadable: 'empty', key: ['nome'] }), unknown(), (value) => (Array.isArray(value) ? value : []));

/**
 * The current event: only its id is needed (every call after it is keyed by it); everything else
 * is shown, and a missing name is made from the type and the EVT (see ./event-name).
 */
export const CurrentEvent = withEventName(
  shape({
    idEvento: id,
    titulo: text,
    descricao: label,
    tipoEvento: text,
    dataEvento: DATE_FIELDS.dataEvento,
    dtInicio: DATE_FIELDS.dtInicio,
    idCasa: shownId,
    casa: text,
    pax: amount,
    comercial: team,
    assessoria: team,
    producao: team,
  }),
);
export type CurrentEvent = Infer<typeof CurrentEvent>;

/** An event of the list: the switch posts its id; the rest is shown (a missing name is made up). */
export const EventListItem = withEventName(
  shape({
    idEvento: id,
    descricao: label,
    titulo: text,
    tipoEvento: text,
    dataEvento: DATE_FIELDS.dataEvento,
    dtInicio: DATE_FIELDS.dtInicio,
    casa: text,
  }),
);
export type EventListItem = Infer<typeof EventListItem>;

/** A contact: sorted by its role, shown by its name; the phone only makes the WhatsApp link. */
export const Contact = shape({
  tipo: label,
  vwsivaEquipenome: label,
  vwsivaEquipetelefone: text,
});
export type Contact = Infer<typeof Contact>;

export const Service = shape({
  servico: label,
  unidade: text,
  quantidade: amount,
  anexoHTML: markup,
});
export type Service = Infer<typeof Service>;

/**
 * A contract: known by its number; without a download URL it is listed without the link. Where the
 * provider signs contracts online it may add the signing page (`urlAssinatura`), whether it is
 * signed (`assinado`, any yes/no form) and when (`dataAssinatura`): optional, and each link is
 * checked where used (docs/product.md, "Contracts").
 */
export const Attachment = shape({
  numContrato: id,
  tipoAnexo: text,
  valor: amount,
  dataContrato: DATE_FIELDS.dataContrato,
  idEvento: shownId,
  urlDownload: text,
  urlAssinatura: text,
  assinado: flag,
  dataAssinatura: DATE_FIELDS.dataAssinatura,
});
export type Attachment = Infer<typeof Attachment>;

/**
 * A charge: its number names every way to pay it; the ways themselves are checked where used. Its
 * status may come as an object (`{ id, descricao }`), read by its text and code. The provider's
 * payment system may add when it was paid (`dataPagamento`), what was paid of it (`valorPago`), the
 * receipt (`urlComprovante`), the nota fiscal (`urlNotaFiscal`) and its hosted checkout
 * (`urlPagamento`: card, installments): all optional (docs/product.md, "Finance"). Every screen
 * reads a charge through src/lib/charges/read-charge.ts.
 */
export const Charge = shape({
  numCobranca: id,
  formaPagamento: text,
  dataVencimento: DATE_FIELDS.dataVencimento,
  valorDocumento: amount,
  statusCobranca: status,
  razaoSocial: text,
  linhaDigitavel: text,
  pixCopiaECola: text,
  urlBoleto: text,
  dataPagamento: DATE_FIELDS.dataPagamento,
  valorPago: amount,
  urlComprovante: documentLink,
  urlNotaFiscal: documentLink,
  urlPagamento: text,
});
export type Charge = Infer<typeof Charge>;

export const Finance = shape({
  totalEvento: amount,
  valorEfetivo: amount,
  valorAberto: amount,
  cobrancas: rowsOf(Charge, { key: ['numCobranca'] }),
});
export type Finance = Infer<typeof Finance>;

export const ScheduleItem = shape({
  acao: label,
  local: text,
  dataAgenda: DATE_FIELDS.dataAgenda,
  concluida: flag,
});
export type ScheduleItem = Infer<typeof ScheduleItem>;

export const EventList = rowsOf(EventListItem, { key: ['idEvento'] });
// Contacts, services and appointments have no id: a row repeated by a join repeats every field.
export const ContactList = rowsOf(Contact, { key: ['tipo', 'vwsivaEquipenome', 'vwsivaEquipetelefone'] });
export const ServiceList = rowsOf(Service, { key: ['servico', 'unidade', 'quantidade', 'anexoHTML'] });
export const AttachmentList = rowsOf(Attachment, { key: ['idEvento', 'numContrato'] });
export const Schedule = rowsOf(ScheduleItem, { key: ['acao', 'local', 'dataAgenda', 'concluida'] });
