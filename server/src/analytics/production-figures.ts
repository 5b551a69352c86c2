/**
 * What production lost and used: the scrap rate with its Pareto by cause (pieces.ts says what is
 * made and lost), and the material the completed jobs consumed, their secondary materials included,
 * per material and the unit the jobs recorded.
 */
import { sql } from 'kysely';
import type { AnalyticsMaterial, AnalyticsScrap } from 'shared/contracts';
import type { Db } from '../db/database.js';
import { qualitySettings } from '../quality/index.js';
import { filteredMachines, jobSpans } from './job-spans.js';
import { piecesByMachine } from './pieces.js';
import type { AnalyticsScope } from './scope.js';

export async function scrap(db: Db, scope: AnalyticsScope): Promise<AnalyticsScrap> {
  const [pieces, settings] = await Promise.all([piecesByMachine(db, scope), qualitySettings(db, scope.facilityId)]);
  const causes = new Map<string, AnalyticsScrap['causes'][number]>();
  for (const loss of pieces.losses) {
    const key = `${loss.kind}:${loss.code}`;
    const cause = causes.get(key) ?? {
      kind: loss.kind,
      code: loss.code,
      description: loss.kind === 'DEFECT' ? (settings.defectCodes.find((one) => one.code === loss.code)?.description ?? '') : '',
      pieces: 0,
    };
    causes.set(key, { ...cause, pieces: cause.pieces + loss.pieces });
  }
  return {
    made: [...pieces.made.values()].reduce((sum, made) => sum + made, 0),
    scrapped: pieces.losses.reduce((sum, loss) => sum + loss.pieces, 0),
    causes: [...causes.values()].sort((a, b) => b.pieces - a.pieces || a.code.localeCompare(b.code)),
  };
}

export async function materialConsumed(db: Db, scope: AnalyticsScope): Promise<AnalyticsMaterial> {
  const { rows } = await sql<{ material_id: number; material: string; unit: string; quantity: number; jobs: number }>`
    with machines_kept as (${filteredMachines(scope)}), spans as (${jobSpans(scope)}),
    completed as (select * from spans s where s.job_status = 'COMPLETED' and s.act_to >= ${scope.from} and s.act_to < ${scope.to}),
    used as (
      select c.id as job_id, c.material_id, c.material_unit as unit, c.material_quantity_used as quantity
        from completed c where c.material_id is not null
      union all
      select c.id, sm.material_id, c.material_unit, sm.material_quantity_used
        from completed c join job_secondary_materials sm on sm.job_id = c.id)
    select u.material_id, m.name as material, u.unit, sum(u.quantity)::float8 as quantity, count(distinct u.job_id)::int as jobs
    from used u join materials m on m.id = u.material_id
    group by u.material_id, m.name, u.unit order by 4 desc, 2`.execute(db);
  return {
    rows: rows.map((row) => ({
      materialId: row.material_id,
      material: row.material,
      unit: row.unit,
      quantity: Math.round(row.quantity * 1000) / 1000,
      jobs: row.jobs,
    })),
  };
}
