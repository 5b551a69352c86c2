import { sql } from 'kysely';
import { type Db, inTransaction } from '../db/database.js';
import { containsPattern } from '../http/schema-helpers.js';
import { revisionOfNewFile } from '../parts/index.js';

/** Who reads: the companies whose files they may see, and whether they are cleared for ITAR files. */
export interface FileReader {
  companyIds: number[];
  itarCleared: boolean;
}

export const fileColumns = [
  'id',
  'company_id',
  'file_name',
  'extension',
  'size',
  'sha256',
  'itar',
  'storage_key',
  'original_file_id',
  'created_at',
] as const;

/** A file's row as the domain reads it (its thumbnail comes beside it where a query adds it). */
export type FileRow = Awaited<ReturnType<typeof insertFile>>;

/** The id of the newest thumbnail (a PNG made by analyze) of the file in `f`, or null. */
export const thumbnailId = sql<number | null>`(select t.id from files t
  where t.original_file_id = f.id and t.extension = 'png' order by t.id desc limit 1)`.as('thumbnail_id');

/** Whether the file in `f` passed VERIFY: its latest check found a closed, oriented part (it may be ordered). */
export const verified = sql<boolean>`coalesce((select not o.file_needs_repair from file_operations o
  where o.file_id = f.id and o.operation_type = 'VERIFY' and o.status = 'SUCCESS' order by o.id desc limit 1), false)`.as(
  'verified',
);

/** The name of the file the file in `f` was made from (a repair, a conversion), or null. */
export const originalName = sql<string | null>`(select o.file_name from files o where o.id = f.original_file_id)`.as(
  'original_file_name',
);

export function toFileDto(row: FileRow & { verified?: boolean; original_file_name?: string | null }) {
  return {
    id: row.id,
    fileName: row.file_name,
    extension: row.extension,
    size: row.size,
    sha256: row.sha256,
    itar: row.itar,
    createdAt: row.created_at.getTime(),
    originalFileId: row.original_file_id,
    originalFileName: row.original_file_name ?? null,
    verified: row.verified ?? false,
    pngFileDTO: null as { id: number; fileURL: string } | null,
  };
}

/** The files of a reader's companies (their library and operations), ITAR ones only when cleared. */
function readable(db: Db, reader: FileReader) {
  let query = db.selectFrom('files as f').where('f.company_id', '=', sql<number>`any(${reader.companyIds}::bigint[])`);
  if (!reader.itarCleared) query = query.where('f.itar', '=', false);
  return query;
}

/** A file of the reader's companies (what they may run operations on). */
export async function findReadableFile(db: Db, id: number, reader: FileReader) {
  return readable(db, reader)
    .select(fileColumns)
    .select([thumbnailId, verified, originalName])
    .where('f.id', '=', id)
    .executeTakeFirst();
}

