/**
 * What a process NCR causes: a failed build's parts. Raising the part NCRs of a process NCR on a
 * job makes, in one step, one part NCR for every part of every order on that job, for the pieces
 * the job holds, each naming the process NCR as its cause and carrying its job, machine and
 * material. A critical one on a machine may hold the machine's queued jobs.
 */
import { recordAudit } from '../audit/index.js';
import type { Db } from '../db/database.js';
import { badRequest, conflict } from '../http/errors.js';
import { holdQueuedJobs } from '../job-bookings/index.js';
import { announceQuality } from './moves.js';
import { checkDefectCode } from './ncr-checks.js';
import { lockedNcr, type QualityScope } from './ncr-records.js';
import { nextNumber } from './numbering.js';
import type { NcrInput } from './schemas.js';
import { qualitySettings } from './settings.js';

/** Raises the part NCRs of a process NCR's job; their ids, in the job's order of parts. */
export async function raisePartNcrsOfJob(
  db: Db,
  scope: QualityScope,
  processNcrId: number,
  input: { severity?: NcrInput['severity']; defectCode?: string },
): Promise<number[]> {
  const settings = await qualitySettings(db, scope.facilityId);
  if (input.defectCode !== undefined) checkDefectCode(settings, input.defectCode, 'body.defectCode');
  return db.transaction().execute(async (trx) => {
    const cause = await lockedNcr(trx, scope, processNcrId);
    if (cause.kind !== 'PROCESS') throw conflict(`${cause.number} is a part NCR: only a process NCR causes part NCRs`);
    if (cause.status !== 'OPEN') throw conflict(`${cause.number} is ${cause.status}: only an open process NCR causes part NCRs`);
    const process = await trx
      .selectFrom('ncrs')
      .select(['job_id', 'equipment_id', 'material_id', 'severity', 'defect_code', 'title'])
      .where('id', '=', cause.id)
      .executeTakeFirstOrThrow();
    if (process.job_id === null) throw badRequest(`${cause.number} names no job: name the failed job first`, 'params.id');
    const parts = await trx
      .selectFrom('job_files as jf')
      .innerJoin('rfq_files as f', 'f.id', 'jf.rfq_file_id')
      .innerJoin('rfqs as r', 'r.id', 'f.rfq_id')
      .select(['f.id as rfq_file_id', 'f.rfq_id', 'f.original_file_name', 'jf.quantity', 'r.customer_id'])
      .where('jf.job_id', '=', process.job_id)
      .orderBy('jf.id')
      .execute();
    if (!parts.length) throw conflict('The job holds no parts of orders');
    const ids: number[] = [];
    for (const part of parts) {
      const number = await nextNumber(trx, scope.facilityId, 'NCR', settings.ncrFormat, new Date());
      const row = {
        facility_id: scope.facilityId,
        number,
        kind: 'PART' as const,
        severity: input.severity ?? process.severity,
        defect_code: input.defectCode ?? process.defect_code,
        title: `${part.quantity} × ${part.original_file_name}: ${process.title}`.slice(0, 200),
        rfq_id: part.rfq_id,
        rfq_file_id: part.rfq_file_id,
        quantity: part.quantity,
        found_at: 'IN_PROCESS' as const,
        process_ncr_id: cause.id,
        job_id: process.job_id,
        equipment_id: process.equipment_id,
        material_id: process.material_id,
        created_by: scope.userId,
      };
      const { id } = await trx.insertInto('ncrs').values(row).returning('id').executeTakeFirstOrThrow();
      await recordAudit(trx, {
        facilityId: scope.facilityId,
        userId: scope.userId,
        entity: 'NCR',
        entityId: id,
        action: 'CREATE',
        newValue: row,
      });
      await announceQuality(trx, 'ncrs', { id, facility_id: scope.facilityId, number }, [part.customer_id], part.rfq_id, {
        status: 'OPEN',
      });
      ids.push(id);
    }
    return ids;
  });
}

/**
 * Holds the queued jobs of the machine a critical process NCR names, until the fault is
 * understood; the jobs held. Only an open CRITICAL process NCR on a machine may.
 */
export async function holdMachineOfNcr(
  db: Db,
  scope: QualityScope,
  processNcrId: number,
): Promise<{ id: number; name: string }[]> {
  return db.transaction().execute(async (trx) => {
    const ncr = await lockedNcr(trx, scope, processNcrId);
    const process = await trx.selectFrom('ncrs').select(['equipment_id']).where('id', '=', ncr.id).executeTakeFirstOrThrow();
    if (ncr.kind !== 'PROCESS' || ncr.severity !== 'CRITICAL' || ncr.status !== 'OPEN') {
      throw conflict(`Only an open critical process NCR holds a machine's jobs; ${ncr.number} is not one`);
    }
    if (process.equipment_id === null) throw badRequest(`${ncr.number} names no machine`, 'params.id');
    const held = await holdQueuedJobs(trx, scope.facilityId, process.equipment_id);
    await recordAudit(trx, {
      facilityId: scope.facilityId,
      userId: scope.userId,
      entity: 'NCR',
      entityId: ncr.id,
      action: 'UPDATE',
      newValue: { heldJobs: held.map((job) => job.id) },
    });
    return held;
  });
}
