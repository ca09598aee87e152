import { login } from '../api/account-calls';
import { toStoredUser } from '../session/stored-session';
import type { PortalRuntime } from './create-portal-runtime';

/**
 * A successful login stores the user (tokens renamed), then fetches the current
 * event with the new token. A failed event fetch does not undo the login: the main area shows why
 * and retries it.
 */
export async function signIn({ api, session, currentEvent, emit }: PortalRuntime, email: string, password: string): Promise<void> {
  const answer = await login(api, { username: email, password });
  const user = toStoredUser(answer, { email });
  session.signIn(user);
  emit('portal-cliente:login', { email: user.email, name: user.name });
  await currentEvent.load();
}
