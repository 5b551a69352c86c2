/**
 * Reading order messages: an order's threads as one side reads them (the
 * customer every facility's, a facility its own), and what each person has not read yet. A
 * message is unread for a person while it comes from the other side and lies past the last one
 * they marked read in its thread.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { type OrderViewer, seesItar } from '../orders/index.js';

/** The company whose side the viewer speaks for. */
export const ownCompany = (viewer: OrderViewer) => ('companyId' in viewer ? viewer.companyId : viewer.facilityId);

/** The matches (threads) the viewer may read, optionally of one order. */
export function visibleThreads(db: Db, viewer: OrderViewer) {
  const threads = db.selectFrom('matches as m').innerJoin('rfqs as r', 'r.id', 'm.rfq_id');
  if ('companyId' in viewer) return threads.where('r.customer_id', '=', viewer.companyId);
  const own = threads.where('m.facility_id', '=', viewer.facilityId);
  return viewer.itarCleared ? own : own.where('r.itar', '=', false);
}

interface MessageRow {
  id: number;
  matchId: number;
  authorName: string;
  authorCompany: string;
  authorCompanyId: number;
  text: string;
  createdAt: Date;
  attachments: { id: number; fileName: string; size: number; itar: boolean }[];
}

export interface ThreadRow {
  matchId: number;
  facilityId: number;
  facilityName: string;
  lastReadId: number;
  messages: MessageRow[];
}

/** The order's title and threads as the viewer reads them; undefined when the order is not theirs. */
export async function orderThreads(
  db: Db,
  orderId: number,
  viewer: OrderViewer,
  userId: number,
): Promise<{ title: string; threads: ThreadRow[] } | undefined> {
  let order = db.selectFrom('rfqs as r').select('r.display_title').where('r.id', '=', orderId);
  order =
    'companyId' in viewer
      ? order.where('r.customer_id', '=', viewer.companyId)
      : order.where((eb) =>
          eb.exists(
            eb
              .selectFrom('matches as m')
              .select('m.id')
              .whereRef('m.rfq_id', '=', 'r.id')
              .where('m.facility_id', '=', viewer.facilityId),
          ),
        );
  if (!seesItar(viewer)) order = order.where('r.itar', '=', false);
  const found = await order.executeTakeFirst();
  if (!found) return undefined;
  const matches = await visibleThreads(db, viewer)
    .innerJoin('companies as f', 'f.id', 'm.facility_id')
    .leftJoin('order_message_reads as read', (join) => join.onRef('read.match_id', '=', 'm.id').on('read.user_id', '=', userId))
    .select(['m.id', 'm.facility_id', 'f.company_name', 'read.last_read_id'])
    .where('m.rfq_id', '=', orderId)
    .orderBy('f.company_name')
    .orderBy('m.id')
    .execute();
  const messages = matches.length
    ? await db
        .selectFrom('order_messages as om')
        .innerJoin('users as u', 'u.id', 'om.author_id')
        .innerJoin('companies as c', 'c.id', 'om.author_company_id')
        .select([
          'om.id',
          'om.match_id',
          'om.body',
          'om.created_at',
          'om.author_company_id',
          'c.company_name',
          sql<string>`trim(concat_ws(' ', u.first_name, u.last_name))`.as('author_name'),
          sql<MessageRow['attachments']>`coalesce((
            select json_agg(json_build_object('id', f.id, 'fileName', f.file_name, 'size', f.size, 'itar', f.itar) order by f.id)
            from order_message_files omf join files f on f.id = omf.file_id
            where omf.message_id = om.id), '[]'::json)`.as('attachments'),
        ])
        .where(
          'om.match_id',
          'in',
          matches.map((m) => m.id),
        )
        .orderBy('om.id')
        .execute()
    : [];
  return {
    title: found.display_title,
    threads: matches.map((m) => ({
      matchId: m.id,
      facilityId: m.facility_id,
      facilityName: m.company_name,
      lastReadId: Number(m.last_read_id ?? 0),
      messages: messages
        .filter((row) => row.match_id === m.id)
        .map((row) => ({
          id: row.id,
          matchId: row.match_id,
          authorName: row.author_name,
          authorCompany: row.company_name,
          authorCompanyId: row.author_company_id,
          text: row.body,
          createdAt: row.created_at,
          attachments: row.attachments.map((file) => ({ ...file, id: Number(file.id), size: Number(file.size) })),
        })),
    })),
  };
}

/** How many messages the user has not read, per order, across every thread they may read. */
export async function unreadByOrder(db: Db, viewer: OrderViewer, userId: number): Promise<{ orderId: number; unread: number }[]> {
  const rows = await visibleThreads(db, viewer)
    .innerJoin('order_messages as om', 'om.match_id', 'm.id')
    .leftJoin('order_message_reads as read', (join) => join.onRef('read.match_id', '=', 'm.id').on('read.user_id', '=', userId))
    .select(['r.id as order_id', (eb) => eb.fn.countAll<string>().as('unread')])
    .where('om.author_company_id', '<>', ownCompany(viewer))
    .where((eb) => eb('om.id', '>', eb.fn.coalesce('read.last_read_id', sql<number>`0`)))
    .groupBy('r.id')
    .orderBy('r.id', 'desc')
    .execute();
  return rows.map((row) => ({ orderId: row.order_id, unread: Number(row.unread) }));
}
