/**
 * What the machines did: utilisation (time planned and time printing, against the span) and OEE
 * (availability × performance × quality) per machine. Overlapping work is counted once: a
 * machine's spans are unioned before they are measured.
 */
import { sql } from 'kysely';
import type { AnalyticsOee, AnalyticsUtilisation } from 'shared/contracts';
import type { Db } from '../db/database.js';
import { filteredMachines, jobSpans } from './job-spans.js';
import { piecesByMachine } from './pieces.js';
import { hoursOf, type AnalyticsScope } from './scope.js';

const HOUR_MS = 3_600_000;
interface MachineHours {
  equipment_id: number;
  machine: string;
  planned_hours: number;
  actual_hours: number;
  ideal_hours: number;
  completed_run_hours: number;
}

/** Each kept machine's planned and printing hours in the span, and its completed jobs' estimated and actual hours. */
async function machineHours(db: Db, scope: AnalyticsScope): Promise<MachineHours[]> {
  const { from, to } = scope;
  const length = (ranges: string) =>
    sql`coalesce((select sum(${hoursOf(sql`upper(piece) - lower(piece)`)}) from unnest(${sql.ref(ranges)}) piece), 0)::float8`;
  const { rows } = await sql<MachineHours>`
    with machines_kept as (${filteredMachines(scope)}),
    spans as (${jobSpans(scope)}),
    per_machine as (
      select equipment_id,
        range_agg(tstzrange(greatest(from_date, ${from}), least(to_date, ${to}))) filter (
          where job_creation_type <> 'MACHINE_CONNECTIVITY' and from_date < ${to} and to_date > ${from} and from_date < to_date) as planned,
        range_agg(tstzrange(greatest(act_from, ${from}), least(act_to, ${to}))) filter (
          where act_from < ${to} and act_to > ${from} and act_from < act_to) as actual,
        coalesce(sum(estimated_hours) filter (where job_status = 'COMPLETED' and act_to >= ${from} and act_to < ${to}), 0) as ideal_hours,
        coalesce(sum(${hoursOf(sql`act_to - act_from`)}) filter (
          where job_status = 'COMPLETED' and act_to >= ${from} and act_to < ${to}), 0) as completed_run_hours
      from spans group by equipment_id)
    select k.id as equipment_id, k.display_name as machine, ${length('p.planned')} as planned_hours,
      ${length('p.actual')} as actual_hours, coalesce(p.ideal_hours, 0)::float8 as ideal_hours,
      coalesce(p.completed_run_hours, 0)::float8 as completed_run_hours
    from machines_kept k left join per_machine p on p.equipment_id = k.id
    order by k.display_name, k.id`.execute(db);
  return rows;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;
const ratio = (part: number, whole: number) => (whole > 0 ? Math.min(part / whole, 1) : null);
const rounded = (fraction: number | null) => (fraction === null ? null : round(fraction));

export async function utilisation(db: Db, scope: AnalyticsScope): Promise<AnalyticsUtilisation> {
  const rows = await machineHours(db, scope);
  return {
    spanHours: round((scope.to.getTime() - scope.from.getTime()) / HOUR_MS),
    rows: rows.map((row) => ({
      equipmentId: row.equipment_id,
      machine: row.machine,
      plannedHours: round(row.planned_hours),
      actualHours: round(row.actual_hours),
    })),
  };
}

export async function oee(db: Db, scope: AnalyticsScope): Promise<AnalyticsOee> {
  const [hours, pieces] = await Promise.all([machineHours(db, scope), piecesByMachine(db, scope)]);
  return {
    rows: hours.map((row) => {
      const made = pieces.made.get(row.equipment_id) ?? 0;
      const lost = pieces.losses
        .filter((loss) => loss.equipmentId === row.equipment_id)
        .reduce((sum, loss) => sum + loss.pieces, 0);
      const good = Math.max(made - lost, 0);
      const availability = ratio(row.actual_hours, row.planned_hours);
      const performance = ratio(row.ideal_hours, row.completed_run_hours);
      const quality = ratio(good, made);
      return {
        equipmentId: row.equipment_id,
        machine: row.machine,
        plannedHours: round(row.planned_hours),
        runHours: round(row.actual_hours),
        idealHours: round(row.ideal_hours),
        completedRunHours: round(row.completed_run_hours),
        piecesMade: made,
        piecesGood: good,
        availability: rounded(availability),
        performance: rounded(performance),
        quality: rounded(quality),
        oee:
          availability === null || performance === null || quality === null ? null : round(availability * performance * quality),
      };
    }),
  };
}
