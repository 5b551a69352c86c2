import { CAD_FILE_EXTENSIONS, FILE_OPERATION_STATUSES, FILE_OPERATION_TYPES } from 'shared/contracts';
import { Type } from 'typebox';
import { EpochMs, Id, ref, StringEnum } from '../http/schema-helpers.js';

/** Attachments an order may carry besides its part files (CAD_FILE_EXTENSIONS). */
const ATTACHMENT_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf'] as const;
/** OpenCascade's own format: not among CAD_FILE_EXTENSIONS, but CONVERT reads it as it reads STEP. */
const CONVERTIBLE_EXTRA_EXTENSIONS = ['brep'] as const;
export const UPLOADABLE_EXTENSIONS: readonly string[] = [
  ...CAD_FILE_EXTENSIONS,
  ...CONVERTIBLE_EXTRA_EXTENSIONS,
  ...ATTACHMENT_EXTENSIONS,
];

export const FileSchema = Type.Object(
  {
    id: Type.Integer(),
    fileName: Type.String({ description: 'The name it was uploaded with' }),
    extension: Type.String({ description: 'Lowercase, without the dot' }),
    size: Type.Integer({ description: 'Bytes' }),
    sha256: Type.String({ description: 'Hex SHA-256 of the bytes' }),
    itar: Type.Boolean({ description: 'Export-controlled: readable only by users holding ITAR_ADMIN' }),
    createdAt: EpochMs('When it was stored'),
    originalFileId: Type.Union([Type.Integer(), Type.Null()], {
      description: 'The file this one was made from (a repair or a conversion), else null',
    }),
    originalFileName: Type.Union([Type.String(), Type.Null()], { description: 'The name of the file it was made from' }),
    verified: Type.Boolean({ description: 'Its latest VERIFY found a closed, oriented part: it may be ordered' }),
    pngFileDTO: Type.Union([Type.Object({ id: Type.Integer(), fileURL: Type.String() }), Type.Null()], {
      description: 'The part’s thumbnail (made by analyze), with a signed URL, in lists and details; else null',
    }),
  },
  { $id: 'File' },
);

export const FileDetailsSchema = Type.Object(
  {
    ...FileSchema.properties,
    downloadUrl: Type.String({
      description: 'A signed URL that serves the bytes to the caller for a few minutes (a path when this server serves them)',
    }),
    downloadUrlExpiresAt: EpochMs('When downloadUrl stops working'),
  },
  { $id: 'FileDetails' },
);

export const UploadQuery = Type.Object(
  {
    itar: Type.Optional(Type.Boolean({ description: 'Store as export-controlled (needs ITAR_ADMIN)' })),
    partId: Type.Optional(
      Id({ description: 'Store as the next revision of this part of the caller’s company (a part file only)' }),
    ),
  },
  { additionalProperties: false },
);

export const FileListQuery = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 200, description: 'Part of the file name' })),
    extension: Type.Optional(Type.String({ maxLength: 10, description: 'Only files of this extension' })),
    offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
  },
  { additionalProperties: false },
);

export const FileListSchema = Type.Object({ files: Type.Array(FileSchema), totalCount: Type.Integer() }, { $id: 'FileList' });

export const DownloadParams = Type.Object({ id: Id() });
export const DownloadQuery = Type.Object({
  user: Id({ description: 'The user the URL was made for' }),
  expires: EpochMs('When the URL stops working'),
  signature: Type.String({ maxLength: 100 }),
});

export const OperationParams = Type.Object({ type: StringEnum(FILE_OPERATION_TYPES) });
export const OperationBody = Type.Object(
  {
    fileId: Id(),
    parameters: Type.Optional(
      Type.Record(Type.String(), Type.Unknown(), {
        description:
          'What a transform is to do: SCALE { factors: [x, y, z] }, SCALE_BY_PERCENT { percent }, SOLID_MIRROR { axis }, ' +
          'SOLID_SECTION { origin, normal }, TRIANGLE_REDUCTION { targetFacets }, WALL_THICKNESS { samples? }',
      }),
    ),
  },
  { additionalProperties: false },
);
export const OperationStartedSchema = Type.Object({ operationId: Type.Integer() }, { $id: 'FileOperationStarted' });
export const OperationQuery = Type.Object({ fileId: Id({ description: 'The file the operation was started on' }) });
export const OperationStatusSchema = Type.Object(
  {
    operationId: Type.Integer(),
    status: StringEnum(FILE_OPERATION_STATUSES),
    fileOperationType: StringEnum(FILE_OPERATION_TYPES),
    fileNeedsRepair: Type.Boolean({ description: 'VERIFY found a defect that REPAIR can fix' }),
  },
  { $id: 'FileOperationStatus' },
);
const count = (description: string) => Type.Integer({ minimum: 0, description });
const Point = Type.Tuple([Type.Number(), Type.Number(), Type.Number()]);
/** The `responseData` of VERIFY: what the geometry worker found (lengths in mm, as the file's units). */
export const VerifyReportSchema = Type.Object(
  {
    facets: count('Facets (triangles)'),
    vertices: count('Distinct corner positions'),
    edges: count('Distinct edges'),
    shells: count('Pieces connected through shared edges (admesh -e -d: parts)'),
    degenerateFacets: count('Facets with no area'),
    backwardsEdges: count('Edges whose two facets are wound against each other (flipped facets)'),
    facetsWith1DisconnectedEdge: count('Facets with one open edge'),
    facetsWith2DisconnectedEdges: count('Facets with two open edges'),
    facetsWith3DisconnectedEdges: count('Facets with three open edges'),
    openEdges: count('Edges of one facet only: the borders of holes'),
    nonManifoldEdges: count('Edges of three facets or more'),
    insideOut: Type.Boolean({ description: 'Closed, but every facet faces inwards' }),
    volume: Type.Number({ description: 'Enclosed volume, mm³ (meaningful when closedManifold)' }),
    surfaceArea: Type.Number({ description: 'mm²' }),
    boundingBox: Type.Object({ min: Point, max: Point }),
    closedManifold: Type.Boolean({ description: 'Watertight and consistently wound' }),
    fileNeedsRepair: Type.Boolean(),
  },
  { $id: 'VerifyReport' },
);

export const OperationResultSchema = Type.Object(
  {
    operationId: Type.Integer(),
    status: StringEnum(FILE_OPERATION_STATUSES),
    fileOperationType: StringEnum(FILE_OPERATION_TYPES),
    fileDTOs: Type.Array(ref(FileSchema), { description: 'The files the operation made (a repaired or converted STL)' }),
    responseData: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()], {
      description: 'The report (VERIFY: a VerifyReport), or { reason } when FAILED; null while PENDING',
    }),
  },
  { $id: 'FileOperationResult' },
);
