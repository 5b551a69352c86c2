import type { EquipmentMaterialRole } from 'shared/contracts';
import type { Db } from '../db/database.js';
import { recordSettingChange } from '../settings/index.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { findEquipment } from './queries.js';
import type { EquipmentInput } from './schemas.js';

/** The body's material lists by the role they are stored with, and the field each comes from. */
type MaterialField = 'materialIds' | 'supportMaterialIds' | 'detailingAgentMaterialIds' | 'fusingAgentMaterialIds';
const ROLE_FIELDS: [EquipmentMaterialRole, MaterialField][] = [
  ['PRIMARY', 'materialIds'],
  ['SUPPORT', 'supportMaterialIds'],
  ['DETAILING_AGENT', 'detailingAgentMaterialIds'],
  ['FUSING_AGENT', 'fusingAgentMaterialIds'],
];

interface MaterialRow {
  material_id: number;
  role: EquipmentMaterialRole;
}

/**
 * Checks the body against the catalogue and answers the equipment_materials rows it asks for:
 * the machine model must exist, and every material must be one that model runs.
 */
async function materialRows(db: Db, input: EquipmentInput): Promise<MaterialRow[]> {
  const machine = await db
    .selectFrom('machines')
    .select(['id', 'model_name'])
    .where('id', '=', input.machineId)
    .executeTakeFirst();
  if (!machine) throw badRequest(`Unknown machine model ${input.machineId}`, 'body.machineId');
  if (input.materialIds.length === 0) throw badRequest('Choose at least one primary material', 'body.materialIds');

  // One query for every material asked for: whether it exists, and whether the model runs it.
  const requested = ROLE_FIELDS.flatMap(([, field]) => input[field] ?? []);
  const known = await db
    .selectFrom('materials as x')
    .leftJoin('machine_materials as mm', (join) => join.onRef('mm.material_id', '=', 'x.id').on('mm.machine_id', '=', machine.id))
    .select(['x.id', 'x.name', 'mm.machine_id'])
    .where('x.id', 'in', requested)
    .execute();
  const byId = new Map(known.map((m) => [m.id, m]));

  const rows: MaterialRow[] = [];
  for (const [role, field] of ROLE_FIELDS) {
    for (const id of new Set(input[field] ?? [])) {
      const material = byId.get(id);
      if (!material) throw badRequest(`Unknown material ${id}`, `body.${field}`);
      if (material.machine_id === null) {
        throw badRequest(`The ${machine.model_name} cannot run ${material.name}`, `body.${field}`);
      }
      rows.push({ material_id: id, role });
    }
  }
  const loaded = input.currentlyUsedMaterialId ?? null;
  if (loaded !== null && !rows.some((row) => row.material_id === loaded)) {
    throw badRequest('The material loaded now must be one of the equipment’s materials', 'body.currentlyUsedMaterialId');
  }
  return rows;
}

async function assertNameFree(db: Db, facilityId: number, displayName: string, exceptId?: number): Promise<void> {
  let query = db
    .selectFrom('equipment')
    .select('id')
    .where('facility_id', '=', facilityId)
    .where('display_name', '=', displayName);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw conflict(`Equipment named ${displayName} already exists in this facility`);
}

const columns = (input: EquipmentInput) => ({
  display_name: input.displayName.trim(),
  machine_id: input.machineId,
  currently_used_material_id: input.currentlyUsedMaterialId ?? null,
  image_url: input.imageUrl ?? null,
  // A packing figure the body leaves out stays undefined, which Kysely leaves out of the statement:
  // a new machine gets the table's default, an edited one keeps its own.
  packing_margin_mm: input.packingMarginMm,
  layer_mm: input.layerMm,
  layer_seconds: input.layerSeconds,
  seconds_per_cm3: input.secondsPerCm3,
});

