import { array, type Infer, nullable, number, optional, string, type as shape, union } from 'superstruct';

/*
 * The session's answers (login, current event, acknowledgements), written once;
 * the data answers are in ./event-schemas. `type()` (here `shape`) lets unknown fields through, so
 * a new server field never breaks the portal (docs/architecture.md, "Pitfalls").
 */

const id = union([number(), string()]);
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
 * For calls whose answer the spec does not show (RecoveryPass, ChangePass, SingupEmailConfirm,
 * SingupUser): a JSON object, its message optional. An HTML page, an empty body or a list with a
 * 200 status did not come from the API (a proxy, a captive portal): that is an error, not a success.
 */
export const Acknowledgement = shape({ message: optional(nullable(string())) });
