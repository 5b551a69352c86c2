/**
 * What the pieces the board lost under a facility's NCRs (scrapped, returned to the vendor,
 * regraded) cost: each at what the order pays for one, the part's line of the order's latest
 * bid. The dashboard adds them up by defect code over a span, an NCR's PDF for the NCR alone.
 */
import { LOST_DISPOSITIONS } from 'shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** The lost lines with their price, to narrow, select and group: n the NCR, l the decision's line, b the bid, bl its line. */
function lostLines(db: Db, facilityId: number) {
  return db
    .selectFrom('ncrs as n')
    .innerJoin('ncr_decisions as d', (join) => join.onRef('d.ncr_id', '=', 'n.id').on('d.superseded', '=', false))
    .innerJoin('ncr_decision_lines as l', 'l.decision_id', 'd.id')
    .innerJoin('matches as m', (join) => join.onRef('m.rfq_id', '=', 'n.rfq_id').onRef('m.facility_id', '=', 'n.facility_id'))
    .innerJoin('bids as b', 'b.match_id', 'm.id')
    .innerJoin('bid_lines as bl', (join) => join.onRef('bl.bid_id', '=', 'b.id').onRef('bl.rfq_file_id', '=', 'n.rfq_file_id'))
    .where('n.facility_id', '=', facilityId)
    .where('l.disposition', 'in', LOST_DISPOSITIONS)
    .where('bl.kind', '=', 'PART')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('bids as newer')
            .select(sql.lit(1).as('one'))
            .whereRef('newer.match_id', '=', 'b.match_id')
            .whereRef('newer.revision', '>', 'b.revision'),
        ),
      ),
    );
}

const minor = sql<string>`sum(l.quantity::bigint * bl.unit_price_minor)::text`.as('minor');
const pieces = sql<number>`sum(l.quantity)::int`.as('pieces');

/** Each defect code's lost pieces and their cost per currency, of the NCRs raised in the span. */
export function lostCostsByDefect(db: Db, facilityId: number, span: { from: number; to: number }) {
  return lostLines(db, facilityId)
    .where('n.created_at', '>=', new Date(span.from))
    .where('n.created_at', '<', new Date(span.to))
    .select(['n.defect_code', 'b.currency', minor, pieces])
    .groupBy(['n.defect_code', 'b.currency'])
    .execute();
}

/** One NCR's lost pieces and their cost, per currency (an order has one: a row at most). */
export async function lostCostsOfNcr(db: Db, facilityId: number, ncrId: number) {
  const rows = await lostLines(db, facilityId)
    .where('n.id', '=', ncrId)
    .select(['b.currency', minor, pieces])
    .groupBy('b.currency')
    .orderBy('b.currency')
    .execute();
  return rows.map((row) => ({ currency: row.currency, minor: Number(row.minor), pieces: row.pieces }));
}
