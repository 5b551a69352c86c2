import { GENERIC_ERROR } from '../api/base-query.js';
import {
  fileExtension,
  type FailedOperationData,
  type FileDTO,
  type FileOperationResult,
  type FileOperationStatus,
  type FileOperationType,
  type VerifyReport,
} from '../contracts/files.js';
import type { FileClient } from './file-client.js';

/** How often a running file operation is asked for its status. */
export const FILE_OPERATION_POLL_MS = 2000;

/** A stage the flow enters (UPLOAD_STAGES); UPLOAD repeats with the bytes sent. */
export type StageChange =
  { stage: 'UPLOAD'; loaded: number; total: number; percent: number } | { stage: 'CONVERT' | 'REPAIR' | 'VERIFY' };

/** What the flow ends with: the processed file, the file as uploaded and what VERIFY found. */
export interface ProcessedFile {
  /** The file as uploaded. */
  original: FileDTO;
  /** The STL the flow ends with: the original, its conversion or its repair (linked to the original on the server). */
  file: FileDTO;
  /** VERIFY's findings on `file`. */
  report: VerifyReport;
  converted: boolean;
  repaired: boolean;
}

export interface ProcessOptions {
  signal?: AbortSignal;
  onStage?: (change: StageChange) => void;
}

/** A file operation answered FAILED: the failing response, with the original and the file it ran on. */
export class FileOperationFailed extends Error {
  constructor(
    readonly response: FileOperationResult<Partial<FailedOperationData> | null> | FileOperationStatus,
    readonly original: FileDTO,
    readonly file: FileDTO,
  ) {
    super(reasonOf(response));
    this.name = 'FileOperationFailed';
  }

  get reason(): string {
    return this.message;
  }
}

function reasonOf(response: FileOperationFailed['response']): string {
  const data = 'responseData' in response ? response.responseData : undefined;
  return data && typeof data.reason === 'string' && data.reason ? data.reason : GENERIC_ERROR;
}

/**
 * Settles as `promise` does, or rejects with the signal's reason as soon as it aborts: a client
 * call that ignores the signal must not keep a cancelled flow waiting.
 */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    // Removed when the wait ends, so a long poll does not pile up one listener per interval on the signal.
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

interface Context {
  client: FileClient;
  original: FileDTO;
  signal: AbortSignal | undefined;
  onStage: (change: StageChange) => void;
}

export interface Finished {
  result: FileOperationResult;
  status: FileOperationStatus;
}

/**
 * Starts one operation on `file` and polls it every FILE_OPERATION_POLL_MS until it settles:
 * SUCCESS gives its result; FAILED rejects with FileOperationFailed carrying the failing response
 * (`original` is the upload the file came from, the file itself by default).
 */
export async function runFileOperation(
  client: FileClient,
  type: FileOperationType,
  file: FileDTO,
  { signal, original = file }: { signal?: AbortSignal; original?: FileDTO } = {},
): Promise<Finished> {
  const operationId = await abortable(client.startOperation(type, file.id, signal), signal);
  for (;;) {
    await delay(FILE_OPERATION_POLL_MS, signal);
    const status = await abortable(client.operationStatus(operationId, file.id, signal), signal);
    if (status.status === 'SUCCESS') {
      return { result: await abortable(client.operationResult(operationId, file.id, signal), signal), status };
    }
    if (status.status === 'FAILED') {
      // The reason is in the result; when that cannot be read either, the status is the failing response.
      const failing = await abortable(client.operationResult(operationId, file.id, signal), signal).catch((error: unknown) => {
        if (signal?.aborted) throw error;
        return status;
      });
      throw new FileOperationFailed(failing as FileOperationFailed['response'], original, file);
    }
  }
}

/** One operation of the flow, reported to its stage callback first. */
function runOperation(type: 'CONVERT' | 'REPAIR' | 'VERIFY', file: FileDTO, context: Context): Promise<Finished> {
  context.onStage({ stage: type });
  return runFileOperation(context.client, type, file, { signal: context.signal, original: context.original });
}

/** The file an operation made (REPAIR's or CONVERT's new STL); a result without one is a failure. */
function madeFile(finished: Finished, from: FileDTO, context: Context): FileDTO {
  const file = finished.result.fileDTOs[0];
  if (!file) throw new FileOperationFailed(finished.status, context.original, from);
  return file;
}

async function verifyWithRepair(file: FileDTO, context: Context): Promise<Omit<ProcessedFile, 'original' | 'converted'>> {
  const verified = await runOperation('VERIFY', file, context);
  const report = verified.result.responseData as VerifyReport;
  if (!verified.status.fileNeedsRepair && !report.fileNeedsRepair) return { file, report, repaired: false };
  const repairedFile = madeFile(await runOperation('REPAIR', file, context), file, context);
  const again = await runOperation('VERIFY', repairedFile, context);
  return { file: repairedFile, report: again.result.responseData as VerifyReport, repaired: true };
}

/**
 * The CAD file upload flow: upload; an STL is verified (repaired and verified again
 * when it needs repair); any other file is converted, and the conversion verified the same way
 * unless the server already answered with a verification. Reports each stage to `onStage`;
 * rejects with `FileOperationFailed` when an operation fails, the client's `ApiFailure` when a
 * call fails, and the signal's reason when cancelled.
 */
export async function processCadFile(source: File, client: FileClient, options: ProcessOptions = {}): Promise<ProcessedFile> {
  const { signal } = options;
  const onStage = options.onStage ?? (() => {});
  signal?.throwIfAborted();
  onStage({ stage: 'UPLOAD', loaded: 0, total: source.size, percent: 0 });
  const original = await abortable(
    client.upload(source, {
      signal,
      onProgress: ({ loaded, total }) =>
        onStage({ stage: 'UPLOAD', loaded, total, percent: total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 100 }),
    }),
    signal,
  );
  const context: Context = { client, original, signal, onStage };

  // The server's extension decides (compared in lowercase); its name is the fallback of an older answer.
  const extension = (original.extension || fileExtension(original.fileName)).replace(/^\./, '').toLowerCase();
  if (extension === 'stl') {
    return { original, converted: false, ...(await verifyWithRepair(original, context)) };
  }
  const conversion = await runOperation('CONVERT', original, context);
  if (conversion.result.fileOperationType === 'VERIFY') {
    const file = conversion.result.fileDTOs[0] ?? original;
    const report = conversion.result.responseData as VerifyReport;
    return { original, file, report, converted: file.id !== original.id, repaired: false };
  }
  const converted = madeFile(conversion, original, context);
  return { original, converted: true, ...(await verifyWithRepair(converted, context)) };
}
