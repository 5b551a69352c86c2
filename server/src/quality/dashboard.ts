/**
 * The quality dashboard's figures for a span of time: open NCRs by age, the defect codes by count
 * and by cost (the pieces lost to their orders at the order line's unit price), NCRs by machine,
 * material and customer, the CAPAs due, and the defect codes that came back often enough within
 * the facility's window to propose a CAPA.
 */
import { OPEN_NCR, type QualityDashboardWidget } from 'shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { lostCostsByDefect } from './lost-costs.js';
import { qualitySettings } from './settings.js';

const DAY = 86_400_000;
/** The ages open NCRs are counted in, in days: under a week, under a month, under a quarter, older. */
const AGE_BUCKETS = [7, 30, 90] as const;

export interface DashboardSpan {
  from: number;
  to: number;
}

async function openByAge(db: Db, facilityId: number, now: number) {
  const rows = await db
    .selectFrom('ncrs')
    .select(['created_at'])
    .where('facility_id', '=', facilityId)
    .where('status', 'in', OPEN_NCR)
    .execute();
  const counts = [0, 0, 0, 0];
  for (const row of rows) {
    const days = (now - row.created_at.getTime()) / DAY;
    const bucket = AGE_BUCKETS.findIndex((limit) => days < limit);
    counts[bucket < 0 ? AGE_BUCKETS.length : bucket]! += 1;
  }
  return counts.map((count, i) => ({ olderThanDays: i === 0 ? 0 : AGE_BUCKETS[i - 1]!, count }));
}

/** Each defect code's NCRs in the span, and what their lost pieces cost, per currency. */
async function defectPareto(db: Db, facilityId: number, span: DashboardSpan) {
  const counts = await db
    .selectFrom('ncrs')
    .select(['defect_code', sql<number>`count(*)::int`.as('count')])
    .where('facility_id', '=', facilityId)
    .where('created_at', '>=', new Date(span.from))
    .where('created_at', '<', new Date(span.to))
    .groupBy('defect_code')
    .execute();
  const costs = await lostCostsByDefect(db, facilityId, span);
  return counts
    .map((row) => ({
      defectCode: row.defect_code,
      count: row.count,
      lostPieces: costs.filter((c) => c.defect_code === row.defect_code).reduce((sum, c) => sum + c.pieces, 0),
      cost: costs.filter((c) => c.defect_code === row.defect_code).map((c) => ({ currency: c.currency, minor: Number(c.minor) })),
    }))
    .sort((a, b) => b.count - a.count || a.defectCode.localeCompare(b.defectCode));
}

/** NCRs in the span by what they name: a machine, a material or the order's customer. */
async function ncrsBy(db: Db, facilityId: number, span: DashboardSpan, by: 'machine' | 'material' | 'customer') {
  const base = db
    .selectFrom('ncrs as n')
    .where('n.facility_id', '=', facilityId)
    .where('n.created_at', '>=', new Date(span.from))
    .where('n.created_at', '<', new Date(span.to));
  const rows =
    by === 'machine'
      ? await base
          .innerJoin('equipment as e', 'e.id', 'n.equipment_id')
          .select(['e.id', 'e.display_name as name', sql<number>`count(*)::int`.as('count')])
          .groupBy(['e.id', 'e.display_name'])
          .execute()
      : by === 'material'
        ? await base
            .innerJoin('materials as m', 'm.id', 'n.material_id')
            .select(['m.id', 'm.name', sql<number>`count(*)::int`.as('count')])
            .groupBy(['m.id', 'm.name'])
            .execute()
        : await base
            .innerJoin('rfqs as r', 'r.id', 'n.rfq_id')
            .innerJoin('companies as c', 'c.id', 'r.customer_id')
            .select(['c.id', 'c.company_name as name', sql<number>`count(*)::int`.as('count')])
            .groupBy(['c.id', 'c.company_name'])
            .execute();
  return rows.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** CAPAs not ended whose check or an action is due within two weeks, or overdue; soonest first. */
async function capasDue(db: Db, facilityId: number, now: number) {
  const horizon = new Date(now + 14 * DAY);
  return db
    .selectFrom('capas as c')
    .select((eb) => [
      'c.id',
      'c.number',
      'c.title',
      'c.status',
      sql<Date | null>`least(c.check_due, (${eb
        .selectFrom('capa_actions as a')
        .select((inner) => inner.fn.min('a.due_at').as('due'))
        .whereRef('a.capa_id', '=', 'c.id')
        .where('a.done_at', 'is', null)}))`.as('due'),
    ])
    .where('c.facility_id', '=', facilityId)
    .where('c.status', 'not in', ['CLOSED', 'CANCELLED'])
    .execute()
    .then((rows) =>
      rows
        .filter((row) => row.due !== null && row.due <= horizon)
        .map((row) => ({ id: row.id, number: row.number, title: row.title, status: row.status, dueAt: row.due!.getTime() }))
        .sort((a, b) => a.dueAt - b.dueAt),
    );
}

/** Defect codes counted at least the facility's threshold within its window up to now, with the CAPA already open on each. */
async function trendProposals(db: Db, facilityId: number, now: number) {
  const settings = await qualitySettings(db, facilityId);
  const since = new Date(now - settings.trendWindowDays * DAY);
  const rows = await db
    .selectFrom('ncrs as n')
    .select((eb) => [
      'n.defect_code',
      sql<number>`count(*)::int`.as('count'),
      eb
        .selectFrom('capas as c')
        .select('c.number')
        .whereRef('c.defect_code', '=', 'n.defect_code')
        .where('c.facility_id', '=', facilityId)
        .where('c.status', 'not in', ['CLOSED', 'CANCELLED'])
        .orderBy('c.id', 'desc')
        .limit(1)
        .as('open_capa'),
    ])
    .where('n.facility_id', '=', facilityId)
    .where('n.created_at', '>=', since)
    .where('n.status', '!=', 'CANCELLED')
    .groupBy('n.defect_code')
    .having(sql<number>`count(*)`, '>=', settings.trendThreshold)
    .execute();
  return rows
    .map((row) => ({
      defectCode: row.defect_code,
      count: row.count,
      windowDays: settings.trendWindowDays,
      openCapa: row.open_capa ?? null,
    }))
    .sort((a, b) => b.count - a.count);
}

/**
 * The figures of the widgets the facility shows, and their keys in its order: a widget it does not
 * show is neither counted nor answered.
 */
export async function qualityDashboard(
  db: Db,
  facilityId: number,
  span: DashboardSpan,
  now: number,
  widgets: readonly QualityDashboardWidget[],
) {
  const figures = {
    trends: () => trendProposals(db, facilityId, now),
    capasDue: () => capasDue(db, facilityId, now),
    openByAge: () => openByAge(db, facilityId, now),
    pareto: () => defectPareto(db, facilityId, span),
    byMachine: () => ncrsBy(db, facilityId, span, 'machine'),
    byMaterial: () => ncrsBy(db, facilityId, span, 'material'),
    byCustomer: () => ncrsBy(db, facilityId, span, 'customer'),
  } satisfies Record<QualityDashboardWidget, () => Promise<unknown>>;
  type Figures = { [Key in QualityDashboardWidget]: Awaited<ReturnType<(typeof figures)[Key]>> };
  const counted = await Promise.all(widgets.map(async (key) => [key, await figures[key]()] as const));
  return { widgets: [...widgets], ...(Object.fromEntries(counted) as Partial<Figures>) };
}
