import type { ChosenVendorRelation } from 'shared/contracts';
import type { Db } from '../db/database.js';
import { conflict, notFound } from '../http/errors.js';

/**
 * Sets `companyId`'s relation to a facility, or ends it (null). A facility changes only the
 * relations it has (it does not see the others); a customer company any facility of the
 * network. INTERNAL belongs to the enterprise and stays as it is (409).
 */
export async function setRelation(
  db: Db,
  companyId: number,
  facilityId: number,
  relation: ChosenVendorRelation | null,
  among: 'all' | 'related',
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const facility = await trx
      .selectFrom('companies as c')
      .leftJoin('vendor_relations as v', (join) => join.onRef('v.vendor_id', '=', 'c.id').on('v.facility_id', '=', companyId))
      .select(['c.id', 'v.relation'])
      .where('c.id', '=', facilityId)
      .where('c.kind', '=', 'SERVICE_PROVIDER')
      .where('c.id', '!=', companyId)
      .forUpdate('c')
      .executeTakeFirst();
    if (!facility || (among === 'related' && !facility.relation))
      throw notFound('There is no such facility among those you work with');
    if (facility.relation === 'INTERNAL')
      throw conflict('This facility is one of your enterprise’s own (INTERNAL): that cannot be changed here');
    if (relation === null) {
      await trx.deleteFrom('vendor_relations').where('facility_id', '=', companyId).where('vendor_id', '=', facilityId).execute();
    } else {
      await trx
        .insertInto('vendor_relations')
        .values({ facility_id: companyId, vendor_id: facilityId, relation })
        .onConflict((oc) => oc.columns(['facility_id', 'vendor_id']).doUpdateSet({ relation }))
        .execute();
    }
    await trx
      .insertInto('event_outbox')
      .values({ topic: 'facility.relation', rfq_id: null, match_id: null, company_ids: [companyId], payload: { facilityId } })
      .execute();
  });
}
