/**
 * The settings form's values and the rules they are read by: percentages and counts typed in the
 * reader's language, reorder points typed in kilograms or grams and sent as whole milligrams (as
 * the batch forms weigh), one rule per material, and the document the server takes.
 */
import { isQuantity } from 'shared/contracts';
import * as yup from 'yup';
import { milligramsOf, massSchema, type MassUnit } from '../material-batches/batch-values';
import type { Text } from '../texts';
import type { MaterialRule, MaterialSettings } from './api';

export interface RuleValues {
  materialId: number | null;
  minVirginPercent: string;
  maxCycles: string;
  sieveRequired: boolean;
  reorderPoint: string;
}

export interface SettingsValues {
  tolerance: string;
  /** The unit every reorder point of the form is typed in. */
  unit: MassUnit;
  rules: RuleValues[];
}

export const blankRule = (): RuleValues => ({
  materialId: null,
  minVirginPercent: '',
  maxCycles: '',
  sieveRequired: false,
  reorderPoint: '',
});

/**
 * A number from what was typed, with a point or the reader's decimal separator ('0,5' in German),
 * at most six decimals and no group separators. Undefined when it is no such number.
 */
export function decimalOf(typed: string, decimalSeparator: string): number | undefined {
  const trimmed = typed.trim();
  const plain = decimalSeparator === '.' ? trimmed : trimmed.replace(decimalSeparator, '.');
  return isQuantity(plain) ? Number(plain) : undefined;
}

/** A number as its field shows it: every decimal it has (up to six), in the reader's separator. */
export const decimalTyped = (value: number, decimalSeparator: string): string =>
  value
    .toFixed(6)
    .replace(/\.?0+$/, '')
    .replace('.', decimalSeparator);

const MG_PER_UNIT: Record<MassUnit, number> = { KILOGRAM: 1_000_000, GRAM: 1_000 };

/** A mass in whole milligrams as typed in a unit: every digit kept ('12,5' kg, '0,001' g). */
export function massTyped(mg: number, unit: MassUnit, decimalSeparator: string): string {
  const per = MG_PER_UNIT[unit];
  const digits = String(per).length - 1;
  const fraction = String(mg % per)
    .padStart(digits, '0')
    .replace(/0+$/, '');
  const whole = String(Math.floor(mg / per));
  return fraction ? `${whole}${decimalSeparator}${fraction}` : whole;
}

/** The form as the saved settings fill it, reorder points in kilograms. */
export const settingsValues = (saved: MaterialSettings, decimalSeparator: string): SettingsValues => ({
  tolerance: decimalTyped(saved.massTolerancePercent, decimalSeparator),
  unit: 'KILOGRAM',
  rules: saved.rules.map((rule) => ({
    materialId: rule.material.id,
    minVirginPercent: rule.minVirginPercent === null ? '' : decimalTyped(rule.minVirginPercent, decimalSeparator),
    maxCycles: rule.maxCycles === null ? '' : String(rule.maxCycles),
    sieveRequired: rule.sieveRequired,
    reorderPoint: rule.reorderPointMg === null ? '' : massTyped(rule.reorderPointMg, 'KILOGRAM', decimalSeparator),
  })),
});

/**
 * The reorder points typed in one unit written in another: choosing grams keeps each mass as it
 * was rather than reading '12,5' kg as 12.5 g. What is not a mass yet stays as typed.
 */
export function rulesInUnit(rules: RuleValues[], from: MassUnit, to: MassUnit, decimalSeparator: string): RuleValues[] {
  return rules.map((rule) => {
    const mg = milligramsOf(rule.reorderPoint, from, decimalSeparator);
    return mg === undefined ? rule : { ...rule, reorderPoint: massTyped(mg, to, decimalSeparator) };
  });
}

/** What the server takes: the whole document, a field left empty sent as null, masses in milligrams. */
export function settingsOf(values: SettingsValues, decimalSeparator: string): MaterialSettings {
  const optional = (typed: string, read: (text: string) => number | undefined) => (typed.trim() ? read(typed)! : null);
  return {
    massTolerancePercent: decimalOf(values.tolerance, decimalSeparator)!,
    rules: values.rules.map((rule): MaterialRule => ({
      material: { id: rule.materialId! },
      minVirginPercent: optional(rule.minVirginPercent, (typed) => decimalOf(typed, decimalSeparator)),
      maxCycles: optional(rule.maxCycles, (typed) => Number(typed.trim())),
      sieveRequired: rule.sieveRequired,
      reorderPointMg: optional(rule.reorderPoint, (typed) => milligramsOf(typed, values.unit, decimalSeparator)),
    })),
  };
}

/** The index of each rule whose material an earlier rule has already. */
export function repeatedMaterials(rules: Pick<RuleValues, 'materialId'>[]): number[] {
  return rules.flatMap((rule, index) =>
    rule.materialId !== null && rules.findIndex((other) => other.materialId === rule.materialId) < index ? [index] : [],
  );
}

/** A percentage field's check: empty, or a number from 0 to `max`. */
const percentSchema = (message: string, decimalSeparator: string, max: number) =>
  yup.string().test('percent', message, (value) => {
    if (!value?.trim()) return true;
    const percent = decimalOf(value, decimalSeparator);
    return percent !== undefined && percent <= max;
  });

/** The checks the server makes too, said at the field before anything is sent. */
export const settingsSchema = (text: Text, decimalSeparator: string) =>
  yup.object({
    tolerance: percentSchema(text('settings.toleranceInvalid'), decimalSeparator, 10).required(
      text('settings.toleranceRequired'),
    ),
    rules: yup
      .array()
      .of(
        yup.object({
          materialId: yup.number().nullable().required(text('settings.materialRequired')),
          minVirginPercent: percentSchema(text('settings.percentInvalid'), decimalSeparator, 100),
          maxCycles: yup
            .string()
            .test('cycles', text('settings.cyclesInvalid'), (value) => !value?.trim() || /^\s*(100|\d{1,2})\s*$/.test(value)),
          reorderPoint: massSchema(text, decimalSeparator, { optional: true, zero: true }),
        }),
      )
      .test('one-rule-per-material', function (rules) {
        const repeated = repeatedMaterials(rules ?? []);
        if (!repeated.length) return true;
        return new yup.ValidationError(
          repeated.map((index) =>
            this.createError({ path: `${this.path}[${index}].materialId`, message: text('settings.materialTwice') }),
          ),
        );
      }),
  });
