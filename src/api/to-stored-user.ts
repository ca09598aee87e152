import type { LoginAnswer, StoredUser } from './schemas';

/**
 * The login answer is stored as the user, with access_token and refresh_token
 * renamed token and refreshToken; its other fields are kept. `previous` fills what a refresh
 * answer may omit (name, e-mail).
 */
export function toStoredUser(answer: LoginAnswer, previous: { email: string; name?: string }): StoredUser {
  const { access_token, refresh_token, ...rest } = answer as LoginAnswer & Record<string, unknown>;
  return {
    ...rest,
    token: access_token,
    refreshToken: refresh_token,
    email: answer.email ?? previous.email,
    name: answer.name ?? previous.name ?? '',
  };
}
