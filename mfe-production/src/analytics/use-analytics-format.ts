import { useIntl } from 'react-intl';
import type { AnalyticsPeriod } from 'shared/contracts';
import { useText } from '../texts';
import { periodStart } from './analytics-figures';

/** How the figures write their numbers, shares and periods, in the reader's language. */
export function useAnalyticsFormat() {
  const intl = useIntl();
  const text = useText();
  const number = (value: number, digits = 0) => intl.formatNumber(value, { maximumFractionDigits: digits });
  /** A share (0 to 1) as a whole percentage; a share that cannot be taken as 'n/a'. */
  const percent = (share: number | null) =>
    share === null ? text('analytics.notCounted') : intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 0 });
  /** Hours or days, to a tenth. */
  const amount = (value: number | null) => (value === null ? text('analytics.notCounted') : number(value, 1));
  const day = (instant: number) => intl.formatDate(instant, { timeZone: 'UTC', day: 'numeric', month: 'short' });
  /** A series' period (its first day, YYYY-MM-DD) as the reader names it: 9 Mar, the week of 9 Mar, March 2026. */
  const period = (first: string, length: AnalyticsPeriod) => {
    const start = periodStart(first);
    if (length === 'DAY') return day(start);
    if (length === 'WEEK') return text('analytics.weekOf', { day: day(start) });
    return intl.formatDate(start, { timeZone: 'UTC', month: 'short', year: 'numeric' });
  };
  return { number, percent, amount, period };
}

export type AnalyticsFormat = ReturnType<typeof useAnalyticsFormat>;
