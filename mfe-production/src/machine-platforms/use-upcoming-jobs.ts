import { useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Job } from 'shared/contracts';
import { jobsApi } from 'shared/api';

const PAGE_SIZE = 25;
/** The server accepts a range of at most 365 days (SCHEDULING_LIMITS.maxRangeMs). */
const YEAR_MS = 365 * 86_400_000;

/**
 * The next jobs on one machine: those running now or starting within a year, soonest first,
 * cancelled ones left out.
 * The server pages newest first, so when more than a page match, the last page holds the
 * soonest ones and is read as well.
 */
export function useUpcomingJobs(equipmentId: number) {
  const [range] = useState(() => {
    const now = Date.now();
    return { fromDate: now, toDate: now + YEAR_MS - 1 };
  });
  const args = { limit: PAGE_SIZE, equipmentId, ...range };
  const first = jobsApi.useJobsPageQuery({ ...args, offset: 0 });
  const total = first.data?.totalCount ?? 0;
  const last = jobsApi.useJobsPageQuery(total > PAGE_SIZE ? { ...args, offset: total - PAGE_SIZE } : skipToken);
  const page = total > PAGE_SIZE ? last : first;
  const jobs = useMemo<Job[]>(
    () =>
      (page.data?.jobDTOS ?? [])
        .filter((job) => job.jobStatus !== 'CANCELLED')
        .sort((a, b) => a.fromDate - b.fromDate || a.id - b.id),
    [page.data],
  );
  return {
    jobs,
    isLoading: first.isLoading || last.isLoading,
    isError: first.isError || last.isError,
    error: first.error ?? last.error,
  };
}
