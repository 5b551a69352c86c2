/**
 * A facility's customers: the customer companies that order through its store
 * front or whose orders came to it, with their people, the facility's offers by state, what
 * they spent with it per currency and when they last ordered. A facility reads only its own
 * dealings with a customer: never another facility's offers or prices.
 */
import type { MatchStatus } from 'shared/contracts';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/database.js';
import { containsPattern } from '../http/schema-helpers.js';
import { notFound } from '../http/errors.js';

/** Whether company `c` is a customer of the facility: its store front, or an order that came to it. */
export const isCustomerOf = (facilityId: number): Expression<SqlBool> =>
  sql<SqlBool>`c.kind = 'ENGINEER' and (c.storefront_provider_id = ${facilityId} or exists (
    select 1 from rfqs r join matches m on m.rfq_id = r.id where r.customer_id = c.id and m.facility_id = ${facilityId}))`;

/** What a customer spent with the facility: its bids on the orders it was awarded, per currency. */
const revenue = (facilityId: number) =>
  sql<{ currency: string; totalMinor: number }[]>`coalesce((
    select json_agg(json_build_object('currency', t.currency, 'totalMinor', t.total) order by t.currency)
    from (select b.currency, sum(b.total_minor)::bigint as total
      from rfqs r join matches m on m.rfq_id = r.id and m.facility_id = r.awarded_facility_id
      join bids b on b.match_id = m.id
      where r.customer_id = c.id and r.awarded_facility_id = ${facilityId}
      group by b.currency) t), '[]')`;

const lastOrderAt = (facilityId: number) =>
  sql<Date | null>`(select max(r.submitted_at) from rfqs r join matches m on m.rfq_id = r.id
    where r.customer_id = c.id and m.facility_id = ${facilityId})`;

const orderCount = (facilityId: number) =>
  sql<number>`(select count(*)::int from rfqs r join matches m on m.rfq_id = r.id
    where r.customer_id = c.id and m.facility_id = ${facilityId})`;

const contactCount = sql<number>`(select count(*)::int from users u where u.engineer_company_id = c.id)`;

export interface CustomerFilter {
  search?: string;
  offset: number;
  limit: number;
}

/** The facility's customers by name, a page at a time; search by company, city or a contact's name or email. */
export async function listCustomers(db: Db, facilityId: number, filter: CustomerFilter) {
  let query = db.selectFrom('companies as c').where(isCustomerOf(facilityId));
  const search = filter.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    query = query.where(
      sql<SqlBool>`(c.company_name ilike ${pattern} or c.city ilike ${pattern} or exists (
        select 1 from users u where u.engineer_company_id = c.id
          and (u.email ilike ${pattern} or concat_ws(' ', u.first_name, u.last_name) ilike ${pattern})))`,
    );
  }
  const [rows, total] = await Promise.all([
    query
      .select([
        'c.id',
        'c.company_name',
        'c.city',
        'c.country_code',
        contactCount.as('contacts'),
        orderCount(facilityId).as('orders'),
        lastOrderAt(facilityId).as('last_order_at'),
        revenue(facilityId).as('revenue'),
      ])
      .orderBy('c.company_name')
      .orderBy('c.id')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(total.n) };
}

/** One customer as the facility knows it, or 404 when it is not the facility's customer. */
export async function customerOf(db: Db, facilityId: number, companyId: number) {
  const company = await db
    .selectFrom('companies as c')
    .where('c.id', '=', companyId)
    .where(isCustomerOf(facilityId))
    .select([
      'c.id',
      'c.company_name',
      'c.email',
      'c.phone',
      'c.website',
      'c.address_line',
      'c.city',
      'c.country_code',
      lastOrderAt(facilityId).as('last_order_at'),
      revenue(facilityId).as('revenue'),
    ])
    .executeTakeFirst();
  if (!company) throw notFound(`Customer ${companyId} not found`);
  const [contacts, states, invitations] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'email', 'email_verified'])
      .where('engineer_company_id', '=', companyId)
      .orderBy('first_name')
      .orderBy('last_name')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('matches as m')
      .innerJoin('rfqs as r', 'r.id', 'm.rfq_id')
      .select(['m.status', (eb) => eb.fn.countAll<string>().as('n')])
      .where('r.customer_id', '=', companyId)
      .where('m.facility_id', '=', facilityId)
      .groupBy('m.status')
      .orderBy('m.status')
      .execute(),
    db
      .selectFrom('invitations')
      .select(['id', 'email', 'first_name', 'last_name', 'created_at', 'expires_at', 'accepted_at', 'approved_at', 'refused_at'])
      .where('company_id', '=', companyId)
      .where('facility_id', '=', facilityId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  return {
    company,
    contacts,
    ordersByState: states.map((row) => ({ status: row.status as MatchStatus, count: Number(row.n) })),
    invitations,
  };
}

/** The active people of a customer company who may approve a new member (its team editors), with what their mail needs. */
export const teamEditorsOf = (db: Db, companyId: number) =>
  db
    .selectFrom('users as u')
    .innerJoin('user_permissions as p', 'p.user_id', 'u.id')
    .select(['u.email', 'u.first_name', 'u.language'])
    .where('u.engineer_company_id', '=', companyId)
    .where('u.deactivated_at', 'is', null)
    .where('p.permission', '=', 'ENG_TEAM_EDITOR')
    .orderBy('u.id')
    .execute();
