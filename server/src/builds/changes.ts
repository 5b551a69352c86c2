/**
 * A change to a facility's builds, told to its open pages (the event `build.changed`) with the
 * transaction that makes it, so that the planner's lists and a build's page follow a colleague's
 * change without a reload.
 */
import { sql, type Updateable } from 'kysely';
import type { Db, Trx } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { conflict } from '../http/errors.js';

export async function announceBuildChange(trx: Trx | Db, facilityId: number): Promise<void> {
  await trx
    .insertInto('event_outbox')
    .values({ topic: 'build.changed', rfq_id: null, match_id: null, company_ids: [facilityId], payload: {} })
    .execute();
}

/**
 * Changes a build only if it is still as it was read (its `updated_at`), and tells its pages: of
 * two changes made from the same reading, the second is refused with 409, never silently lost.
 */
export async function claimBuild(
  trx: Trx,
  build: { id: number; facilityId: number; updatedAt: Date },
  changes: Updateable<Database['builds']>,
): Promise<void> {
  const taken = await trx
    .updateTable('builds')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', build.id)
    // The database keeps microseconds, a Date milliseconds: compared as the reader read it.
    .where(sql`date_trunc('milliseconds', updated_at)`, '=', build.updatedAt)
    .returning('id')
    .executeTakeFirst();
  if (!taken) throw conflict('Someone else changed this build meanwhile; reload it to see their changes');
  await announceBuildChange(trx, build.facilityId);
}
