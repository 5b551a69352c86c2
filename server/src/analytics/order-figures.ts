/**
 * What the orders did: shipments on time (shipped on or before the day promised in the reader's
 * zone — the date of the facility's accepted quote, else the customer's target date), quotes
 * (how soon the facility quoted, how many it won), and the days from award to shipment.
 */
import { sql } from 'kysely';
import {
  AWARDED_MATCH,
  type AnalyticsLeadTime,
  type AnalyticsOnTime,
  type AnalyticsQuotes,
  type MatchStatus,
} from 'shared/contracts';
import type { Db } from '../db/database.js';
import { dayOf, hoursOf, orderFiltered, periodOf, type AnalyticsScope } from './scope.js';

/** A quote the customer turned down or gave to another facility. */
const LOST_MATCH: readonly MatchStatus[] = ['BID_REJECTED', 'BID_LOST'];
const round = (value: number) => Math.round(value * 100) / 100;

export async function onTimeDelivery(db: Db, scope: AnalyticsScope): Promise<AnalyticsOnTime> {
  // A facility quotes an order once (its bid is revised in place), so the quote's date is one join away.
  const promised = sql`coalesce(b.delivery_date, r.estimated_delivery_date)`;
  const { rows } = await sql<{ period: string; shipments: number; on_time: number }>`
    select ${periodOf(scope, sql`s.ship_date`)} as period, count(*)::int as shipments,
      (count(*) filter (where ${dayOf(scope, sql`s.ship_date`)} <= ${dayOf(scope, promised)}))::int as on_time
    from shipments s join rfqs r on r.id = s.rfq_id
    left join matches m on m.rfq_id = r.id and m.facility_id = s.facility_id
    left join bids b on b.match_id = m.id
    where s.facility_id = ${scope.facilityId} and s.ship_date >= ${scope.from} and s.ship_date < ${scope.to}
      and ${promised} is not null and ${orderFiltered(scope)}
    group by 1 order by 1`.execute(db);
  return {
    shipments: rows.reduce((sum, row) => sum + row.shipments, 0),
    onTime: rows.reduce((sum, row) => sum + row.on_time, 0),
    periods: rows.map((row) => ({ period: row.period, shipments: row.shipments, onTime: row.on_time })),
  };
}

export async function quotes(db: Db, scope: AnalyticsScope): Promise<AnalyticsQuotes> {
  // A match on hold or archived is counted as what it was.
  const { rows } = await sql<{ period: string; quoted: number; won: number; lost: number; lead_hours: number }>`
    with quoted as (
      select m.created_at, first.at, case when m.status in ('ARCHIVED', 'ON_HOLD') then coalesce(m.resume_status, m.status)
        else m.status end as status
      from matches m join rfqs r on r.id = m.rfq_id
      cross join lateral (select min(b.created_at) as at from bids b where b.match_id = m.id) first
      where m.facility_id = ${scope.facilityId} and first.at >= ${scope.from} and first.at < ${scope.to} and ${orderFiltered(scope)})
    select ${periodOf(scope, sql`at`)} as period, count(*)::int as quoted,
      (count(*) filter (where status = any(${[...AWARDED_MATCH]})))::int as won,
      (count(*) filter (where status = any(${[...LOST_MATCH]})))::int as lost,
      sum(${hoursOf(sql`at - created_at`)})::float8 as lead_hours
    from quoted group by 1 order by 1`.execute(db);
  const counts = (quoted: number, won: number, lost: number, leadHours: number) => ({
    quoted,
    won,
    lost,
    leadHours: quoted > 0 ? round(Math.max(leadHours, 0) / quoted) : null,
  });
  const total = (key: 'quoted' | 'won' | 'lost' | 'lead_hours') => rows.reduce((sum, row) => sum + row[key], 0);
  return {
    ...counts(total('quoted'), total('won'), total('lost'), total('lead_hours')),
    periods: rows.map((row) => ({ period: row.period, ...counts(row.quoted, row.won, row.lost, row.lead_hours) })),
  };
}

export async function leadTime(db: Db, scope: AnalyticsScope): Promise<AnalyticsLeadTime> {
  const { rows } = await sql<{ period: string; shipments: number; sum_days: number; max_days: number }>`
    select ${periodOf(scope, sql`s.ship_date`)} as period, count(*)::int as shipments,
      sum(${hoursOf(sql`s.ship_date - award.at`)} / 24)::float8 as sum_days, max(${hoursOf(sql`s.ship_date - award.at`)} / 24)::float8 as max_days
    from shipments s join rfqs r on r.id = s.rfq_id
    join matches m on m.rfq_id = r.id and m.facility_id = s.facility_id
    cross join lateral (select min(e.created_at) as at from order_events e where e.match_id = m.id and e.to_status = 'BID_APPROVED') award
    where s.facility_id = ${scope.facilityId} and s.ship_date >= ${scope.from} and s.ship_date < ${scope.to}
      and award.at is not null and ${orderFiltered(scope)}
    group by 1 order by 1`.execute(db);
  const times = (shipments: number, sumDays: number, maxDays: number | null) => ({
    shipments,
    meanDays: shipments > 0 ? round(Math.max(sumDays, 0) / shipments) : null,
    maxDays: maxDays === null ? null : round(Math.max(maxDays, 0)),
  });
  const shipments = rows.reduce((sum, row) => sum + row.shipments, 0);
  return {
    ...times(
      shipments,
      rows.reduce((sum, row) => sum + row.sum_days, 0),
      rows.length === 0 ? null : Math.max(...rows.map((row) => row.max_days)),
    ),
    periods: rows.map((row) => ({ period: row.period, ...times(row.shipments, row.sum_days, row.max_days) })),
  };
}
