import { apiLinkHref } from '../src/lib/fields/api-link-href';

/** What the portal does with a link the API sent: offers it (resolved, where it leads) or shows it as text. */
export type LinkVerdict = { offered: true; href: string } | { offered: false; detail: string };

/**
 * A link of the API's answers as the portal takes it, by the portal's own rule
 * (src/lib/fields/api-link-href.ts): an `https:` URL, or an `http:` one on the API's origin, a relative one
 * resolved against the API.
 *
 * @param apiBase - The API's base URL as the host page gives it (`--api`), as the portal resolves it.
 */
export function linkVerdict(url: string, apiBase: string): LinkVerdict {
  const href = apiLinkHref(url, apiBase);
  return href
    ? { offered: true, href }
    : {
        offered: false,
        detail: `"${url.slice(0, 60)}" is not offered as a link (shown as text): the portal links only an https: URL, or an http: one on the API's own origin`,
      };
}
