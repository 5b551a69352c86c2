/**
 * A job's powder, as the job form and the scheduler's details show it: the batches it drew from
 * once it ended; before that, the batch its machine holds, the rules that batch breaks for it and
 * the refresh the job will call for; and any signed override that lets it start anyway.
 */
import { batchNumber } from 'shared/contracts';
import type { Db } from '../db/database.js';
import { qualitySettings } from '../quality/index.js';
import { brokenRules, loadedPowder } from './start-gate.js';
import { ruleOf } from './settings.js';
import { jobOf, startOverrides } from './start-override.js';
import { topUpProposal } from './top-up.js';

export async function jobPowder(db: Db, facilityId: number, jobId: number) {
  const job = await jobOf(db, facilityId, jobId);
  const [drawn, overrides, settings] = await Promise.all([
    db
      .selectFrom('material_job_batches')
      .select(['batch_id', 'mass_mg'])
      .where('job_id', '=', jobId)
      .orderBy('batch_id')
      .execute(),
    startOverrides(db, jobId),
    qualitySettings(db, facilityId),
  ]);
  const started = job.job_status !== 'QUEUED' && job.job_status !== 'WAITING';
  const powder = started ? undefined : await loadedPowder(db, job.equipment_id);
  const material = job.material_id === null ? null : { id: job.material_id, name: job.material_name ?? '' };
  const rules = powder ? brokenRules(powder, material, await ruleOf(db, facilityId, powder.materialId)) : [];
  return {
    drawn: drawn.map((row) => ({ batch: { id: row.batch_id, number: batchNumber(row.batch_id) }, massMg: row.mass_mg })),
    loaded: powder ? { id: powder.batchId, number: batchNumber(powder.batchId) } : null,
    brokenRules: rules,
    overrides,
    topUp: powder ? await topUpProposal(db, facilityId, jobId) : null,
    signatureMeanings: settings.signatureMeanings,
  };
}
