/**
 * Quality records: non-conformance reports (NCRs) on parts and on processes, the material review
 * board's dispositions, and corrective and preventive actions (CAPAs). Their kinds and state
 * graphs are written once, here, as data: the server enforces the graphs (server/src/quality),
 * the screens offer only their arrows, and docs/state-graphs.md draws them (`qualityStateDiagrams`).
 */
import { mermaidDiagram, type Transition } from './order-states.js';

/** A part NCR is about pieces of an order; a process NCR about a build, a machine, a material or a procedure. */
export const NCR_KINDS = ['PART', 'PROCESS'] as const;
export type NcrKind = (typeof NCR_KINDS)[number];

export const NCR_SEVERITIES = ['MINOR', 'MAJOR', 'CRITICAL'] as const;
export type NcrSeverity = (typeof NCR_SEVERITIES)[number];

/** Where a part's nonconformance was found. */
export const NCR_FOUND_AT = ['INSPECTION', 'CUSTOMER_RETURN', 'IN_PROCESS'] as const;
export type NcrFoundAt = (typeof NCR_FOUND_AT)[number];

/** What went wrong in a process. */
export const PROCESS_NCR_CAUSES = ['FAILED_BUILD', 'MACHINE_FAULT', 'MATERIAL_OUT_OF_SPEC', 'PROCEDURE_NOT_FOLLOWED'] as const;
export type ProcessNcrCause = (typeof PROCESS_NCR_CAUSES)[number];

/** What becomes of nonconforming pieces; the board splits an NCR's whole quantity across them. */
export const DISPOSITIONS = ['USE_AS_IS', 'REWORK', 'REPAIR', 'SCRAP', 'RETURN_TO_VENDOR', 'REGRADE'] as const;
export type Disposition = (typeof DISPOSITIONS)[number];

/**
 * Pieces used although they do not conform, or repaired away from their design, need the design
 * authority's approval: the customer who owns the design approves or refuses with a signature.
 */
export const NEEDS_DESIGN_AUTHORITY: readonly Disposition[] = ['USE_AS_IS', 'REPAIR'];

/** Pieces that go to the customer once dispositioned (and approved where they must be). */
export const DELIVERED_DISPOSITIONS: readonly Disposition[] = ['USE_AS_IS', 'REPAIR'];
/** Pieces that go back into production: made good, then inspected again. */
export const REWORKED_DISPOSITIONS: readonly Disposition[] = ['REWORK'];
/** Pieces lost to the order: it needs that many made again. */
export const LOST_DISPOSITIONS: readonly Disposition[] = ['SCRAP', 'RETURN_TO_VENDOR', 'REGRADE'];

export const NCR_STATUSES = ['OPEN', 'AWAITING_CUSTOMER', 'DISPOSITIONED', 'CLOSED', 'CANCELLED'] as const;
export type NcrStatus = (typeof NCR_STATUSES)[number];

/** Every NCR status but the two that end it: pieces under one of these are held from shipping. */
export const OPEN_NCR: readonly NcrStatus[] = ['OPEN', 'AWAITING_CUSTOMER', 'DISPOSITIONED'];

export const CAPA_TYPES = ['CORRECTIVE', 'PREVENTIVE'] as const;
export type CapaType = (typeof CAPA_TYPES)[number];

/** How a CAPA's root cause is found; each has its own structured form. */
export const ROOT_CAUSE_METHODS = ['FIVE_WHYS', 'FISHBONE', 'EIGHT_D'] as const;
export type RootCauseMethod = (typeof ROOT_CAUSE_METHODS)[number];

export const CAPA_STATUSES = ['OPEN', 'ACTIONS', 'VERIFYING', 'CLOSED', 'CANCELLED'] as const;
export type CapaStatus = (typeof CAPA_STATUSES)[number];

export const EFFECTIVENESS_RESULTS = ['EFFECTIVE', 'INEFFECTIVE'] as const;
export type EffectivenessResult = (typeof EFFECTIVENESS_RESULTS)[number];

/** What a signature means, unless the facility words its own list. */
export const DEFAULT_SIGNATURE_MEANINGS = ['REVIEWED', 'APPROVED', 'RESPONSIBLE'] as const;

/** What a signature is given for. */
export const SIGNED_RECORDS = [
  'NCR_DISPOSITION',
  'CUSTOMER_APPROVAL',
  'NCR_CLOSURE',
  'CAPA_CLOSURE',
  'LOT_RELEASE',
  'START_OVERRIDE',
] as const;
export type SignedRecord = (typeof SIGNED_RECORDS)[number];