/** Adds an equipment to the facility, with its materials, in one transaction. */
export async function createEquipment(db: Db, facilityId: number, input: EquipmentInput) {
  return db.transaction().execute(async (trx) => {
    const rows = await materialRows(trx, input);
    await assertNameFree(trx, facilityId, input.displayName.trim());
    const { id } = await trx
      .insertInto('equipment')
      .values({ facility_id: facilityId, ...columns(input) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('equipment_materials')
      .values(rows.map((row) => ({ ...row, equipment_id: id })))
      .execute();
    return (await findEquipment(trx, facilityId, id))!;
  });
}

/** Replaces an equipment of the facility and its materials; another facility's answers 404, like a missing one. */
export async function updateEquipment(db: Db, facilityId: number, id: number, input: EquipmentInput) {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('equipment')
      .select('id')
      .where('id', '=', id)
      .where('facility_id', '=', facilityId)
      .executeTakeFirst();
    if (!existing) throw notFound(`Equipment ${id} not found`);
    const rows = await materialRows(trx, input);
    await assertNameFree(trx, facilityId, input.displayName.trim(), id);
    await trx.updateTable('equipment').set(columns(input)).where('id', '=', id).where('facility_id', '=', facilityId).execute();
    await trx.deleteFrom('equipment_materials').where('equipment_id', '=', id).execute();
    await trx
      .insertInto('equipment_materials')
      .values(rows.map((row) => ({ ...row, equipment_id: id })))
      .execute();
    return (await findEquipment(trx, facilityId, id))!;
  });
}

export interface PriorityLabelInput {
  label: string;
  color: string;
}

const toDto = (row: { id: number; label: string; color: string; create_date: Date }) => ({
  id: row.id,
  label: row.label,
  color: row.color,
  createDate: row.create_date.getTime(),
});

export async function listPriorityLabels(db: Db, facilityId: number) {
  const rows = await db
    .selectFrom('priority_labels')
    .selectAll()
    .where('facility_id', '=', facilityId)
    .orderBy('create_date')
    .orderBy('id')
    .execute();
  return rows.map(toDto);
}

async function assertLabelFree(db: Db, facilityId: number, label: string, exceptId?: number): Promise<void> {
  let query = db
    .selectFrom('priority_labels')
    .select('id')
    .where('facility_id', '=', facilityId)
    .where((eb) => eb(eb.fn('lower', ['label']), '=', label.trim().toLowerCase()));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw conflict(`A priority label named '${label.trim()}' already exists`);
}

/** Refuses a priority label that is not the facility's (400 naming the field); null is no label. */
export async function checkPriorityLabel(db: Db, facilityId: number, id: number | null, field: string): Promise<void> {
  if (id === null) return;
  const label = await db
    .selectFrom('priority_labels')
    .select('id')
    .where('id', '=', id)
    .where('facility_id', '=', facilityId)
    .executeTakeFirst();
  if (!label) throw badRequest(`Priority label ${id} is not one of this facility’s labels`, field);
}

/** Who changes a facility's labels: the change is audited in their name. */
export interface LabelScope {
  facilityId: number;
  userId: number;
}

const labelValue = (row: { label: string; color: string }) => ({ label: row.label, color: row.color });

export async function createPriorityLabel(db: Db, scope: LabelScope, input: PriorityLabelInput) {
  await assertLabelFree(db, scope.facilityId, input.label);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('priority_labels')
      .values({ facility_id: scope.facilityId, label: input.label.trim(), color: input.color })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordSettingChange(trx, { ...scope, setting: 'PRIORITY_LABEL', before: null, after: labelValue(row) });
    return toDto(row);
  });
}

/** Another facility's label answers 404, like a missing one. */
export async function updatePriorityLabel(db: Db, scope: LabelScope, id: number, input: PriorityLabelInput) {
  await assertLabelFree(db, scope.facilityId, input.label, id);
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('priority_labels')
      .select(['label', 'color'])
      .where('id', '=', id)
      .where('facility_id', '=', scope.facilityId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound(`Priority label ${id} not found`);
    const row = await trx
      .updateTable('priority_labels')
      .set({ label: input.label.trim(), color: input.color })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordSettingChange(trx, {
      ...scope,
      setting: 'PRIORITY_LABEL',
      before: labelValue(before),
      after: labelValue(row),
    });
    return toDto(row);
  });
}

export async function deletePriorityLabel(db: Db, scope: LabelScope, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('priority_labels')
      .where('id', '=', id)
      .where('facility_id', '=', scope.facilityId)
      .returning(['label', 'color'])
      .executeTakeFirst();
    if (!deleted) throw notFound(`Priority label ${id} not found`);
    await recordSettingChange(trx, { ...scope, setting: 'PRIORITY_LABEL', before: labelValue(deleted), after: null });
  });
}
