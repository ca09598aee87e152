/**
 * The href with which a URL that came from the API (a contract's `urlDownload`, a charge's
 * `urlBoleto`) may become a link, or `undefined` when it must be shown as text.
 *
 * A link is made only for an `https:` URL, or for an `http:`/`https:` URL on the API's own origin
 * (the demo API runs on http://127.0.0.1). Everything else (`javascript:`, `data:`, `blob:`, unknown
 * schemes, `http:` elsewhere, text the URL parser refuses) gets no link. The decision uses the
 * browser's own URL parser, so what is checked is what a click would follow: `java\tscript:` or
 * ` JAVASCRIPT:` parse to the `javascript:` scheme and are refused. The scheme is checked, not only
 * the origin, because a `blob:` URL's origin is the origin inside it (URL Standard, "origin").
 *
 * A relative URL is resolved against the API base: coming from the API, it can only mean the API's
 * server, while as written it would point at the host page's site.
 *
 * @param url - The URL as the API sent it.
 * @param apiBase - The API's absolute base URL (the `api-base` setting resolved against the page).
 * @returns The resolved, normalised URL to link to, or `undefined`.
 */
export function apiLinkHref(url: string | null | undefined, apiBase: string): string | undefined {
  if (!url?.trim()) return undefined;
  const api = parse(apiBase);
  const target = parse(url, api);
  if (!target) return undefined;
  if (target.protocol === 'https:') return target.href;
  return target.protocol === 'http:' && target.origin === api?.origin ? target.href : undefined;
}

function parse(url: string, base?: URL): URL | undefined {
  try {
    return new URL(url, base);
  } catch {
    return undefined;
  }
}
