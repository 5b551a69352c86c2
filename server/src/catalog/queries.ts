import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/database.js';

/** The general material types of the machine model `m` of a query, as a JSON list. */
const materialTypesOfMachine = sql<
  { id: number; name: string }[]
>`coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name) from machine_material_types mt join material_types t on t.id = mt.material_type_id where mt.machine_id = m.id), '[]'::json)`.as(
  'types',
);

export async function listProcesses(db: Db, facilityIds: number[] | undefined) {
  let query = db.selectFrom('am_processes as p').select(['p.id', 'p.code', 'p.display_name']).orderBy('p.display_name');
  if (facilityIds) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('equipment as e')
          .innerJoin('machines as m', 'm.id', 'e.machine_id')
          .select('e.id')
          .whereRef('m.am_process_id', '=', 'p.id')
          .where('e.facility_id', 'in', facilityIds),
      ),
    );
  }
  return (await query.execute()).map((p) => ({ id: p.id, name: p.code, displayName: p.display_name }));
}

/** Machine models with their process, manufacturer and material types. */
export async function listMachines(db: Db, facilityIds: number[] | undefined) {
  let query = db
    .selectFrom('machines as m')
    .innerJoin('am_processes as p', 'p.id', 'm.am_process_id')
    .innerJoin('manufacturers as f', 'f.id', 'm.manufacturer_id')
    .select([
      'm.id',
      'm.model_name',
      'm.kind',
      'p.code as process',
      'p.id as process_id',
      'f.id as manufacturer_id',
      'f.name as manufacturer_name',
      materialTypesOfMachine,
    ])
    .orderBy('m.model_name');
  if (facilityIds) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('equipment as e')
          .select('e.id')
          .whereRef('e.machine_id', '=', 'm.id')
          .where('e.facility_id', 'in', facilityIds),
      ),
    );
  }
  return (await query.execute()).map((m) => ({
    id: m.id,
    modelName: m.model_name,
    amProcess: m.process,
    amProcessId: m.process_id,
    kind: m.kind,
    manufacturer: { id: m.manufacturer_id, name: m.manufacturer_name },
    generalMaterialTypes: m.types,
  }));
}

export async function listMaterials(db: Db, facilityIds: number[] | undefined) {
  let query = db
    .selectFrom('materials as x')
    .innerJoin('material_types as t', 't.id', 'x.material_type_id')
    .select(['x.id', 'x.name', 't.id as type_id', 't.name as type_name'])
    .orderBy('x.name');
  if (facilityIds) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('equipment_materials as em')
          .innerJoin('equipment as e', 'e.id', 'em.equipment_id')
          .select('e.id')
          .whereRef('em.material_id', '=', 'x.id')
          .where('e.facility_id', 'in', facilityIds),
      ),
    );
  }
  return (await query.execute()).map((m) => ({
    id: m.id,
    name: m.name,
    generalMaterialType: { id: m.type_id, name: m.type_name },
  }));
}

export async function machineMaterialMapping(db: Db, facilityIds: number[] | undefined) {
  let query = db
    .selectFrom('machine_materials as mm')
    .select(['mm.machine_id', sql<number[]>`array_agg(mm.material_id order by mm.material_id)`.as('material_ids')])
    .groupBy('mm.machine_id')
    .orderBy('mm.machine_id');
  if (facilityIds) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('equipment as e')
          .select('e.id')
          .whereRef('e.machine_id', '=', 'mm.machine_id')
          .where('e.facility_id', 'in', facilityIds),
      ),
    );
  }
  return (await query.execute()).map((r) => ({ machineId: r.machine_id, materialIds: r.material_ids }));
}

/** Equipment of the given facilities, with its machine and its materials by role. */
export async function listEquipment(db: Db, facilityIds: number[]) {
  return selectEquipment(db, facilityIds);
}

/** One equipment of the facility, or undefined (also when it belongs to another facility). */
export async function findEquipment(db: Db, facilityId: number, id: number) {
  const [equipment] = await selectEquipment(db, [facilityId], id);
  return equipment;
}

