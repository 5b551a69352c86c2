/** Masses, shares, cycles and moments of batches as the reader's language writes them. */
import { useIntl } from 'react-intl';
import { formatMass } from 'shared/ui';

export function useBatchFormat() {
  const intl = useIntl();
  const decimalSeparator = intl.formatNumberToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  return {
    decimalSeparator,
    mass: (milligrams: number) => formatMass(intl, milligrams),
    /** A share in thousandths of a percent, as a composition adds it up: '70.000%', '70,000 %'. */
    share: (thousandths: number) =>
      intl.formatNumber(thousandths / 100_000, { style: 'percent', minimumFractionDigits: 3, maximumFractionDigits: 3 }),
    /** A share in thousandths of a percent, as short as it is exact: '30%', '19.96%'. */
    percent: (thousandths: number) => intl.formatNumber(thousandths / 100_000, { style: 'percent', maximumFractionDigits: 3 }),
    /** A percentage a rule or the tolerance names (20 is 20 %). */
    rulePercent: (percent: number) => intl.formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 3 }),
    /** The mean of the cycles as the server gives it ('0.70'), with two decimals in the reader's language. */
    cycles: (mean: string) => intl.formatNumber(Number(mean), { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    /** A moment ('2026-03-31T10:00:00Z') with its time, in the reader's time zone. */
    moment: (at: string) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}
