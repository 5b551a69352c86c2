/**
 * The demo's pricing rules: Austin, the store front of Acme Robotics, prices its powder-bed nylons
 * (SLS and MJF) at once on New Order, as a bureau using the platform sets it up for the parts it
 * makes most; the other processes it still quotes by hand. Saved by its admin through the
 * service, so the rules are checked and the save is in the settings audit as any other.
 */
import { idsByName, type DomainSeed } from '../seed/index.js';
import { saveRules } from './service.js';

const EDITOR = 'admin@demo.test';

/** Price per cm³ of each material, in cents. */
const MATERIALS: [name: string, pricePerCm3Minor: number][] = [
  ['PA 2200', 28],
  ['PA 1101', 34],
  ['HP 3D HR PA 12', 24],
  ['HP 3D HR PA 11', 30],
];

/** Each process's machine hour rate (cents) and how many cm³ of parts it builds in an hour. */
const PROCESSES: [code: string, machineHourRateMinor: number, buildRateCm3PerHour: number][] = [
  ['SELECTIVE_LASER_SINTERING', 4_800, 60],
  ['HPBJ', 5_500, 90],
];

const AUSTIN_PRICING = {
  currency: 'USD',
  // Build preparation, once an order; an order is worth at least 75.00.
  setupMinor: 4_500,
  minimumOrderMinor: 7_500,
  // Unpacking, depowdering and bead blasting, a piece.
  postProcessingMinor: 150,
  finishes: [],
  quantityBreaks: [
    { minQuantity: 25, discountBasisPoints: 500 },
    { minQuantity: 100, discountBasisPoints: 1_200 },
  ],
  rushSurcharges: [{ withinDays: 3, surchargeBasisPoints: 2_500 }],
  formulas: [],
  autoQuote: true,
};

export const seedPricing: DomainSeed = async (trx, tenants) => {
  const users = await idsByName(trx.selectFrom('users').select(['id', 'email']).execute(), 'email');
  const materials = await idsByName(trx.selectFrom('materials').select(['id', 'name']).execute(), 'name');
  const processes = await idsByName(trx.selectFrom('am_processes').select(['id', 'code']).execute(), 'code');
  await saveRules(trx, { facilityId: tenants.austin, userId: users.get(EDITOR)! }, 0, {
    ...AUSTIN_PRICING,
    materials: MATERIALS.map(([name, pricePerCm3Minor]) => ({ materialId: materials.get(name)!, pricePerCm3Minor })),
    processes: PROCESSES.map(([code, machineHourRateMinor, buildRateCm3PerHour]) => ({
      processId: processes.get(code)!,
      machineHourRateMinor,
      buildRateCm3PerHour,
    })),
  });
};