async function selectEquipment(db: Db, facilityIds: number[], id?: number) {
  let query = db
    .selectFrom('equipment as e')
    .innerJoin('companies as c', 'c.id', 'e.facility_id')
    .innerJoin('machines as m', 'm.id', 'e.machine_id')
    .innerJoin('am_processes as p', 'p.id', 'm.am_process_id')
    .innerJoin('manufacturers as f', 'f.id', 'm.manufacturer_id')
    .select([
      'e.id',
      'e.display_name',
      'e.facility_id',
      'c.company_name',
      'e.currently_used_material_id',
      'e.image_url',
      'e.packing_margin_mm',
      'e.layer_mm',
      'e.layer_seconds',
      'e.seconds_per_cm3',
      'm.id as machine_id',
      'm.model_name',
      'm.kind',
      'p.code as process',
      'p.id as process_id',
      'f.id as manufacturer_id',
      'f.name as manufacturer_name',
      sql<
        { id: number; name: string; role: string }[]
      >`coalesce((select json_agg(json_build_object('id', x.id, 'name', x.name, 'role', em.role) order by x.name) from equipment_materials em join materials x on x.id = em.material_id where em.equipment_id = e.id), '[]'::json)`.as(
        'materials',
      ),
      materialTypesOfMachine,
    ])
    .where('e.facility_id', 'in', facilityIds)
    .orderBy('c.company_name')
    .orderBy('e.display_name');
  if (id !== undefined) query = query.where('e.id', '=', id);
  const rows = await query.execute();
  const byRole = (materials: { id: number; name: string; role: string }[], role: string) =>
    materials.filter((m) => m.role === role).map((m) => ({ id: m.id, name: m.name }));
  return rows.map((e) => ({
    id: e.id,
    displayName: e.display_name,
    spId: e.facility_id,
    facilityName: e.company_name,
    machineDTO: { model: e.model_name },
    machine: {
      id: e.machine_id,
      modelName: e.model_name,
      amProcess: e.process,
      amProcessId: e.process_id,
      kind: e.kind,
      manufacturer: { id: e.manufacturer_id, name: e.manufacturer_name },
      generalMaterialTypes: e.types,
    },
    materials: byRole(e.materials, 'PRIMARY'),
    supportMaterials: byRole(e.materials, 'SUPPORT'),
    detailingAgentMaterials: byRole(e.materials, 'DETAILING_AGENT'),
    fusingAgentMaterials: byRole(e.materials, 'FUSING_AGENT'),
    currentlyUsedMaterialId: e.currently_used_material_id,
    imageUrl: e.image_url,
    packingMarginMm: e.packing_margin_mm,
    layerMm: e.layer_mm,
    layerSeconds: e.layer_seconds,
    secondsPerCm3: e.seconds_per_cm3,
  }));
}

export async function listSimulationSoftware(db: Db) {
  return db.selectFrom('simulation_software').select(['id', 'name', 'vendor']).orderBy('name').execute();
}

/**
 * A list's filter options: the processes and the materials, by name, that some row the caller
 * sees uses. `used.process(id)` and `used.material(id)` say whether such a row exists.
 */
export async function usedProcessesAndMaterials(
  db: Db,
  used: { process: (id: Expression<number>) => Expression<SqlBool>; material: (id: Expression<number>) => Expression<SqlBool> },
) {
  const [processes, materials] = await Promise.all([
    db
      .selectFrom('am_processes as ap')
      .select(['ap.id', 'ap.display_name as name'])
      .where((eb) => used.process(eb.ref('ap.id')))
      .orderBy('ap.display_name')
      .execute(),
    db
      .selectFrom('materials as m')
      .select(['m.id', 'm.name'])
      .where((eb) => used.material(eb.ref('m.id')))
      .orderBy('m.name')
      .execute(),
  ]);
  return { processes, materials };
}

/** Of `ids`, the processes that exist (an order names only known ones). */
export async function knownProcesses(db: Db, ids: number[]): Promise<{ id: number }[]> {
  return db
    .selectFrom('am_processes')
    .select('id')
    .where('id', 'in', ids.length ? ids : [-1])
    .execute();
}

/** Of `ids`, the materials that exist (an order names only known ones). */
export async function knownMaterials(db: Db, ids: number[]): Promise<{ id: number }[]> {
  return db
    .selectFrom('materials')
    .select('id')
    .where('id', 'in', ids.length ? ids : [-1])
    .execute();
}
