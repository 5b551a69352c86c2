/** The order lists: a customer company's orders and a facility's part orders, with their search, columns, filters and sorting. */
import { AWARDED_MATCH, type MatchStatus, type OrderListSort, type RfqStatus } from 'shared/contracts';
import { type Expression, type SqlBool, sql } from 'kysely';
import { countListUpTo } from '../db/capped-count.js';
import type { Db } from '../db/database.js';
import { containsPattern, idInText } from '../http/schema-helpers.js';
import { taggedWith, tagsOn } from '../tags/index.js';
import { filesVisible } from './queries.js';
import type { PartOrderFilter } from './schemas.js';

/** The match states of each stage of a facility's part orders (its list's tabs). */
const PART_ORDER_STAGES = {
  NEW: ['NDA_UPLOAD_PENDING', 'NDA_VERIFICATION_PENDING', 'NDA_REJECTED', 'BID_WAITING'],
  QUOTING: ['BID_SUBMITTED', 'BID_LOST'],
  AWARDED: AWARDED_MATCH,
  /** Over for the facility: done, or archived (by the facility, or with a withdrawn order). */
  ARCHIVE: ['COMPLETED', 'INTERNAL_COMPLETED', 'ARCHIVED'],
} as const satisfies Record<string, readonly MatchStatus[]>;
export type PartOrderStage = keyof typeof PART_ORDER_STAGES | 'ALL';

/**
 * Search text against an order's id, title, third-party id and part file names. Each is its own
 * arm of a union, so that each reads its own index (the id's primary key, the trigram indexes)
 * instead of one OR that makes the planner read every order. A facility's search finds file
 * names only of the orders whose files it may see.
 */
const orderSearch = (text: string | undefined, facilityId?: number) => {
  const search = text?.trim();
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const fileNames =
    facilityId === undefined
      ? sql`select rfq_id from rfq_files where original_file_name ilike ${pattern}`
      : sql`select pf.rfq_id from rfq_files pf join rfqs fr on fr.id = pf.rfq_id
          join matches fm on fm.rfq_id = pf.rfq_id and fm.facility_id = ${facilityId}
          where pf.original_file_name ilike ${pattern} and ${filesVisible('fm', 'fr')}`;
  return sql<SqlBool>`r.id in (
    select ${idInText(search)}::bigint
    union select id from rfqs where display_title ilike ${pattern}
    union select id from rfqs where third_party_order_id ilike ${pattern}
    union ${fileNames})`;
};

/** Totals of an order's parts: how many parts, how many pieces. */
const partTotals = [
  sql<number>`(select count(*)::int from rfq_files pf where pf.rfq_id = r.id)`.as('part_count'),
  sql<number>`(select coalesce(sum(pf.quantity), 0)::int from rfq_files pf where pf.rfq_id = r.id)`.as('quantity'),
];

/** The distinct values of an expression over the order's parts (`pf`), sorted. */
const overParts = (expression: string, joins = '') =>
  sql<string[]>`array(select distinct ${sql.raw(expression)} from rfq_files pf ${sql.raw(joins)}
    where pf.rfq_id = r.id and ${sql.raw(expression)} is not null and ${sql.raw(expression)} <> '' order by 1)`;

/**
 * What every column of the order dashboards shows (each user turns columns on and off), for the
 * rows of one page: who created the order and how to reach the customer, its parts' files,
 * numbers, processes, materials, machines and uses, the facility that won it, its best quote.
 * The customer's list counts every bid; a facility's (its match `m`) shows its own bid only and
 * the winner only when it won, never a competitor's, and its parts' file names and numbers only once it may see the files.
 */
