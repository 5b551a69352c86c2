/**
 * A part's price from the facility's pricing rules: pure arithmetic on what the
 * part's analysis measured and what the order asks, every term rounded half up to a minor unit
 * of the rules' currency, so the terms shown add up to exactly the unit price. Per piece: the
 * material (volume × price per cm³), the machine time (volume ÷ the process's build rate × its
 * hourly rate), post-processing, the finish's surcharge and the facility's formulas; then the
 * quantity break's discount and the rush surcharge on that sum. Per order: the setup and a top-up
 * to the minimum order value.
 */
import { MAX_AMOUNT_MINOR } from '../orders/index.js';
import { runFormula, type FormulaData } from './rule-language.js';

export interface PricingRules {
  currency: string;
  /** Once per order. */
  setupMinor: number;
  /** An order below this is topped up to it. */
  minimumOrderMinor: number;
  /** Per piece, on every part. */
  postProcessingMinor: number;
  materials: { materialId: number; pricePerCm3Minor: number }[];
  processes: { processId: number; machineHourRateMinor: number; buildRateCm3PerHour: number }[];
  finishes: { finish: string; surchargeMinor: number }[];
  /** From this many pieces of a part, this much off its piece price (1/100 of a percent). */
  quantityBreaks: { minQuantity: number; discountBasisPoints: number }[];
  /** A delivery asked within this many days adds this much to the piece price. */
  rushSurcharges: { withinDays: number; surchargeBasisPoints: number }[];
  /** Amounts per piece, in minor units, from the facility's own formulas. */
  formulas: { label: string; formula: unknown }[];
  /** Customers see an instant price from these rules on New Order. */
  autoQuote: boolean;
}

/** What the part's analysis measured, in mm. */
export interface PartGeometry {
  volumeMm3: number;
  surfaceAreaMm2: number;
  boxMm: [number, number, number];
  facets: number;
}

export interface PartToPrice {
  geometry: PartGeometry;
  material: { id: number; name: string };
  process: { id: number; code: string };
  quantity: number;
  finish: string | null;
  /** Days to the delivery date asked for; null when none is asked. */
  leadTimeDays: number | null;
}

export const PRICE_TERM_KEYS = ['material', 'machine', 'postProcessing', 'finish', 'formula', 'quantityBreak', 'rush'] as const;

type PriceTerm =
  | { key: 'material'; amountMinor: number; measure: number; rateMinor: number }
  | { key: 'machine'; amountMinor: number; measure: number; rateMinor: number }
  | { key: 'postProcessing'; amountMinor: number }
  | { key: 'finish'; amountMinor: number; label: string }
  | { key: 'formula'; amountMinor: number; label: string }
  | { key: 'quantityBreak'; amountMinor: number; basisPoints: number; measure: number }
  | { key: 'rush'; amountMinor: number; basisPoints: number; measure: number };

export interface PartPrice {
  /** Per piece, in order; they add up to unitPriceMinor. */
  terms: PriceTerm[];
  unitPriceMinor: number;
  quantity: number;
  amountMinor: number;
}

/** Why a part has no price from the rules (its material or process is not priced, a formula fails). */
export class Unpriced extends Error {}

/** A formula of the rules fails on the part: the rules are at fault, `index` names the formula. */
export class FormulaFails extends Unpriced {
  constructor(
    message: string,
    readonly index: number,
  ) {
    super(message);
  }
}

/** Whether the amount could be a bid's: a whole number of minor units no larger than a bid may hold. */
const quotable = (amountMinor: number) => Number.isSafeInteger(amountMinor) && Math.abs(amountMinor) <= MAX_AMOUNT_MINOR;

const MM3_PER_CM3 = 1_000;
const MM2_PER_CM2 = 100;
const BASIS = 10_000;

/** Half up, to a whole minor unit (amounts here are never negative before a discount is taken off). */
const minor = (amount: number) => Math.floor(amount + 0.5);
const share = (amountMinor: number, basisPoints: number) => minor((amountMinor * basisPoints) / BASIS);

