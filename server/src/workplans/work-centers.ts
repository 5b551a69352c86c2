/**
 * A facility's work centers: the stations and groups of machines where a work plan's steps are
 * done (a depowdering station, a blaster, the dye machines). Kept by its MES settings editors,
 * each change audited; one that a template or a part's plan still sends work to stays.
 */
import { sql } from 'kysely';
import { checkOwnMachines } from '../catalog/index.js';
import type { Db, Trx } from '../db/database.js';
import { conflict, notFound } from '../http/errors.js';
import { recordSettingChange } from '../settings/index.js';

export interface WorkCenterInput {
  name: string;
  equipmentIds: number[];
}

/** Who changes the work centers: the change is audited in their name. */
export interface MesScope {
  facilityId: number;
  userId: number;
}

/** The facility's work centers by name, with their machines. */
export async function listWorkCenters(db: Db, facilityId: number, ids?: number[]) {
  if (ids?.length === 0) return [];
  const rows = await db
    .selectFrom('work_centers as w')
    .select((eb) => [
      'w.id',
      'w.name',
      'w.created_at',
      eb
        .selectFrom('work_center_equipment as we')
        .innerJoin('equipment as e', 'e.id', 'we.equipment_id')
        .select(
          sql<
            { id: number; name: string }[]
          >`coalesce(json_agg(json_build_object('id', e.id, 'name', e.display_name) order by e.display_name, e.id), '[]')`.as(
            'list',
          ),
        )
        .whereRef('we.work_center_id', '=', 'w.id')
        .as('equipment'),
    ])
    .where('w.facility_id', '=', facilityId)
    .$if(ids !== undefined, (query) => query.where('w.id', 'in', ids!))
    .orderBy(sql`lower(w.name)`)
    .orderBy('w.id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, equipment: row.equipment ?? [], createdAt: row.created_at.getTime() }));
}

async function workCenterOf(db: Db, facilityId: number, id: number) {
  const [found] = await listWorkCenters(db, facilityId, [id]);
  if (!found) throw notFound(`Work center ${id} not found`);
  return found;
}

async function checkInput(trx: Trx, facilityId: number, input: WorkCenterInput, exceptId?: number): Promise<void> {
  const taken = await trx
    .selectFrom('work_centers')
    .select('id')
    .where('facility_id', '=', facilityId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', input.name.trim().toLowerCase()))
    .$if(exceptId !== undefined, (query) => query.where('id', '<>', exceptId!))
    .executeTakeFirst();
  if (taken) throw conflict(`A work center named '${input.name.trim()}' already exists`, { field: 'body.name' });
  await checkOwnMachines(trx, facilityId, input.equipmentIds, 'body.equipmentIds');
}

async function setEquipment(trx: Trx, workCenterId: number, equipmentIds: number[]): Promise<void> {
  await trx.deleteFrom('work_center_equipment').where('work_center_id', '=', workCenterId).execute();
  if (equipmentIds.length === 0) return;
  await trx
    .insertInto('work_center_equipment')
    .values(equipmentIds.map((equipment_id) => ({ work_center_id: workCenterId, equipment_id })))
    .execute();
}

const auditValue = (input: { name: string; equipment: { id: number }[] }) => ({
  name: input.name,
  equipmentIds: input.equipment.map((machine) => machine.id),
});

export async function createWorkCenter(db: Db, scope: MesScope, input: WorkCenterInput) {
  const id = await db.transaction().execute(async (trx) => {
    await checkInput(trx, scope.facilityId, input);
    const row = await trx
      .insertInto('work_centers')
      .values({ facility_id: scope.facilityId, name: input.name.trim() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setEquipment(trx, row.id, input.equipmentIds);
    await recordSettingChange(trx, {
      ...scope,
      setting: 'WORK_CENTER',
      before: null,
      after: { name: input.name.trim(), equipmentIds: input.equipmentIds },
    });
    return row.id;
  });
  return workCenterOf(db, scope.facilityId, id);
}

export async function updateWorkCenter(db: Db, scope: MesScope, id: number, input: WorkCenterInput) {
  const before = await workCenterOf(db, scope.facilityId, id);
  await db.transaction().execute(async (trx) => {
    await checkInput(trx, scope.facilityId, input, id);
    await trx.updateTable('work_centers').set({ name: input.name.trim() }).where('id', '=', id).execute();
    await setEquipment(trx, id, input.equipmentIds);
    await recordSettingChange(trx, {
      ...scope,
      setting: 'WORK_CENTER',
      before: auditValue(before),
      after: { name: input.name.trim(), equipmentIds: input.equipmentIds },
    });
  });
  return workCenterOf(db, scope.facilityId, id);
}

/** Deletes a work center no template and no part’s unfinished plan sends work to. */
export async function deleteWorkCenter(db: Db, scope: MesScope, id: number): Promise<void> {
  const before = await workCenterOf(db, scope.facilityId, id);
  const template = await db
    .selectFrom('workplan_template_steps as s')
    .innerJoin('workplan_templates as t', 't.id', 's.template_id')
    .select('t.name')
    .where('s.work_center_id', '=', id)
    .executeTakeFirst();
  if (template) throw conflict(`The work plan '${template.name}' sends work to this work center`);
  const plan = await db.selectFrom('rfq_workplan_items').select('id').where('work_center_id', '=', id).executeTakeFirst();
  if (plan) throw conflict('Parts’ work plans send work to this work center');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('work_centers').where('id', '=', id).execute();
    await recordSettingChange(trx, { ...scope, setting: 'WORK_CENTER', before: auditValue(before), after: null });
  });
}
