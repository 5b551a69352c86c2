/**
 * What a facility plans with besides its settings: pinned jobs, weights, and each machine's speed,
 * changeover times, whether it runs unattended and its own calendar.
 */
import { sql } from 'kysely';
import type { Static } from 'typebox';
import type { Db } from '../db/database.js';
import { badRequest, notFound } from '../http/errors.js';
import { calendarOf } from './plan-machines.js';
import { calendarColumns, checkCalendar } from './plan-settings.js';
import type { MachinePlanningSchema, PlanWeightsSchema } from './plan-schemas.js';

type PlanWeights = Static<typeof PlanWeightsSchema>;
type MachinePlanning = Static<typeof MachinePlanningSchema>;

/** `facilityIds`: the facilities the caller may plan (an enterprise's planner pins a job of any of them). */
export async function pinJob(db: Db, facilityIds: readonly number[], id: number, pinned: boolean) {
  return db.transaction().execute(async (trx) => {
    const job = await trx
      .updateTable('jobs')
      .set({ pinned, updated_at: new Date() })
      .where('id', '=', id)
      .where('facility_id', 'in', facilityIds)
      .where('active', '=', true)
      .returning(['id', 'pinned', 'job_name', 'job_type', 'job_status', 'facility_id'])
      .executeTakeFirst();
    if (!job) throw notFound(`No job ${id}`);
    await trx
      .insertInto('event_outbox')
      .values({
        topic: 'job.saved',
        rfq_id: null,
        match_id: null,
        company_ids: [job.facility_id],
        payload: { jobId: id, jobName: job.job_name, jobType: job.job_type, from: job.job_status, to: job.job_status },
      })
      .execute();
    return { id: job.id, pinned: job.pinned };
  });
}

/** The facility's priority labels, and the customers it has made orders for or weighed, each with its weight (1 unless set). */
export async function planWeights(db: Db, facilityId: number): Promise<PlanWeights> {
  const [labels, customers] = await Promise.all([
    db
      .selectFrom('priority_labels')
      .select(['id', 'label', 'plan_weight as weight'])
      .where('facility_id', '=', facilityId)
      .orderBy('label')
      .execute(),
    db
      .selectFrom('companies as c')
      .leftJoin('customer_plan_weights as w', (join) =>
        join.onRef('w.customer_id', '=', 'c.id').on('w.facility_id', '=', facilityId),
      )
      .select(['c.id', 'c.company_name as name'])
      .select((eb) => eb.fn.coalesce('w.weight', eb.lit(1)).as('weight'))
      .where((eb) =>
        eb.or([
          eb('w.weight', 'is not', null),
          eb('c.id', 'in', eb.selectFrom('rfqs').select('customer_id').where('awarded_facility_id', '=', facilityId)),
        ]),
      )
      .orderBy('c.company_name')
      .execute(),
  ]);
  return { priorityLabels: labels, customers };
}

export async function savePlanWeights(db: Db, facilityId: number, weights: PlanWeights): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const labels = new Set(
      (await trx.selectFrom('priority_labels').select('id').where('facility_id', '=', facilityId).execute()).map((row) => row.id),
    );
    weights.priorityLabels.forEach((label, i) => {
      if (!labels.has(label.id))
        throw badRequest(`No priority label ${label.id} of this facility`, `body.priorityLabels.${i}.id`);
    });
    const wanted = weights.customers.map((customer) => customer.id);
    const known = new Set(
      wanted.length
        ? (await trx.selectFrom('companies').select('id').where('id', 'in', wanted).execute()).map((row) => row.id)
        : [],
    );
    weights.customers.forEach((customer, i) => {
      if (!known.has(customer.id)) throw badRequest(`No customer ${customer.id}`, `body.customers.${i}.id`);
    });
    for (const label of weights.priorityLabels) {
      await trx.updateTable('priority_labels').set({ plan_weight: label.weight }).where('id', '=', label.id).execute();
    }
    await trx.deleteFrom('customer_plan_weights').where('facility_id', '=', facilityId).execute();
    // A weight of 1 is every customer's without a row.
    const rows = weights.customers
      .filter((c) => c.weight !== 1)
      .map((c) => ({ facility_id: facilityId, customer_id: c.id, weight: c.weight }));
    if (rows.length) await trx.insertInto('customer_plan_weights').values(rows).execute();
  });
}

