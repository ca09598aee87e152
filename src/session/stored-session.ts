import { StoredUser } from '../api/schemas';
import type { StorageKey } from './storage-keys';

/**
 * Where the session is kept and the rule a stored one must pass: the store reads it by this rule
 * (session-store.ts) and the snippet's boot script is written from it (embed-kit/boot-script.mjs, by
 * way of the build's first-screens list), so the two can never disagree on what a session is.
 */
export const SESSION_KEY: StorageKey = 'user';
export { StoredUser as SESSION_SCHEMA };

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
