/**
 * A facility's machines as the auto-scheduler needs them: kind, process, build volume, speed, what
 * they load, their changeover times, whether they run unattended and their own calendars.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Calendar } from './plan-settings.js';

export interface MachineRow {
  id: number;
  name: string;
  kind: 'THREED_PRINTER' | 'POST_PROCESSING_MACHINE';
  processId: number;
  build_x_mm: number | null;
  build_y_mm: number | null;
  build_z_mm: number | null;
  packing_margin_mm: number;
  speed: number;
  materialNow: number | null;
  /** Materials it loads as its primary. */
  loads: Set<number>;
  /** Minutes by 'from>to' material ids. */
  changeovers: Map<string, number>;
  unattended: boolean;
  /** Its own working week; null: the facility's. */
  calendar: Calendar | null;
}

export async function loadMachines(db: Db, facilityId: number): Promise<MachineRow[]> {
  const rows = await db
    .selectFrom('equipment as e')
    .innerJoin('machines as m', 'm.id', 'e.machine_id')
    .select(['e.id', 'e.display_name', 'm.kind', 'm.am_process_id', 'm.build_x_mm', 'm.build_y_mm', 'm.build_z_mm'])
    .leftJoin('equipment_calendars as c', 'c.equipment_id', 'e.id')
    .select(['e.packing_margin_mm', 'e.speed_factor', 'e.currently_used_material_id', 'e.plan_unattended'])
    .select([
      'c.working_days',
      'c.day_start_minute',
      'c.day_end_minute',
      sql<string[] | null>`c.closed_days::text[]`.as('closed_days'),
    ])
    .where('e.facility_id', '=', facilityId)
    .orderBy('e.display_name')
    .orderBy('e.id')
    .execute();
  const ids = rows.map((row) => row.id);
  const [loads, changeovers] = ids.length
    ? await Promise.all([
        db
          .selectFrom('equipment_materials')
          .select(['equipment_id', 'material_id'])
          .where('role', '=', 'PRIMARY')
          .where('equipment_id', 'in', ids)
          .execute(),
        db.selectFrom('equipment_changeovers').selectAll().where('equipment_id', 'in', ids).execute(),
      ])
    : [[], []];
  return rows.map((row) => ({
    id: row.id,
    name: row.display_name,
    kind: row.kind,
    processId: row.am_process_id,
    build_x_mm: row.build_x_mm,
    build_y_mm: row.build_y_mm,
    build_z_mm: row.build_z_mm,
    packing_margin_mm: row.packing_margin_mm,
    speed: Number(row.speed_factor),
    materialNow: row.currently_used_material_id,
    loads: new Set(loads.filter((l) => l.equipment_id === row.id).map((l) => l.material_id)),
    changeovers: new Map(
      changeovers.filter((c) => c.equipment_id === row.id).map((c) => [`${c.from_material_id}>${c.to_material_id}`, c.minutes]),
    ),
    unattended: row.plan_unattended,
    calendar: calendarOf(row),
  }));
}

interface CalendarColumns {
  working_days: number[] | null;
  day_start_minute: number | null;
  day_end_minute: number | null;
  closed_days: string[] | null;
}

export function calendarOf(row: CalendarColumns): Calendar | null {
  if (row.working_days === null || row.day_start_minute === null || row.day_end_minute === null) return null;
  return {
    workingDays: row.working_days,
    dayStartMinute: row.day_start_minute,
    dayEndMinute: row.day_end_minute,
    closedDays: row.closed_days ?? [],
  };
}