async function facilityMachine(db: Db, facilityId: number, id: number) {
  const machine = await db
    .selectFrom('equipment as e')
    .leftJoin('equipment_calendars as c', 'c.equipment_id', 'e.id')
    .select(['e.id', 'e.speed_factor', 'e.plan_unattended'])
    .select([
      'c.working_days',
      'c.day_start_minute',
      'c.day_end_minute',
      sql<string[] | null>`c.closed_days::text[]`.as('closed_days'),
    ])
    .where('e.id', '=', id)
    .where('e.facility_id', '=', facilityId)
    .executeTakeFirst();
  if (!machine) throw notFound(`No machine ${id}`);
  return machine;
}

export async function machinePlanning(db: Db, facilityId: number, id: number): Promise<MachinePlanning> {
  const machine = await facilityMachine(db, facilityId, id);
  const changeovers = await db
    .selectFrom('equipment_changeovers')
    .select(['from_material_id as fromMaterialId', 'to_material_id as toMaterialId', 'minutes'])
    .where('equipment_id', '=', id)
    .orderBy('from_material_id')
    .orderBy('to_material_id')
    .execute();
  return {
    speedFactor: Number(machine.speed_factor),
    unattended: machine.plan_unattended,
    calendar: calendarOf(machine),
    changeovers,
  };
}

export async function saveMachinePlanning(db: Db, facilityId: number, id: number, planning: MachinePlanning): Promise<void> {
  await facilityMachine(db, facilityId, id);
  const materials = [...new Set(planning.changeovers.flatMap((c) => [c.fromMaterialId, c.toMaterialId]))];
  const known = new Set(
    materials.length
      ? (await db.selectFrom('materials').select('id').where('id', 'in', materials).execute()).map((row) => row.id)
      : [],
  );
  if (planning.calendar) checkCalendar(planning.calendar, 'body.calendar');
  const pairs = new Set<string>();
  planning.changeovers.forEach((c, i) => {
    if (!known.has(c.fromMaterialId))
      throw badRequest(`No material ${c.fromMaterialId} exists`, `body.changeovers.${i}.fromMaterialId`);
    if (!known.has(c.toMaterialId))
      throw badRequest(`No material ${c.toMaterialId} exists`, `body.changeovers.${i}.toMaterialId`);
    if (c.fromMaterialId === c.toMaterialId)
      throw badRequest('A changeover is between two different materials', `body.changeovers.${i}.toMaterialId`);
    const pair = `${c.fromMaterialId}>${c.toMaterialId}`;
    if (pairs.has(pair)) throw badRequest('Each change of material is given once', `body.changeovers.${i}`);
    pairs.add(pair);
  });
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('equipment')
      .set({ speed_factor: planning.speedFactor, plan_unattended: planning.unattended })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('equipment_calendars').where('equipment_id', '=', id).execute();
    if (planning.calendar) {
      await trx
        .insertInto('equipment_calendars')
        .values({ equipment_id: id, ...calendarColumns(planning.calendar) })
        .execute();
    }
    await trx.deleteFrom('equipment_changeovers').where('equipment_id', '=', id).execute();
    if (planning.changeovers.length) {
      await trx
        .insertInto('equipment_changeovers')
        .values(
          planning.changeovers.map((c) => ({
            equipment_id: id,
            from_material_id: c.fromMaterialId,
            to_material_id: c.toMaterialId,
            minutes: c.minutes,
          })),
        )
        .execute();
    }
  });
}
