import { useIntl } from 'react-intl';
import { formatDate } from 'shared/ui';

/** A proposal's figures in the reader's language: lateness in hours, shares as percents, dates with their time. */
export function usePlanFormat() {
  const intl = useIntl();
  return {
    hours: (minutes: number) => intl.formatNumber(minutes / 60, { style: 'unit', unit: 'hour', maximumFractionDigits: 1 }),
    percent: (share: number) => intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 1 }),
    count: (value: number) => intl.formatNumber(value),
    date: (ms: number) => formatDate(ms, true),
  };
}
