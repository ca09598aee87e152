import { string, type Infer, type as shape } from 'superstruct';
import type { LoginAnswer } from '../api/schemas';
import type { StorageKey } from './storage-keys';

/**
 * The session as this device keeps it, owned here: where it is kept, the rule a stored one must pass
 * (its shape), and how a login or refresh answer becomes it. The store reads it by this rule
 * (session-store.ts) and the snippet's boot script is written from it (embed-kit/boot-script.mjs, by
 * way of the build's first-screens list), so the two can never disagree on what a session is.
 */
export const SESSION_KEY: StorageKey = 'user';

/** The stored session, with the tokens renamed, plus the login's other fields. */
export const StoredUser = shape({
  token: string(),
  refreshToken: string(),
  email: string(),
  name: string(),
});
export type StoredUser = Infer<typeof StoredUser> & Record<string, unknown>;

/**
 * The session's fields the boot script checks, each with `typeof` (it has a few hundred bytes and no
 * schema library): every required field must be text. A field the rule lets be missing is left to
 * the portal, which reads the session again by the whole rule; a required field of another kind
 * stops the build, since the boot script would then start calls with a session the portal refuses.
 */
export function sessionTextFields(): string[] {
  return Object.entries(StoredUser.schema).flatMap(([name, field]) => {
    if (field.is(undefined)) return [];
    if (field.is('') && !field.is(0)) return [name];
    throw new Error(`The stored session's field ${name} is required and not text: the boot script cannot check it.`);
  });
}

/**
 * The login answer is stored as the user, with access_token and refresh_token renamed token and
 * refreshToken; its other fields are kept. A session answer never drops what is stored
 * (docs/resilience.md, "Refresh without rotation"): a field it leaves out, sends null or blank (a C#
 * DTO's `Email = string.Empty`) keeps `previous`'s, and an e-mail naming the same account in other
 * letter case (or with spaces around it) keeps the spelling stored, so the session is still found as the same customer's.
 */
export function toStoredUser(answer: LoginAnswer, previous: { email: string; name?: string }): StoredUser {
  const user: Record<string, unknown> = { name: '', ...previous };
  for (const [key, value] of Object.entries(answer))
    if (`${value ?? ''}`.trim()) user[key === 'access_token' ? 'token' : key === 'refresh_token' ? 'refreshToken' : key] = value;
  if (`${user.email}`.trim().toLowerCase() === previous.email.trim().toLowerCase()) user.email = previous.email;
  return user as StoredUser;
}