const dashboardColumns = (reader: 'customer' | 'facility') => {
  const hidden = (column: ReturnType<typeof overParts>) =>
    reader === 'customer' ? column : sql<string[]>`case when ${filesVisible('m', 'r')} then ${column} else '{}' end`;
  const bids =
    reader === 'customer'
      ? sql`matches m2 join bids b on b.match_id = m2.id where m2.rfq_id = r.id`
      : sql`bids b where b.match_id = m.id`;
  return [
    sql<
      string | null
    >`(select nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') from users u where u.id = r.created_by)`.as(
      'creator_name',
    ),
    sql<string | null>`(select u.email from users u where u.id = r.created_by)`.as('creator_email'),
    sql<string | null>`(select c.phone from companies c where c.id = r.customer_id)`.as('customer_phone'),
    // A facility reads the winner's name only when it won: who beat it is a competitor's news.
    reader === 'customer'
      ? sql<string | null>`(select f.company_name from companies f where f.id = r.awarded_facility_id)`.as('facility_name')
      : sql<
          string | null
        >`(select f.company_name from companies f where f.id = r.awarded_facility_id and f.id = m.facility_id)`.as(
          'facility_name',
        ),
    hidden(overParts('pf.original_file_name')).as('file_names'),
    hidden(overParts('pf.part_number')).as('part_numbers'),
    overParts('pp.display_name', 'left join am_processes pp on pp.id = pf.am_process_id').as('processes'),
    overParts('mt.name', 'join rfq_file_materials fm on fm.rfq_file_id = pf.id join materials mt on mt.id = fm.material_id').as(
      'materials',
    ),
    overParts(
      'mc.model_name',
      'join rfq_file_machines fc on fc.rfq_file_id = pf.id join machines mc on mc.id = fc.machine_id',
    ).as('machines'),
    overParts('pf.primary_use_case').as('primary_use_cases'),
    overParts('pf.industry_focus').as('industry_focus'),
    'r.itar',
    'r.nda_required',
    'r.delivery_method',
    'r.third_party_order_id',
    'r.currency',
    sql<number>`(select count(*)::int from ${bids})`.as('bid_count'),
    sql<string | null>`(select min(b.total_minor)::text from ${bids})`.as('best_quote_minor'),
  ] as const;
};

/**
 * What an order list sorts by: the column asked for, then the id the same way round, so that one
 * way is exactly the other reversed and an index (customer, column, id) serves both: the
 * customer's history reads a page of it instead of sorting every order. Empty dates come last
 * when ascending and first when descending, as the index keeps them.
 */
const SORT_COLUMNS: Record<OrderListSort, string> = {
  id: 'r.id',
  title: 'r.display_title',
  status: 'r.status',
  quantity: 'quantity',
  targetDate: 'r.estimated_delivery_date',
  createdOn: 'r.created_at',
  quoteDueDate: 'r.quote_due_date',
};
const orderSort = (sort: OrderListSort = 'id', direction: 'asc' | 'desc' = 'desc') => {
  const way = sql.raw(direction);
  const first = sql`${sql.ref(SORT_COLUMNS[sort])} ${way}`;
  return sort === 'id' ? first : sql`${first}, r.id ${way}`;
};

/** A customer company's orders, newest first unless sorted otherwise (the order history). */
export async function listCustomerOrders(
  db: Db,
  companyId: number,
  filter: {
    search?: string;
    statuses?: RfqStatus[];
    offset: number;
    limit: number;
    sort?: OrderListSort;
    direction?: 'asc' | 'desc';
  },
) {
  let query = db.selectFrom('rfqs as r').where('r.customer_id', '=', companyId);
  const search = orderSearch(filter.search);
  if (search) query = query.where(search);
  // The active lists leave archived orders out; the archive names ARCHIVED.
  query = filter.statuses?.length ? query.where('r.status', 'in', filter.statuses) : query.where('r.status', '<>', 'ARCHIVED');
  const [rows, total] = await Promise.all([
    query
      .innerJoin('companies as c', 'c.id', 'r.customer_id')
      .select([
        'r.id',
        'r.display_title',
        'r.status',
        'r.created_at',
        'r.quote_due_date',
        'r.estimated_delivery_date',
        'c.company_name as customer_name',
        ...partTotals,
        ...dashboardColumns('customer'),
      ])
      .orderBy(orderSort(filter.sort, filter.direction))
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    countListUpTo(db, query, filter),
  ]);
  return { rows, ...total };
}

