/**
 * What the builds' routes take and answer: a facility's builds (parts of orders awarded to it,
 * packed into one machine's volume), their packing and the job each becomes.
 */
import { BUILD_STATES, PART_ROTATIONS } from 'shared/contracts';
import { Type, type Static } from 'typebox';
import { EpochMs, Id, Nullable, StringEnum } from '../http/schema-helpers.js';

const Name = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const Spacing = Type.Number({ minimum: 0, maximum: 50, description: 'The least distance between two parts (mm)' });
const State = StringEnum(BUILD_STATES);
const Rotation = StringEnum(PART_ROTATIONS, {
  description: 'free: any of the 24 square turns; z: about the vertical only; none: as the file lies',
});

export const BuildInputSchema = Type.Object(
  {
    name: Name,
    machineId: Type.Optional(Id({ description: 'A machine model, to pack into its volume and choose the machine later' })),
    equipmentId: Type.Optional(Nullable(Id({ description: 'One of the facility’s printers (its model is the build’s)' }))),
    spacing: Type.Optional(Spacing),
    parts: Type.Optional(
      Type.Array(
        Type.Object(
          {
            rfqFileId: Id({ description: 'A part of an order awarded to the facility' }),
            quantity: Type.Integer({ minimum: 1, maximum: 10_000, description: 'At most what is left to schedule' }),
            rotation: Type.Optional(Rotation),
          },
          { additionalProperties: false },
        ),
        { maxItems: 200 },
      ),
    ),
    updatedAt: Type.Optional(EpochMs('The updatedAt the client read; a build saved since then is refused')),
  },
  { $id: 'BuildInput', additionalProperties: false },
);
export type BuildInput = Static<typeof BuildInputSchema>;

export const BuildPackSchema = Type.Object(
  {
    seconds: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 240, description: 'How long the packer may search (30 s unless told)' }),
    ),
    attempts: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 10_000,
        description:
          'At most this many complete packings tried: 1 answers the first packing alone, quick and the same on every machine; as many as the time allows unless told',
      }),
    ),
    pinned: Type.Optional(
      Type.Array(
        Type.Object(
          {
            placement: Type.Integer({ minimum: 0, description: 'An instance of the last packing, kept where `matrix` puts it' }),
            matrix: Type.Array(Type.Number(), { minItems: 16, maxItems: 16, description: 'Column-major 4×4, in mm' }),
          },
          { additionalProperties: false },
        ),
        { maxItems: 100 },
      ),
    ),
  },
  { $id: 'BuildPack', additionalProperties: false },
);
export type BuildPack = Static<typeof BuildPackSchema>;

export const BuildJobInputSchema = Type.Object(
  {
    fromDate: EpochMs('When the build starts on its machine'),
    updatedAt: Type.Optional(EpochMs('The updatedAt the client read')),
  },
  { $id: 'BuildJobInput', additionalProperties: false },
);

export const BuildMoveSchema = Type.Object(
  { to: StringEnum(['PREPARED', 'ON_MACHINE', 'UNPACKED'] as const, { description: 'The moves only the floor knows' }) },
  { $id: 'BuildMove', additionalProperties: false },
);

export const PieceMoveSchema = Type.Object(
  {
    offset: Type.Array(Type.Number({ minimum: -2000, maximum: 2000 }), {
      minItems: 3,
      maxItems: 3,
      description: 'How far the piece moves along x, y and z (mm)',
    }),
    turn: Type.Union([Type.Literal(0), Type.Literal(90), Type.Literal(180), Type.Literal(270)], {
      description: 'Degrees turned about the vertical through its centre, counter-clockwise seen from above',
    }),
  },
  { $id: 'PieceMove', additionalProperties: false },
);
export type PieceMove = Static<typeof PieceMoveSchema>;

export const PieceCheckSchema = Type.Object(
  {
    matrix: Type.Array(Type.Number(), {
      description: 'Where the piece would be: column-major 4×4, the file’s coordinates to mm',
    }),
    violations: Type.Array(
      Type.Object({
        kind: StringEnum(['OUTSIDE_VOLUME', 'TOO_CLOSE', 'INSIDE_ANOTHER', 'INTERLOCKED'] as const),
        placements: Type.Array(Type.Integer()),
        message: Type.String(),
      }),
      { description: 'What the move would break; none when it may be made' },
    ),
    height: Type.Number({ description: 'The build’s height after the move (mm)' }),
  },
  { $id: 'PieceCheck' },
);

export const PieceParams = Type.Object({
  id: Id(),
  index: Type.Integer({ minimum: 0, description: 'The piece: its place in the packing’s placements' }),
});

export const BuildListQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200, description: 'In the build’s name or its machine’s' })),
  state: Type.Optional(State),
  offset: Type.Integer({ minimum: 0, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 25 }),
});

const Machine = Type.Object({
  id: Type.Integer(),
  modelName: Type.String(),
  volume: Type.Array(Type.Number(), { description: 'x, y, z (mm)' }),
});
const Equipment = Type.Object({
  id: Type.Integer(),
  displayName: Type.String(),
  margin: Type.Number({ description: 'Kept clear at every wall (mm)' }),
  layerMm: Type.Number(),
  layerSeconds: Type.Number(),
  secondsPerCm3: Type.Number(),
});

const BuildRowSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    state: State,
    machine: Machine,
    equipment: Nullable(Type.Object({ id: Type.Integer(), displayName: Type.String() })),
    pieces: Type.Integer({ description: 'Instances planned' }),
    jobId: Nullable(Type.Integer()),
    updatedAt: EpochMs(),
  },
  { $id: 'BuildRow' },
);

