import {
  DEFAULT_PLAN_SECONDS,
  MAX_PLAN_SECONDS,
  PLAN_KINDS,
  PLAN_ORDER_CRITERIA,
  PLAN_STATUSES,
  PLAN_UNPLANNED_REASONS,
} from 'shared/contracts';
import { type Static, Type } from 'typebox';
import { EpochMs, Id, Nullable, StringEnum } from '../http/schema-helpers.js';

const Slot = Type.Object({
  equipmentId: Type.Integer(),
  equipmentName: Type.String(),
  fromDate: EpochMs(),
  toDate: EpochMs(),
});

const Totals = Type.Object({
  weightedTardinessMinutes: Type.Integer({ description: 'Σ weight × minutes late, over the jobs planned' }),
  changeovers: Type.Integer({ description: 'Changes of material between jobs on a machine' }),
  utilisation: Type.Number({
    minimum: 0,
    maximum: 1,
    description: 'Busy share of the machines from now until the last job ends',
  }),
  finishDate: EpochMs('When the last planned job ends'),
});

export const PlanProposalSchema = Type.Object(
  {
    id: Type.Integer(),
    kind: StringEnum(PLAN_KINDS),
    status: StringEnum(PLAN_STATUSES),
    createdAt: EpochMs(),
    seed: Type.Integer(),
    timeLimitSeconds: Type.Number(),
    movesTried: Type.Integer({ description: 'Changes to the plan the search tried' }),
    moves: Type.Array(
      Type.Object({
        jobId: Type.Integer(),
        jobName: Type.String(),
        before: Slot,
        after: Slot,
        changeoverMinutes: Type.Integer({ description: 'The material change before it, on its new machine' }),
      }),
    ),
    newJobs: Type.Array(
      Type.Object({
        buildId: Nullable(Type.Integer({ description: 'The saved build it makes a job of; null for parts on no job' })),
        parts: Type.Array(
          Type.Object({ rfqId: Type.Integer(), rfqFileId: Type.Integer(), fileName: Type.String(), quantity: Type.Integer() }),
          { description: 'The pieces of parts on no job it puts on a job; empty for a build, which holds its own' },
        ),
        jobName: Type.String(),
        after: Slot,
        estimatedHours: Type.Number({ description: 'The print the plan counts on' }),
        changeoverMinutes: Type.Integer({ description: 'The material change before it' }),
      }),
      {
        description:
          'Jobs the plan makes: saved builds on their machines, and (when asked) parts on no job grouped as a planner would put them on jobs; applying saves each',
      },
    ),
    unplanned: Type.Array(
      Type.Object({
        jobId: Nullable(Type.Integer()),
        buildId: Nullable(Type.Integer({ description: 'A saved build the plan leaves out' })),
        jobName: Type.String(),
        reason: StringEnum(PLAN_UNPLANNED_REASONS),
      }),
      { description: 'Jobs the plan leaves where they are, and saved builds it leaves out, with why' },
    ),
    orders: Type.Array(
      Type.Object({
        rfqId: Type.Integer(),
        title: Type.String(),
        dueDate: EpochMs(),
        latenessBeforeMinutes: Nullable(Type.Integer({ description: 'null: none of its parts was on a job' })),
        latenessAfterMinutes: Type.Integer(),
      }),
    ),
    totals: Type.Object({ before: Totals, after: Totals }),
    wholeEnterprise: Type.Boolean({ description: 'Whether it plans every INTERNAL facility of the enterprise' }),
    downtime: Nullable(
      Type.Object(
        { ...Slot.properties, jobName: Type.String() },
        { description: 'A repair: the downtime it books when applied' },
      ),
    ),
  },
  { $id: 'PlanProposal' },
);
export type PlanProposal = Static<typeof PlanProposalSchema>;

