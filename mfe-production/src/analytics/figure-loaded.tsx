import { useId } from 'react';
import { Card, Figure, LoadFailed, Loading, type FigureProps } from 'shared/ui';
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
export function FigureLoaded<T, Row>({
  query,
  title,
  columns,
  figure,
}: {
  query: FigureQuery<T>;
  title: string;
  columns: FigureProps<Row>['columns'];
  /** The figure drawn from the answer: everything but its title and columns. */
  figure: (data: T) => Omit<FigureProps<Row>, 'title' | 'columns'>;
}) {
  const text = useText();
  const headingId = useId();
  if (query.currentData !== undefined) return <Figure title={title} columns={columns} {...figure(query.currentData)} />;
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
