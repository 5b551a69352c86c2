import { WORKPLAN_LOT_STATUSES, WORKPLAN_STEP_KINDS } from 'shared/contracts';
import { Type, type Static } from 'typebox';
import { CappedTotal, EpochMs, Id, Named, Nullable, StringEnum } from '../http/schema-helpers.js';

const Question = Type.Unsafe<{
  id: string;
  kind: 'CHECK' | 'MEASURE' | 'PHOTO';
  text: string;
  unit?: string;
  min?: number;
  max?: number;
}>(Type.Ref('WorkplanQuestion'));

export const LotSchema = Type.Object(
  {
    id: Type.Integer(),
    number: Type.Integer({ description: 'The lot’s number within its part’s plan' }),
    quantity: Type.Integer(),
    status: StringEnum(WORKPLAN_LOT_STATUSES),
    order: Type.Object({ id: Type.Integer(), title: Type.String(), customer: Type.String() }),
    part: Type.Object({
      id: Type.Integer({ description: 'The rfq file' }),
      fileName: Type.String(),
      partNumber: Nullable(Type.String()),
    }),
    dueDate: Nullable(EpochMs('The customer’s target delivery date')),
    priority: Nullable(Type.Object({ label: Type.String(), color: Type.String() })),
    step: Type.Object({
      id: Type.Integer(),
      position: Type.Integer(),
      name: Type.String(),
      kind: StringEnum(WORKPLAN_STEP_KINDS),
      workCenter: Nullable(Named),
      standardMinutes: Type.Number(),
      timeBasis: StringEnum(['PART', 'BATCH'] as const),
      questions: Type.Array(Question),
    }),
    stepCount: Type.Integer(),
    startedAt: Nullable(EpochMs()),
    updatedAt: EpochMs(),
  },
  { $id: 'WorkplanLot' },
);
export type LotView = Static<typeof LotSchema>;

export const LotListSchema = Type.Object(
  { ...CappedTotal, rows: Type.Array(Type.Unsafe<LotView>(Type.Ref('WorkplanLot'))) },
  { $id: 'WorkplanLotList' },
);

export const LotsQuery = Type.Object(
  {
    workCenterId: Type.Optional(Id({ description: 'Lots at a step of this work center' })),
    statuses: Type.Optional(Type.Array(StringEnum(WORKPLAN_LOT_STATUSES), { maxItems: 4, description: 'WORKPLAN_STATUESES' })),
    search: Type.Optional(Type.String({ maxLength: 200, description: 'Order id or title, customer, part file name or number' })),
    offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
    limit: Type.Integer({ minimum: 1, maximum: 200, default: 25 }),
  },
  { additionalProperties: false },
);

const Quantity = Type.Integer({ minimum: 1, maximum: 1_000_000 });

export const QuantityBody = Type.Object({ quantity: Quantity }, { additionalProperties: false });

const AnswerSchema = Type.Object(
  {
    questionId: Type.String({ maxLength: 40 }),
    checked: Type.Optional(Type.Boolean({ description: 'CHECK: done' })),
    value: Type.Optional(Type.Number({ description: 'MEASURE: the value measured, in the question’s unit' })),
    fileId: Type.Optional(Id({ description: 'PHOTO: the photo, uploaded as a file of the facility' })),
  },
  { additionalProperties: false },
);
export type Answer = Static<typeof AnswerSchema>;

export const FinishBody = Type.Object(
  {
    quantity: Quantity,
    failedQuantity: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'INSPECT: of the quantity, the pieces that failed' }),
    ),
    answers: Type.Array(AnswerSchema, { maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type FinishInput = Static<typeof FinishBody>;

export const MergeBody = Type.Object(
  {
    lotIds: Type.Array(Id(), {
      minItems: 2,
      maxItems: 50,
      uniqueItems: true,
      description: 'Lots waiting at the same step of one part',
    }),
  },
  { additionalProperties: false },
);

export const LotMoveSchema = Type.Object(
  {
    lotId: Type.Integer({ description: 'The lot that moved (a new lot when only some of its pieces did)' }),
    ncrId: Nullable(Type.Integer({ description: 'The NCR a measured value outside its limits raised' })),
  },
  { $id: 'WorkplanLotMove' },
);

export const OrderPlanSchema = Type.Object(
  {
    parts: Type.Array(
      Type.Object({
        rfqFileId: Type.Integer(),
        fileName: Type.String(),
        quantity: Type.Integer(),
        plan: Type.String(),
        steps: Type.Array(
          Type.Object({
            name: Type.String(),
            kind: StringEnum(WORKPLAN_STEP_KINDS),
            workCenter: Nullable(Type.String({ description: 'Only for the facility' })),
            waiting: Type.Integer(),
            inProgress: Type.Integer(),
            finished: Type.Integer({ description: 'Pieces that finished the step and moved on' }),
            scrapped: Type.Integer({ description: 'Pieces that failed the step (an inspection) and were scrapped' }),
          }),
        ),
        done: Type.Integer({ description: 'Pieces through every step' }),
      }),
    ),
  },
  { $id: 'OrderWorkPlan' },
);
