import { WORKPLAN_QUESTION_KINDS, WORKPLAN_STEP_KINDS, WORKPLAN_TIME_BASES } from 'shared/contracts';
import { Type, type Static } from 'typebox';
import { EpochMs, Id, Named, Nullable, StringEnum } from '../http/schema-helpers.js';

const Name = (maxLength: number, description?: string) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', ...(description ? { description } : {}) });

export const WorkCenterSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    equipment: Type.Array(Named, {
      description: 'The machines of the work center (post-processing machines, a group of printers)',
    }),
    createdAt: EpochMs(),
  },
  { $id: 'WorkCenter' },
);

export const WorkCenterBody = Type.Object(
  {
    name: Name(80, 'Unique in the facility, whatever the case'),
    equipmentIds: Type.Array(Id(), { maxItems: 50, uniqueItems: true, description: 'The facility’s machines' }),
  },
  { additionalProperties: false },
);

export const WorkplanQuestionSchema = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z0-9-]{1,40}$', description: 'The question’s key within its step, which answers name' }),
    kind: StringEnum(WORKPLAN_QUESTION_KINDS),
    text: Name(200),
    unit: Type.Optional(Type.String({ maxLength: 20, description: 'MEASURE: the unit of the value (mm, g, Ra µm)' })),
    min: Type.Optional(Type.Number({ description: 'MEASURE: the lowest value that passes' })),
    max: Type.Optional(Type.Number({ description: 'MEASURE: the highest value that passes' })),
  },
  { $id: 'WorkplanQuestion', additionalProperties: false },
);
export type WorkplanQuestion = Static<typeof WorkplanQuestionSchema>;

const stepFields = {
  name: Name(80),
  kind: StringEnum(WORKPLAN_STEP_KINDS, {
    description:
      'PRINT moves on as the part’s jobs complete pieces; INSPECT records the order’s inspection; WORK is any other step',
  }),
  workCenterId: Nullable(Id({ description: 'Where the step is done; a PRINT step has none (its jobs’ machines print it)' })),
  standardMinutes: Type.Number({ minimum: 0, maximum: 100000, multipleOf: 0.01 }),
  timeBasis: StringEnum(WORKPLAN_TIME_BASES, { description: 'The standard time is per piece, or per lot whatever its size' }),
};

const WorkplanStepBody = Type.Object(
  { ...stepFields, questions: Type.Array(Type.Unsafe<WorkplanQuestion>(Type.Ref('WorkplanQuestion')), { maxItems: 20 }) },
  { additionalProperties: false },
);
export type WorkplanStepInput = Static<typeof WorkplanStepBody>;

export const WorkplanStepSchema = Type.Object(
  {
    ...stepFields,
    workCenter: Nullable(Named),
    questions: Type.Array(Type.Unsafe<WorkplanQuestion>(Type.Ref('WorkplanQuestion'))),
  },
  { $id: 'WorkplanStep' },
);

export const WorkplanTemplateSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    amProcess: Named,
    material: Nullable(Named),
    steps: Type.Array(Type.Unsafe<Static<typeof WorkplanStepSchema>>(Type.Ref('WorkplanStep'))),
    partsWithPlan: Type.Integer({ description: 'Awarded parts whose plan was copied from this template' }),
    updatedAt: EpochMs(),
  },
  { $id: 'WorkplanTemplate' },
);

export const WorkplanTemplateBody = Type.Object(
  {
    name: Name(120),
    amProcessId: Id(),
    materialId: Nullable(Id({ description: 'null: every material of the process without a template of its own' })),
    steps: Type.Array(WorkplanStepBody, { minItems: 1, maxItems: 30 }),
  },
  { additionalProperties: false },
);
export type WorkplanTemplateInput = Static<typeof WorkplanTemplateBody>;