/** The conditions the server checks before a quality record moves, and the message when one does not hold. */
export const QUALITY_GUARDS = {
  NEEDS_APPROVAL: {
    holds: 'the signed disposition uses some pieces as they are or repairs them, which the customer must approve',
    refused: 'No piece of this disposition needs the customer’s approval',
  },
  NO_APPROVAL_NEEDED: {
    holds: 'the signed disposition needs no approval of the customer',
    refused: 'Part of this disposition needs the customer’s approval',
  },
  PART_NCRS_ENDED: {
    holds: 'every part NCR the process NCR caused is closed or cancelled',
    refused: 'A part NCR this process NCR caused is still open',
  },
  ROOT_CAUSE_FOUND: {
    holds: 'the root cause is recorded with its method and at least one action is planned',
    refused: 'Record the root cause and plan at least one action first',
  },
  ACTIONS_DONE: { holds: 'every action is done', refused: 'An action is not done yet' },
  CHECK_EFFECTIVE: {
    holds: 'the effectiveness check found the actions effective',
    refused: 'The effectiveness check has not found the actions effective',
  },
  CHECK_INEFFECTIVE: {
    holds: 'the effectiveness check found the actions ineffective',
    refused: 'The effectiveness check has not found the actions ineffective',
  },
} as const;
export type QualityGuard = keyof typeof QUALITY_GUARDS;

/**
 * A part NCR: the board's signed disposition settles it, or sends it to the customer when pieces
 * are to be used as they are or repaired; the customer's refusal sends it back to the board.
 */
export const PART_NCR_TRANSITIONS: readonly Transition<NcrStatus, QualityGuard>[] = [
  { from: 'OPEN', to: 'DISPOSITIONED', by: 'FACILITY', guard: 'NO_APPROVAL_NEEDED' },
  { from: 'OPEN', to: 'AWAITING_CUSTOMER', by: 'FACILITY', guard: 'NEEDS_APPROVAL' },
  { from: 'AWAITING_CUSTOMER', to: 'DISPOSITIONED', by: 'CUSTOMER' },
  { from: 'AWAITING_CUSTOMER', to: 'OPEN', by: 'CUSTOMER', reasonRequired: true },
  { from: 'DISPOSITIONED', to: 'CLOSED', by: 'FACILITY' },
  { from: 'OPEN', to: 'CANCELLED', by: 'FACILITY', reasonRequired: true },
];

/** A process NCR closes once the part NCRs it caused have ended. */
export const PROCESS_NCR_TRANSITIONS: readonly Transition<NcrStatus, QualityGuard>[] = [
  { from: 'OPEN', to: 'CLOSED', by: 'FACILITY', guard: 'PART_NCRS_ENDED' },
  { from: 'OPEN', to: 'CANCELLED', by: 'FACILITY', reasonRequired: true },
];

/**
 * A CAPA: the problem and its containment, then the root cause and the actions, then the check
 * of their effect, which must be EFFECTIVE before the CAPA closes; INEFFECTIVE reopens the actions.
 */
export const CAPA_TRANSITIONS: readonly Transition<CapaStatus, QualityGuard>[] = [
  { from: 'OPEN', to: 'ACTIONS', by: 'FACILITY', guard: 'ROOT_CAUSE_FOUND' },
  { from: 'ACTIONS', to: 'VERIFYING', by: 'FACILITY', guard: 'ACTIONS_DONE' },
  { from: 'VERIFYING', to: 'CLOSED', by: 'FACILITY', guard: 'CHECK_EFFECTIVE' },
  { from: 'VERIFYING', to: 'ACTIONS', by: 'FACILITY', guard: 'CHECK_INEFFECTIVE' },
  { from: 'OPEN', to: 'CANCELLED', by: 'FACILITY', reasonRequired: true },
  { from: 'ACTIONS', to: 'CANCELLED', by: 'FACILITY', reasonRequired: true },
];

/** What docs/state-graphs.md shows of the quality graphs (a test keeps it equal to this). */
export const qualityStateDiagrams = () => ({
  guards: [
    '| guard | holds when |',
    '| --- | --- |',
    ...Object.entries(QUALITY_GUARDS).map(([name, guard]) => `| \`${name}\` | ${guard.holds} |`),
  ].join('\n'),
  partNcr: ['```mermaid', mermaidDiagram(PART_NCR_TRANSITIONS, 'OPEN'), '```'].join('\n'),
  processNcr: ['```mermaid', mermaidDiagram(PROCESS_NCR_TRANSITIONS, 'OPEN'), '```'].join('\n'),
  capa: ['```mermaid', mermaidDiagram(CAPA_TRANSITIONS, 'OPEN'), '```'].join('\n'),
});

/**
 * A record's number from the facility's format: {YYYY} is the year it is raised in, a run of #
 * the facility's sequence padded to that many digits (`NCR-{YYYY}-{####}` gives NCR-2026-0042).
 */
export function recordNumber(format: string, year: number, sequence: number): string {
  return format
    .replace(/\{YYYY\}/g, String(year))
    .replace(/\{(#+)\}/g, (_, hashes: string) => String(sequence).padStart(hashes.length, '0'));
}
