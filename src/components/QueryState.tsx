import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { messageOf } from '../lib/errors';
import { EmptyState } from './EmptyState';
import { LoadingRows } from './LoadingRows';
import { RetryAlert } from './RetryAlert';

export interface QueryStateProps<T> {
  /** A react-query result; only its pending, error and data states are read. */
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'error' | 'data' | 'refetch'>;
  /** What the loading placeholder announces, e.g. "Loading tags". */
  loadingLabel: string;
  /** Placeholder rows shaped like the content, so nothing jumps when the data arrives. */
  rows?: number;
  /** Words before the error's own message, e.g. "The tags could not be loaded". */
  errorText?: string;
  /** When the data counts as nothing yet (default: an empty array). */
  isEmpty?: (data: T) => boolean;
  /** What shows for nothing: a title for EmptyState, or a node of its own. Without it, content renders. */
  empty?: string | ReactNode;
  children: (data: T) => ReactNode;
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The four states of one read, the same way on every screen: skeleton rows while it loads, the error in words with
 * "Try again" (a refetch), an empty state, or the content rendered from the data.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  rows,
  errorText,
  isEmpty = emptyArray,
  empty,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return <LoadingRows rows={rows} label={loadingLabel} />;
  if (query.isError)
    return (
      <RetryAlert onRetry={() => query.refetch()}>
        {errorText ? `${errorText}: ${messageOf(query.error)}` : messageOf(query.error)}
      </RetryAlert>
    );
  const data = query.data as T;
  if (empty !== undefined && isEmpty(data))
    return typeof empty === 'string' ? <EmptyState title={empty} /> : <>{empty}</>;
  return <>{children(data)}</>;
}
