import { coerce, type Infer, nullable, optional, string, type as shape, unknown } from 'superstruct';
import * as fields from './answer-fields';
import { id, label } from './answer-fields';
import { withEventName } from './event-name';
import { rowsOf } from './read-rows';

/*
 * The session's answers (login, current event, acknowledgements), written once;
 * the data answers are in ./event-schemas. `type()` (here `shape`) lets unknown fields through, so
 * a new server field never breaks the portal; ./answer-fields reads each field leniently or
 * strictly, as docs/resilience.md explains.
 */

const text = optional(nullable(string()));

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
    titulo: fields.text,
    descricao: label,
    tipoEvento: fields.text,
    dataEvento: fields.day,
    dtInicio: fields.date,
    idCasa: fields.shownId,
    casa: fields.text,
    pax: fields.amount,
    comercial: team,
    assessoria: team,
    producao: team,
  }),
);
export type CurrentEvent = Infer<typeof CurrentEvent>;

export const LoginAnswer = shape({
  access_token: string(),
  refresh_token: string(),
  name: text,
  email: text,
});
export type LoginAnswer = Infer<typeof LoginAnswer>;

/** The stored session, with the tokens renamed, plus the login's other fields. */
export const StoredUser = shape({
  token: string(),
  refreshToken: string(),
  email: string(),
  name: string(),
});
export type StoredUser = Infer<typeof StoredUser> & Record<string, unknown>;

export const MaskEmailAnswer = shape({ maskEmail: text });
export type MaskEmailAnswer = Infer<typeof MaskEmailAnswer>;

/**
 * For calls whose answer docs/product.md, "Calls" leaves open (RecoveryPass, ChangePass, SingupEmailConfirm,
 * SingupUser): a JSON object, its message optional. An HTML page, an empty body or a list with a
 * 200 status did not come from the API (a proxy, a captive portal): that is an error, not a success.
 */
export const Acknowledgement = shape({ message: optional(nullable(string())) });
