/**
 * The bid the platform writes for a facility when an order is made at a price the facility fixed
 * beforehand (FIXED_PRICE: a catalogue item's price, its pricing rules' instant price): approved at
 * once, valid as of now, its totals worked out as any bid's.
 */
import type { Db } from '../db/database.js';
import { bidTotals, type BidLineInput } from './bid-totals.js';

export interface FixedPriceBid {
  matchId: number;
  currency: string;
  leadTimeDays: number;
  deliveryDate: number;
  now: number;
  lines: (BidLineInput & { description: string })[];
}

export async function insertFixedPriceBid(trx: Db, bid: FixedPriceBid): Promise<void> {
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
