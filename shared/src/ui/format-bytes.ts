import type { IntlShape } from 'react-intl';

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** A size in bytes as people read it, in the current language: '1.2 MB', '1,2 MB', '512 byte'. */
export function formatBytes(intl: IntlShape, bytes: number): string {
  let unit = 0;
  let value = bytes;
  while (value >= 1000 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return intl.formatNumber(value, { style: 'unit', unit: BYTE_UNITS[unit], maximumFractionDigits: unit === 0 ? 0 : 1 });
}
