/**
 * A quality manager's signed override of the start gate, for one job on the batch its machine
 * holds now: the rules it breaks, why it may start anyway, and the signature, kept on the job.
 */
import { batchNumber } from 'shared/contracts';
import { recordMaterialChange } from './changes.js';
import type { Db, Trx } from '../db/database.js';
import { conflict, notFound } from '../http/errors.js';
import { qualitySettings } from '../quality/index.js';
import { sign, signaturesOf, type SigningContext } from '../signatures/index.js';
import type { MaterialScope } from './lot-service.js';
import { brokenRules, loadedPowder } from './start-gate.js';
import { ruleOf } from './settings.js';

type SignatureInput = { password?: string; passkey?: Parameters<typeof sign>[2]['passkey']; meaning: string };

const overrideContent = (row: { job_id: number; batch_id: number; broken_rules: string[]; reason: string }) => ({
  job: row.job_id,
  batch: row.batch_id,
  rules: row.broken_rules,
  reason: row.reason,
});

export async function jobOf(db: Db | Trx, facilityId: number, jobId: number) {
  const job = await db
    .selectFrom('jobs as j')
    .leftJoin('materials as m', 'm.id', 'j.material_id')
    .select(['j.id', 'j.equipment_id', 'j.material_id', 'm.name as material_name', 'j.job_status'])
    .where('j.id', '=', jobId)
    .where('j.facility_id', '=', facilityId)
    .executeTakeFirst();
  if (!job) throw notFound(`Job ${jobId} not found`);
  return job;
}

export async function overrideStartGate(
  ctx: SigningContext,
  scope: MaterialScope,
  jobId: number,
  input: { reason: string; signature: SignatureInput },
  ip: string,
) {
  const { signatureMeanings } = await qualitySettings(ctx.db, scope.facilityId);
  await ctx.db.transaction().execute(async (trx) => {
    const job = await jobOf(trx, scope.facilityId, jobId);
    if (job.job_status !== 'QUEUED' && job.job_status !== 'WAITING')
      throw conflict('Only a job that has not started can be let start');
    const powder = await loadedPowder(trx, job.equipment_id);
    const material = job.material_id === null ? null : { id: job.material_id, name: job.material_name ?? '' };
    const broken = powder ? brokenRules(powder, material, await ruleOf(trx, scope.facilityId, powder.materialId)) : [];
    if (!powder || !broken.length) throw conflict('The powder on this machine breaks no rule: the job may start as it is');
    const row = { job_id: jobId, batch_id: powder.batchId, broken_rules: broken, reason: input.reason.trim() };
    const { id } = await trx
      .insertInto('material_start_overrides')
      .values({ ...row, broken_rules: JSON.stringify(broken), created_by: scope.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sign(ctx, trx, {
      signer: { userId: scope.userId, companyId: scope.facilityId },
      facilityId: scope.facilityId,
      password: input.signature.password,
      passkey: input.signature.passkey,
      meaning: input.signature.meaning,
      allowedMeanings: signatureMeanings,
      recordKind: 'START_OVERRIDE',
      recordId: id,
      content: overrideContent(row),
      ip,
      inputPath: 'body.signature',
    });
    await recordMaterialChange(trx, {
      facilityId: scope.facilityId,
      userId: scope.userId,
      entity: 'JOB_START_OVERRIDE',
      entityId: id,
      action: 'CREATE',
      newValue: { job: jobId, batch: batchNumber(powder.batchId), rules: broken, reason: row.reason },
    });
  });
}

/** A job's overrides, oldest first, with their signatures. */
export async function startOverrides(db: Db, jobId: number) {
  const rows = await db
    .selectFrom('material_start_overrides')
    .select(['id', 'job_id', 'batch_id', 'broken_rules', 'reason', 'created_at'])
    .where('job_id', '=', jobId)
    .orderBy('id')
    .execute();
  const signatures = await signaturesOf(
    db,
    'START_OVERRIDE',
    rows.map((row) => row.id),
    (id) => overrideContent(rows.find((row) => row.id === id)!),
  );
  return rows.map((row) => ({
    batch: { id: row.batch_id, number: batchNumber(row.batch_id) },
    rules: row.broken_rules,
    reason: row.reason,
    at: row.created_at.toISOString(),
    signature: signatures.get(row.id)![0] ?? null,
  }));
}
