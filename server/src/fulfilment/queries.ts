/**
 * What became of an awarded order's parts: per part what was ordered, scheduled,
 * printed, passed, scrapped, shipped and delivered; its inspections and its shipments.
 */
import { type Expression, sql } from 'kysely';
import { countListUpTo } from '../db/capped-count.js';
import type { Db } from '../db/database.js';
import { containsPattern, idInText } from '../http/schema-helpers.js';
import { printedQuantity, scheduledQuantity } from '../job-bookings/index.js';

/** Whether any printing job holds the part: then only printed pieces can be inspected. */
const onPrintingJob = (fileId: Expression<number>) =>
  sql<boolean>`exists (select 1 from job_files jf join jobs j on j.id = jf.job_id
    where jf.rfq_file_id = ${fileId} and j.active and j.job_type <> 'POST_PROCESSING_ORDER' and j.job_status <> 'CANCELLED')`;

export interface PartProgress {
  rfqFileId: number;
  fileName: string;
  partNumber: string | null;
  ordered: number;
  scheduled: number;
  printed: number;
  passed: number;
  scrapped: number;
  /** Pieces failed and held by a non-conformance report until it settles them. */
  held: number;
  shipped: number;
  delivered: number;
  /** Pieces waiting for inspection: printed and not yet inspected, or (a shop without the platform's jobs) not yet passed. */
  toInspect: number;
  /** Pieces passed and not yet shipped. */
  toShip: number;
}

/** Each part of the order with its counts; `lock` locks the rows, for an inspection or a shipment that changes them. */
export async function partProgress(db: Db, orderId: number, { lock = false } = {}): Promise<PartProgress[]> {
  let query = db
    .selectFrom('rfq_files as f')
    .select([
      'f.id',
      'f.original_file_name',
      'f.part_number',
      'f.quantity',
      'f.passed_quantity',
      'f.scrapped_quantity',
      'f.held_quantity',
      'f.shipped_quantity',
      'f.delivered_quantity',
      scheduledQuantity(sql.ref('f.id')).as('scheduled'),
      printedQuantity(sql.ref('f.id')).as('printed'),
      onPrintingJob(sql.ref('f.id')).as('on_job'),
    ])
    .where('f.rfq_id', '=', orderId)
    .orderBy('f.id');
  if (lock) query = query.forUpdate();
  const rows = await query.execute();
  return rows.map((row) => {
    const inspected = row.passed_quantity + row.scrapped_quantity + row.held_quantity;
    const toInspect = row.on_job ? row.printed - inspected : row.quantity - row.passed_quantity;
    return {
      rfqFileId: row.id,
      fileName: row.original_file_name,
      partNumber: row.part_number,
      ordered: row.quantity,
      // Net of scrap: what is on jobs and still counts toward the order.
      scheduled: Math.max(0, row.scheduled),
      printed: row.printed,
      passed: row.passed_quantity,
      scrapped: row.scrapped_quantity,
      held: row.held_quantity,
      shipped: row.shipped_quantity,
      delivered: row.delivered_quantity,
      toInspect: Math.max(0, Math.min(toInspect, row.quantity - row.passed_quantity - row.held_quantity + row.scrapped_quantity)),
      toShip: row.passed_quantity - row.shipped_quantity,
    };
  });
}

export async function orderInspections(db: Db, orderId: number) {
  return db
    .selectFrom('inspections as i')
    .innerJoin('rfq_files as f', 'f.id', 'i.rfq_file_id')
    .leftJoin('users as u', 'u.id', 'i.inspected_by')
    .select([
      'i.id',
      'i.rfq_file_id',
      'f.original_file_name',
      'i.passed_quantity',
      'i.failed_quantity',
      'i.ncr_requested',
      'i.note',
      'i.created_at',
      sql<string | null>`u.first_name || ' ' || u.last_name`.as('inspector'),
      sql<
        { id: number; fileName: string; itar: boolean }[]
      >`coalesce((select json_agg(json_build_object('id', x.id, 'fileName', x.file_name, 'itar', x.itar) order by p.position) from inspection_photos p join files x on x.id = p.file_id where p.inspection_id = i.id), '[]'::json)`.as(
        'photos',
      ),
    ])
    .where('f.rfq_id', '=', orderId)
    .orderBy('i.id')
    .execute();
}

