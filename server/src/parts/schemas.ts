import { Type } from 'typebox';
import { Chip, Id, Nullable, ref } from '../http/schema-helpers.js';
import { TagIds } from '../tags/index.js';

const PartTags = Type.Array(Chip, { description: 'The facility’s tags on the part: a facility reads its own, a customer none' });

export const RevisionSchema = Type.Object(
  {
    fileId: Type.Integer({ description: 'The part file (CAD_FILE_ID)' }),
    revision: Type.Integer(),
    fileName: Type.String(),
    uploadedAt: Type.Integer({ description: 'Epoch ms' }),
    uploadedBy: Nullable(Type.String()),
    thumbnailUrl: Nullable(Type.String({ description: 'A signed link to the picture analyze made' })),
    verified: Type.Boolean({ description: 'Its latest check found a closed, oriented part: it may be ordered' }),
    volume: Nullable(Type.Number({ description: 'mm³, from its latest successful check' })),
    dimensions: Nullable(
      Type.Object({ x: Type.Number(), y: Type.Number(), z: Type.Number() }, { description: 'Bounding box extents, mm' }),
    ),
  },
  { $id: 'PartRevision' },
);

export const PartRowSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    partNumber: Nullable(Type.String()),
    company: Type.String({ description: 'The customer company the part is of' }),
    revisions: Type.Integer(),
    latest: Nullable(ref(RevisionSchema)),
    process: Nullable(Type.String({ description: 'The process it was last ordered in' })),
    material: Nullable(Type.String({ description: 'The material it was last ordered in' })),
    lastOrderedAt: Nullable(Type.Integer({ description: 'Epoch ms' })),
    orders: Type.Integer({ description: 'Orders of it (not drafts) the caller reads' }),
    delivered: Type.Integer({ description: 'Pieces of it delivered on those orders' }),
    tags: PartTags,
  },
  { $id: 'PartRow' },
);

export const PartListSchema = Type.Object(
  {
    totalCount: Type.Integer({ description: 'The matches, counted up to 1,000' }),
    more: Type.Boolean({ description: 'More than 1,000 match: the list pages through the first 1,000' }),
    rows: Type.Array(ref(PartRowSchema)),
  },
  { $id: 'PartList' },
);

export const PartDetailsSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    partNumber: Nullable(Type.String()),
    company: Type.String(),
    process: Nullable(Type.String()),
    material: Nullable(Type.String()),
    lastOrderedAt: Nullable(Type.Integer()),
    tags: PartTags,
    revisions: Type.Array(ref(RevisionSchema), { description: 'Newest first' }),
    orders: Type.Array(
      Type.Object({
        id: Type.Integer(),
        title: Type.String(),
        status: Type.String(),
        createdAt: Type.Integer(),
        revision: Nullable(Type.Integer()),
        quantity: Type.Integer(),
        delivered: Type.Integer(),
      }),
    ),
  },
  { $id: 'PartDetails' },
);

export const PartQuerySchema = Type.Object(
  {
    search: Type.Optional(
      Type.String({ maxLength: 200, description: 'Name, part number, a part file’s id (CAD_FILE_ID), material or process' }),
    ),
    processId: Type.Optional(Id({ description: 'Last ordered in this process' })),
    materialId: Type.Optional(Id({ description: 'Last ordered in this material' })),
    tagId: Type.Optional(Id({ description: 'TAGS: tagged with this tag of the caller’s facility (facilities only)' })),
    offset: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    limit: Type.Integer({ minimum: 1, maximum: 100 }),
  },
  { additionalProperties: false },
);

export const PartTagsBody = Type.Object({ tagIds: TagIds }, { additionalProperties: false });

export const ReorderBody = Type.Object(
  { partIds: Type.Array(Id(), { minItems: 1, maxItems: 50, uniqueItems: true }) },
  { additionalProperties: false },
);

export const ReorderedSchema = Type.Object({ orderId: Type.Integer({ description: 'The new DRAFT order' }) });
