/** What group nesting takes and answers: several builds proposed at once, each packed, for the planner to accept. */
import { LEFT_OUT_CODES } from 'shared/contracts';
import { Type, type Static } from 'typebox';
import { EpochMs, Id, Nullable, StringEnum } from '../http/schema-helpers.js';

export const GroupNestingInputSchema = Type.Object(
  {
    equipmentIds: Type.Array(Id(), {
      minItems: 1,
      maxItems: 20,
      uniqueItems: true,
      description: 'The facility’s printers to propose builds on: each part goes to one of its process that holds it',
    }),
    spacing: Type.Optional(
      Type.Number({ minimum: 0, maximum: 50, description: 'The least distance between two parts (mm); 2 unless told' }),
    ),
    seconds: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 240, description: 'How long each build is packed (s); 20 unless told' }),
    ),
    attempts: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, description: 'As a build’s packing takes it' })),
    search: Type.Optional(Type.String({ maxLength: 200, description: 'As the planner’s list searches' })),
    processId: Type.Optional(Id()),
    materialId: Type.Optional(Id()),
    customerId: Type.Optional(Id()),
  },
  { additionalProperties: false, $id: 'GroupNestingInput' },
);
export type GroupNestingInput = Static<typeof GroupNestingInputSchema>;

const ProposedBuild = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  equipment: Type.Object({ id: Type.Integer(), displayName: Type.String() }),
  material: Nullable(Type.String()),
  pieces: Type.Integer({ description: 'Pieces the build was given' }),
  earliestDue: Nullable(EpochMs('The earliest delivery date of its parts’ orders')),
  packing: Nullable(
    Type.Object({
      status: StringEnum(['PENDING', 'SUCCESS', 'FAILED'] as const),
      placed: Nullable(Type.Integer({ description: 'Pieces placed: so far while it packs, in the end once packed' })),
      unplaced: Nullable(Type.Integer({ description: 'Pieces that did not fit: they stay to plan' })),
      density: Nullable(Type.Number({ description: '0 to 1' })),
      reason: Nullable(Type.String()),
    }),
  ),
});

export const GroupNestingSchema = Type.Object(
  {
    id: Type.Integer(),
    createdAt: EpochMs(),
    createdBy: Type.String(),
    spacing: Type.Number(),
    builds: Type.Array(ProposedBuild, { description: 'The builds still proposed, earliest due first' }),
    leftOut: Type.Array(
      Type.Object({
        rfqFileId: Type.Integer(),
        fileName: Type.String(),
        quantity: Type.Integer(),
        code: StringEnum(LEFT_OUT_CODES, { description: 'Why, for the page to word in its reader’s language' }),
        reason: Type.String({ description: 'Why, in English' }),
      }),
      { description: 'Parts the proposal could not give a build, with the reason' },
    ),
  },
  { $id: 'GroupNesting' },
);
export type GroupNestingView = Static<typeof GroupNestingSchema>;

export const GroupNestingListSchema = Type.Object({ rows: Type.Array(Type.Ref('GroupNesting')) }, { $id: 'GroupNestingList' });

export const GroupNestingAcceptSchema = Type.Object(
  {
    buildIds: Type.Optional(
      Type.Array(Id(), {
        minItems: 1,
        maxItems: 20,
        uniqueItems: true,
        description: 'The builds to accept; all of them when not given',
      }),
    ),
  },
  { additionalProperties: false, $id: 'GroupNestingAccept' },
);

export const GROUP_NESTING_SCHEMAS = [
  GroupNestingInputSchema,
  GroupNestingSchema,
  GroupNestingListSchema,
  GroupNestingAcceptSchema,
];
