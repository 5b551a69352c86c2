/**
 * Part files and their operations: the value lists and the shapes of
 * `POST /api/v1/files` and `/api/v1/file-operation/*`: aliases of the server's schemas
 * (`components['schemas']`), as in the other contract modules.
 */
import type { components } from './api-schemas.js';

type Schemas = components['schemas'];

/** Extensions a part file may have, lowercase, without the dot. */
export const CAD_FILE_EXTENSIONS = [
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
export type CadFileExtension = (typeof CAD_FILE_EXTENSIONS)[number];

/** File operation types; `analyze` is spelt in lowercase in the API. */
export const FILE_OPERATION_TYPES = [
  'VERIFY',
  'REPAIR',
  'CONVERT',
  'TRIANGLE_REDUCTION',
  'SUPPORT_GENERATION',
  'PACK3D',
  'analyze',
  'WALL_THICKNESS',
  'SCALE',
  'SCALE_BY_PERCENT',
  'MINIMUM_ORIENTATION',
  'EXHAUSTIVE_FIT',
  'SOLID_SECTION',
  'SOLID_MIRROR',
  'HOLLOW',
] as const;
export type FileOperationType = (typeof FILE_OPERATION_TYPES)[number];

export const FILE_OPERATION_STATUSES = ['PENDING', 'SUCCESS', 'FAILED'] as const;
export type FileOperationStatusValue = (typeof FILE_OPERATION_STATUSES)[number];

/** The stages a part file goes through after it is dropped. */
export const UPLOAD_STAGES = ['UPLOAD', 'CONVERT', 'REPAIR', 'VERIFY'] as const;
export type UploadStage = (typeof UPLOAD_STAGES)[number];

/**
 * A stored file: `POST /api/v1/files` answers it, operation results list the files they made;
 * `originalFileId` links a repair or a conversion to its original (null for an upload).
 */
export type FileDTO = Schemas['File'];

/** `GET /api/v1/files`: a page of the caller's company's files, newest first. */
export type FileList = Schemas['FileList'];

/** `POST /api/v1/file-operation/{type}` with `{ fileId }`. */
export type FileOperationStarted = Schemas['FileOperationStarted'];

/** `GET /api/v1/file-operation/status/{operationId}?fileId=`. */
export type FileOperationStatus = Schemas['FileOperationStatus'];

/** `GET /api/v1/file-operation/result/{operationId}?fileId=`; `responseData` depends on the type. */
export type FileOperationResult<Data = unknown> = Omit<Schemas['FileOperationResult'], 'responseData'> & { responseData: Data };

/** What VERIFY found (lengths in the file's units, mm for most parts). */
export type VerifyReport = Schemas['VerifyReport'];

/** The `responseData` of a FAILED operation. */
export interface FailedOperationData {
  reason: string;
}

/** A file name's extension, lowercase and without the dot ('Bracket.STEP' → 'step'); '' when it has none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** Whether a file name has one of the part-file extensions (CAD_FILE_EXTENSIONS). */
export function isCadFileName(fileName: string): boolean {
  return (CAD_FILE_EXTENSIONS as readonly string[]).includes(fileExtension(fileName));
}
