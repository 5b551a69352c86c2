/**
 * Pieces made and lost in the span, by machine. Made: the pieces on the jobs that ended in the span
 * (completed or failed). Lost: the pieces of a failed build (its cause the process NCR raised on
 * the job, else FAILED_BUILD), and the pieces failed at an inspection in the span, charged to the
 * machine that last completed a job of that part before it (their cause the defect code of the
 * inspection's NCR, unclassified until one is raised).
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { filteredMachines, jobSpans } from './job-spans.js';
import { jobFiltered, type AnalyticsScope } from './scope.js';

export interface Loss {
  equipmentId: number;
  kind: 'PROCESS' | 'DEFECT' | 'UNCLASSIFIED';
  code: string;
  pieces: number;
}

export async function piecesByMachine(db: Db, scope: AnalyticsScope): Promise<{ made: Map<number, number>; losses: Loss[] }> {
  const { from, to } = scope;
  // The jobs that ended in the span, read once: each machine's pieces, those of failed builds by cause.
  const ended = sql<{ equipment_id: number; failed_code: string | null; pieces: number }>`
    with machines_kept as (${filteredMachines(scope)}), spans as (${jobSpans(scope)})
    select s.equipment_id, case when s.job_status = 'FAILED' then coalesce(cause.cause, 'FAILED_BUILD') end as failed_code,
      coalesce(sum(jf.quantity), 0)::int as pieces
    from spans s join job_files jf on jf.job_id = s.id
    left join lateral (select n.cause from ncrs n where n.job_id = s.id and s.job_status = 'FAILED' and n.kind = 'PROCESS'
      and n.cause is not null order by n.id limit 1) cause on true
    where s.job_status in ('COMPLETED', 'FAILED') and s.act_to >= ${from} and s.act_to < ${to}
    group by 1, 2`.execute(db);
  const failedInspections = sql<{ equipment_id: number; code: string | null; pieces: number }>`
    with machines_kept as (${filteredMachines(scope)})
    select printed.equipment_id, n.defect_code as code, sum(i.failed_quantity)::int as pieces
    from inspections i
    cross join lateral (select j.id, j.equipment_id from job_files jf join jobs j on j.id = jf.job_id
      where jf.rfq_file_id = i.rfq_file_id and j.facility_id = ${scope.facilityId} and j.active and j.job_status = 'COMPLETED'
        and j.from_date <= i.created_at
      order by j.to_date desc, j.id desc limit 1) printed
    left join ncrs n on n.id = i.ncr_id
    where i.facility_id = ${scope.facilityId} and i.created_at >= ${from} and i.created_at < ${to} and i.failed_quantity > 0
      and printed.equipment_id in (select id from machines_kept)
      and exists (select 1 from jobs j where j.id = printed.id and ${jobFiltered(scope)})
    group by 1, 2`.execute(db);
  const [endedRows, inspections] = await Promise.all([ended, failedInspections]);
  const made = new Map<number, number>();
  for (const row of endedRows.rows) made.set(row.equipment_id, (made.get(row.equipment_id) ?? 0) + row.pieces);
  return {
    made,
    losses: [
      ...endedRows.rows.flatMap((row) =>
        row.failed_code === null || row.pieces === 0
          ? []
          : [{ equipmentId: row.equipment_id, kind: 'PROCESS' as const, code: row.failed_code, pieces: row.pieces }],
      ),
      ...inspections.rows.map((row) => ({
        equipmentId: row.equipment_id,
        kind: row.code === null ? ('UNCLASSIFIED' as const) : ('DEFECT' as const),
        code: row.code ?? '',
        pieces: row.pieces,
      })),
    ],
  };
}
