import type { IntlShape } from 'react-intl';

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** A size in bytes as people read it, in the current language: '684 B', '1.2 MB', '1,2 MB'. */
export function formatBytes(intl: IntlShape, bytes: number): string {
  let unit = 0;
  let value = bytes;
  while (value >= 1000 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  // Intl writes bytes out ('684 byte'); every language here abbreviates them as B.
  if (unit === 0) return `${intl.formatNumber(value, { maximumFractionDigits: 0 })} B`;
  return intl.formatNumber(value, { style: 'unit', unit: BYTE_UNITS[unit], maximumFractionDigits: 1 });
}
