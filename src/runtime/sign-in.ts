import { ApiError } from '../api/api-error';
import { getHome, login } from '../api/endpoints';
import { toStoredUser } from '../api/to-stored-user';
import type { Portal } from './portal-context';

/**
 * Spec section 4: a successful login stores the user (tokens renamed), then fetches the current
 * event with the new token. A failed event fetch does not undo the login: the main area retries it.
 */
export async function signIn({ api, session, emit }: Portal, email: string, password: string): Promise<void> {
  const answer = await login(api, { username: email, password });
  const user = toStoredUser(answer, { email });
  session.signIn(user);
  emit('portal-cliente:login', { email: user.email, name: user.name });
  try {
    session.setCurrentEvt(await getHome(api, `Bearer ${user.token}`));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}
