/**
 * Pieces lost in the span, by machine: the pieces of a failed build (its cause the process NCR
 * raised on the job, else FAILED_BUILD), and the pieces failed at an inspection in the span,
 * charged to the machine that last completed a job of that part before it (their cause the defect
 * code of the inspection's NCR, unclassified until one is raised). The pieces made, those on the
 * jobs that ended in the span (completed or failed), machine-days.ts counts.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { filteredMachines } from './day-windows.js';
import { failedBuildPieces } from './machine-days.js';
import { jobFiltered, type AnalyticsScope } from './scope.js';

export interface Loss {
  equipmentId: number;
  kind: 'PROCESS' | 'DEFECT' | 'UNCLASSIFIED';
  code: string;
  pieces: number;
}

export async function lossesByMachine(db: Db, scope: AnalyticsScope): Promise<Loss[]> {
  const { from, to } = scope;
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
  const [failedBuilds, inspections] = await Promise.all([failedBuildPieces(db, scope), failedInspections]);
  return [
    ...failedBuilds.map((row) => ({
      equipmentId: row.equipment_id,
      kind: 'PROCESS' as const,
      code: row.cause,
      pieces: row.pieces,
    })),
    ...inspections.rows.map((row) => ({
      equipmentId: row.equipment_id,
      kind: row.code === null ? ('UNCLASSIFIED' as const) : ('DEFECT' as const),
      code: row.code ?? '',
      pieces: row.pieces,
    })),
  ];
}
