/** The checks an NCR's fields pass: its defect code, files, assignee, job, machine and cause are the facility's own. */
import { checkOwnMachines } from '../catalog/index.js';
import type { Trx } from '../db/database.js';
import { badRequest, conflict } from '../http/errors.js';
import { checkQualityPerson } from './people.js';
import type { NcrInput, QualitySettings } from './schemas.js';

export const checkDefectCode = (settings: QualitySettings, code: string, field: string) => {
  if (!settings.defectCodes.some((defect) => defect.code === code)) {
    throw badRequest(`${code} is not one of the facility’s defect codes`, field);
  }
};

export async function ownFiles(trx: Trx, facilityId: number, ids: number[], field: string) {
  if (!ids.length) return;
  const own = await trx.selectFrom('files').select('id').where('id', 'in', ids).where('company_id', '=', facilityId).execute();
  const missing = ids.findIndex((id) => !own.some((file) => file.id === id));
  if (missing >= 0) throw badRequest(`File ${ids[missing]} not found`, `${field}.${missing}`);
}

export async function setEvidence(trx: Trx, ncrId: number, fileIds: number[]) {
  await trx.deleteFrom('ncr_evidence').where('ncr_id', '=', ncrId).execute();
  const ids = [...new Set(fileIds)];
  if (ids.length) {
    await trx
      .insertInto('ncr_evidence')
      .values(ids.map((file_id, position) => ({ ncr_id: ncrId, file_id, position })))
      .execute();
  }
}

export async function checkAssignee(trx: Trx, facilityId: number, userId: number | null | undefined) {
  if (userId === null || userId === undefined) return;
  await checkQualityPerson(trx, facilityId, userId, 'body.assignedUserId');
}

/** The job, machine and material an NCR names must be the facility's own. */
export async function checkOwnRows(trx: Trx, facilityId: number, input: Pick<NcrInput, 'jobId' | 'equipmentId'>) {
  if (input.jobId !== undefined) {
    const job = await trx
      .selectFrom('jobs')
      .select('id')
      .where('id', '=', input.jobId)
      .where('facility_id', '=', facilityId)
      .executeTakeFirst();
    if (!job) throw badRequest(`Job ${input.jobId} not found`, 'body.jobId');
  }
  if (input.equipmentId !== undefined) await checkOwnMachines(trx, facilityId, [input.equipmentId], 'body.equipmentId');
}

export async function checkProcessNcr(trx: Trx, facilityId: number, id: number) {
  const cause = await trx
    .selectFrom('ncrs')
    .select('status')
    .where('id', '=', id)
    .where('facility_id', '=', facilityId)
    .where('kind', '=', 'PROCESS')
    .executeTakeFirst();
  if (!cause) throw badRequest(`Process NCR ${id} not found`, 'body.processNcrId');
  if (cause.status !== 'OPEN') throw conflict('The process NCR is no longer open');
}
