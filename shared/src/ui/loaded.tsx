import type { ReactNode } from 'react';
import { LoadFailed } from './load-failed';
import { Loading } from './loading';

/** What `Loaded` reads of a query (an RTK Query hook's result). */
export interface LoadedQuery<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface LoadedProps<T> {
  query: LoadedQuery<T>;
  /** What failed, e.g. "Unable to fetch the RFQ configuration". */
  failedTitle: ReactNode;
  /** The screen drawn from the data, once it is there. */
  children: (data: T) => ReactNode;
}

/**
 * A screen's data in its three states, the one way: a spinner while it loads, what failed with
 * the server's message and a retry, or the screen drawn from the data.
 */
export function Loaded<T>({ query, failedTitle, children }: LoadedProps<T>) {
  if (query.isLoading) return <Loading />;
  if (query.isError || query.data === undefined)
    return <LoadFailed title={failedTitle} error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
