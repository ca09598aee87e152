import { randomBytes } from 'node:crypto';
import { changePassword } from '../src/api/account-calls';
import { ApiError } from '../src/api/api-error';
import type { ApiClient } from '../src/api/client';
import type { Finding } from './report';

/**
 * The one write the doctor tries, and only when asked: the password changed to a new one through
 * the portal's own call, then back. Should the way back fail, the report gives the password the
 * account is left with, so nobody is locked out.
 */
export async function changePasswordRound(client: ApiClient, password: string): Promise<Finding> {
  // The portal's rule: eight or more characters, a letter, a digit and one of @$!%*#?&.
  const temporary = `Doctor@${randomBytes(4).toString('hex')}1`;
  const topic = 'password change';
  try {
    await changePassword(client, { SenhaAntiga: password, SenhaNova: temporary });
  } catch (error) {
    const status = error instanceof ApiError && error.status ? ` ${error.status}` : '';
    return {
      severity: 'blocker',
      topic,
      detail: `POST /api/ChangePass failed (${error instanceof ApiError ? error.kind : String(error)}${status}): customers cannot change their password`,
    };
  }
  try {
    await changePassword(client, { SenhaAntiga: temporary, SenhaNova: password });
  } catch {
    return { severity: 'blocker', topic, detail: `changed, but changing it back failed: the account's password is now ${temporary}` };
  }
  return { severity: 'ok', topic, detail: 'changed and changed back through POST /api/ChangePass' };
}
