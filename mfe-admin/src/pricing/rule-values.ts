/**
 * The pricing rules as the form edits them: amounts in units of the currency (12.50, not 1250),
 * percentages (10, not 1,000 basis points) and formulas as JSON text; and back to what the API
 * takes (integer minor units, basis points, JSON values).
 */
import { fromMinor, minorPerUnit, toMinor } from 'shared/orders';
import type { PricingRules } from '../api';

export interface RuleValues {
  currency: string;
  setup: number | null;
  minimumOrder: number | null;
  postProcessing: number | null;
  materials: { materialId: string; pricePerCm3: number | null }[];
  processes: { processId: string; machineHourRate: number | null; buildRateCm3PerHour: number | null }[];
  finishes: { finish: string; surcharge: number | null }[];
  quantityBreaks: { minQuantity: number | null; discountPercent: number | null }[];
  rushSurcharges: { withinDays: number | null; surchargePercent: number | null }[];
  formulas: { label: string; formula: string }[];
  autoQuote: boolean;
}

const BASIS_POINTS_PER_PERCENT = 100;

export function valuesOf(rules: PricingRules): RuleValues {
  const money = (minor: number) => fromMinor(minor, rules.currency);
  return {
    currency: rules.currency,
    setup: money(rules.setupMinor),
    minimumOrder: money(rules.minimumOrderMinor),
    postProcessing: money(rules.postProcessingMinor),
    materials: rules.materials.map((row) => ({ materialId: String(row.materialId), pricePerCm3: money(row.pricePerCm3Minor) })),
    processes: rules.processes.map((row) => ({
      processId: String(row.processId),
      machineHourRate: money(row.machineHourRateMinor),
      buildRateCm3PerHour: row.buildRateCm3PerHour,
    })),
    finishes: rules.finishes.map((row) => ({ finish: row.finish, surcharge: money(row.surchargeMinor) })),
    quantityBreaks: rules.quantityBreaks.map((row) => ({
      minQuantity: row.minQuantity,
      discountPercent: row.discountBasisPoints / BASIS_POINTS_PER_PERCENT,
    })),
    rushSurcharges: rules.rushSurcharges.map((row) => ({
      withinDays: row.withinDays,
      surchargePercent: row.surchargeBasisPoints / BASIS_POINTS_PER_PERCENT,
    })),
    formulas: rules.formulas.map((row) => ({ label: row.label, formula: JSON.stringify(row.formula) })),
    autoQuote: rules.autoQuote,
  };
}

/** The API's rules from values the form's schema has passed (every number given, every formula JSON). */
export function rulesOf(values: RuleValues): PricingRules {
  const minor = (amount: number | null) => toMinor(amount ?? 0, values.currency);
  // A rate per cm³ may be a fraction of a minor unit (0.125 cents): kept to a thousandth.
  const rate = (amount: number | null) => Math.round((amount ?? 0) * minorPerUnit(values.currency) * 1_000) / 1_000;
  const points = (percent: number | null) => Math.round((percent ?? 0) * BASIS_POINTS_PER_PERCENT);
  return {
    currency: values.currency,
    setupMinor: minor(values.setup),
    minimumOrderMinor: minor(values.minimumOrder),
    postProcessingMinor: minor(values.postProcessing),
    materials: values.materials.map((row) => ({ materialId: Number(row.materialId), pricePerCm3Minor: rate(row.pricePerCm3) })),
    processes: values.processes.map((row) => ({
      processId: Number(row.processId),
      machineHourRateMinor: minor(row.machineHourRate),
      buildRateCm3PerHour: row.buildRateCm3PerHour ?? 0,
    })),
    finishes: values.finishes.map((row) => ({ finish: row.finish.trim(), surchargeMinor: minor(row.surcharge) })),
    quantityBreaks: values.quantityBreaks.map((row) => ({
      minQuantity: row.minQuantity ?? 0,
      discountBasisPoints: points(row.discountPercent),
    })),
    rushSurcharges: values.rushSurcharges.map((row) => ({
      withinDays: row.withinDays ?? 0,
      surchargeBasisPoints: points(row.surchargePercent),
    })),
    formulas: values.formulas.map((row) => ({ label: row.label.trim(), formula: JSON.parse(row.formula) as unknown })),
    autoQuote: values.autoQuote,
  };
}

/** Why the text is not a JSON value, or undefined. */
export function jsonProblem(text: string): string | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
