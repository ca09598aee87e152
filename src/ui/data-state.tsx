import type { ReactNode } from 'react';
import { styled } from '../styles/sheet';
import { theme } from '../styles/theme';
import { ErrorState } from './error-state';

const Empty = styled('p')`
  padding: 24px;
  border-radius: ${theme.radius};
  background: ${theme.surface};
  color: ${theme.muted};
`;

interface Props<T> {
  /** The query's data, its pt-BR failure and its retry (see runtime/use-event-query). */
  query: { data: T | undefined; error: string | undefined; retry(): void };
  /** What shows while the data loads (skeleton placeholders). */
  loading: ReactNode;
  /** The text when the data is an empty list. */
  empty?: string;
  children: (data: T) => ReactNode;
}

/** The ladder every data screen climbs: failed (with a retry), loading, empty, data. */
export function DataState<T>({ query, loading, empty, children }: Props<T>) {
  if (query.error) return <ErrorState message={query.error} onRetry={query.retry} />;
  if (query.data === undefined) return <>{loading}</>;
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) return <Empty className="pc-empty">{empty}</Empty>;
  return <>{children(query.data)}</>;
}
