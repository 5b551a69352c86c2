/**
 * The moves of an order that every way of ordering shares: New Order, ordering a catalogue item
 * and ordering at an instant price all make the order as a draft, send it out and, at a price a
 * facility fixed beforehand, award it here, so that each writes the same events and records.
 */
import type { RfqStatus } from 'shared/contracts';
import { recordPartsAwarded } from '../parts/index.js';
import { recordPartsOrdered } from '../parts/index.js';
import { givePlans } from '../workplans/index.js';
import { bidTotals, type BidLineInput } from './bid-totals.js';
import { openMatch } from './queries.js';
import { moveMatch, moveOrder, SYSTEM, type Actor } from './transitions.js';
import type { Trx } from '../db/database.js';

/** A new order's first event: the customer made it, as a draft. */
export async function recordDraftMade(trx: Trx, orderId: number, userId: number): Promise<void> {
  await trx
    .insertInto('order_events')
    .values({ rfq_id: orderId, from_status: null, to_status: 'DRAFT', actor: 'CUSTOMER', actor_user_id: userId })
    .execute();
}

/**
 * The customer sends the order out (its fields were checked: ORDER_COMPLETE): when it went, the
 * terms accepted with it, no reason left from an earlier refusal, and its parts counted as ordered.
 */
export async function submit(
  trx: Trx,
  order: { id: number; status: RfqStatus },
  by: Actor,
  now: number,
  { termsAccepted }: { termsAccepted: boolean },
): Promise<void> {
  await moveOrder(trx, order, 'SUBMITTED', by, { guards: { ORDER_COMPLETE: true } });
  await trx
    .updateTable('rfqs')
    .set({ submitted_at: new Date(now), unmatched_reason: null, terms_accepted_at: termsAccepted ? new Date(now) : null })
    .where('id', '=', order.id)
    .execute();
  await recordPartsOrdered(trx, order.id, new Date(now));
}

/** The order is the facility's: the award on the order, its parts counted as awarded to it, and their work plans. */
export async function recordAward(trx: Trx, orderId: number, facilityId: number): Promise<void> {
  await trx.updateTable('rfqs').set({ awarded_facility_id: facilityId }).where('id', '=', orderId).execute();
  await recordPartsAwarded(trx, orderId, facilityId);
  await givePlans(trx, facilityId, orderId);
}

/**
 * A submitted order made at a price the facility fixed beforehand (FIXED_PRICE: a catalogue
 * item's price, its pricing rules' instant price): the facility's match is opened and approved
 * at once with the bid at that price, and the order is awarded to it. It then waits for the
 * facility's confirmation like any award.
 */
export async function awardAtFixedPrice(
  trx: Trx,
  order: { id: number; status: RfqStatus },
  facilityId: number,
  bid: Omit<FixedPriceBid, 'matchId'>,
): Promise<void> {
  const match = await openMatch(trx, order.id, facilityId);
  await moveMatch(trx, match, 'BID_APPROVED', SYSTEM, { guards: { FIXED_PRICE: true } });
  await insertFixedPriceBid(trx, { ...bid, matchId: match.id });
  await moveOrder(trx, order, 'BID_ACCEPTED', SYSTEM, { guards: { FIXED_PRICE: true } });
  await recordAward(trx, order.id, facilityId);
}

/** The bid at a fixed price: approved at once, valid as of now, its totals worked out as any bid's. */
interface FixedPriceBid {
  matchId: number;
  currency: string;
  leadTimeDays: number;
  deliveryDate: number;
  now: number;
  lines: (BidLineInput & { description: string })[];
}

async function insertFixedPriceBid(trx: Trx, bid: FixedPriceBid): Promise<void> {
  const totals = bidTotals(bid.lines, 0, 0);
  const row = await trx
    .insertInto('bids')
    .values({
      match_id: bid.matchId,
      currency: bid.currency,
      lead_time_days: bid.leadTimeDays,
      delivery_date: new Date(bid.deliveryDate),
      valid_until: new Date(bid.now),
      discount_minor: 0,
      tax_rate_basis_points: 0,
      subtotal_minor: totals.subtotalMinor,
      tax_minor: totals.taxMinor,
      total_minor: totals.totalMinor,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('bid_lines')
    .values(
      totals.lines.map((line, position) => ({
        bid_id: row.id,
        position,
        kind: line.kind,
        rfq_file_id: line.rfqFileId ?? null,
        description: bid.lines[position]!.description,
        quantity: line.quantity,
        unit_price_minor: line.unitPriceMinor,
        amount_minor: line.amountMinor,
      })),
    )
    .execute();
}
