/**
 * Material quantities as the shop weighs them: every mass is kept in whole milligrams, and a
 * quantity in any unit converts to them exactly — decimals are multiplied as integers, and only
 * the final milligram is rounded (half up). A volume converts through the material's density.
 */
import { CUBIC_CM_PER_UNIT, MILLIGRAMS_PER_UNIT } from './materials.js';
import type { MaterialUnit } from './scheduling.js';

/** A decimal as an integer and a power of ten: '12.5' is 125 / 10¹. */
interface Decimal {
  digits: bigint;
  scale: number;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

function decimalOf(text: string): Decimal {
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not a decimal number: ${text}`);
  const fraction = match[2] ?? '';
  return { digits: BigInt(match[1]! + fraction), scale: fraction.length };
}

/** A number as the shortest decimal that reads back as it (1.01 stays 1.01, not 1.0100000000000000089…). */
const decimalOfNumber = (value: number): Decimal =>
  decimalOf(value.toString().includes('e') ? value.toFixed(20) : value.toString());

const product = (...factors: Decimal[]): Decimal =>
  factors.reduce((acc, f) => ({ digits: acc.digits * f.digits, scale: acc.scale + f.scale }), { digits: 1n, scale: 0 });

function roundHalfUp({ digits, scale }: Decimal): number {
  const unit = 10n ** BigInt(scale);
  return Number((digits * 2n + unit) / (unit * 2n));
}

/** Whether a unit measures volume, which needs the material's density to become a mass. */
export const isVolumeUnit = (unit: MaterialUnit): boolean => CUBIC_CM_PER_UNIT[unit] !== undefined;

/**
 * A quantity (a non-negative decimal, as typed, or a number) in a unit, in whole milligrams. A
 * volume needs the material's density in g/cm³; without one it cannot be weighed, and the answer
 * is undefined.
 */
export function toMilligrams(quantity: string | number, unit: MaterialUnit, densityGcm3?: number | null): number | undefined {
  const amount = typeof quantity === 'number' ? decimalOfNumber(quantity) : decimalOf(quantity);
  const perUnit = MILLIGRAMS_PER_UNIT[unit];
  if (perUnit !== undefined) return roundHalfUp(product(amount, decimalOf(perUnit)));
  const cubicCm = CUBIC_CM_PER_UNIT[unit];
  if (cubicCm === undefined || !densityGcm3 || densityGcm3 <= 0) return undefined;
  return roundHalfUp(product(amount, decimalOf(cubicCm), decimalOfNumber(densityGcm3), decimalOf('1000')));
}

/** Whether a text is a quantity `toMilligrams` reads: digits, and at most six decimals. */
export const isQuantity = (text: string): boolean => /^\d{1,12}(\.\d{1,6})?$/.test(text);
