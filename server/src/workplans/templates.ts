/**
 * A facility's work plan templates: per process, and a material or any material of it, the
 * ordered steps after the order is awarded. Saving one gives its plan to every awarded part it
 * fits that has none yet; a part that has one keeps it, so a change never rewrites the floor's work.
 */
import { sql } from 'kysely';
import type { Db, Trx } from '../db/database.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { recordSettingChange } from '../settings/index.js';
import { givePlans } from './assign.js';
import type { WorkplanQuestion, WorkplanStepInput, WorkplanTemplateInput } from './schemas.js';
import type { MesScope } from './work-centers.js';

interface StepRow {
  name: string;
  kind: WorkplanStepInput['kind'];
  workCenterId: number | null;
  workCenterName: string | null;
  standardMinutes: number;
  timeBasis: WorkplanStepInput['timeBasis'];
  questions: WorkplanQuestion[];
}

/** The facility's templates by process and material, with their steps in order. */
export async function listTemplates(db: Db, facilityId: number, ids?: number[]) {
  if (ids?.length === 0) return [];
  const rows = await db
    .selectFrom('workplan_templates as t')
    .innerJoin('am_processes as p', 'p.id', 't.am_process_id')
    .leftJoin('materials as m', 'm.id', 't.material_id')
    .select((eb) => [
      't.id',
      't.name',
      't.updated_at',
      'p.id as process_id',
      'p.display_name as process_name',
      'm.id as material_id',
      'm.name as material_name',
      eb
        .selectFrom('workplan_template_steps as s')
        .leftJoin('work_centers as w', 'w.id', 's.work_center_id')
        .select(
          sql<StepRow[]>`coalesce(json_agg(json_build_object('name', s.name, 'kind', s.kind, 'workCenterId', s.work_center_id,
            'workCenterName', w.name, 'standardMinutes', s.standard_minutes, 'timeBasis', s.time_basis, 'questions', s.questions)
            order by s.position), '[]')`.as('list'),
        )
        .whereRef('s.template_id', '=', 't.id')
        .as('steps'),
      eb
        .selectFrom('rfq_workplans as rw')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('rw.template_id', '=', 't.id')
        .as('parts'),
    ])
    .where('t.facility_id', '=', facilityId)
    .$if(ids !== undefined, (query) => query.where('t.id', 'in', ids!))
    .orderBy('p.display_name')
    .orderBy(sql`m.name nulls first`)
    .orderBy('t.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    amProcess: { id: row.process_id, name: row.process_name },
    material: row.material_id === null ? null : { id: row.material_id, name: row.material_name! },
    steps: (row.steps ?? []).map((step) => ({
      name: step.name,
      kind: step.kind,
      workCenterId: step.workCenterId,
      workCenter: step.workCenterId === null ? null : { id: step.workCenterId, name: step.workCenterName! },
      standardMinutes: Number(step.standardMinutes),
      timeBasis: step.timeBasis,
      questions: step.questions,
    })),
    partsWithPlan: row.parts ?? 0,
    updatedAt: row.updated_at.getTime(),
  }));
}

async function templateOf(db: Db, facilityId: number, id: number) {
  const [found] = await listTemplates(db, facilityId, [id]);
  if (!found) throw notFound(`Work plan ${id} not found`);
  return found;
}

function checkQuestions(step: WorkplanStepInput, field: string): void {
  const ids = new Set<string>();
  step.questions.forEach((question, index) => {
    const at = `${field}/questions/${index}`;
    if (ids.has(question.id)) throw badRequest(`Two questions of the step are named '${question.id}'`, `${at}/id`);
    ids.add(question.id);
    if (question.kind !== 'MEASURE') return;
    if (question.min === undefined && question.max === undefined)
      throw badRequest('A measured value needs a lower or an upper limit', `${at}/min`);
    if (question.min !== undefined && question.max !== undefined && question.min > question.max) {
      throw badRequest(`The lower limit ${question.min} is above the upper limit ${question.max}`, `${at}/max`);
    }
  });
}