export const BuildListSchema = Type.Object(
  { rows: Type.Array(Type.Ref('BuildRow')), totalCount: Type.Integer() },
  { $id: 'BuildList' },
);

const Part = Type.Object({
  rfqFileId: Type.Integer(),
  orderId: Type.Integer(),
  orderTitle: Type.String(),
  customerName: Type.String(),
  fileId: Nullable(Type.Integer()),
  fileName: Type.String(),
  quantity: Type.Integer(),
  rotation: Rotation,
  notScheduled: Type.Integer({ description: 'Left to schedule: once the build is a job, without its pieces' }),
  itar: Type.Boolean(),
});

const Packing = Type.Object({
  operationId: Type.Integer(),
  status: StringEnum(['PENDING', 'SUCCESS', 'FAILED'] as const),
  /** The packer's answer once it has one: placements, unplaced instances, height, density. */
  result: Nullable(Type.Object({}, { additionalProperties: true })),
  reason: Nullable(Type.String()),
  progress: Nullable(
    Type.Object(
      { placed: Type.Integer(), total: Type.Integer(), density: Type.Number() },
      { description: 'While it runs: instances placed of all, and the best density so far' },
    ),
  ),
});

export const BuildSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    state: State,
    machine: Machine,
    equipment: Nullable(Equipment),
    spacing: Type.Number(),
    parts: Type.Array(Part),
    packing: Nullable(Packing),
    estimate: Nullable(
      Type.Object({
        hours: Type.Number({ description: 'Print time: layers × seconds a layer + parts’ volume × seconds a cm³' }),
        partsVolumeCm3: Type.Number(),
        height: Type.Number({ description: 'mm' }),
        density: Type.Number({ description: 'Parts’ volume ÷ the volume up to the height, 0 to 1' }),
        material: Nullable(
          Type.Object(
            {
              name: Type.String(),
              partsMassMg: Nullable(Type.Integer({ description: 'The parts’ volume times the material’s density' })),
              massDensity: Nullable(Type.Number({ description: 'g/cm³: the parts’ mass ÷ the volume up to the height' })),
              bedLitres: Type.Number({
                description: 'The powder bed up to the build’s height, over the machine’s cross-section',
              }),
              batch: Nullable(Type.Object({ id: Type.Integer(), number: Type.String() })),
              topUpMg: Nullable(
                Type.Integer({ description: 'Virgin powder to add after the build, for the next to keep the material’s rules' }),
              ),
              beyondRules: Type.Array(Type.String()),
            },
            { description: 'What the build takes of its material; none while its parts name no one material' },
          ),
        ),
      }),
    ),
    job: Nullable(Type.Object({ id: Type.Integer(), jobName: Type.String(), jobStatus: Type.String() })),
    groupNestingId: Nullable(Type.Integer({ description: 'The group nesting that proposes the build, until it is accepted' })),
    updatedAt: EpochMs(),
  },
  { $id: 'Build' },
);
export type BuildView = Static<typeof BuildSchema>;

/** A saved view of the planner's list of parts to build: its search and filters, named. */
export const PlanningViewSchema = Type.Object(
  {
    label: Type.String({ maxLength: 100 }),
    search: Type.Optional(Type.String({ maxLength: 200 })),
    filter: Type.Object(
      { processId: Type.Optional(Id()), materialId: Type.Optional(Id()), customerId: Type.Optional(Id()) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false, $id: 'PlanningView' },
);

export const PlanningQuery = Type.Object({
  search: Type.Optional(
    Type.String({ maxLength: 200, description: 'In the part’s file name, its order’s title or its customer' }),
  ),
  processId: Type.Optional(Id()),
  materialId: Type.Optional(Id()),
  customerId: Type.Optional(Id()),
  offset: Type.Integer({ minimum: 0, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 25 }),
});

const PlanningPartSchema = Type.Object(
  {
    rfqFileId: Type.Integer(),
    orderId: Type.Integer(),
    orderTitle: Type.String(),
    customerName: Type.String(),
    dueDate: Nullable(EpochMs('The customer’s delivery date')),
    fileName: Type.String(),
    process: Nullable(Type.String()),
    materials: Type.Array(Type.String()),
    quantity: Type.Integer(),
    notScheduled: Type.Integer(),
    itar: Type.Boolean(),
    volumeMm3: Nullable(Type.Number()),
    size: Nullable(Type.Array(Type.Number(), { description: 'The bounding box’s edges, x, y, z (mm)' })),
    fitsPrinters: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }), {
      description: 'The facility’s printers of its process that hold it, turned as the packer may turn it',
    }),
  },
  { $id: 'PlanningPart' },
);

export const PlanningListSchema = Type.Object(
  {
    rows: Type.Array(Type.Ref('PlanningPart')),
    totalCount: Type.Integer(),
    totalCountCapped: Type.Boolean({ description: 'More parts wait than were counted: totalCount is a lower bound' }),
  },
  { $id: 'PlanningList' },
);

export const BUILD_SCHEMAS = [
  PlanningPartSchema,
  PlanningListSchema,
  BuildInputSchema,
  BuildPackSchema,
  BuildJobInputSchema,
  BuildMoveSchema,
  PieceMoveSchema,
  PieceCheckSchema,
  BuildRowSchema,
  BuildListSchema,
  BuildSchema,
];