export async function orderShipments(db: Db, orderId: number) {
  return db
    .selectFrom('shipments as s')
    .leftJoin('delivery_addresses as a', 'a.id', 's.delivery_address_id')
    .select([
      's.id',
      's.status',
      's.carrier',
      's.service',
      's.tracking_number',
      's.ship_date',
      's.delivered_at',
      'a.recipient',
      'a.line1',
      'a.city',
      'a.country_code',
      sql<
        { rfqFileId: number; fileName: string; quantity: number }[]
      >`(select json_agg(json_build_object('rfqFileId', l.rfq_file_id, 'fileName', f.original_file_name, 'quantity', l.quantity) order by l.rfq_file_id) from shipment_lines l join rfq_files f on f.id = l.rfq_file_id where l.shipment_id = s.id)`.as(
        'lines',
      ),
      sql<
        { weightGrams: number; lengthMm: number; widthMm: number; heightMm: number }[]
      >`coalesce((select json_agg(json_build_object('weightGrams', p.weight_grams, 'lengthMm', p.length_mm, 'widthMm', p.width_mm, 'heightMm', p.height_mm) order by p.position) from shipment_packages p where p.shipment_id = s.id), '[]'::json)`.as(
        'packages',
      ),
    ])
    .where('s.rfq_id', '=', orderId)
    .orderBy('s.id')
    .execute();
}

export const SHIPMENT_STAGES = ['TO_SHIP', 'SHIPPED', 'DELIVERED'] as const;
type ShipmentStage = (typeof SHIPMENT_STAGES)[number];

export interface ShipmentListFilter {
  stage: ShipmentStage;
  search?: string;
  customerId?: number;
  offset: number;
  limit: number;
}

/**
 * The orders a shipments search names: by id, by title, or by the customer's name. Each is its
 * own arm of a union, so that each reads its own index (the primary key, the title's trigrams,
 * the customer's orders) instead of one OR that reads every order.
 */
const ordersNamed = (text: string) => {
  const pattern = containsPattern(text);
  return sql`select id from rfqs where id = ${idInText(text)}
    union select id from rfqs where display_title ilike ${pattern}
    union select id from rfqs where customer_id in (select id from companies where company_name ilike ${pattern})`;
};

/**
 * The facility's shipments page: orders with pieces that passed inspection and
 * wait to ship (one row per order), or its shipments on their way or delivered (one row per
 * shipment); newest first.
 */
export async function listShipments(db: Db, facilityId: number, filter: ShipmentListFilter) {
  const search = filter.search?.trim();
  if (filter.stage === 'TO_SHIP') {
    let query = db
      .selectFrom('rfqs as r')
      .innerJoin('companies as c', 'c.id', 'r.customer_id')
      .where('r.awarded_facility_id', '=', facilityId)
      .where(sql<boolean>`exists (select 1 from rfq_files f where f.rfq_id = r.id and f.passed_quantity > f.shipped_quantity)`);
    if (filter.customerId !== undefined) query = query.where('r.customer_id', '=', filter.customerId);
    if (search) query = query.where(sql<boolean>`r.id in (${ordersNamed(search)})`);
    const [total, rows] = await Promise.all([
      countListUpTo(db, query, filter),
      query
        .select([
          'r.id as order_id',
          'r.display_title',
          'r.status',
          'r.estimated_delivery_date',
          'c.company_name',
          sql<number>`(select sum(f.passed_quantity - f.shipped_quantity)::int from rfq_files f where f.rfq_id = r.id)`.as(
            'pieces',
          ),
        ])
        .orderBy('r.id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
    ]);
    return {
      ...total,
      rows: rows.map((row) => ({ ...row, shipment: null })),
    };
  }
  let query = db
    .selectFrom('shipments as s')
    .innerJoin('rfqs as r', 'r.id', 's.rfq_id')
    .innerJoin('companies as c', 'c.id', 'r.customer_id')
    .where('s.facility_id', '=', facilityId)
    .where('s.status', '=', filter.stage);
  if (filter.customerId !== undefined) query = query.where('r.customer_id', '=', filter.customerId);
  // …or a shipment by its tracking number (its trigrams).
  if (search) {
    query = query.where(
      sql<boolean>`s.id in (select id from shipments where facility_id = ${facilityId} and tracking_number ilike ${containsPattern(search)}
        union select id from shipments where facility_id = ${facilityId} and rfq_id in (${ordersNamed(search)}))`,
    );
  }
  const [total, rows] = await Promise.all([
    countListUpTo(db, query, filter),
    query
      .select([
        's.id',
        's.carrier',
        's.service',
        's.tracking_number',
        's.ship_date',
        's.delivered_at',
        'r.id as order_id',
        'r.display_title',
        'r.status',
        'r.estimated_delivery_date',
        'c.company_name',
        sql<number>`(select sum(l.quantity)::int from shipment_lines l where l.shipment_id = s.id)`.as('pieces'),
      ])
      .orderBy('s.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
  ]);
  return {
    ...total,
    rows: rows.map((row) => ({
      ...row,
      shipment: {
        id: row.id,
        carrier: row.carrier,
        service: row.service,
        trackingNumber: row.tracking_number,
        shipDate: row.ship_date.getTime(),
        deliveredAt: row.delivered_at?.getTime() ?? null,
      },
    })),
  };
}

/** Whether and how the customer paid for an offer: when it was marked paid, and its reference. */
export async function matchPayment(db: Db, matchId: number) {
  return db.selectFrom('matches').select(['paid_at', 'payment_reference']).where('id', '=', matchId).executeTakeFirstOrThrow();
}
