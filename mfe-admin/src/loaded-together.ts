import type { LoadedQuery } from 'shared/ui';

type DataOf<Queries> = { [Key in keyof Queries]: Queries[Key] extends LoadedQuery<infer Data> ? Data : never };

/**
 * Queries a screen draws only together, as one for `Loaded`: loading while any loads, failed
 * with the first failure while any failed (Try again asks those that failed again), and their
 * data by name once all have it.
 */
export function together<Queries extends Record<string, LoadedQuery<unknown>>>(queries: Queries): LoadedQuery<DataOf<Queries>> {
  const all = Object.values(queries);
  const failed = all.filter((query) => query.isError);
  return {
    isLoading: all.some((query) => query.isLoading),
    isError: failed.length > 0,
    error: failed[0]?.error,
    refetch: () => Promise.all(failed.map((query) => query.refetch())),
    data: all.every((query) => query.data !== undefined)
      ? (Object.fromEntries(Object.entries(queries).map(([key, query]) => [key, query.data])) as DataOf<Queries>)
      : undefined,
  };
}
