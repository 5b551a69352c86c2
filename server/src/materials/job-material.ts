/**
 * Where material meets production: a job that completes draws what it used from the batches
 * loaded on its machine, and records them, which is how a part is traced back to its material.
 * Its material comes from the machine's powder: what the machine reported using, else the
 * quantity on the job. Each secondary material comes from the batch of that material beside the
 * powder, by the job's quantity of it; its support material, which the job gives no quantity for,
 * is recorded with the batch it came from, and nothing drawn.
 */
import { toMilligrams, type MaterialUnit } from 'shared/contracts';
import type { Trx } from '../db/database.js';
import { besideThePowder } from './beside-the-powder.js';
import { recordEvent, takeFromBatch } from './batch-store.js';
import { announceMaterialChange } from './changes.js';
import type { MaterialScope } from './lot-service.js';

interface CompletedJob {
  id: number;
  equipment_id: number;
  material_quantity_used: number;
  material_unit: MaterialUnit;
  support_material_id: number | null;
}

/** Consumes a completed job's materials from its machine's batches; a machine with none loaded has nothing to draw from. */
export async function consumeForJob(trx: Trx, scope: MaterialScope, job: CompletedJob): Promise<void> {
  const loaded = await trx
    .selectFrom('material_batches as b')
    .leftJoin('material_data_sheets as d', 'd.material_id', 'b.material_id')
    .select(['b.id', 'b.material_id', 'd.density_g_cm3', besideThePowder('b').as('beside')])
    .where('b.equipment_id', '=', job.equipment_id)
    .where('b.facility_id', '=', scope.facilityId)
    .execute();
  if (!loaded.length) return;
  const drawn = await trx.selectFrom('material_job_batches').select('batch_id').where('job_id', '=', job.id).executeTakeFirst();
  // A job completed once and completed again (after a correction) drew its material the first time.
  if (drawn) return;

  const draws: { batchId: number; mg: number }[] = [];
  const powder = loaded.find((batch) => !batch.beside);
  if (powder) {
    // What the machine measured it used, where it reported that, rather than what was typed on the job.
    const measured = await trx
      .selectFrom('machine_runs')
      .select((eb) => eb.fn.sum<number | null>('feedstock_mg').as('mg'))
      .where('job_id', '=', job.id)
      .executeTakeFirst();
    const mg =
      measured?.mg != null
        ? Number(measured.mg)
        : (toMilligrams(job.material_quantity_used, job.material_unit, powder.density_g_cm3) ?? 0);
    draws.push({ batchId: powder.id, mg });
  }
  const secondary = await trx
    .selectFrom('job_secondary_materials')
    .select(['material_id', 'material_quantity_used'])
    .where('job_id', '=', job.id)
    .orderBy('position')
    .execute();
  for (const batch of loaded.filter((one) => one.beside)) {
    const quantity = secondary
      .filter((one) => one.material_id === batch.material_id)
      .reduce((sum, one) => sum + Number(one.material_quantity_used), 0);
    const mg = toMilligrams(quantity, job.material_unit, batch.density_g_cm3) ?? 0;
    if (quantity > 0 || batch.material_id === job.support_material_id) draws.push({ batchId: batch.id, mg });
  }

  for (const { batchId, mg } of draws) {
    if (mg > 0) {
      await takeFromBatch(trx, batchId, mg);
      await recordEvent(trx, {
        ...scope,
        kind: 'CONSUME',
        equipmentId: job.equipment_id,
        jobId: job.id,
        inputs: [{ batchId, mg }],
        outputs: [],
        lossMg: mg,
        unaccountedMg: 0,
      });
    }
    await trx.insertInto('material_job_batches').values({ job_id: job.id, batch_id: batchId, mass_mg: mg }).execute();
  }
  if (draws.length) await announceMaterialChange(trx, scope.facilityId);
}
