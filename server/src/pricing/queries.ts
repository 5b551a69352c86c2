import type { Db } from '../db/database.js';

/** The order of one of the facility's offers; undefined when the offer is not the facility's. */
export async function facilityOfferOrder(db: Db, facilityId: number, matchId: number): Promise<number | undefined> {
  const match = await db
    .selectFrom('matches')
    .select('rfq_id')
    .where('id', '=', matchId)
    .where('facility_id', '=', facilityId)
    .executeTakeFirst();
  return match?.rfq_id;
}
