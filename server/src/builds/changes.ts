/**
 * A change to a facility's builds, told to its open pages (the event `build.changed`) with the
 * transaction that makes it, so that the planner's lists and a build's page follow a colleague's
 * change without a reload.
 */
import type { Db, Trx } from '../db/database.js';

export async function announceBuildChange(trx: Trx | Db, facilityId: number): Promise<void> {
  await trx
    .insertInto('event_outbox')
    .values({ topic: 'build.changed', rfq_id: null, match_id: null, company_ids: [facilityId], payload: {} })
    .execute();
}