/** The rules of a plan's steps: printing comes first and once, every other step has its work center. */
async function checkSteps(trx: Trx, facilityId: number, steps: WorkplanStepInput[]): Promise<void> {
  const centers = new Set(
    (await trx.selectFrom('work_centers').select('id').where('facility_id', '=', facilityId).execute()).map((row) => row.id),
  );
  steps.forEach((step, index) => {
    const field = `body.steps/${index}`;
    if (step.kind === 'PRINT') {
      if (index > 0) throw badRequest('Printing is the first step of a work plan', `${field}/kind`);
      if (step.workCenterId !== null)
        throw badRequest('A print step is done on its jobs’ machines, not at a work center', `${field}/workCenterId`);
    } else if (step.workCenterId === null) {
      throw badRequest(`Say where '${step.name.trim()}' is done`, `${field}/workCenterId`);
    } else if (!centers.has(step.workCenterId)) {
      throw badRequest(`Work center ${step.workCenterId} is not one of the facility’s`, `${field}/workCenterId`);
    }
    checkQuestions(step, field);
  });
}

async function checkTemplate(trx: Trx, facilityId: number, input: WorkplanTemplateInput, exceptId?: number): Promise<void> {
  const process = await trx.selectFrom('am_processes').select('id').where('id', '=', input.amProcessId).executeTakeFirst();
  if (!process) throw badRequest(`Process ${input.amProcessId} does not exist`, 'body.amProcessId');
  if (input.materialId !== null) {
    const material = await trx.selectFrom('materials').select('id').where('id', '=', input.materialId).executeTakeFirst();
    if (!material) throw badRequest(`Material ${input.materialId} does not exist`, 'body.materialId');
  }
  const same = await trx
    .selectFrom('workplan_templates')
    .select('name')
    .where('facility_id', '=', facilityId)
    .where('am_process_id', '=', input.amProcessId)
    .where(sql<boolean>`material_id is not distinct from ${input.materialId}`)
    .$if(exceptId !== undefined, (query) => query.where('id', '<>', exceptId!))
    .executeTakeFirst();
  if (same)
    throw conflict(`The work plan '${same.name}' is already the plan of this process and material`, { field: 'body.materialId' });
  await checkSteps(trx, facilityId, input.steps);
}

async function setSteps(trx: Trx, templateId: number, steps: WorkplanStepInput[]): Promise<void> {
  await trx.deleteFrom('workplan_template_steps').where('template_id', '=', templateId).execute();
  await trx
    .insertInto('workplan_template_steps')
    .values(
      steps.map((step, position) => ({
        template_id: templateId,
        position,
        name: step.name.trim(),
        kind: step.kind,
        work_center_id: step.workCenterId,
        standard_minutes: step.standardMinutes,
        time_basis: step.timeBasis,
        questions: JSON.stringify(step.questions),
      })),
    )
    .execute();
}

export async function createTemplate(db: Db, scope: MesScope, input: WorkplanTemplateInput) {
  const id = await db.transaction().execute(async (trx) => {
    await checkTemplate(trx, scope.facilityId, input);
    const row = await trx
      .insertInto('workplan_templates')
      .values({
        facility_id: scope.facilityId,
        name: input.name.trim(),
        am_process_id: input.amProcessId,
        material_id: input.materialId,
        updated_by: scope.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setSteps(trx, row.id, input.steps);
    await recordSettingChange(trx, { ...scope, setting: 'WORKPLAN_TEMPLATE', before: null, after: input });
    await givePlans(trx, scope.facilityId);
    return row.id;
  });
  return templateOf(db, scope.facilityId, id);
}

export async function updateTemplate(db: Db, scope: MesScope, id: number, input: WorkplanTemplateInput) {
  const before = await templateOf(db, scope.facilityId, id);
  await db.transaction().execute(async (trx) => {
    await checkTemplate(trx, scope.facilityId, input, id);
    await trx
      .updateTable('workplan_templates')
      .set({
        name: input.name.trim(),
        am_process_id: input.amProcessId,
        material_id: input.materialId,
        updated_by: scope.userId,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
    await setSteps(trx, id, input.steps);
    await recordSettingChange(trx, { ...scope, setting: 'WORKPLAN_TEMPLATE', before, after: input });
    await givePlans(trx, scope.facilityId);
  });
  return templateOf(db, scope.facilityId, id);
}

/** Deletes a template; the parts that have its plan keep it. */
export async function deleteTemplate(db: Db, scope: MesScope, id: number): Promise<void> {
  const before = await templateOf(db, scope.facilityId, id);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('workplan_templates').where('id', '=', id).execute();
    await recordSettingChange(trx, { ...scope, setting: 'WORKPLAN_TEMPLATE', before, after: null });
  });
}
