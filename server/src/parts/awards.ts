/**
 * A facility's inventory follows its awards: the parts of an order awarded to it join it, and
 * leave it when the award ends (declined, withdrawn) unless another order awarded to it has them.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

const partsOf = (rfqId: number) =>
  sql`select distinct f.part_id from rfq_files rf join files f on f.id = rf.file_id
    where rf.rfq_id = ${rfqId} and f.part_id is not null`;

export async function recordPartsAwarded(trx: Db, rfqId: number, facilityId: number): Promise<void> {
  await sql`insert into part_facilities (facility_id, part_id)
    select ${facilityId}, part_id from (${partsOf(rfqId)}) x
    on conflict (facility_id, part_id) do update set awarded_at = now()`.execute(trx);
}

export async function forgetPartsAwarded(trx: Db, rfqId: number, facilityId: number): Promise<void> {
  await sql`delete from part_facilities pf
    where pf.facility_id = ${facilityId} and pf.part_id in (${partsOf(rfqId)})
      and not exists (select 1 from rfqs r join rfq_files rf on rf.rfq_id = r.id join files f on f.id = rf.file_id
        where r.awarded_facility_id = ${facilityId} and r.id <> ${rfqId} and f.part_id = pf.part_id)`.execute(trx);
}
