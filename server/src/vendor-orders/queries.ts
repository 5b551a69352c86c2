/**
 * Order history and customer service (`/service-provider/vendor`): a
 * facility's dealings with its own enterprise. Its enterprise's engineering is every customer
 * company that has this facility as an INTERNAL vendor; with vendorType INTERNAL the list holds
 * the orders the facility received from them, with NOT_INTERNAL the orders they placed with
 * facilities outside the enterprise. One row per offer: the order, the facility that got it and
 * that facility's state and price.
 */
import { sql, type SqlBool } from 'kysely';
import { countListUpTo } from '../db/capped-count.js';
import type { Db } from '../db/database.js';
import { containsPattern, idInText } from '../http/schema-helpers.js';

export const VENDOR_TYPES = ['INTERNAL', 'NOT_INTERNAL'] as const;
type VendorType = (typeof VENDOR_TYPES)[number];

export interface VendorOrderFilter {
  vendorType: VendorType;
  search?: string;
  offset: number;
  limit: number;
}

export async function listVendorOrders(db: Db, facilityId: number, filter: VendorOrderFilter) {
  /** The enterprise's engineering: the companies with this facility as an INTERNAL vendor. */
  const enterpriseEngineering = db
    .selectFrom('vendor_relations')
    .select('facility_id')
    .where('vendor_id', '=', facilityId)
    .where('relation', '=', 'INTERNAL');
  let query = db
    .selectFrom('matches as m')
    .innerJoin('rfqs as r', 'r.id', 'm.rfq_id')
    .innerJoin('companies as c', 'c.id', 'r.customer_id')
    .innerJoin('companies as v', 'v.id', 'm.facility_id')
    .where('r.customer_id', 'in', enterpriseEngineering)
    .where('r.status', '<>', 'DRAFT');
  query =
    filter.vendorType === 'INTERNAL'
      ? query.where('m.facility_id', '=', facilityId)
      : // Outside the enterprise: not one of the ordering company's own plants.
        query.where(
          sql<SqlBool>`m.facility_id not in (select i.vendor_id from vendor_relations i
            where i.facility_id = r.customer_id and i.relation = 'INTERNAL')`,
        );
  const search = filter.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    const id = idInText(search);
    query = query.where(
      sql<SqlBool>`(r.id = ${id} or r.display_title ilike ${pattern} or v.company_name ilike ${pattern} or c.company_name ilike ${pattern})`,
    );
  }
  const [rows, total] = await Promise.all([
    query
      .leftJoin('bids as b', 'b.match_id', 'm.id')
      .select([
        'm.id as match_id',
        'r.id as order_id',
        'r.display_title',
        'r.created_at',
        'r.estimated_delivery_date',
        'c.company_name as customer_name',
        'v.company_name as vendor_name',
        'm.status',
        'b.currency',
        'b.total_minor',
      ])
      .orderBy('r.id', 'desc')
      .orderBy('m.id')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    countListUpTo(db, query, filter),
  ]);
  return { ...total, rows };
}
