import { Type } from 'typebox';
import { EpochMs, Id } from '../http/schema-helpers.js';

/** Extensions a part file may have (spec 5), and the attachments an order may carry. */
export const PART_FILE_EXTENSIONS = [
  'stl',
  'sldasm',
  'sldprt',
  'ipt',
  'iam',
  'iges',
  'igs',
  'step',
  'stp',
  'catpart',
  'catproduct',
  'prt',
  'asm',
  'x_b',
  'x_t',
  'jt',
  'obj',
  'wrl',
  '3mf',
] as const;
export const ATTACHMENT_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf'] as const;
export const UPLOADABLE_EXTENSIONS: readonly string[] = [...PART_FILE_EXTENSIONS, ...ATTACHMENT_EXTENSIONS];

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
  },
  { $id: 'File' },
);

export const FileDetailsSchema = Type.Object(
  {
    ...FileSchema.properties,
    downloadUrl: Type.String({ description: 'A signed URL that serves the bytes to the caller for a few minutes' }),
    downloadUrlExpiresAt: EpochMs('When downloadUrl stops working'),
  },
  { $id: 'FileDetails' },
);

export const UploadQuery = Type.Object(
  { itar: Type.Optional(Type.Boolean({ description: 'Store as export-controlled (needs ITAR_ADMIN)' })) },
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
