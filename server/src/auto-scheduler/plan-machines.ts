/** A facility's machines as the auto-scheduler needs them: kind, process, build volume, speed, what they load and their changeover times. */
import type { Db } from '../db/database.js';

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
}

export async function loadMachines(db: Db, facilityId: number): Promise<MachineRow[]> {
  const rows = await db
    .selectFrom('equipment as e')
    .innerJoin('machines as m', 'm.id', 'e.machine_id')
    .select(['e.id', 'e.display_name', 'm.kind', 'm.am_process_id', 'm.build_x_mm', 'm.build_y_mm', 'm.build_z_mm'])
    .select(['e.packing_margin_mm', 'e.speed_factor', 'e.currently_used_material_id'])
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
  }));
}
