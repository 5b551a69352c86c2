/**
 * Every awarded part gets its work plan: the facility's template of the part's process and
 * material (or of its process, for any material), copied as the part's own steps, with one lot
 * of all its pieces waiting at the first step. Given when the order is awarded, and when a
 * template is saved to the parts awarded before it; a part's plan, once given, stays.
 */
import { AWARDED_RFQ_STATUSES } from 'shared/contracts';
import { sql } from 'kysely';
import type { Trx } from '../db/database.js';
import { advancePrinted } from './lots.js';

/** Gives their plans to the facility's awarded parts that have none, those of one order or all. */
export async function givePlans(trx: Trx, facilityId: number, orderId?: number): Promise<void> {
  const parts = await trx
    .selectFrom('rfq_files as f')
    .innerJoin('rfqs as r', 'r.id', 'f.rfq_id')
    .select((eb) => [
      'f.id',
      'f.quantity',
      eb
        .selectFrom('workplan_templates as t')
        .select('t.id')
        .where('t.facility_id', '=', facilityId)
        .whereRef('t.am_process_id', '=', 'f.am_process_id')
        .where((w) =>
          w.or([
            w('t.material_id', 'is', null),
            w(
              't.material_id',
              'in',
              w.selectFrom('rfq_file_materials as fm').select('fm.material_id').whereRef('fm.rfq_file_id', '=', 'f.id'),
            ),
          ]),
        )
        // A template of the part's own material comes before the process's template for any material.
        .orderBy(sql`t.material_id is null`)
        .orderBy('t.id')
        .limit(1)
        .as('template_id'),
    ])
    .where('r.awarded_facility_id', '=', facilityId)
    .where('r.status', 'in', AWARDED_RFQ_STATUSES)
    .$if(orderId !== undefined, (query) => query.where('r.id', '=', orderId!))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('rfq_workplans as w').select('w.id').whereRef('w.rfq_file_id', '=', 'f.id'))))
    .orderBy('f.id')
    .execute();
  for (const part of parts) {
    if (part.template_id !== null) await givePlan(trx, facilityId, part, part.template_id);
  }
}

async function givePlan(trx: Trx, facilityId: number, part: { id: number; quantity: number }, templateId: number): Promise<void> {
  const template = await trx
    .selectFrom('workplan_templates')
    .select('name')
    .where('id', '=', templateId)
    .executeTakeFirstOrThrow();
  const plan = await trx
    .insertInto('rfq_workplans')
    .values({ rfq_file_id: part.id, facility_id: facilityId, template_id: templateId, name: template.name })
    // A part given its plan by another transaction meanwhile keeps that one.
    .onConflict((oc) => oc.column('rfq_file_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!plan) return;
  await trx
    .insertInto('rfq_workplan_items')
    .columns(['rfq_workplan_id', 'position', 'name', 'kind', 'work_center_id', 'standard_minutes', 'time_basis', 'questions'])
    .expression((eb) =>
      eb
        .selectFrom('workplan_template_steps as s')
        .select([
          sql.lit(plan.id).as('rfq_workplan_id'),
          's.position',
          's.name',
          's.kind',
          's.work_center_id',
          's.standard_minutes',
          's.time_basis',
          's.questions',
        ])
        .where('s.template_id', '=', templateId),
    )
    .execute();
  const first = await trx
    .selectFrom('rfq_workplan_items')
    .select('id')
    .where('rfq_workplan_id', '=', plan.id)
    .orderBy('position')
    .limit(1)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('workplan_lots')
    .values({ rfq_workplan_id: plan.id, number: 1, item_id: first.id, quantity: part.quantity, status: 'WAITING' })
    .execute();
  // Pieces printed before the plan was given go straight on.
  await advancePrinted(trx, [part.id]);
}

/** The award is gone (declined, withdrawn): the plans given to the order's parts at that facility go with it. */
export async function takeBackPlans(trx: Trx, orderId: number, facilityId: number): Promise<void> {
  await trx
    .deleteFrom('rfq_workplans')
    .where('facility_id', '=', facilityId)
    .where('rfq_file_id', 'in', (eb) => eb.selectFrom('rfq_files').select('id').where('rfq_id', '=', orderId))
    .execute();
}
