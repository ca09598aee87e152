import type { ReactNode } from 'react';
import { styled } from '../styles/sheet';
import { theme } from '../styles/theme';
import { ErrorState } from './error-state';
import { KeptNotice } from './kept-notice';

const Empty = styled('p')`
  padding: 24px;
  border-radius: ${theme.radius};
  background: ${theme.surface};
  color: ${theme.muted};
`;

interface Props<T> {
  /** The query's data, its pt-BR failure, when a kept answer was read, and its retry (see runtime/use-event-query). */
  query: { data: T | undefined; error: string | undefined; keptAt?: number; retry(): void };
  /** What shows while the data loads (skeleton placeholders). */
  loading: ReactNode;
  /** The text when the data is an empty list. */
  empty?: string;
  children: (data: T) => ReactNode;
}

/**
 * The ladder every data screen climbs: failed (with a retry; the answer kept on the device below
 * it, when the network failed and one was kept), loading, empty, data.
 */
export function DataState<T>({ query, loading, empty, children }: Props<T>) {
  const kept = query.keptAt !== undefined && query.data !== undefined;
  if (query.error && !kept) return <ErrorState message={query.error} onRetry={query.retry} />;
  if (query.data === undefined) return <>{loading}</>;
  const shown =
    empty !== undefined && Array.isArray(query.data) && query.data.length === 0 ? (
      <Empty className="pc-empty">{empty}</Empty>
    ) : (
      children(query.data)
    );
  if (!kept) return <>{shown}</>;
  return (
    <>
      <KeptNotice at={query.keptAt!} onRetry={query.retry} />
      {shown}
    </>
  );
}
