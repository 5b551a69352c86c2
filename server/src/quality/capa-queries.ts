/** The CAPA reads: the list, one CAPA with its NCRs, and its actions with their owners. */
import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import { CAPA_STATUSES } from 'shared/contracts';
import { countListUpTo } from '../db/capped-count.js';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { containsPattern } from '../http/schema-helpers.js';
import type { CapaListFilter, CapaListSort } from './list-schemas.js';
import { listOrder, rankIn } from './list-order.js';

const personName = (first: string, last: string) => sql<string>`trim(concat_ws(' ', ${sql.ref(first)}, ${sql.ref(last)}))`;

/** The CAPA columns a list row and the record both show. */
function capaRowColumns(eb: ExpressionBuilder<Database, 'capas'>) {
  return [
    'capas.id',
    'capas.number',
    'capas.type',
    'capas.status',
    'capas.title',
    'capas.defect_code',
    'capas.check_due',
    'capas.created_at',
    eb
      .selectFrom('users as u')
      .select(
        sql<{ id: number; name: string }>`json_build_object('id', u.id, 'name', ${personName('u.first_name', 'u.last_name')})`.as(
          'o',
        ),
      )
      .whereRef('u.id', '=', 'capas.owner_user_id')
      .as('owner'),
    eb
      .selectFrom('capa_actions as a')
      .select(sql<number>`count(*)::int`.as('n'))
      .whereRef('a.capa_id', '=', 'capas.id')
      .where('a.done_at', 'is', null)
      .as('open_actions'),
  ] as const;
}

/** What the CAPA list sorts by: a status by its place in the CAPA's life. */
const CAPA_SORT_COLUMNS: Record<CapaListSort, RawBuilder<unknown>> = {
  number: sql.ref('capas.id'),
  type: sql.ref('capas.type'),
  status: rankIn(CAPA_STATUSES, 'capas.status'),
  title: sql.ref('capas.title'),
  checkDue: sql.ref('capas.check_due'),
  created: sql.ref('capas.created_at'),
};

/** A page of the facility's CAPAs, newest first unless sorted otherwise, as the filters and the search say. */
export async function listCapas(db: Db, facilityId: number, filter: CapaListFilter) {
  let query = db.selectFrom('capas').where('capas.facility_id', '=', facilityId);
  if (filter.type) query = query.where('capas.type', '=', filter.type);
  if (filter.status?.length) query = query.where('capas.status', 'in', filter.status);
  if (filter.ownerUserId === 0) query = query.where('capas.owner_user_id', 'is', null);
  else if (filter.ownerUserId !== undefined) query = query.where('capas.owner_user_id', '=', filter.ownerUserId);
  if (filter.createdFrom !== undefined) query = query.where('capas.created_at', '>=', new Date(filter.createdFrom));
  if (filter.createdTo !== undefined) query = query.where('capas.created_at', '<', new Date(filter.createdTo));
  const search = filter.search?.trim();
  if (search) {
    const pattern = containsPattern(search.toLowerCase());
    query = query.where(sql<boolean>`lower(capas.number || ' ' || capas.title) like ${pattern}`);
  }
  const [total, rows] = await Promise.all([
    countListUpTo(db, query, filter),
    query
      .select(capaRowColumns)
      .orderBy(listOrder(CAPA_SORT_COLUMNS[filter.sort ?? 'number'], 'capas.id', filter.direction))
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
  ]);
  return { ...total, rows };
}

export type CapaListRow = Awaited<ReturnType<typeof listCapas>>['rows'][number];

/** One of the facility's CAPAs with everything its page shows but its actions, signatures and history. */
export async function capaRecord(db: Db, facilityId: number, id: number) {
  return db
    .selectFrom('capas')
    .where('capas.id', '=', id)
    .where('capas.facility_id', '=', facilityId)
    .select(capaRowColumns)
    .select((eb) => [
      'capas.problem',
      'capas.containment',
      'capas.root_cause_method',
      'capas.root_cause',
      'capas.check_criterion',
      'capas.check_result',
      'capas.check_note',
      'capas.check_recorded_at',
      'capas.status_reason',
      'capas.closed_at',
      eb
        .selectFrom('capa_ncrs as cn')
        .innerJoin('ncrs as n', 'n.id', 'cn.ncr_id')
        .select(
          sql<{ id: number; number: string; status: string }[]>`coalesce(json_agg(json_build_object(
            'id', n.id, 'number', n.number, 'status', n.status) order by n.id), '[]')`.as('n'),
        )
        .whereRef('cn.capa_id', '=', 'capas.id')
        .as('ncrs'),
    ])
    .executeTakeFirst();
}

/** A CAPA's actions, in the order they were planned, with their owners' names. */
export async function capaActions(db: Db, capaId: number) {
  return db
    .selectFrom('capa_actions as a')
    .innerJoin('users as u', 'u.id', 'a.owner_user_id')
    .where('a.capa_id', '=', capaId)
    .select([
      'a.id',
      'a.description',
      'a.owner_user_id',
      'a.due_at',
      'a.done_at',
      personName('u.first_name', 'u.last_name').as('owner_name'),
    ])
    .orderBy('a.id')
    .execute();
}
