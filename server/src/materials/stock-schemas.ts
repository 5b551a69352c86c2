/** What the stock routes take and answer. Every mass is whole milligrams. */
import { BATCH_EVENT_KINDS } from 'shared/contracts';
import { type Static, Type } from 'typebox';
import { Id, Named, Nullable, StringEnum } from '../http/schema-helpers.js';

const Mg = (description: string) => Type.Integer({ description: `${description}, in milligrams` });

/** Where a material is kept: a storage place, or a machine that holds a batch of it. */
const StockLineSchema = Type.Object({
  location: Type.String({ description: 'Where it is stored, as recorded; empty on a machine, and when nobody said' }),
  machine: Nullable(Named),
  lotsMg: Mg('Virgin powder in released, unexpired lots'),
  batchesMg: Mg('In batches in storage'),
  onMachineMg: Mg('In the batch the machine holds'),
  quarantinedMg: Mg('In lots waiting in quarantine: not usable'),
});

export const StockSchema = Type.Object(
  {
    facility: Named,
    material: Named,
    onHandMg: Mg('Usable now: released lots, batches in storage and on machines'),
    lotsMg: Mg('Virgin powder in released, unexpired lots'),
    batchesMg: Mg('In batches in storage'),
    onMachinesMg: Mg('In batches loaded on machines'),
    quarantinedMg: Mg('In lots waiting in quarantine, apart from what is on hand'),
    reservedMg: Mg('What the queued and waiting jobs will use'),
    unweighedJobs: Type.Integer({
      description: 'Queued jobs whose quantity is a volume of a material without a density: not in reservedMg',
    }),
    availableMg: Mg('On hand less reserved; below zero when the jobs need more than there is'),
    reorderPointMg: Nullable(Mg('The facility’s reorder point for the material')),
    belowReorder: Type.Boolean({ description: 'What is available is below the reorder point' }),
    locations: Type.Array(StockLineSchema, { description: 'By location, then machine' }),
  },
  { $id: 'MaterialStock' },
);
export type Stock = Static<typeof StockSchema>;
export type StockLine = Stock['locations'][number];

export const StockListSchema = Type.Object(
  {
    facilityId: Type.Integer({ description: 'The caller’s facility: the one whose reorder points the material settings change' }),
    totalCount: Type.Integer(),
    belowReorderCount: Type.Integer({ description: 'Of every material listed without the search and filters' }),
    rows: Type.Array(Type.Ref('MaterialStock')),
  },
  { $id: 'MaterialStockList' },
);

const Paging = {
  offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 200, default: 15 }),
};

export const StockListQuery = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 200, description: 'Material, facility or location' })),
    belowReorder: Type.Optional(Type.Boolean({ description: 'Only materials below their reorder point' })),
    materialId: Type.Optional(Id()),
    facilityId: Type.Optional(Id({ description: 'One of the facilities read' })),
    getFromAllFacilities: Type.Optional(
      Type.Boolean({
        description:
          'The enterprise’s INTERNAL facilities with material management too (with ENTERPRISE_SCHEDULER_VIEW and the enterprise scheduler)',
      }),
    ),
    ...Paging,
  },
  { additionalProperties: false },
);
export type StockListFilter = Static<typeof StockListQuery>;

const MOVEMENT_KINDS = ['RECEIVED', ...BATCH_EVENT_KINDS] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

const Numbered = Type.Object({ id: Type.Integer(), number: Type.String() });
const MovementSide = Type.Object({ batch: Nullable(Numbered), lot: Nullable(Numbered), massMg: Type.Integer() });

export const StockMovementSchema = Type.Object(
  {
    key: Type.String({ description: 'Unique in the history: an event or a lot received' }),
    kind: StringEnum(MOVEMENT_KINDS, { description: 'RECEIVED: a lot came in; otherwise the event recorded' }),
    at: Type.String({ format: 'date-time' }),
    by: Nullable(Type.String({ description: 'Who recorded it; null when the system did' })),
    lot: Nullable(Numbered),
    location: Type.String({ description: 'Where a lot received is stored' }),
    inputs: Type.Array(MovementSide),
    outputs: Type.Array(MovementSide),
    machine: Nullable(Named),
    job: Nullable(Named),
    massMg: Mg('A lot’s mass received, or an event’s inputs'),
    changeMg: Mg('What it added to the material’s stock (a lot received) or took from it (loss, what the scale missed)'),
    note: Type.String(),
  },
  { $id: 'StockMovement' },
);
export type StockMovement = Static<typeof StockMovementSchema>;

export const StockMovementListSchema = Type.Object(
  { totalCount: Type.Integer(), rows: Type.Array(Type.Ref('StockMovement')) },
  { $id: 'StockMovementList' },
);

export const MovementListQuery = Type.Object(
  {
    materialId: Id(),
    facilityId: Type.Optional(Id({ description: 'The caller’s facility when not given' })),
    search: Type.Optional(Type.String({ maxLength: 200, description: 'A lot or batch number, machine, job or note' })),
    kind: Type.Optional(Type.Array(StringEnum(MOVEMENT_KINDS), { maxItems: MOVEMENT_KINDS.length })),
    ...Paging,
  },
  { additionalProperties: false },
);
export type MovementListFilter = Static<typeof MovementListQuery>;
