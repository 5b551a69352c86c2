/** An order as one of its readers may read it: its parts, matches, bids, history and tags (order-details.ts shapes it). */
import type { Chip, RfqStatus } from 'shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { tagsOn } from '../tags/index.js';
import { filesVisible, seesItar, type OrderViewer } from './queries.js';

/** The order's moves every facility it went to may read: its way to them, an award and a withdrawal. */
const SHARED_ORDER_STATES: RfqStatus[] = [
  'DRAFT',
  'SUBMITTED',
  'MATCHED',
  'UNMATCHED',
  'DISTRIBUTED',
  'BID_ACCEPTED',
  'WITHDRAWN',
];

/** The order's history (its events, with who made each move) as the reader may read it. */
function orderHistory(db: Db, id: number, facilityId: number | null, matchIds: number[], awardedFacilityId: number | null) {
  return (
    db
      .selectFrom('order_events as e')
      .leftJoin('users as eu', 'eu.id', 'e.actor_user_id')
      .leftJoin('matches as em', 'em.id', 'e.match_id')
      .leftJoin('companies as ec', 'ec.id', 'em.facility_id')
      .selectAll('e')
      .select([
        sql<string | null>`nullif(trim(eu.first_name || ' ' || eu.last_name), '')`.as('actor_name'),
        'ec.company_name as facility_name',
      ])
      .where('e.rfq_id', '=', id)
      // A facility reads its match's history and, of the order's, what its own people did, and
      // what the customer and the platform did while the order looked for a maker; the order's
      // whole history once it is the maker. Never a competitor's steps, people or notes.
      .$if(facilityId !== null, (q) =>
        q.where((eb) =>
          eb.or([
            eb('e.match_id', 'in', matchIds.length ? matchIds : [-1]),
            eb.and([
              eb('e.match_id', 'is', null),
              awardedFacilityId === facilityId
                ? eb.lit(true)
                : eb.or([
                    eb('eu.service_provider_id', '=', facilityId),
                    eb.and([eb('e.actor', '<>', 'FACILITY'), eb('e.to_status', 'in', SHARED_ORDER_STATES)]),
                  ]),
            ]),
          ]),
        ),
      )
      .orderBy('e.id')
      .execute()
  );
}

/** The order as `viewer` may read it, with its parts, matches, bids and history; undefined when it may not. */
export async function readOrder(db: Db, id: number, viewer: OrderViewer) {
  const facilityId = 'facilityId' in viewer ? viewer.facilityId : null;
  let orderQuery = db
    .selectFrom('rfqs as r')
    .innerJoin('companies as c', 'c.id', 'r.customer_id')
    .leftJoin('users as u', 'u.id', 'r.created_by')
    .leftJoin('delivery_addresses as a', 'a.id', 'r.delivery_address_id')
    .leftJoin('files as nda', 'nda.id', 'r.nda_file_id')
    .selectAll('r')
    .select([
      'c.company_name as customer_name',
      sql<string | null>`nullif(trim(u.first_name || ' ' || u.last_name), '')`.as('creator_name'),
      'a.label as address_label',
      'a.recipient as address_recipient',
      'a.line1 as address_line1',
      'a.line2 as address_line2',
      'a.city as address_city',
      'a.postal_code as address_postal_code',
      'a.country_code as address_country_code',
      'nda.file_name as nda_file_name',
    ])
    .where('r.id', '=', id);
  orderQuery =
    facilityId === null
      ? orderQuery.where('r.customer_id', '=', (viewer as { companyId: number }).companyId)
      : orderQuery.where((eb) =>
          eb.exists(
            eb
              .selectFrom('matches as vm')
              .select('vm.id')
              .whereRef('vm.rfq_id', '=', 'r.id')
              .where('vm.facility_id', '=', facilityId),
          ),
        );
  if (!seesItar(viewer)) orderQuery = orderQuery.where('r.itar', '=', false);
  const order = await orderQuery.executeTakeFirst();
  if (!order) return undefined;

  let matchQuery = db
    .selectFrom('matches as m')
    .innerJoin('rfqs as r', 'r.id', 'm.rfq_id')
    .innerJoin('companies as fc', 'fc.id', 'm.facility_id')
    .leftJoin('files as sn', 'sn.id', 'm.nda_file_id')
    .leftJoin('users as au', 'au.id', 'm.assigned_user_id')
    .leftJoin('priority_labels as pl', 'pl.id', 'm.priority_label_id')
    .selectAll('m')
    .select([
      'fc.company_name as facility_name',
      'sn.file_name as nda_file_name',
      sql<string | null>`nullif(trim(au.first_name || ' ' || au.last_name), '')`.as('assignee_name'),
      filesVisible('m', 'r').as('files_visible'),
      'pl.label as priority_label',
      'pl.color as priority_color',
    ])
    .where('m.rfq_id', '=', id)
    .orderBy('m.id');
  if (facilityId !== null) matchQuery = matchQuery.where('m.facility_id', '=', facilityId);
  const matches = await matchQuery.execute();
  const matchIds = matches.map((m) => m.id);

  const [parts, bids, lines, bidFiles, events] = await Promise.all([
    db
      .selectFrom('rfq_files as f')
      .leftJoin('am_processes as p', 'p.id', 'f.am_process_id')
      .leftJoin('files as pf', 'pf.id', 'f.file_id')
      .select([
        'f.id',
        'f.file_id',
        'f.original_file_name',
        'f.quantity',
        'f.units',
        'f.part_number',
        'f.primary_use_case',
        'f.industry_focus',
        'f.finish',
        'f.notes',
        'f.itar',
        'p.id as process_id',
        'p.code as process_code',
        'p.display_name as process_name',
        'pf.itar as file_itar',
        sql<{ id: number; name: string } | null>`(select json_build_object('id', x.id, 'name', x.name) from rfq_file_materials fm
          join materials x on x.id = fm.material_id where fm.rfq_file_id = f.id order by x.name limit 1)`.as('material'),
        sql<
          number | null
        >`(select t.id from files t where t.original_file_id = f.file_id and t.extension = 'png' order by t.id desc limit 1)`.as(
          'thumbnail_id',
        ),
      ])
      .where('f.rfq_id', '=', id)
      .orderBy('f.id')
      .execute(),
    matchIds.length ? db.selectFrom('bids').selectAll().where('match_id', 'in', matchIds).execute() : [],
    matchIds.length
      ? db
          .selectFrom('bid_lines as l')
          .innerJoin('bids as b', 'b.id', 'l.bid_id')
          .selectAll('l')
          .where('b.match_id', 'in', matchIds)
          .orderBy('l.bid_id')
          .orderBy('l.position')
          .execute()
      : [],
    matchIds.length
      ? db
          .selectFrom('bid_files as bf')
          .innerJoin('bids as b', 'b.id', 'bf.bid_id')
          .innerJoin('files as af', 'af.id', 'bf.file_id')
          .select(['bf.bid_id', 'af.id', 'af.file_name', 'af.itar'])
          .where('b.match_id', 'in', matchIds)
          .orderBy('bf.bid_id')
          .orderBy('bf.position')
          .execute()
      : [],
    orderHistory(db, id, facilityId, matchIds, order.awarded_facility_id),
  ]);
  // A facility's tags are its own: only it reads them.
  const matchTags = facilityId === null ? new Map<number, Chip[]>() : await tagsOn(db, facilityId, 'ORDER', matchIds);
  return { order, matches, parts, bids, lines, bidFiles, events, matchTags };
}
export type OrderRead = NonNullable<Awaited<ReturnType<typeof readOrder>>>;
