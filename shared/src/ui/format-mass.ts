import type { IntlShape } from 'react-intl';

/**
 * A mass kept in whole milligrams as people read it, in the current language: kilograms from one
 * kilogram up ('12.5 kg', '12,5 kg'), grams below it ('250 g', '0.005 g'), each to the milligram
 * (Intl has no milligram unit, so the smallest masses are read as thousandths of a gram).
 */
export function formatMass(intl: IntlShape, milligrams: number): string {
  if (Math.abs(milligrams) >= 1_000_000)
    return intl.formatNumber(milligrams / 1_000_000, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 6 });
  return intl.formatNumber(milligrams / 1_000, { style: 'unit', unit: 'gram', maximumFractionDigits: 3 });
}
