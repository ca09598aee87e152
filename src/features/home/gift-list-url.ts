/** What the gift-list site needs to sign the customer in. */
export interface GiftListAccess {
  evt?: number | string | null;
  token?: string | null;
  refreshToken?: string | null;
  email?: string | null;
}

/**
 * The gift-list site's portal_access URL for a wedding event, with the query
 * parameters evt, token, refresh_token and email, in that order.
 *
 * @param base - The gift-list site's address; a trailing slash is dropped.
 * @param access - The event id and the session's tokens and e-mail. A missing e-mail is sent empty.
 * @returns The URL, or `null` when the base, event id, token or refresh token is missing,
 *   since the button renders only when all of them exist.
 */
export function giftListUrl(base: string | undefined, access: GiftListAccess): string | null {
  const site = base?.trim().replace(/\/+$/, '');
  const evt = access.evt === null || access.evt === undefined ? '' : String(access.evt).trim();
  const { token, refreshToken } = access;
  if (!site || evt === '' || !token || !refreshToken) return null;

  const query = new URLSearchParams({
    evt,
    token,
    refresh_token: refreshToken,
    email: access.email ?? '',
  });
  return `${site}/portal_access?${query.toString()}`;
}
