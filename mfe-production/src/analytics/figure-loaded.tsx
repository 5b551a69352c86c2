import { useId, type ReactNode } from 'react';
import { Card, LoadFailed, Loading } from 'shared/ui';
import { useText } from '../texts';

/** What a figure reads of its query (an RTK Query hook's result). */
interface FigureQuery<T> {
  currentData?: T;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * A figure once its answer for the span and filters asked is in — never another span's figures
 * meanwhile — and until then its card with a spinner, or what failed with a way to try again.
 */
export function FigureLoaded<T>({
  query,
  title,
  children,
}: {
  query: FigureQuery<T>;
  title: string;
  children: (data: T) => ReactNode;
}) {
  const text = useText();
  const headingId = useId();
  if (query.currentData !== undefined) return children(query.currentData);
  return (
    <Card aria-labelledby={headingId} aria-busy={!query.isError}>
      <h3 id={headingId}>{title}</h3>
      {query.isError ? (
        <LoadFailed
          title={text('analytics.failed', { figure: title })}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Loading />
      )}
    </Card>
  );
}
