/** Part files in the browser: the upload flow every area runs and the client it runs on. */
export type { FileClient, UploadOptions, UploadProgress } from './file-client.js';
export {
  FILE_OPERATION_POLL_MS,
  FileOperationFailed,
  processCadFile,
  runFileOperation,
  type Finished,
  type ProcessedFile,
  type ProcessOptions,
  type StageChange,
} from './upload-flow.js';
export {
  fakeFileClient,
  fileDto,
  verifyReport,
  type FakeCall,
  type FakeFileClient,
  type FakeFileClientScript,
  type FakeOperation,
} from './fake-file-client.js';
export { apiFileClient, createApiFileClient } from './api-file-client.js';
export { FILES_URL, uploadFile } from './upload-request.js';
export { partDimensions } from './part-dimensions.js';
export { useFileUploads, type FileUploadsOptions, type UploadItem, type UploadState } from './use-file-uploads.js';
