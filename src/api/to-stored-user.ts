import type { LoginAnswer, StoredUser } from './schemas';

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
