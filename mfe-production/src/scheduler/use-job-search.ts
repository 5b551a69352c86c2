/**
 * The scheduler's job search: what is typed and what it means (anything, job id,
 * job name, order id, order title, part id), debounced 300 ms and from 3 characters over
 * the lite search. Its matches narrow the timeline, as the filters do.
 */
import { useState } from 'react';
import { SCHEDULING_LIMITS, type JobLite, type JobLiteSearchBody } from 'shared/contracts';
import { useDebounced } from 'shared/ui';
import { productionApi } from '../api';

export const SEARCH_KINDS = ['searchString', 'jobId', 'jobName', 'rfqId', 'rfqTitle', 'partId'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
const NUMERIC: readonly SearchKind[] = ['jobId', 'rfqId', 'partId'];

/** The lite-search body for what was typed, or why there is none yet. */
function liteSearchBody(kind: SearchKind, typed: string): JobLiteSearchBody | 'short' | 'not-a-number' {
  const value = typed.trim();
  if (NUMERIC.includes(kind)) {
    if (!value) return 'short';
    if (!/^\d+$/.test(value)) return 'not-a-number';
    return { [kind]: Number(value) } as JobLiteSearchBody;
  }
  if (value.length < SCHEDULING_LIMITS.searchMinLength) return 'short';
  return { [kind]: value } as JobLiteSearchBody;
}

export function useJobSearch(allFacilities: boolean) {
  const [kind, setKind] = useState<SearchKind>('searchString');
  const [typed, setTyped] = useState('');
  const settled = useDebounced(typed, SCHEDULING_LIMITS.searchDebounceMs);
  const body = liteSearchBody(kind, settled);
  const results = productionApi.useLiteSearchQuery(
    { body: typeof body === 'string' ? { searchString: '' } : body, allFacilities },
    { skip: typeof body === 'string' },
  );
  // No search under way (too short, not a number, failed): the timeline is not narrowed.
  // While a new search runs, the last answer stays, so the timeline does not flash back.
  const matches: JobLite[] | undefined = typeof body === 'string' || results.isError ? undefined : results.data;
  return { kind, setKind, typed, setTyped, body, results, matches };
}

export type JobSearchState = ReturnType<typeof useJobSearch>;
