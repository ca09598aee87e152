import { usePortal } from './portal-context';

/**
 * This portal's API base as an absolute URL: the `api-base` setting resolved against the page, as
 * the API client's requests resolve it (empty means the page's own origin). Settings only accept a
 * value that parses against the page, so this cannot throw.
 */
export function useApiBase(): string {
  const { settings } = usePortal();
  return new URL(settings.apiBase, location.href).href;
}
