import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { filesVisible } from '../orders/index.js';
import { fileColumns, originalName, thumbnailId, verified, type FileReader } from './queries.js';

/**
 * One file its reader may open (read and download): a file of their companies, or the part file
 * of an order that went to their facility once that facility may see the order's files (no NDA
 * asked, or its signed NDA approved); ITAR files only when cleared.
 */
export async function findOpenableFile(db: Db, id: number, reader: FileReader) {
  let query = db
    .selectFrom('files as f')
    .where('f.id', '=', id)
    .where((eb) =>
      eb.or([
        eb('f.company_id', '=', sql<number>`any(${reader.companyIds}::bigint[])`),
        sql<boolean>`exists (select 1 from rfq_files pf join rfqs r on r.id = pf.rfq_id join matches m on m.rfq_id = r.id
          where pf.file_id = f.id and m.facility_id = any(${reader.companyIds}::bigint[]) and ${filesVisible('m', 'r')})`,
      ]),
    );
  if (!reader.itarCleared) query = query.where('f.itar', '=', false);
  return query.select(fileColumns).select([thumbnailId, verified, originalName]).executeTakeFirst();
}
