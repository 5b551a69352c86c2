/**
 * What the machines did: utilisation (time planned and time printing, against the span) and OEE
 * (availability × performance × quality) per machine. Overlapping work is counted once: a
 * machine's spans are unioned before they are measured.
 */
import type { AnalyticsOee, AnalyticsUtilisation } from 'shared/contracts';
import type { Db } from '../db/database.js';
import { machineHours } from './machine-days.js';
import { lossesByMachine } from './pieces.js';
import type { AnalyticsScope } from './scope.js';

const HOUR_MS = 3_600_000;

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
  const [hours, losses] = await Promise.all([machineHours(db, scope), lossesByMachine(db, scope)]);
  return {
    rows: hours.map((row) => {
      const made = row.pieces_made;
      const lost = losses.filter((loss) => loss.equipmentId === row.equipment_id).reduce((sum, loss) => sum + loss.pieces, 0);
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
