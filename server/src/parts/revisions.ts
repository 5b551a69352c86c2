/**
 * Which part a new file is a revision of. A part file uploaded on its own
 * starts a part named after it, revision 1; one uploaded as a new revision of a part is that
 * part's next; a file made from another (a repaired or converted part) belongs to its
 * original's revision. Attachments and thumbnails belong to no part.
 */
import { CAD_FILE_EXTENSIONS } from 'shared/contracts';
import type { Db } from '../db/database.js';
import { notFound } from '../http/errors.js';

export interface PartRevision {
  part_id: number | null;
  revision: number | null;
}

const NONE: PartRevision = { part_id: null, revision: null };

export const isPartFile = (extension: string) => (CAD_FILE_EXTENSIONS as readonly string[]).includes(extension);

/** 404 unless the company has this part; `lock` holds it until the caller's transaction ends. */
export async function requirePart(db: Db, companyId: number, partId: number, lock = false): Promise<void> {
  let query = db.selectFrom('parts').select('id').where('id', '=', partId).where('company_id', '=', companyId);
  if (lock) query = query.forUpdate();
  if (!(await query.executeTakeFirst())) throw notFound(`Part ${partId} not found`);
}

/** Runs in a transaction of its own (call it inside the one that inserts the file). */
export async function revisionOfNewFile(
  trx: Db,
  file: { companyId: number; fileName: string; extension: string; originalFileId?: number; partId?: number },
): Promise<PartRevision> {
  if (!isPartFile(file.extension)) return NONE;
  if (file.originalFileId !== undefined) {
    const original = await trx
      .selectFrom('files')
      .select(['part_id', 'revision'])
      .where('id', '=', file.originalFileId)
      .executeTakeFirst();
    return original ?? NONE;
  }
  if (file.partId !== undefined) {
    // Locked, so two revisions uploaded at once get two numbers.
    await requirePart(trx, file.companyId, file.partId, true);
    const last = await trx
      .selectFrom('files')
      .select((eb) => eb.fn.max('revision').as('revision'))
      .where('part_id', '=', file.partId)
      .executeTakeFirst();
    await trx.updateTable('parts').set({ updated_at: new Date() }).where('id', '=', file.partId).execute();
    return { part_id: file.partId, revision: Number(last?.revision ?? 0) + 1 };
  }
  const name = file.fileName.replace(/\.[^.]+$/, '') || file.fileName;
  const part = await trx
    .insertInto('parts')
    .values({ company_id: file.companyId, name, search_text: name.toLowerCase() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { part_id: part.id, revision: 1 };
}
