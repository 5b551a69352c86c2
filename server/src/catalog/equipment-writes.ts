import type { EquipmentMaterialRole } from 'shared/contracts';
import { Type, type Static } from 'typebox';
import type { Db } from '../db/database.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { findEquipment } from './queries.js';

const MaterialIds = (description: string) =>
  Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50, description: `${description} (material ids)` });

/** What a client sends to create or replace an equipment (POST and PUT take the same body). */
export const EquipmentBody = Type.Object(
  {
    displayName: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S', description: 'Unique in the facility' }),
    machineId: Type.Integer({ minimum: 1, description: 'The machine model' }),
    materialIds: MaterialIds('Primary materials, at least one'),
    supportMaterialIds: Type.Optional(MaterialIds('Support materials')),
    detailingAgentMaterialIds: Type.Optional(MaterialIds('Detailing agents')),
    fusingAgentMaterialIds: Type.Optional(MaterialIds('Fusing agents')),
    currentlyUsedMaterialId: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { description: 'One of the equipment’s materials, or null' }),
    ),
    imageUrl: Type.Optional(
      Type.Union([Type.String({ format: 'uri', pattern: '^https?://', maxLength: 2000 }), Type.Null()], {
        description: 'An http(s) URL of a picture of the machine',
      }),
    ),
  },
  { additionalProperties: false, $id: 'EquipmentInput' },
);
export type EquipmentInput = Static<typeof EquipmentBody>;

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
