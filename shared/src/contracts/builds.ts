import { mermaidDiagram, type Transition } from './order-states.js';

/**
 * A build: the parts a planner packed into one machine's build volume, from the plan to the
 * parts taken out of the powder. Its job (once saved as one) moves it while the machine makes
 * it; the facility says when the build is on the machine and when it is unpacked.
 */
export const BUILD_STATES = ['PLANNED', 'PREPARED', 'ON_MACHINE', 'BUILDING', 'BUILT', 'UNPACKED', 'FAILED'] as const;
export type BuildState = (typeof BUILD_STATES)[number];

/** The conditions of a build's moves, and the message when one does not hold. */
export const BUILD_GUARDS = {
  JOB_SAVED: { holds: 'the packed build is saved as a job on a machine', refused: 'The build has no job yet' },
  JOB_CANCELLED: {
    holds: 'its job is cancelled: the parts are to schedule again, and the build can be saved anew',
    refused: 'The build’s job is not cancelled',
  },
  JOB_STARTED: { holds: 'its job has started on the machine', refused: 'The build’s job has not started' },
  JOB_COMPLETED: { holds: 'its job is completed', refused: 'The build’s job is not completed' },
  JOB_FAILED: { holds: 'its job failed', refused: 'The build’s job has not failed' },
} as const;
export type BuildGuard = keyof typeof BUILD_GUARDS;

/**
 * A build's graph. The platform's arrows follow the build's job, as the server reads it (a job
 * saved, started, completed, failed or cancelled moves its build with it); the facility's say what
 * only the floor knows.
 */
export const BUILD_TRANSITIONS: readonly Transition<BuildState, BuildGuard>[] = [
  { from: 'PLANNED', to: 'PREPARED', by: 'SYSTEM', guard: 'JOB_SAVED' },
  { from: 'PREPARED', to: 'ON_MACHINE', by: 'FACILITY' },
  { from: 'ON_MACHINE', to: 'PREPARED', by: 'FACILITY' },
  { from: 'PREPARED', to: 'PLANNED', by: 'SYSTEM', guard: 'JOB_CANCELLED' },
  { from: 'ON_MACHINE', to: 'PLANNED', by: 'SYSTEM', guard: 'JOB_CANCELLED' },
  { from: 'PREPARED', to: 'BUILDING', by: 'SYSTEM', guard: 'JOB_STARTED' },
  { from: 'ON_MACHINE', to: 'BUILDING', by: 'SYSTEM', guard: 'JOB_STARTED' },
  { from: 'BUILDING', to: 'BUILT', by: 'SYSTEM', guard: 'JOB_COMPLETED' },
  { from: 'BUILDING', to: 'FAILED', by: 'SYSTEM', guard: 'JOB_FAILED' },
  { from: 'BUILT', to: 'UNPACKED', by: 'FACILITY' },
];

/** Whether a person may move a build from one state to another. */
export const mayMoveBuild = (from: BuildState, to: BuildState): boolean =>
  BUILD_TRANSITIONS.some((move) => move.by === 'FACILITY' && move.from === from && move.to === to);

/** What docs/packing.md shows of the build's graph (a test keeps it equal to this). */
export const buildStateDiagram = () => ({
  guards: [
    '| guard | holds when |',
    '| --- | --- |',
    ...Object.entries(BUILD_GUARDS).map(([name, guard]) => `| \`${name}\` | ${guard.holds} |`),
  ].join('\n'),
  build: ['```mermaid', mermaidDiagram(BUILD_TRANSITIONS, 'PLANNED'), '```'].join('\n'),
});

/**
 * The processes whose parts stand side by side on a build platform, never one above another
 * (resin vats, extrusion, jetting, a binder-jetting layer): their builds are nested by the
 * parts' footprints on the platform, not packed in the volume. MJF (HPBJ) packs in the volume.
 */
export const PLATFORM_PROCESSES: readonly string[] = [
  'SLA',
  'DLP',
  'DLS',
  'VAT_PHOTOPOLYMERIZATION',
  'FUSED_DEPOSITION_MODELING',
  'FFF',
  'MJ',
  'MATERIAL_JETTING',
  'POLYJET_3D',
  'FIG_4',
  'BINDER_JETTING',
];

/** How a part may be turned when it is packed: freely, about the vertical only, or not at all. */
export const PART_ROTATIONS = ['free', 'z', 'none'] as const;
export type PartRotation = (typeof PART_ROTATIONS)[number];

/**
 * Why a packing left a piece out: each a sentence of the page's texts in the reader's language
 * (the packing also answers it in English, as `reason`, for API clients and the command line).
 */
export const UNPLACED_CODES = [
  'NO_ROOM',
  'NO_ROOM_ON_PLATFORM',
  'OUT_OF_TIME',
  'CANCELLED',
  'TOO_LARGE_FOR_PLATFORM',
  'TALLER_THAN_VOLUME',
] as const;
export type UnplacedCode = (typeof UNPLACED_CODES)[number];

/** Why a group nesting's proposal left a part out, worded on the page as the packing's reasons are. */
export const LEFT_OUT_CODES = ['NOT_VERIFIED', 'NO_MACHINE_OF_PROCESS', 'FITS_NO_MACHINE', 'TOO_MANY_BUILDS'] as const;
export type LeftOutCode = (typeof LEFT_OUT_CODES)[number];
