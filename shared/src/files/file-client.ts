import type { FileDTO, FileOperationResult, FileOperationStatus, FileOperationType } from '../contracts/files.js';

/** Bytes of an upload sent so far. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * The calls the upload flow makes, so that the flow and the upload component can be tested
 * with a plain object; `apiFileClient` is the one on the platform's API. A failed call rejects
 * with an `ApiFailure` of shared/api (`errorMessage()` gives its text); an aborted one with
 * the signal's reason.
 */
export interface FileClient {
  upload(file: File, options?: UploadOptions): Promise<FileDTO>;
  startOperation(type: FileOperationType, fileId: number, signal?: AbortSignal): Promise<number>;
  operationStatus(operationId: number, fileId: number, signal?: AbortSignal): Promise<FileOperationStatus>;
  operationResult(operationId: number, fileId: number, signal?: AbortSignal): Promise<FileOperationResult>;
}
