/** What an order reads of the part files it names: their names, whose they are, whether they passed VERIFY. */
import type { Db } from '../db/database.js';

/** The files of `ids`: their names and whether they are export controlled. */
export async function filesNamed(db: Db, ids: number[]) {
  return db.selectFrom('files').select(['id', 'file_name', 'itar']).where('id', 'in', ids).execute();
}

/** Of `ids`, the company's files (an order names only its own). */
export async function companyFiles(db: Db, companyId: number, ids: number[]): Promise<{ id: number }[]> {
  return db
    .selectFrom('files')
    .select('id')
    .where('id', 'in', ids.length ? ids : [-1])
    .where('company_id', '=', companyId)
    .execute();
}

/** Of `fileIds`, those without a VERIFY that found them sound (a closed, oriented part). */
export async function unverifiedFiles(db: Db, fileIds: number[]): Promise<number[]> {
  if (fileIds.length === 0) return [];
  const sound = await db
    .selectFrom('file_operations')
    .select('file_id')
    .distinct()
    .where('file_id', 'in', fileIds)
    .where('operation_type', '=', 'VERIFY')
    .where('status', '=', 'SUCCESS')
    .where('file_needs_repair', '=', false)
    .execute();
  return fileIds.filter((id) => !sound.some((row) => row.file_id === id));
}
