/**
 * The stocks page's values: a reorder point as it is typed and as the settings keep it, the
 * settings with one material's point changed, and a movement's lots and batches in a line.
 */
import { isQuantity, toMilligrams } from 'shared/contracts';
import type { MaterialSettings, StockMovement } from './api';

/**
 * A reorder point in whole milligrams from kilograms as typed, with a point or the reader's
 * decimal separator ('12,5' in German): null when the field is empty (no reorder point),
 * undefined when it is no quantity.
 */
export function reorderPointOf(typed: string, decimalSeparator: string): number | null | undefined {
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  const plain = decimalSeparator === '.' ? trimmed : trimmed.replace(decimalSeparator, '.');
  return isQuantity(plain) ? toMilligrams(plain, 'KILOGRAM') : undefined;
}

/** A reorder point as the field shows it: kilograms, every digit kept, in the reader's decimal separator. */
export function kilogramsTyped(mg: number | null, decimalSeparator: string): string {
  if (mg === null) return '';
  const whole = Math.floor(mg / 1_000_000);
  const fraction = String(mg % 1_000_000)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}${decimalSeparator}${fraction}` : String(whole);
}

/**
 * The settings with one material's reorder point changed and every other rule as it was: a
 * material without rules gets one that only sets the point; a rule left with nothing to say goes.
 */
export function withReorderPoint(
  settings: MaterialSettings,
  materialId: number,
  reorderPointMg: number | null,
): MaterialSettings {
  const others = settings.rules.filter((rule) => rule.material.id !== materialId);
  const rule = settings.rules.find((one) => one.material.id === materialId) ?? {
    material: { id: materialId },
    minVirginPercent: null,
    maxCycles: null,
    sieveRequired: false,
    reorderPointMg: null,
  };
  const changed = { ...rule, reorderPointMg };
  const saysNothing =
    changed.minVirginPercent === null && changed.maxCycles === null && !changed.sieveRequired && changed.reorderPointMg === null;
  return { ...settings, rules: saysNothing ? others : [...others, changed] };
}

/** A side of a movement by its numbers: 'LOT-00012, B-00031'. */
export const numbersOf = (sides: StockMovement['inputs']): string =>
  sides.map((side) => side.batch?.number ?? side.lot?.number ?? '').join(', ');
