import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FileOperationType } from 'shared/contracts';
import type { Db } from '../../db/database.js';
import { conflict, HttpError, notFound } from '../../http/errors.js';
import { FileBytesMissing } from '../file-bytes-missing.js';
import type { FileStore } from '../file-store.js';
import {
  findOperationToRun,
  findReadableFile,
  finishOperation,
  insertFile,
  insertOperation,
  type FileReader,
  type OperationOutcome,
} from '../queries.js';
import type { GeometryPool } from './geometry-pool.js';
import type { GeometryTask } from './geometry-task.js';
import type { FileOperationQueue } from './queue.js';
import { TRANSFORM_TYPES } from '../transforms/index.js';
import { PACKING_OPERATIONS } from './packing-operations.js';
import { packingParameters } from './packing-parameters.js';
import { runPacking } from './packing-run.js';

/** The operations the geometry workers run today. */
const RUNNABLE_OPERATIONS: readonly FileOperationType[] = [
  'VERIFY',
  'REPAIR',
  'CONVERT',
  'analyze',
  ...TRANSFORM_TYPES,
  ...PACKING_OPERATIONS,
];

const notAvailable = (type: string) =>
  new HttpError(422, 'OPERATION_NOT_AVAILABLE', `The file operation ${type} is not available yet`);

/** Accepts an operation on a file the caller may read: its record first, then its job, so an accepted one is never lost. */
export async function startOperation(
  db: Db,
  queue: FileOperationQueue,
  request: {
    type: FileOperationType;
    fileId: number;
    parameters?: Record<string, unknown>;
    reader: FileReader;
    userId: number;
    facilityId: number | null;
  },
): Promise<number> {
  if (!RUNNABLE_OPERATIONS.includes(request.type)) throw notAvailable(request.type);
  const file = await findReadableFile(db, request.fileId, request.reader);
  if (!file) throw notFound(`File ${request.fileId} not found`);
  const packing = PACKING_OPERATIONS.find((type) => type === request.type);
  const id = await insertOperation(db, {
    fileId: file.id,
    companyId: file.company_id,
    requestedBy: request.userId,
    type: request.type,
    parameters: packing ? await packingParameters(db, packing, request) : (request.parameters ?? null),
  });
  await queue.enqueue(id);
  return id;
}

/**
 * A facility's packing of parts ordered from it (a build). The caller has checked that the parts
 * are the facility's to make; `reader` reads their files (the ordering companies', with the
 * planner's ITAR clearance). The operation is the facility's, not the files' companies': its
 * progress and its placements, which name other customers' parts, reach only the facility.
 */
export async function startFacilityPacking(
  db: Db,
  queue: Pick<FileOperationQueue, 'enqueue'>,
  request: {
    facilityId: number;
    userId: number;
    reader: FileReader;
    parameters: { parts: { fileId: number }[] } & Record<string, unknown>;
  },
): Promise<number> {
  const fileId = request.parameters.parts[0]?.fileId ?? 0;
  const parameters = await packingParameters(db, 'PACK3D', { ...request, fileId, parameters: request.parameters });
  const id = await insertOperation(db, {
    fileId,
    companyId: request.facilityId,
    requestedBy: request.userId,
    type: 'PACK3D',
    parameters,
  });
  await queue.enqueue(id);
  return id;
}

/** Asks a running packing to stop: false when it has finished already. */
export async function requestPackingStop(db: Db, operationId: number): Promise<boolean> {
  const asked = await db
    .updateTable('file_operations')
    .set({ cancel_requested_at: new Date() })
    .where('id', '=', operationId)
    .where('operation_type', '=', 'PACK3D')
    .where('status', '=', 'PENDING')
    .returning('id')
    .executeTakeFirst();
  return asked !== undefined;
}

/** A stored file's bytes in an ArrayBuffer of their own, which can be moved to a geometry worker. */
/** A part file's bytes for a worker, or 409 naming the file when the store no longer holds them. */
export async function partBytes(store: FileStore, file: { file_name: string; storage_key: string }): Promise<ArrayBuffer> {
  try {
    return await bytesOf(await store.get(file.storage_key));
  } catch (error) {
    if (error instanceof FileBytesMissing)
      throw conflict(`The bytes of ${file.file_name} are missing from the file store: upload the part again`);
    throw error;
  }
}

async function bytesOf(stream: Readable): Promise<ArrayBuffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const whole = Buffer.concat(chunks);
  // A fresh ArrayBuffer of exactly these bytes, so it can be moved to the worker.
  return whole.buffer.slice(whole.byteOffset, whole.byteOffset + whole.byteLength) as ArrayBuffer;
}

/**
 * Runs one accepted operation (the queue's handler): reads the file, has a geometry worker do
 * the work, stores a file it made beside the original (linked to it), and finishes the record
 * once. A worker's fault (out of memory, the time cap) finishes it FAILED with the reason.
 */
export async function runOperation(
  deps: { db: Db; store: FileStore; pool: Pick<GeometryPool, 'run'>; maxFacets: number },
  operationId: number,
): Promise<void> {
  const { db, store, pool } = deps;
  const operation = await findOperationToRun(db, operationId);
  if (!operation || operation.status !== 'PENDING') return;
  const finish = (outcome: OperationOutcome) => finishOperation(db, operationId, outcome);
  try {
    const read = async (storageKey: string) => bytesOf(await store.get(storageKey));
    const task: GeometryTask = {
      type: operation.operation_type as GeometryTask['type'],
      bytes: await read(operation.storage_key),
      extension: operation.extension,
      parameters: operation.parameters ?? {},
      maxFacets: deps.maxFacets,
    };
    const result =
      operation.operation_type === 'PACK3D' ? await runPacking({ db, pool, read }, operation, task) : await pool.run(task);
    const resultFileIds: number[] = [];
    if (result.status === 'SUCCESS' && result.output) {
      const { output } = result;
      const key = `${operation.itar ? 'itar' : 'files'}/${randomUUID()}`;
      const bytes = Buffer.from(output.bytes);
      await store.put(key, Readable.from([bytes]));
      const baseName = operation.file_name.replace(/\.[^.]+$/, '');
      const made = await insertFile(db, {
        companyId: operation.company_id,
        uploadedBy: operation.requested_by,
        fileName: `${baseName}${output.nameSuffix}.${output.extension}`,
        extension: output.extension,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        itar: operation.itar,
        storageKey: key,
        originalFileId: operation.file_id,
      });
      resultFileIds.push(made.id);
    }
    await finish({
      status: result.status,
      fileNeedsRepair: result.fileNeedsRepair,
      responseData: result.responseData,
      resultFileIds,
    });
  } catch (error) {
    await finish({ status: 'FAILED', responseData: { reason: (error as Error).message } });
  }
}
