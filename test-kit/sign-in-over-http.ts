import { expect } from 'vitest';

/*
 * A signed-in session made over HTTP (POST /api/login, then GET /api/home), for tests whose subject
 * is not the sign-in itself: it takes a second where the portal's screens take several. The one
 * place the tests sign in without the portal.
 */

export type StoredSession = {
  /** As the portal stores it under `user`: the tokens renamed, the e-mail and the name added. */
  user: Record<string, unknown> & { token: string; refreshToken: string; email: string; name: string };
  /** As the portal stores it under `currentEvt`: GET /api/home's answer. */
  currentEvt: Record<string, unknown> & { idEvento: number | string; descricao: string };
};

const json = async (answer: Response) => {
  const text = await answer.text();
  return (text ? JSON.parse(text) : undefined) as Record<string, unknown>;
};

type Who = { email: string; password: string };

/** Signs `who` in against the API at `api` (its base URL): the `user` the portal would store. */
export async function signIn(api: string, who: Who): Promise<StoredSession['user']> {
  const login = await fetch(`${api}/api/login`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: who.email, password: who.password }),
  });
  expect(login.status, `login of ${who.email}`).toBe(200);
  const { access_token, refresh_token, ...rest } = await json(login);
  return { ...rest, token: String(access_token), refreshToken: String(refresh_token), email: who.email, name: String(rest.name ?? '') };
}

/** `signIn`, then GET /api/home: the `user` and `currentEvt` the portal would store. */
export async function sessionFor(api: string, who: Who): Promise<StoredSession> {
  const user = await signIn(api, who);
  const home = await fetch(`${api}/api/home`, { headers: { Accept: 'application/json', Authorization: `Bearer ${user.token}` } });
  expect(home.status, 'GET /api/home for the stored session').toBe(200);
  return { user, currentEvt: (await json(home)) as StoredSession['currentEvt'] };
}