export const PlanRequestSchema = Type.Object(
  {
    timeLimitSeconds: Type.Optional(
      Type.Number({ exclusiveMinimum: 0, description: `At most ${MAX_PLAN_SECONDS}; ${DEFAULT_PLAN_SECONDS} when not given` }),
    ),
    seed: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 ** 31 - 1 })),
    kind: Type.Optional(StringEnum(PLAN_KINDS)),
    wholeEnterprise: Type.Optional(
      Type.Boolean({
        description:
          'Plans the queues of the enterprise’s INTERNAL facilities together (with ENTERPRISE_SCHEDULER_VIEW and the enterprise scheduler); each job stays in its own facility',
      }),
    ),
    partsOnNoJob: Type.Optional(
      Type.Boolean({
        description:
          'Plans the awarded parts on no job nor in a build too (pieces scrapped at inspection among them), grouped as a planner would put them on jobs',
      }),
    ),
    downtime: Type.Optional(
      Type.Object({
        equipmentId: Id(),
        fromDate: EpochMs(),
        toDate: EpochMs(),
        jobName: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
      }),
    ),
    acceptFrom: Type.Optional(
      Type.Object(
        {
          proposalId: Id(),
          jobIds: Type.Array(Id(), { maxItems: 10_000 }),
          buildIds: Type.Optional(Type.Array(Id(), { maxItems: 10_000 })),
        },
        {
          description:
            'Accepts some of a proposal: those moves and new jobs (by build) are kept, its other moved jobs stay where they are and its other builds wait, the rest is planned again around them',
        },
      ),
    ),
  },
  { $id: 'PlanRequest' },
);
export type PlanRequest = Static<typeof PlanRequestSchema>;

/** A working week and its closed days, in the facility's time zone. */
const calendarFields = {
  workingDays: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), {
    maxItems: 7,
    description: 'ISO weekdays: 1 Monday … 7 Sunday',
  }),
  dayStartMinute: Type.Integer({ minimum: 0, maximum: 1439, description: 'Minutes after midnight' }),
  dayEndMinute: Type.Integer({ minimum: 1, maximum: 1440 }),
  closedDays: Type.Array(Type.String({ format: 'date' }), { maxItems: 366 }),
};

export const PlanSettingsSchema = Type.Object(
  {
    criteria: Type.Array(StringEnum(PLAN_ORDER_CRITERIA), { minItems: 2, maxItems: 2 }),
    startInWorkingHours: Type.Boolean(),
    ...calendarFields,
    timeZone: Type.String({ minLength: 1, maxLength: 64 }),
    transferMinutes: Type.Integer({ minimum: 0, maximum: 10080 }),
  },
  { $id: 'PlanSettings' },
);

export const MachinePlanningSchema = Type.Object(
  {
    speedFactor: Type.Number({ minimum: 0.1, maximum: 10 }),
    unattended: Type.Boolean({
      description: 'Runs through the night; when false, each job and its changeover run inside working hours',
    }),
    calendar: Nullable(Type.Object(calendarFields, { description: 'Its own working week; null: the facility’s' })),
    changeovers: Type.Array(
      Type.Object({ fromMaterialId: Id(), toMaterialId: Id(), minutes: Type.Integer({ minimum: 0, maximum: 10080 }) }),
      { maxItems: 2500 },
    ),
  },
  { $id: 'MachinePlanning' },
);

export const PlanWeightsSchema = Type.Object(
  {
    priorityLabels: Type.Array(
      Type.Object({ id: Id(), label: Type.String(), weight: Type.Integer({ minimum: 1, maximum: 100 }) }),
    ),
    customers: Type.Array(Type.Object({ id: Id(), name: Type.String(), weight: Type.Integer({ minimum: 1, maximum: 100 }) })),
  },
  { $id: 'PlanWeights' },
);

export const PlanProgressSchema = Type.Object(
  {
    startedAt: EpochMs(),
    tried: Type.Integer({ description: 'Changes to the plan tried so far' }),
    budget: Type.Integer({ description: 'Changes the search tries at most' }),
    weightedTardinessMinutes: Type.Integer({ description: 'The best plan’s so far' }),
  },
  { $id: 'PlanProgress' },
);

export const PlanRemakesSchema = Type.Object(
  {
    pieces: Type.Integer({ description: 'Pieces to make again, in all' }),
    partCount: Type.Integer({ description: 'Parts with pieces to make again, in all' }),
    parts: Type.Array(
      Type.Object({
        rfqFileId: Type.Integer(),
        rfqId: Type.Integer(),
        fileName: Type.String(),
        pieces: Type.Integer({ description: 'Its pieces to make again, on no job nor in a build yet' }),
        scrapped: Type.Integer({ description: 'Its pieces scrapped at inspection' }),
        jobs: Type.Array(Type.String(), { description: 'The ended jobs that did not make all their pieces of it' }),
      }),
      { description: 'The first parts, earliest due first' },
    ),
  },
  { $id: 'PlanRemakes' },
);

export const PLAN_SCHEMAS = [
  PlanProgressSchema,
  PlanRemakesSchema,
  PlanProposalSchema,
  PlanRequestSchema,
  PlanSettingsSchema,
  MachinePlanningSchema,
  PlanWeightsSchema,
];
