/**
 * A promised delivery date from the facility's live plan: for each part of
 * the order, the machines of the facility that run its process with its material and hold it, and the build
 * time its volume and quantity take at the process's rate; the auto-scheduler fits those builds into
 * a what-if copy of the plan (its working hours, downtime and changeovers, every planned job kept
 * where it is), where they finish soonest. The date is when the last build ends plus
 * post-processing. The answer names every machine and slot it assumed, so the planner can see why.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { promiseFromPlan } from '../auto-scheduler/index.js';
import { type BuildVolume, holds, partSizes } from '../job-bookings/index.js';

const HOUR = 3_600_000;

/**
 * Build rates in cm³ of parts per machine hour, by process: what a typical machine of the kind
 * turns out on a reasonably packed build. An assumption the answer states, not a measurement.
 */
const BUILD_RATE_CM3_PER_HOUR: Record<string, number> = {
  SELECTIVE_LASER_SINTERING: 40,
  HPBJ: 60,
  SLA: 12,
  DLS: 30,
  FUSED_DEPOSITION_MODELING: 15,
  FFF: 10,
  DIRECT_METAL_LASER_SINTERING: 8,
  DIRECT_METAL_LASER_MELTING: 8,
  SELECTIVE_LASER_MELTING: 8,
  MJ: 15,
  POLYJET_3D: 15,
};
const DEFAULT_RATE_CM3_PER_HOUR = 10;
/** Warming up, cooling down and unpacking around each build. */
const SETUP_HOURS = 2;
/** Depowdering, support removal and finishing after the last build, before shipping. */
const POST_PROCESSING_HOURS = 24;

interface PromisedPart {
  partId: number;
  fileName: string;
  hours: number;
  equipmentId: number;
  equipmentName: string;
  fromDate: number;
  toDate: number;
}

export interface PromiseDate {
  /** When the parts can be delivered, at the earliest. */
  deliveryDate: number;
  postProcessingHours: number;
  parts: PromisedPart[];
  /** Parts no machine of the facility can make (no slot assumed for them). */
  unplanned: { partId: number; fileName: string }[];
}

export async function promiseDate(db: Db, facilityId: number, matchId: number, now: number): Promise<PromiseDate> {
  const match = await db
    .selectFrom('matches')
    .select('rfq_id')
    .where('id', '=', matchId)
    .where('facility_id', '=', facilityId)
    .executeTakeFirst();
  if (!match) throw notFound(`Offer ${matchId} not found`);
  return promiseDateOfOrder(db, facilityId, match.rfq_id, now);
}

/** The promise for an order the facility may not have an offer of yet (an instant price). */
export async function promiseDateOfOrder(db: Db, facilityId: number, rfqId: number, now: number): Promise<PromiseDate> {
  const parts = await db
    .selectFrom('rfq_files as f')
    .leftJoin('am_processes as p', 'p.id', 'f.am_process_id')
    .select([
      'f.id',
      'f.original_file_name',
      'f.quantity',
      'f.file_id',
      'f.units',
      'p.code as process',
      sql<number | null>`(select min(fm.material_id) from rfq_file_materials fm where fm.rfq_file_id = f.id)`.as('material_id'),
      sql<number | null>`(select (o.response_data->>'volume')::float8 from file_operations o where o.file_id = f.file_id
        and o.operation_type = 'VERIFY' and o.status = 'SUCCESS' order by o.id desc limit 1)`.as('volume_mm3'),
      // The facility's printers that run the part's process with its material as a primary material.
      sql<
        ({ id: number; name: string } & BuildVolume)[]
      >`coalesce((select json_agg(json_build_object('id', e.id, 'name', e.display_name, 'build_x_mm', m.build_x_mm,
          'build_y_mm', m.build_y_mm, 'build_z_mm', m.build_z_mm, 'packing_margin_mm', e.packing_margin_mm) order by e.id)
        from equipment e join machines m on m.id = e.machine_id
        where e.facility_id = ${facilityId} and m.kind = 'THREED_PRINTER' and m.am_process_id = f.am_process_id
          and exists (select 1 from equipment_materials em join rfq_file_materials fm on fm.material_id = em.material_id
            where em.equipment_id = e.id and em.role = 'PRIMARY' and fm.rfq_file_id = f.id)), '[]'::json)`.as('machines'),
    ])
    .where('f.rfq_id', '=', rfqId)
    .orderBy('f.id')
    .execute();
  const sizes = await partSizes(
    db,
    parts.map((part) => ({ key: part.id, fileId: part.file_id, units: part.units })),
  );

  const planned: PromisedPart[] = [];
  const unplanned: PromiseDate['unplanned'] = [];
  const plannable = parts.flatMap((part) => {
    // Only a machine that holds the part can make it.
    const machines = part.machines.filter((machine) => holds(machine, sizes.get(part.id)));
    if (machines.length === 0) {
      unplanned.push({ partId: part.id, fileName: part.original_file_name });
      return [];
    }
    const rate = BUILD_RATE_CM3_PER_HOUR[part.process ?? ''] ?? DEFAULT_RATE_CM3_PER_HOUR;
    const cm3 = ((part.volume_mm3 ?? 0) / 1000) * part.quantity;
    const hours = Math.ceil((SETUP_HOURS + cm3 / rate) * 4) / 4; // to the quarter hour
    return [{ part, machines, hours }];
  });
  // Fitted into the plan as it stands by the auto-scheduler, every job already planned kept where it is.
  const promised = await promiseFromPlan(
    db,
    facilityId,
    plannable.map(({ part, machines, hours }) => ({
      key: String(part.id),
      hours,
      machineIds: machines.map((machine) => machine.id),
      material: part.material_id === null ? null : String(part.material_id),
    })),
    now,
  );
  for (const { part, machines, hours } of plannable) {
    const place = promised.placed.find((placed) => placed.key === String(part.id));
    if (!place) {
      unplanned.push({ partId: part.id, fileName: part.original_file_name });
      continue;
    }
    const machine = machines.find((m) => m.id === place.equipmentId)!;
    planned.push({
      partId: part.id,
      fileName: part.original_file_name,
      hours,
      equipmentId: machine.id,
      equipmentName: machine.name,
      fromDate: place.fromDate,
      toDate: place.toDate,
    });
  }
  const lastBuild = Math.max(now, ...planned.map((p) => p.toDate));
  return {
    deliveryDate: lastBuild + POST_PROCESSING_HOURS * HOUR,
    postProcessingHours: POST_PROCESSING_HOURS,
    parts: planned,
    unplanned,
  };
}
