/**
 * Work plans: the steps an awarded part goes through, the questions asked at a step, and the
 * lots its pieces move in. The lot's state graph is written once, here, as data: the server
 * enforces it (server/src/work-center), the work center offers only its arrows, and
 * docs/work-plans.md draws it (`workplanLotDiagram`).
 */
import { mermaidDiagram, type Transition } from './order-states.js';

/**
 * PRINT is done by the part's jobs (it moves on as they complete pieces), INSPECT records the
 * order's inspection, WORK is any other step done at a work center.
 */
export const WORKPLAN_STEP_KINDS = ['PRINT', 'WORK', 'INSPECT'] as const;
export type WorkplanStepKind = (typeof WORKPLAN_STEP_KINDS)[number];

/** A step's standard time is per piece, or per lot whatever its size (a dye cycle, a blast run). */
export const WORKPLAN_TIME_BASES = ['PART', 'BATCH'] as const;
export type WorkplanTimeBasis = (typeof WORKPLAN_TIME_BASES)[number];

/** A checklist item to tick, a value measured against its limits, or a photo taken at the step. */
export const WORKPLAN_QUESTION_KINDS = ['CHECK', 'MEASURE', 'PHOTO'] as const;
export type WorkplanQuestionKind = (typeof WORKPLAN_QUESTION_KINDS)[number];

export const WORKPLAN_LOT_STATUSES = ['WAITING', 'IN_PROGRESS', 'DONE', 'MERGED', 'SCRAPPED'] as const;
export type WorkplanLotStatus = (typeof WORKPLAN_LOT_STATUSES)[number];

/** What can be done to a lot at its step; the server checks each against the graph below. */
export const WORKPLAN_LOT_ACTIONS = ['START', 'FINISH', 'SPLIT', 'MERGE'] as const;
export type WorkplanLotAction = (typeof WORKPLAN_LOT_ACTIONS)[number];

/**
 * A lot waits at its step, is started there, and is finished: it then waits at the next step, or
 * is done after the last. Pieces that fail an inspect step are scrapped: they leave as a lot of
 * their own that goes no further. A waiting lot may be merged into another waiting at the same step.
 * Splitting makes a new lot in the same state, so it is no arrow of the graph.
 */
export const WORKPLAN_LOT_TRANSITIONS: readonly Transition<WorkplanLotStatus, never>[] = [
  { from: 'WAITING', to: 'IN_PROGRESS', by: 'FACILITY' },
  { from: 'IN_PROGRESS', to: 'WAITING', by: 'FACILITY' },
  { from: 'IN_PROGRESS', to: 'DONE', by: 'FACILITY' },
  { from: 'IN_PROGRESS', to: 'SCRAPPED', by: 'FACILITY' },
  { from: 'WAITING', to: 'MERGED', by: 'FACILITY' },
  { from: 'WAITING', to: 'WAITING', by: 'SYSTEM' },
];

/** The lot's graph as docs/work-plans.md draws it (a test keeps the two equal). */
export const workplanLotDiagram = () => ['```mermaid', mermaidDiagram(WORKPLAN_LOT_TRANSITIONS, 'WAITING'), '```'].join('\n');

/** Whether a lot in `status` may take `action` at a step of `kind` (jobs move a print step's lots). */
export function workplanLotAllows(action: WorkplanLotAction, status: WorkplanLotStatus, kind: WorkplanStepKind): boolean {
  if (kind === 'PRINT') return action === 'SPLIT' || action === 'MERGE' ? status === 'WAITING' : false;
  switch (action) {
    case 'START':
    case 'MERGE':
      return status === 'WAITING';
    case 'FINISH':
      return status === 'IN_PROGRESS';
    case 'SPLIT':
      return status === 'WAITING' || status === 'IN_PROGRESS';
  }
}
