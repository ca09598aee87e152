import { apiLinkHref } from '../lib/api-link-href';
import { usePortal } from './portal-context';

/**
 * For URLs the API sent: the href to link to, or `undefined` to show the URL as text (issue 13,
 * `lib/api-link-href`), judged against this portal's API (the `api-base` setting, resolved against
 * the page as the API client resolves it; empty means the page's own origin).
 */
export function useApiLink(): (url: string | null | undefined) => string | undefined {
  const { settings } = usePortal();
  const apiBase = new URL(settings.apiBase, location.href).href;
  return (url) => apiLinkHref(url, apiBase);
}
