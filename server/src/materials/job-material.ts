/**
 * Where material meets production: a job that completes draws what it used from the batch loaded
 * on its machine (what the machine reported using, else the quantity on the job), and records
 * that batch, which is how a part is traced back to its powder.
 */
import { toMilligrams, type MaterialUnit } from 'shared/contracts';
import type { Trx } from '../db/database.js';
import { recordEvent, takeFromBatch } from './batch-store.js';
import { announceMaterialChange } from './changes.js';
import type { MaterialScope } from './lot-service.js';

interface CompletedJob {
  id: number;
  equipment_id: number;
  material_quantity_used: number;
  material_unit: MaterialUnit;
}

/** Consumes a completed job's material from its machine's batch; a machine with no batch loaded has nothing to draw from. */
export async function consumeForJob(trx: Trx, scope: MaterialScope, job: CompletedJob): Promise<void> {
  const batch = await trx
    .selectFrom('material_batches as b')
    .leftJoin('material_data_sheets as d', 'd.material_id', 'b.material_id')
    .select(['b.id', 'd.density_g_cm3'])
    .where('b.equipment_id', '=', job.equipment_id)
    .where('b.facility_id', '=', scope.facilityId)
    .executeTakeFirst();
  if (!batch) return;
  const drawn = await trx.selectFrom('material_job_batches').select('batch_id').where('job_id', '=', job.id).executeTakeFirst();
  // A job completed once and completed again (after a correction) drew its material the first time.
  if (drawn) return;
  // What the machine measured it used, where it reported that, rather than what was typed on the job.
  const measured = await trx
    .selectFrom('machine_runs')
    .select((eb) => eb.fn.sum<number | null>('feedstock_mg').as('mg'))
    .where('job_id', '=', job.id)
    .executeTakeFirst();
  const mg =
    measured?.mg != null
      ? Number(measured.mg)
      : (toMilligrams(job.material_quantity_used, job.material_unit, batch.density_g_cm3) ?? 0);
  if (mg > 0) {
    await takeFromBatch(trx, batch.id, mg);
    await recordEvent(trx, {
      ...scope,
      kind: 'CONSUME',
      equipmentId: job.equipment_id,
      jobId: job.id,
      inputs: [{ batchId: batch.id, mg }],
      outputs: [],
      lossMg: mg,
      unaccountedMg: 0,
    });
  }
  await trx.insertInto('material_job_batches').values({ job_id: job.id, batch_id: batch.id, mass_mg: mg }).execute();
  await announceMaterialChange(trx, scope.facilityId);
}