export function formulaData(part: PartToPrice, buildHours: number): FormulaData {
  const [x, y, z] = part.geometry.boxMm;
  return {
    volumeCm3: part.geometry.volumeMm3 / MM3_PER_CM3,
    surfaceAreaCm2: part.geometry.surfaceAreaMm2 / MM2_PER_CM2,
    boxXMm: x,
    boxYMm: y,
    boxZMm: z,
    boxVolumeCm3: (x * y * z) / MM3_PER_CM3,
    facets: part.geometry.facets,
    quantity: part.quantity,
    leadTimeDays: part.leadTimeDays ?? 0,
    buildHours,
    material: part.material.name,
    process: part.process.code,
    finish: part.finish ?? '',
  };
}

export function pricePart(rules: PricingRules, part: PartToPrice): PartPrice {
  const material = rules.materials.find((row) => row.materialId === part.material.id);
  if (!material) throw new Unpriced(`The pricing rules give no price for ${part.material.name}`);
  const process = rules.processes.find((row) => row.processId === part.process.id);
  if (!process) throw new Unpriced(`The pricing rules give no machine rate for ${part.process.code}`);
  const volumeCm3 = part.geometry.volumeMm3 / MM3_PER_CM3;
  const buildHours = volumeCm3 / process.buildRateCm3PerHour;

  const terms: PriceTerm[] = [
    {
      key: 'material',
      amountMinor: minor(volumeCm3 * material.pricePerCm3Minor),
      measure: volumeCm3,
      rateMinor: material.pricePerCm3Minor,
    },
    {
      key: 'machine',
      amountMinor: minor(buildHours * process.machineHourRateMinor),
      measure: buildHours,
      rateMinor: process.machineHourRateMinor,
    },
  ];
  if (rules.postProcessingMinor) terms.push({ key: 'postProcessing', amountMinor: rules.postProcessingMinor });
  const finish = part.finish && rules.finishes.find((row) => row.finish === part.finish);
  if (finish) terms.push({ key: 'finish', amountMinor: finish.surchargeMinor, label: finish.finish });
  const data = formulaData(part, buildHours);
  rules.formulas.forEach(({ label, formula }, index) => {
    const result = runFormula(formula, data);
    if ('problem' in result) throw new FormulaFails(`The formula “${label}” cannot be evaluated: ${result.problem}`, index);
    terms.push({ key: 'formula', amountMinor: minor(result.value), label });
  });
  const piece = terms.reduce((sum, term) => sum + term.amountMinor, 0);

  const quantityBreak = rules.quantityBreaks
    .filter((row) => row.minQuantity <= part.quantity)
    .sort((a, b) => b.minQuantity - a.minQuantity)[0];
  if (quantityBreak?.discountBasisPoints) {
    terms.push({
      key: 'quantityBreak',
      amountMinor: -share(piece, quantityBreak.discountBasisPoints),
      basisPoints: quantityBreak.discountBasisPoints,
      measure: quantityBreak.minQuantity,
    });
  }
  const rush =
    part.leadTimeDays === null
      ? undefined
      : rules.rushSurcharges.filter((row) => part.leadTimeDays! <= row.withinDays).sort((a, b) => a.withinDays - b.withinDays)[0];
  if (rush?.surchargeBasisPoints) {
    terms.push({
      key: 'rush',
      amountMinor: share(piece, rush.surchargeBasisPoints),
      basisPoints: rush.surchargeBasisPoints,
      measure: rush.withinDays,
    });
  }
  const unitPriceMinor = terms.reduce((sum, term) => sum + term.amountMinor, 0);
  if (unitPriceMinor < 0) throw new Unpriced('The pricing rules give a price below zero');
  const amountMinor = unitPriceMinor * part.quantity;
  // Refused as a bid would refuse it: a price past the limit (or no number at all, from a build
  // rate next to zero) is not one a customer or the bid form could be given.
  if (![...terms.map((term) => term.amountMinor), unitPriceMinor, amountMinor].every(quotable)) {
    throw new Unpriced('The price is too large to quote');
  }
  return { terms, unitPriceMinor, quantity: part.quantity, amountMinor };
}

/** The order's own charges on top of its parts: the setup, and a top-up to the minimum order value. */
export function orderCharges(rules: PricingRules, partsMinor: number) {
  const setupMinor = rules.setupMinor;
  const minimumTopUpMinor = Math.max(0, rules.minimumOrderMinor - partsMinor - setupMinor);
  const totalMinor = partsMinor + setupMinor + minimumTopUpMinor;
  if (!quotable(totalMinor)) throw new Unpriced('The order’s price is too large to quote');
  return { setupMinor, minimumTopUpMinor, totalMinor };
}
