/** Masses and moments of the stocks page as the reader's language writes them. */
import { useIntl } from 'react-intl';
import { formatMass } from 'shared/ui';

export function useStockFormat() {
  const intl = useIntl();
  const mass = (milligrams: number) => formatMass(intl, milligrams);
  return {
    decimalSeparator: intl.formatNumberToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.',
    mass,
    /** A count, as the reader's language groups its digits. */
    count: (n: number) => intl.formatNumber(n),
    /** A change of the stock, its sign always written: '+10 kg', '-0.2 kg'. */
    change: (milligrams: number) => (milligrams > 0 ? `+${mass(milligrams)}` : mass(milligrams)),
    /** A moment ('2026-03-31T10:00:00Z') with its time, in the reader's time zone. */
    moment: (at: string) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}