export async function listReadableFiles(
  db: Db,
  reader: FileReader,
  filter: { search?: string; extension?: string; offset: number; limit: number },
) {
  let query = readable(db, reader);
  if (filter.search?.trim()) query = query.where('f.file_name', 'ilike', containsPattern(filter.search));
  if (filter.extension) query = query.where('f.extension', '=', filter.extension.toLowerCase());
  // Thumbnails are shown with their part (pngFileDTO), not as files of their own.
  query = query.where((eb) => eb.not(eb.and([eb('f.extension', '=', 'png'), eb('f.original_file_id', 'is not', null)])));
  const [rows, total] = await Promise.all([
    query
      .select(fileColumns)
      .select([thumbnailId, verified, originalName])
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id', 'desc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(total.n) };
}

export async function insertFile(
  db: Db,
  file: {
    companyId: number;
    uploadedBy: number;
    fileName: string;
    extension: string;
    size: number;
    sha256: string;
    itar: boolean;
    storageKey: string;
    originalFileId?: number;
    /** A part of the company's this file is the next revision of. */
    partId?: number;
  },
) {
  const insert = async (trx: Db) => {
    const { part_id, revision } = await revisionOfNewFile(trx, file);
    return trx
      .insertInto('files')
      .values({
        company_id: file.companyId,
        uploaded_by: file.uploadedBy,
        file_name: file.fileName,
        extension: file.extension,
        size: file.size,
        sha256: file.sha256,
        itar: file.itar,
        storage_key: file.storageKey,
        original_file_id: file.originalFileId ?? null,
        part_id,
        revision,
      })
      .returning(fileColumns)
      .executeTakeFirstOrThrow();
  };
  return inTransaction(db, insert);
}

/** A file by id with its storage key, for a download whose signature was checked. */
export async function findFileForDownload(db: Db, id: number) {
  return db.selectFrom('files as f').select(fileColumns).where('f.id', '=', id).executeTakeFirst();
}

export async function logItarRead(db: Db, read: { fileId: number; userId: number; address: string; userAgent?: string }) {
  await db
    .insertInto('itar_file_reads')
    .values({ file_id: read.fileId, user_id: read.userId, address: read.address, user_agent: read.userAgent ?? null })
    .execute();
}

/** An operation on `fileId` the reader may read (the file is theirs, ITAR only when cleared): one statement. */
export async function findReadableOperation(db: Db, id: number, fileId: number, reader: FileReader) {
  return readable(db, reader)
    .innerJoin('file_operations as o', 'o.file_id', 'f.id')
    .selectAll('o')
    .where('o.id', '=', id)
    .where('f.id', '=', fileId)
    .executeTakeFirst();
}

/** The files an operation made, in the order it made them. */
export async function filesByIds(db: Db, ids: number[]) {
  return ids.length
    ? db.selectFrom('files as f').select(fileColumns).select(originalName).where('f.id', 'in', ids).orderBy('f.id').execute()
    : [];
}

/** Records an accepted operation, PENDING until its worker finishes it. */
export async function insertOperation(
  db: Db,
  operation: { fileId: number; companyId: number; requestedBy: number; type: string; parameters: Record<string, unknown> | null },
): Promise<number> {
  const { id } = await db
    .insertInto('file_operations')
    .values({
      file_id: operation.fileId,
      company_id: operation.companyId,
      requested_by: operation.requestedBy,
      operation_type: operation.type,
      parameters: operation.parameters,
      response_data: null,
      finished_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** An operation with what its worker needs of its file. */
export async function findOperationToRun(db: Db, id: number) {
  return db
    .selectFrom('file_operations as o')
    .innerJoin('files as f', 'f.id', 'o.file_id')
    .select([
      'o.id',
      'o.status',
      'o.operation_type',
      'o.parameters',
      'o.requested_by',
      'f.id as file_id',
      'f.company_id',
      'f.file_name',
      'f.extension',
      'f.itar',
      'f.storage_key',
    ])
    .where('o.id', '=', id)
    .executeTakeFirst();
}

export interface OperationOutcome {
  status: 'SUCCESS' | 'FAILED';
  fileNeedsRepair?: boolean;
  responseData: object;
  resultFileIds?: number[];
}

/**
 * Finishes a PENDING operation once: a second finish (a retried job) changes nothing. The company
 * that asked for it hears of it (file-operation.* webhooks).
 */
export async function finishOperation(db: Db, id: number, outcome: OperationOutcome): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const finished = await trx
      .updateTable('file_operations')
      .set({
        status: outcome.status,
        file_needs_repair: outcome.fileNeedsRepair ?? false,
        response_data: outcome.responseData as Record<string, unknown>,
        result_file_ids: outcome.resultFileIds ?? [],
        finished_at: new Date(),
      })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .returning(['company_id', 'file_id', 'operation_type'])
      .executeTakeFirst();
    if (!finished) return;
    await trx
      .insertInto('event_outbox')
      .values({
        topic: 'file-operation.finished',
        rfq_id: null,
        match_id: null,
        company_ids: [finished.company_id],
        payload: {
          operationId: id,
          fileId: finished.file_id,
          operationType: finished.operation_type,
          status: outcome.status,
          fileNeedsRepair: outcome.fileNeedsRepair ?? false,
        },
      })
      .execute();
  });
}

/** Whether some operation is still waiting (a server that restarts resumes them). */
export async function hasPendingOperations(db: Db): Promise<boolean> {
  return Boolean(await db.selectFrom('file_operations').select('id').where('status', '=', 'PENDING').limit(1).executeTakeFirst());
}

/** Whether the user still holds ITAR_ADMIN. */
export async function isItarCleared(db: Db, userId: number): Promise<boolean> {
  return Boolean(
    await db
      .selectFrom('user_roles')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('role_name', '=', 'ITAR_ADMIN')
      .executeTakeFirst(),
  );
}
