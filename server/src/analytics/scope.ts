/**
 * What an analytics figure counts: the facility's work in a span [from, to), narrowed by the
 * reader's filters, its series in periods of the reader's time zone. The filters read the same
 * for every figure: a job is narrowed by its machine, its material, its machine's process and its
 * parts' customers; an order by the machines that printed it, its parts' materials and processes,
 * and its customer.
 */
import { sql, type RawBuilder } from 'kysely';
import type { AnalyticsPeriod } from 'shared/contracts';

export interface AnalyticsScope {
  facilityId: number;
  from: Date;
  to: Date;
  /** What "now" is for work still running: its actual time so far ends here. */
  now: Date;
  timeZone: string;
  period: AnalyticsPeriod;
  equipmentId?: number;
  materialId?: number;
  processId?: number;
  customerId?: number;
}

const all = (conditions: (RawBuilder<unknown> | false | undefined)[]): RawBuilder<boolean> => {
  const kept = conditions.filter((condition): condition is RawBuilder<unknown> => Boolean(condition));
  return kept.length === 0 ? sql<boolean>`true` : sql<boolean>`(${sql.join(kept, sql` and `)})`;
};

/** Whether the job aliased `j` is among the filtered work. */
export const jobFiltered = (scope: AnalyticsScope) =>
  all([
    scope.equipmentId !== undefined && sql`j.equipment_id = ${scope.equipmentId}`,
    scope.materialId !== undefined && sql`j.material_id = ${scope.materialId}`,
    scope.processId !== undefined &&
      sql`exists (select 1 from equipment fe join machines fm on fm.id = fe.machine_id
        where fe.id = j.equipment_id and fm.am_process_id = ${scope.processId})`,
    scope.customerId !== undefined &&
      sql`exists (select 1 from job_files fjf join rfq_files ff on ff.id = fjf.rfq_file_id join rfqs fr on fr.id = ff.rfq_id
        where fjf.job_id = j.id and fr.customer_id = ${scope.customerId})`,
  ]);

/** Whether the order aliased `r` is among the filtered work. */
export const orderFiltered = (scope: AnalyticsScope) =>
  all([
    scope.customerId !== undefined && sql`r.customer_id = ${scope.customerId}`,
    scope.processId !== undefined &&
      sql`exists (select 1 from rfq_files ff where ff.rfq_id = r.id and ff.am_process_id = ${scope.processId})`,
    scope.materialId !== undefined &&
      sql`exists (select 1 from rfq_files ff join rfq_file_materials ffm on ffm.rfq_file_id = ff.id
        where ff.rfq_id = r.id and ffm.material_id = ${scope.materialId})`,
    scope.equipmentId !== undefined &&
      sql`exists (select 1 from rfq_files ff join job_files fjf on fjf.rfq_file_id = ff.id join jobs fj on fj.id = fjf.job_id
        where ff.rfq_id = r.id and fj.equipment_id = ${scope.equipmentId} and fj.active)`,
  ]);

/** The period a moment falls in, as its first day in the reader's zone (YYYY-MM-DD). */
export const periodOf = (scope: AnalyticsScope, moment: RawBuilder<unknown>) =>
  sql<string>`to_char(date_trunc(${scope.period.toLowerCase()}, ${moment} at time zone ${scope.timeZone}), 'YYYY-MM-DD')`;

/** The day a moment falls on in the reader's zone. */
export const dayOf = (scope: AnalyticsScope, moment: RawBuilder<unknown>) =>
  sql<string>`(${moment} at time zone ${scope.timeZone})::date`;

/** Hours a span of time (an interval) lasts. */
export const hoursOf = (interval: RawBuilder<unknown>) => sql<number>`(extract(epoch from ${interval}) / 3600)::float8`;
