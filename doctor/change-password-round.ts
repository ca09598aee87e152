import { randomBytes } from 'node:crypto';
import { changePassword, login } from '../src/api/account-calls';
import { ApiError } from '../src/api/api-error';
import type { ApiClient } from '../src/api/client';
import type { Finding } from './report';

/** Whether the API answered and refused the change (so nothing was written), as opposed to no clear answer. */
const refusedOutright = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'refused' || (error.kind === 'http' && (error.status ?? 500) < 500));

/** Whether the account's password is `password` now: one sign-in says, without a guess a throttle would count. */
const signsIn = (client: ApiClient, email: string, password: string) =>
  login(client, { username: email, password }).then(
    () => true,
    () => false,
  );

/**
 * Tries to change the way back, a few times (a fault of the moment is no reason to leave the account
 * so); true once the account has the original password again. A try without a clear answer (lost,
 * timed out, a 5xx) may have been made: a sign-in with the original then says whether it was, so a
 * later try never changes a password the account no longer has, and the report never names a
 * password the account does not have.
 */
async function changeBack(client: ApiClient, email: string, temporary: string, password: string): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await changePassword(client, { SenhaAntiga: temporary, SenhaNova: password });
      return true;
    } catch (error) {
      // A refusal may be a throttle or a fault of the moment as much as a wrong password: try again.
      if (!refusedOutright(error) && (await signsIn(client, email, password))) return true;
    }
  }
  return false;
}

/**
 * The one write the doctor tries, and only when asked: the password changed to a new one through
 * the portal's own call, then back. It never leaves the test account locked out: the temporary
 * password is said (`say`, on stderr) before the first write; whenever the first write may have
 * happened (answered, or no clear answer: a lost answer, a timeout, a 5xx, after which a sign-in
 * with the original tells) the original is put back, with retries; should that fail, the report
 * gives the password the account is left with.
 */
export async function changePasswordRound(
  client: ApiClient,
  { email, password }: { email: string; password: string },
  say: (line: string) => void,
): Promise<Finding> {
  // The portal's rule: eight or more characters, a letter, a digit and one of @$!%*#?&.
  const temporary = `Doctor@${randomBytes(4).toString('hex')}1`;
  const topic = 'password change';
  say(`--write: the test account's password is changed to ${temporary}, then back; if the way back fails, it is ${temporary}`);
  try {
    await changePassword(client, { SenhaAntiga: password, SenhaNova: temporary });
  } catch (error) {
    const status = error instanceof ApiError && error.status ? ` ${error.status}` : '';
    const failed = `POST /api/ChangePass failed (${error instanceof ApiError ? error.kind : String(error)}${status}): customers cannot change their password`;
    if (refusedOutright(error)) return { severity: 'blocker', topic, detail: failed };
    // No clear answer: the change may have been made. A sign-in with the original says whether it was
    // (one try, not a guess at the old password that a throttle would count).
    if (await signsIn(client, email, password)) return { severity: 'blocker', topic, detail: `${failed}; the password was not changed` };
    return (await changeBack(client, email, temporary, password))
      ? { severity: 'blocker', topic, detail: `${failed}; it had been made, and was changed back` }
      : { severity: 'blocker', topic, detail: `${failed}; if the change was made, the account's password is now ${temporary}` };
  }
  if (!(await changeBack(client, email, temporary, password)))
    return { severity: 'blocker', topic, detail: `changed, but changing it back failed: the account's password is now ${temporary}` };
  return { severity: 'ok', topic, detail: 'changed and changed back through POST /api/ChangePass' };
}
