/**
 * Austin's shop floor: its work centers (the cooling racks, the depowdering station, the
 * Powershot blaster, the inspection bench, packing) and its work plan for SLS in PA 2200, given
 * to the awarded SLS parts once the demo's jobs have printed what they printed.
 */
import type { DemoTenants } from '../accounts/index.js';
import type { Db } from '../db/database.js';
import { givePlans } from './assign.js';

const WORK_CENTERS = ['Cooling racks', 'Depowdering station', 'Blaster', 'Inspection bench', 'Packing'] as const;

export async function seedWorkplans(db: Db, tenants: DemoTenants): Promise<void> {
  const facilityId = tenants.austin;
  await db.transaction().execute(async (trx) => {
    const centers = new Map<string, number>();
    for (const name of WORK_CENTERS) {
      const row = await trx
        .insertInto('work_centers')
        .values({ facility_id: facilityId, name })
        .returning('id')
        .executeTakeFirstOrThrow();
      centers.set(name, row.id);
    }
    const blaster = await trx
      .selectFrom('equipment')
      .select('id')
      .where('facility_id', '=', facilityId)
      .where('display_name', 'like', 'PP-01%')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('work_center_equipment')
      .values({ work_center_id: centers.get('Blaster')!, equipment_id: blaster.id })
      .execute();
    const process = await trx
      .selectFrom('am_processes')
      .select('id')
      .where('code', '=', 'SELECTIVE_LASER_SINTERING')
      .executeTakeFirstOrThrow();
    const material = await trx.selectFrom('materials').select('id').where('name', '=', 'PA 2200').executeTakeFirstOrThrow();
    const template = await trx
      .insertInto('workplan_templates')
      .values({ facility_id: facilityId, name: 'SLS nylon, blasted', am_process_id: process.id, material_id: material.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const step = (
      name: string,
      kind: 'PRINT' | 'WORK' | 'INSPECT',
      center: string | null,
      minutes: number,
      basis: 'PART' | 'BATCH',
      questions: unknown[] = [],
    ) => ({
      name,
      kind,
      work_center_id: center === null ? null : centers.get(center)!,
      standard_minutes: minutes,
      time_basis: basis,
      questions: JSON.stringify(questions),
    });
    const steps = [
      step('Print', 'PRINT', null, 0, 'BATCH'),
      step('Cool', 'WORK', 'Cooling racks', 720, 'BATCH'),
      step('Depowder', 'WORK', 'Depowdering station', 3, 'PART', [
        { id: 'channels-clear', kind: 'CHECK', text: 'Internal channels blown clear' },
        { id: 'wall', kind: 'MEASURE', text: 'Wall thickness', unit: 'mm', min: 1.8, max: 2.2 },
      ]),
      step('Bead blast', 'WORK', 'Blaster', 1.5, 'PART'),
      step('Inspect', 'INSPECT', 'Inspection bench', 2, 'PART'),
      step('Pack', 'WORK', 'Packing', 0.5, 'PART'),
    ];
    await trx
      .insertInto('workplan_template_steps')
      .values(steps.map((values, position) => ({ ...values, template_id: template.id, position })))
      .execute();
    await givePlans(trx, facilityId);
  });
}
