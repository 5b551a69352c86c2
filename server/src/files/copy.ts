/**
 * A verified part file copied into another company's files: the copy shares the stored bytes,
 * carries the original's passed check (so it is verified without checking again) and gets the
 * original's picture. A customer ordering from a facility's catalogue gets such a copy.
 */
import type { Db } from '../db/database.js';
import { insertFile } from './queries.js';

export async function copyVerifiedFile(
  trx: Db,
  sourceId: number,
  to: { companyId: number; userId: number; partId?: number },
  now: number,
): Promise<number> {
  const source = await trx.selectFrom('files').selectAll().where('id', '=', sourceId).executeTakeFirstOrThrow();
  const owner = { companyId: to.companyId, uploadedBy: to.userId };
  const stored = (file: typeof source) => ({
    fileName: file.file_name,
    extension: file.extension,
    size: file.size,
    sha256: file.sha256,
    itar: file.itar,
    storageKey: file.storage_key,
  });
  const copy = await insertFile(trx, { ...owner, ...stored(source), partId: to.partId });
  const check = await trx
    .selectFrom('file_operations')
    .select(['file_needs_repair', 'response_data'])
    .where('file_id', '=', source.id)
    .where('operation_type', '=', 'VERIFY')
    .where('status', '=', 'SUCCESS')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('file_operations')
    .values({
      file_id: copy.id,
      company_id: to.companyId,
      requested_by: to.userId,
      operation_type: 'VERIFY',
      parameters: null,
      status: 'SUCCESS',
      file_needs_repair: check.file_needs_repair,
      response_data: check.response_data,
      finished_at: new Date(now),
    })
    .execute();
  const picture = await trx
    .selectFrom('files')
    .selectAll()
    .where('original_file_id', '=', source.id)
    .where('extension', '=', 'png')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (picture) await insertFile(trx, { ...owner, ...stored(picture), originalFileId: copy.id });
  return copy.id;
}
