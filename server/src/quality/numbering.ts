/**
 * A facility's NCR and CAPA numbers: sequential without gaps. The counter moves in the
 * transaction that raises the record, on one row per facility and kind, so two records raised
 * at once queue for it, and a record whose transaction fails spends no number.
 */
import { recordNumber } from 'shared/contracts';
import { sql } from 'kysely';
import type { Trx } from '../db/database.js';

export async function nextNumber(trx: Trx, facilityId: number, kind: 'NCR' | 'CAPA', format: string, now: Date): Promise<string> {
  const { last_value } = await trx
    .insertInto('quality_counters')
    .values({ facility_id: facilityId, kind, last_value: 1 })
    .onConflict((oc) => oc.columns(['facility_id', 'kind']).doUpdateSet({ last_value: sql`quality_counters.last_value + 1` }))
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return recordNumber(format, now.getUTCFullYear(), Number(last_value));
}
