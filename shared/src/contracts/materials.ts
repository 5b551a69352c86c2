import { mermaidDiagram, type Transition } from './order-states.js';
import type { MaterialUnit } from './scheduling.js';

/** Whether a facility buys from a supplier: from a disapproved one, nothing is received. */
export const SUPPLIER_APPROVALS = ['APPROVED', 'CONDITIONAL', 'DISAPPROVED'] as const;
export type SupplierApproval = (typeof SUPPLIER_APPROVALS)[number];

/** A supplier's delivery, from the goods-in check to its last gram. */
export const LOT_STATUSES = ['QUARANTINE', 'RELEASED', 'CONSUMED', 'EXPIRED', 'REJECTED'] as const;
export type LotStatus = (typeof LOT_STATUSES)[number];

/** The conditions of a lot's moves, and the message when one does not hold. */
export const LOT_GUARDS = {
  CERTIFIED_AND_SIGNED: {
    holds: 'the lot has its certificate of analysis, and the person who checked it signs the release',
    refused: 'The lot has no certificate of analysis: attach it before releasing',
  },
  USED_UP: { holds: 'its last milligram has gone into a batch', refused: 'The lot still holds powder' },
  PAST_EXPIRY: { holds: 'its expiry date has passed (from the next day on)', refused: 'The lot has not expired' },
} as const;
export type LotGuard = keyof typeof LOT_GUARDS;

/**
 * A lot's graph: the facility releases it (signed) or rejects it, with a reason; the platform
 * counts it CONSUMED once used up and EXPIRED from the day after its expiry date, as it reads it
 * (no sweep runs at midnight). Only a released, unexpired lot gives powder.
 */
export const LOT_TRANSITIONS: readonly Transition<LotStatus, LotGuard>[] = [
  { from: 'QUARANTINE', to: 'RELEASED', by: 'FACILITY', guard: 'CERTIFIED_AND_SIGNED' },
  { from: 'QUARANTINE', to: 'REJECTED', by: 'FACILITY', reasonRequired: true },
  { from: 'RELEASED', to: 'REJECTED', by: 'FACILITY', reasonRequired: true },
  { from: 'RELEASED', to: 'CONSUMED', by: 'SYSTEM', guard: 'USED_UP' },
  { from: 'QUARANTINE', to: 'EXPIRED', by: 'SYSTEM', guard: 'PAST_EXPIRY' },
  { from: 'RELEASED', to: 'EXPIRED', by: 'SYSTEM', guard: 'PAST_EXPIRY' },
];

/** Whether a person may move a lot from one state to another. */
export const mayMoveLot = (from: LotStatus, to: LotStatus): boolean =>
  LOT_TRANSITIONS.some((move) => move.by === 'FACILITY' && move.from === from && move.to === to);

/** What docs/materials.md shows of the lot's graph (a test keeps it equal to this). */
export const lotStateDiagram = () => ({
  guards: [
    '| guard | holds when |',
    '| --- | --- |',
    ...Object.entries(LOT_GUARDS).map(([name, guard]) => `| \`${name}\` | ${guard.holds} |`),
  ].join('\n'),
  lot: ['```mermaid', mermaidDiagram(LOT_TRANSITIONS, 'QUARANTINE'), '```'].join('\n'),
});

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
