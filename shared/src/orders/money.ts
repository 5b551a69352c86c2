/**
 * Money on screen: integer minor units of a currency (what the API carries) written as the
 * language writes amounts of that currency ('$1,234.50', '1.234,50 €'), and read back from
 * what a user types.
 */

/** How many minor units a unit of the currency has (100 for USD, 1 for JPY). */
export function minorPerUnit(currency: string): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return 10 ** digits;
}

export function formatMoney(minor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / minorPerUnit(currency));
}

/** Minor units from an amount in units (12.5 → 1250 for USD), rounded to the nearest minor unit. */
export const toMinor = (amount: number, currency: string): number => Math.round(amount * minorPerUnit(currency));
export const fromMinor = (minor: number, currency: string): number => minor / minorPerUnit(currency);
