import type { MaterialUnit } from './scheduling.js';

/** Whether a facility buys from a supplier: from a disapproved one, nothing is received. */
export const SUPPLIER_APPROVALS = ['APPROVED', 'CONDITIONAL', 'DISAPPROVED'] as const;
export type SupplierApproval = (typeof SUPPLIER_APPROVALS)[number];

/** A supplier's delivery, from the goods-in check to its last gram. */
export const LOT_STATUSES = ['QUARANTINE', 'RELEASED', 'CONSUMED', 'EXPIRED', 'REJECTED'] as const;
export type LotStatus = (typeof LOT_STATUSES)[number];

/**
 * The moves a person makes on a lot; the platform makes the others (a released lot whose last
 * gram is used is CONSUMED, one past its expiry date EXPIRED). Releasing is signed.
 */
export const LOT_MOVES: readonly { from: LotStatus; to: LotStatus; signed?: true }[] = [
  { from: 'QUARANTINE', to: 'RELEASED', signed: true },
  { from: 'QUARANTINE', to: 'REJECTED' },
  { from: 'RELEASED', to: 'REJECTED' },
];

/** Where a batch is: in storage, on a machine, or used up. */
export const BATCH_STATES = ['IDLE', 'IN_USE', 'DONE'] as const;
export type BatchState = (typeof BATCH_STATES)[number];

/** Whether a batch's powder is virgin, has come out of a build unsieved, or has been sieved since. */
export const POWDER_STATES = ['NEW', 'UNSIEVED', 'SIEVED'] as const;
export type PowderState = (typeof POWDER_STATES)[number];

/** What happened to powder: each is one event with its input and output masses. */
export const BATCH_EVENT_KINDS = ['BLEND', 'SIEVE', 'LOAD', 'CONSUME', 'UNLOAD', 'SCRAP'] as const;
export type BatchEventKind = (typeof BATCH_EVENT_KINDS)[number];

/** Milligrams in one of each mass unit, as decimals so that conversions stay exact (the avoirdupois pound is 453.59237 g by definition). */
export const MILLIGRAMS_PER_UNIT: Partial<Record<MaterialUnit, string>> = {
  GRAM: '1000',
  KILOGRAM: '1000000',
  OUNCE: '28349.523125',
  POUND: '453592.37',
};

/** Cubic centimetres (millilitres) in one of each volume unit, as decimals (an inch is 2.54 cm). */
export const CUBIC_CM_PER_UNIT: Partial<Record<MaterialUnit, string>> = {
  MILI_LITRE: '1',
  CUBIC_CM: '1',
  CUBIC_MM: '0.001',
  LITRE: '1000',
  CUBIC_INCH: '16.387064',
};

/** A lot's number in the facility, on its label and in every list. */
export const lotNumber = (id: number): string => `LOT-${String(id).padStart(5, '0')}`;
/** A batch's number in the facility, on its label and in every list. */
export const batchNumber = (id: number): string => `B-${String(id).padStart(5, '0')}`;
