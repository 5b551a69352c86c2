import { useState } from 'react';
import { rangeOf, type RangeChoice } from './analytics-range';
import type { AnalyticsArgs } from './api';
import { browserTimeZone } from './zoned-days';

/** The work the figures count: one machine's, material's, process's or customer's, or (absent) all. */
export type AnalyticsFilters = Pick<AnalyticsArgs, 'equipmentId' | 'materialId' | 'processId' | 'customerId'>;

/**
 * What the page asks the figures for: the span chosen (this month at first) in the reader's time
 * zone, and the filters. The shortcuts count from the day the page opened, and keep asking the same
 * span while it stays open (the live topics read it again as work is done).
 */
export function useAnalyticsScope() {
  const [now] = useState(() => Date.now());
  const [timeZone] = useState(browserTimeZone);
  const [choice, setChoice] = useState<RangeChoice>({ shortcut: 'THIS_MONTH' });
  const [filters, setFilters] = useState<AnalyticsFilters>({});
  const range = rangeOf(choice, now, timeZone);
  const args: AnalyticsArgs | null = range && { ...range, ...filters };
  return { now, timeZone, choice, setChoice, filters, setFilters, args };
}
