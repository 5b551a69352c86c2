/**
 * An awarded order and the match of the facility making it, which moves with it:
 * production, inspection, shipping and holds move the order, and the match follows along the
 * same arrows (MATCH_FOLLOWS of shared/contracts/order-states.ts).
 */
import { MATCH_FOLLOWS, type MatchStatus, type RfqStatus } from 'shared/contracts';
import { sql } from 'kysely';
import type { Db, Trx } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { type Actor, moveMatch, type MoveOptions, moveOrder, type OrderViewer, seesItar } from '../orders/index.js';

export interface Award {
  order: {
    id: number;
    status: RfqStatus;
    resumeStatus: RfqStatus | null;
    customerId: number;
    /** From the engineers of the facility's own enterprise: its states are the INTERNAL_ ones. */
    internal: boolean;
    deliveryAddressId: number | null;
  };
  match: { id: number; rfqId: number; facilityId: number; status: MatchStatus; resumeStatus: MatchStatus | null };
}

/** Who acts: the facility the order was awarded to (an export-controlled order only with ITAR clearance), or the company that placed it. */
export type Party = OrderViewer;

/**
 * The order awarded to a facility, and that facility's match, both locked (the order first, as
 * every order action locks; a reader passes `lock: false`); an order the caller has no part in
 * is not found.
 */
export async function lockedAward(trx: Trx | Db, orderId: number, party: Party, { lock = true } = {}): Promise<Award> {
  let query = trx
    .selectFrom('rfqs as r')
    .innerJoin('matches as m', (join) => join.onRef('m.rfq_id', '=', 'r.id').onRef('m.facility_id', '=', 'r.awarded_facility_id'))
    .select([
      'r.id',
      'r.status',
      'r.resume_status',
      'r.customer_id',
      'r.delivery_address_id',
      'm.id as match_id',
      'm.facility_id',
      'm.status as match_status',
      'm.resume_status as match_resume_status',
      // The customer is the enterprise's own engineering: the facility is its INTERNAL vendor.
      sql<boolean>`exists (select 1 from vendor_relations v where v.facility_id = r.customer_id
        and v.vendor_id = m.facility_id and v.relation = 'INTERNAL')`.as('internal'),
    ])
    .where('r.id', '=', orderId);
  if (lock) query = query.forUpdate(['r', 'm']);
  query =
    'facilityId' in party
      ? query.where('m.facility_id', '=', party.facilityId)
      : query.where('r.customer_id', '=', party.companyId);
  if (!seesItar(party)) query = query.where('r.itar', '=', false);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(`Order ${orderId} not found`);
  return {
    order: {
      id: row.id,
      status: row.status,
      resumeStatus: row.resume_status,
      customerId: row.customer_id,
      internal: row.internal,
      deliveryAddressId: row.delivery_address_id,
    },
    match: {
      id: row.match_id,
      rfqId: row.id,
      facilityId: row.facility_id,
      status: row.match_status,
      resumeStatus: row.match_resume_status,
    },
  };
}

/** Moves the order to `to`, and its match to the state that follows it, if any and not there yet. */
export async function advance(trx: Trx, award: Award, to: RfqStatus, actor: Actor, options: MoveOptions = {}): Promise<void> {
  await moveOrder(trx, award.order, to, actor, options);
  const follows = MATCH_FOLLOWS[to];
  if (follows && award.match.status !== follows) await moveMatch(trx, award.match, follows, actor, options);
}
