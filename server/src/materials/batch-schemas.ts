/** What the batch routes take and answer. Every mass is whole milligrams. */
import { BATCH_EVENT_KINDS, BATCH_STATES, POWDER_STATES } from 'shared/contracts';
import { type Static, Type } from 'typebox';
import { Id, Named, Nullable, StringEnum } from '../http/schema-helpers.js';

/** Up to a hundred tonnes, in milligrams. */
const Mg = (description: string) =>
  Type.Integer({ minimum: 0, maximum: 100_000_000_000_000, description: `${description}, in milligrams` });
const PositiveMg = (description: string) =>
  Type.Integer({ minimum: 1, maximum: 100_000_000_000_000, description: `${description}, in milligrams` });
const Note = Type.Optional(Type.String({ maxLength: 2000 }));
const Location = Type.Optional(Type.String({ maxLength: 200, description: 'Where it is stored' }));

export const BlendInputSchema = Type.Object(
  {
    inputs: Type.Array(
      Type.Union([
        Type.Object({ lotId: Id(), massMg: PositiveMg('Taken from the lot') }, { additionalProperties: false }),
        Type.Object({ batchId: Id(), massMg: PositiveMg('Taken from the batch') }, { additionalProperties: false }),
      ]),
      { minItems: 1, maxItems: 50, description: 'Lots (virgin powder) and batches, each with the mass taken from it' },
    ),
    outputMassMg: PositiveMg('The new batch, as weighed'),
    lossMg: Type.Optional(Mg('Spilt or otherwise lost while blending')),
    location: Location,
    note: Note,
  },
  { $id: 'BlendInput', additionalProperties: false },
);
export type BlendInput = Static<typeof BlendInputSchema>;

export const SieveInputSchema = Type.Object(
  { outputMassMg: PositiveMg('The sieved powder, as weighed'), wasteMg: Mg('What the sieve held back'), note: Note },
  { additionalProperties: false },
);
export const LoadInputSchema = Type.Object(
  {
    equipmentId: Id({
      description:
        'The machine: one already holding a batch in this one’s place (its powder, or a batch of the same support material or agent) is topped off, which blends the two',
    }),
    massMg: Type.Optional(PositiveMg('Loaded; the whole batch when not given')),
    note: Note,
  },
  { additionalProperties: false },
);
export const UnloadInputSchema = Type.Object(
  {
    batchId: Type.Optional(Id({ description: 'The batch to take off: the machine’s powder when not given' })),
    reclaimedMg: Mg('The unfused powder reclaimed, as weighed: it becomes a new, unsieved batch'),
    lossMg: Mg('Thrown away: caked, overflow, dust'),
    location: Location,
    note: Note,
  },
  { additionalProperties: false },
);
export const ScrapInputSchema = Type.Object(
  {
    massMg: Type.Optional(PositiveMg('Scrapped; the whole batch when not given')),
    reason: Type.String({ minLength: 1, maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export const BatchChangeSchema = Type.Object({ location: Type.String({ maxLength: 200 }) }, { additionalProperties: false });

/** A share of a batch: milligrams as it was made, and the share in thousandths of a percent. */
const ShareFields = {
  massMg: Type.Integer(),
  thousandths: Type.Integer({ description: 'Of the batch, in thousandths of a percent: every list of them adds up to 100000' }),
};

export const BatchRowSchema = Type.Object(
  {
    id: Type.Integer(),
    number: Type.String(),
    material: Named,
    state: StringEnum(BATCH_STATES),
    powderState: StringEnum(POWDER_STATES),
    massMg: Type.Integer({ description: 'Held now' }),
    location: Type.String(),
    machine: Nullable(Named),
    virginThousandths: Type.Integer({ description: 'Virgin powder, in thousandths of a percent of the batch as made' }),
    maxCycles: Type.Integer({ description: 'The most builds any of its powder has been through' }),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'BatchRow' },
);
export type BatchRow = Static<typeof BatchRowSchema>;
export const BatchListSchema = Type.Object(
  { totalCount: Type.Integer(), rows: Type.Array(Type.Ref('BatchRow')) },
  { $id: 'BatchList' },
);

const EventSide = Type.Object({
  batch: Nullable(Type.Object({ id: Type.Integer(), number: Type.String() })),
  lot: Nullable(Type.Object({ id: Type.Integer(), number: Type.String() })),
  massMg: Type.Integer(),
});

export const BatchEventSchema = Type.Object(
  {
    id: Type.Integer(),
    kind: StringEnum(BATCH_EVENT_KINDS),
    at: Type.String({ format: 'date-time' }),
    by: Type.String(),
    machine: Nullable(Named),
    job: Nullable(Named),
    inputs: Type.Array(EventSide),
    outputs: Type.Array(EventSide),
    lossMg: Type.Integer(),
    unaccountedMg: Type.Integer({ description: 'Inputs less outputs less loss: what the scale did not account for' }),
    note: Type.String(),
  },
  { $id: 'BatchEvent' },
);

export const BatchSchema = Type.Object(
  {
    ...BatchRowSchema.properties,
    createdMg: Type.Integer({ description: 'As made' }),
    meanCycles: Type.String({ description: 'The mass-weighted mean of its cycles, to two decimals' }),
    cycles: Type.Array(Type.Object({ cycles: Type.Integer(), ...ShareFields }), {
      description: 'Its mass by re-use cycles, 0 first',
    }),
    lots: Type.Array(
      Type.Object({
        lot: Type.Object({ id: Type.Integer(), number: Type.String() }),
        material: Named,
        supplier: Named,
        supplierLotNumber: Type.String(),
        ...ShareFields,
      }),
      { description: 'Every supplier lot in it, largest share first' },
    ),
    events: Type.Array(Type.Ref('BatchEvent'), { description: 'What made it and what was done with it, oldest first' }),
  },
  { $id: 'Batch' },
);
export type Batch = Static<typeof BatchSchema>;

export const BatchListQuery = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 200, description: 'Batch number, material, machine or location' })),
    state: Type.Optional(Type.Array(StringEnum(BATCH_STATES), { maxItems: 3 })),
    powderState: Type.Optional(Type.Array(StringEnum(POWDER_STATES), { maxItems: 3 })),
    materialId: Type.Optional(Id()),
    equipmentId: Type.Optional(Id()),
    offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
    limit: Type.Integer({ minimum: 1, maximum: 200, default: 15 }),
  },
  { additionalProperties: false },
);
export type BatchListFilter = Static<typeof BatchListQuery>;
