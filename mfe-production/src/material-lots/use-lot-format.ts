/** Days, masses and quantities of lots as the reader's language writes them. */
import { useIntl } from 'react-intl';
import { formatMass } from 'shared/ui';
import { dayToTime } from './lot-values';

export function useLotFormat() {
  const intl = useIntl();
  const decimalSeparator = intl.formatNumberToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  return {
    decimalSeparator,
    /** A calendar day ('2026-03-31') as 'Mar 31, 2026' or '31.03.2026'. */
    day: (day: string) => intl.formatDate(dayToTime(day), { dateStyle: 'medium' }),
    /** A moment ('2026-03-31T10:00:00Z') with its time, in the reader's time zone. */
    moment: (at: string) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' }),
    mass: (milligrams: number) => formatMass(intl, milligrams),
    /**
     * A quantity as received ('1234.5'), every digit kept ('1,234.5', '1.234,5'): the whole part
     * through Intl, the decimals as they were, which a float could round.
     */
    quantity: (quantity: string) => {
      const [whole = '0', fraction] = quantity.split('.');
      return intl.formatNumber(BigInt(whole)) + (fraction ? decimalSeparator + fraction : '');
    },
  };
}
