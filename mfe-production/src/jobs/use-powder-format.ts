/** Masses, shares of virgin powder, cycles and moments of a job's powder as the reader's language writes them. */
import { useIntl } from 'react-intl';
import { formatMass } from 'shared/ui';

export function usePowderFormat() {
  const intl = useIntl();
  return {
    mass: (milligrams: number) => formatMass(intl, milligrams),
    /** A share in thousandths of a percent (100000 is all of it), as short as it is exact: '30%', '19.96 %'. */
    percent: (thousandths: number) => intl.formatNumber(thousandths / 100_000, { style: 'percent', maximumFractionDigits: 3 }),
    count: (count: number) => intl.formatNumber(count),
    /** A moment ('2026-03-31T10:00:00Z') with its time, in the reader's time zone. */
    moment: (at: string) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}
