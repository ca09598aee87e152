import { type Infer, nullable, optional, string, type as shape } from 'superstruct';

/*
 * The account's and the session's answers (login, recovery, acknowledgements), written once, with superstruct alone: the entry chunk and the sign-in screens read them. The
 * current event and the data answers, read with the provider's field forms, are in ./event-schemas,
 * which loads with the signed-in screens (docs/performance.md, "Budgets"). `type()` (here `shape`)
 * lets unknown fields through, so a new server field never breaks the portal.
 */

const text = optional(nullable(string()));

export const LoginAnswer = shape({
  access_token: string(),
  refresh_token: string(),
  name: text,
  email: text,
});
export type LoginAnswer = Infer<typeof LoginAnswer>;

/**
 * SingupRegister's answer: the masked e-mail the code went to, when it says; no body at all is the
 * same success without it (ASP.NET's `Ok()`, a 204: docs/resilience.md, "A success with no body").
 */
export const MaskEmailAnswer = nullable(shape({ maskEmail: text }));
export type MaskEmailAnswer = Infer<typeof MaskEmailAnswer>;

/**
 * For calls whose answer docs/product.md, "Calls" leaves open (RecoveryPass, ChangePass, SingupEmailConfirm,
 * SingupUser): a JSON object, its message optional, or no body at all (ASP.NET Core Identity's
 * `TypedResults.Ok()`, a 204): the success docs/product.md, "Account screens", gives the call. An HTML page or a list with a
 * 200 status did not come from the API (a proxy, a captive portal): that is an error, not a success.
 */
export const Acknowledgement = nullable(shape({ message: optional(nullable(string())) }));
