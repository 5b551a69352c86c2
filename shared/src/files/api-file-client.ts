import type { BaseQueryApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery, type RequestArgs } from '../api/base-query.js';
import type { FileOperationResult, FileOperationStarted, FileOperationStatus } from '../contracts/files.js';
import type { FileClient } from './file-client.js';
import { FILES_URL, uploadFile } from './upload-request.js';

const baseQuery = createBaseQuery();

/**
 * One call through the RTK Query base, outside a store: the flow polls and must not fill the
 * cache with status answers. The base reads none of the query api, so an empty one serves.
 */
async function call<T>(args: RequestArgs): Promise<T> {
  const result = await baseQuery(args, {} as BaseQueryApi, {});
  if (result.error) throw result.error;
  return result.data as T;
}

/**
 * A FileClient on the platform's API (its file operations). The upload path is the caller's
 * to choose: e.g. `${FILES_URL}?itar=true` stores an export-controlled file.
 */
export function createApiFileClient(uploadUrl: string = FILES_URL): FileClient {
  return {
    upload: (file, options) => uploadFile(file, options, uploadUrl),
    async startOperation(type, fileId) {
      const started = await call<FileOperationStarted>({
        url: `/api/v1/file-operation/${type}`,
        method: 'POST',
        body: { fileId },
      });
      return started.operationId;
    },
    operationStatus: (operationId, fileId) =>
      call<FileOperationStatus>({ url: `/api/v1/file-operation/status/${operationId}`, params: { fileId } }),
    operationResult: (operationId, fileId) =>
      call<FileOperationResult>({ url: `/api/v1/file-operation/result/${operationId}`, params: { fileId } }),
  };
}

/** The FileClient of ordinary part files, `POST /api/v1/files`. */
export const apiFileClient = createApiFileClient();