/** The conditions of a part-order filter: each one given narrows the list. */
function partOrderConditions(facilityId: number, filter: PartOrderFilter): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  const partWith = (condition: Expression<unknown>) =>
    sql<SqlBool>`exists (select 1 from rfq_files pf where pf.rfq_id = r.id and ${condition})`;
  if (filter.id?.length) conditions.push(sql<SqlBool>`r.id in (${sql.join(filter.id)})`);
  if (filter.status?.length) conditions.push(sql<SqlBool>`r.status in (${sql.join(filter.status)})`);
  if (filter.customerId?.length) conditions.push(sql<SqlBool>`r.customer_id in (${sql.join(filter.customerId)})`);
  if (filter.processId?.length) conditions.push(partWith(sql`pf.am_process_id in (${sql.join(filter.processId)})`));
  if (filter.materialId?.length)
    conditions.push(
      partWith(
        sql`exists (select 1 from rfq_file_materials fm where fm.rfq_file_id = pf.id and fm.material_id in (${sql.join(filter.materialId)}))`,
      ),
    );
  if (filter.assignedUserId?.length) {
    const people = filter.assignedUserId.filter((id) => id > 0);
    const nobody = filter.assignedUserId.includes(0);
    conditions.push(
      sql<SqlBool>`(${people.length ? sql`m.assigned_user_id in (${sql.join(people)})` : sql`false`} or ${nobody ? sql`m.assigned_user_id is null` : sql`false`})`,
    );
  }
  if (filter.tagId?.length) conditions.push(taggedWith('ORDER', facilityId, 'm.id', filter.tagId));
  if (filter.priorityLabelId?.length) conditions.push(sql<SqlBool>`m.priority_label_id in (${sql.join(filter.priorityLabelId)})`);
  if (filter.thirdPartyOrderId?.trim())
    conditions.push(sql<SqlBool>`r.third_party_order_id ilike ${containsPattern(filter.thirdPartyOrderId)}`);
  const range = (column: string, from: number | undefined, to: number | undefined) => {
    if (from !== undefined) conditions.push(sql<SqlBool>`${sql.ref(column)} >= ${new Date(from)}`);
    if (to !== undefined) conditions.push(sql<SqlBool>`${sql.ref(column)} < ${new Date(to)}`);
  };
  range('r.quote_due_date', filter.quoteDueFrom, filter.quoteDueTo);
  range('r.estimated_delivery_date', filter.deliveryFrom, filter.deliveryTo);
  range('r.created_at', filter.createdFrom, filter.createdTo);
  return conditions;
}

/** The orders that went to a facility, by the stage of its match, newest first (its part orders). */
export async function listPartOrders(
  db: Db,
  facilityId: number,
  filter: PartOrderFilter & {
    stage: PartOrderStage;
    search?: string;
    offset: number;
    limit: number;
    sort?: OrderListSort;
    direction?: 'asc' | 'desc';
  },
) {
  // The customer's name is read for the page's rows only: the count needs no company, and stops
  // at its cap (a facility's first page counted all of its 50,000 part orders).
  let query = db.selectFrom('matches as m').innerJoin('rfqs as r', 'r.id', 'm.rfq_id').where('m.facility_id', '=', facilityId);
  query =
    filter.stage === 'ALL'
      ? query.where('m.status', '<>', 'ARCHIVED') // the archive's stage names them
      : query.where('m.status', 'in', [...PART_ORDER_STAGES[filter.stage]]);
  const search = orderSearch(filter.search, facilityId);
  if (search) query = query.where(search);
  for (const condition of partOrderConditions(facilityId, filter)) query = query.where(condition);
  const [rows, total] = await Promise.all([
    query
      .innerJoin('companies as c', 'c.id', 'r.customer_id')
      .leftJoin('users as au', 'au.id', 'm.assigned_user_id')
      .leftJoin('priority_labels as pl', 'pl.id', 'm.priority_label_id')
      .select([
        'r.id',
        'm.id as match_id',
        'm.priority_label_id',
        'pl.label as priority_label',
        'pl.color as priority_color',
        'm.status as match_status',
        'r.status',
        'r.display_title',
        'c.company_name as customer_name',
        'r.quote_due_date',
        'r.estimated_delivery_date',
        'r.created_at',
        sql<string | null>`nullif(trim(au.first_name || ' ' || au.last_name), '')`.as('assignee_name'),
        ...partTotals,
        ...dashboardColumns('facility'),
      ])
      .orderBy(orderSort(filter.sort, filter.direction))
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    countListUpTo(db, query, filter),
  ]);
  const tags = await tagsOn(
    db,
    facilityId,
    'ORDER',
    rows.map((row) => row.match_id),
  );
  return { rows, tags, ...total };
}

/** The customer companies whose orders went to a facility, by name (the customer filter's choices). */
export async function facilityCustomers(db: Db, facilityId: number): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('companies as c')
    .select(['c.id', 'c.company_name as name'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('matches as m')
          .innerJoin('rfqs as r', 'r.id', 'm.rfq_id')
          .select('m.id')
          .whereRef('r.customer_id', '=', 'c.id')
          .where('m.facility_id', '=', facilityId),
      ),
    )
    .orderBy('c.company_name')
    .execute();
}
