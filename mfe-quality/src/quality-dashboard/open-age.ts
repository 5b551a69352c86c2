/** The buckets of open NCRs by age as the server counts them: from so many days, up to the next bucket's. */
import type { Figures } from './api';

export interface AgeBucket {
  /** Open at least this many days… */
  from: number;
  /** …and fewer than this many; null for the oldest bucket. */
  below: number | null;
  count: number;
}

export const ageBuckets = (openByAge: Figures<'openByAge'>): AgeBucket[] =>
  openByAge.map((bucket, index) => ({
    from: bucket.olderThanDays,
    below: openByAge[index + 1]?.olderThanDays ?? null,
    count: bucket.count,
  }));
