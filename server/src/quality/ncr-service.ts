/**
 * Raising and keeping NCRs. A part NCR is raised from an inspection's failed pieces (everything
 * filled in from the inspection and the job that made the part; those pieces are held until it
 * settles them) or by hand (a customer's return, a find in process: a record of pieces the
 * inspection counts do not hold); a process NCR is raised by hand, on a machine, a job and a
 * material over a span of time. Every change writes the audit trail.
 */
import { PART_NCR_TRANSITIONS, PROCESS_NCR_TRANSITIONS, type NcrStatus } from 'shared/contracts';
import { recordAudit } from '../audit/index.js';
import type { Insertable } from 'kysely';
import { inTransaction, type Db, type Trx } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { linkInspectionToNcr, settleHeldPieces } from '../fulfilment/index.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { announceQuality, checkQualityMove, moveQualityRecord } from './moves.js';
import { checkAssignee, checkDefectCode, checkOwnRows, checkProcessNcr, ownFiles, setEvidence } from './ncr-checks.js';
import { nextNumber } from './numbering.js';
import { lockedNcr, settledPieces, type QualityScope } from './ncr-records.js';
import { inspectionForNcr } from './queries.js';
import type { NcrChange, NcrInput, QualitySettings } from './schemas.js';
import { qualitySettings } from './settings.js';

/** What an NCR holds when raised: its columns as the audit trail records them. */
type NewNcr = Insertable<Database['ncrs']>;

async function insertNcr(
  trx: Trx,
  scope: QualityScope,
  settings: QualitySettings,
  values: Omit<NewNcr, 'number' | 'facility_id'>,
) {
  const number = await nextNumber(trx, scope.facilityId, 'NCR', settings.ncrFormat, new Date());
  const row: NewNcr = { ...values, number, facility_id: scope.facilityId, created_by: scope.userId };
  const { id } = await trx.insertInto('ncrs').values(row).returning('id').executeTakeFirstOrThrow();
  await recordAudit(trx, {
    facilityId: scope.facilityId,
    userId: scope.userId,
    entity: 'NCR',
    entityId: id,
    action: 'CREATE',
    newValue: row,
  });
  return { id, number };
}

/** Raises the part NCR of an inspection's failed pieces; its id. */
export async function raiseFromInspection(
  db: Db,
  scope: QualityScope,
  inspectionId: number,
  input: { severity?: NcrInput['severity']; defectCode?: string; title?: string },
): Promise<number> {
  const settings = await qualitySettings(db, scope.facilityId);
  const defectCode = input.defectCode ?? settings.defectCodes[0]!.code;
  checkDefectCode(settings, defectCode, 'body.defectCode');
  return db.transaction().execute(async (trx) => {
    const inspection = await inspectionForNcr(trx, scope, inspectionId);
    if (!inspection) throw notFound(`Inspection ${inspectionId} not found`);
    if (!inspection.ncr_requested) throw conflict('This inspection’s failed pieces were not marked for an NCR');
    if (inspection.ncr_id !== null) throw conflict('An NCR was raised for this inspection already');
    const customer = await trx
      .selectFrom('rfqs')
      .select('customer_id')
      .where('id', '=', inspection.rfq_id)
      .executeTakeFirstOrThrow();
    const { id, number } = await insertNcr(trx, scope, settings, {
      kind: 'PART',
      severity: input.severity ?? 'MAJOR',
      defect_code: defectCode,
      title: input.title?.trim() || `${inspection.failed_quantity} × ${inspection.original_file_name} failed inspection`,
      description: inspection.note,
      rfq_id: inspection.rfq_id,
      rfq_file_id: inspection.rfq_file_id,
      quantity: inspection.failed_quantity,
      found_at: 'INSPECTION',
      inspection_id: inspection.id,
      job_id: inspection.job?.id ?? null,
      equipment_id: inspection.job?.equipment_id ?? null,
      material_id: inspection.job?.material_id ?? null,
    });
    await setEvidence(trx, id, inspection.photo_ids ?? []);
    await linkInspectionToNcr(trx, inspection.id, id);
    await announceQuality(trx, 'ncrs', { id, facility_id: scope.facilityId, number }, [customer.customer_id], inspection.rfq_id, {
      status: 'OPEN',
    });
    return id;
  });
}

/** Raises an NCR by hand, or from a step of a part's work plan (in the step's transaction); its id. */
export async function raiseNcr(db: Db, scope: QualityScope, input: NcrInput): Promise<number> {
  const settings = await qualitySettings(db, scope.facilityId);
  checkDefectCode(settings, input.defectCode, 'body.defectCode');
  if (input.startedAt !== undefined && input.endedAt !== undefined && input.endedAt < input.startedAt) {
    throw badRequest('The span ends before it starts', 'body.endedAt');
  }
  return inTransaction(db, async (trx) => {
    await checkAssignee(trx, scope.facilityId, input.assignedUserId);
    await ownFiles(trx, scope.facilityId, input.evidenceFileIds ?? [], 'body.evidenceFileIds');
    const shared = {
      severity: input.severity,
      defect_code: input.defectCode,
      title: input.title.trim(),
      description: input.description?.trim() ?? '',
      internal_notes: input.internalNotes?.trim() ?? '',
      job_id: input.jobId ?? null,
      equipment_id: input.equipmentId ?? null,
      material_id: input.materialId ?? null,
      assigned_user_id: input.assignedUserId ?? null,
    };
    await checkOwnRows(trx, scope.facilityId, input);
    let raised: { id: number; number: string };
    let audience: number[] = [];
    let rfqId: number | null = null;
    if (input.kind === 'PART') {
      if (input.rfqFileId === undefined) throw badRequest('Name the part of the order', 'body.rfqFileId');
      if (input.quantity === undefined) throw badRequest('Say how many pieces are affected', 'body.quantity');
      if (!input.foundAt) throw badRequest('Say where the nonconformance was found', 'body.foundAt');
      const part = await trx
        .selectFrom('rfq_files as f')
        .innerJoin('rfqs as r', 'r.id', 'f.rfq_id')
        .select(['f.id', 'f.rfq_id', 'r.customer_id'])
        .where('f.id', '=', input.rfqFileId)
        .where('r.awarded_facility_id', '=', scope.facilityId)
        // An export-controlled order's part is none of the facility's to someone not cleared, as its NCRs are not.
        .$if(!scope.itarCleared, (query) => query.where('r.itar', '=', false))
        .executeTakeFirst();
      if (!part) throw badRequest(`Part ${input.rfqFileId} is not a part of an order this facility makes`, 'body.rfqFileId');
      if (input.processNcrId !== undefined) await checkProcessNcr(trx, scope.facilityId, input.processNcrId);
      raised = await insertNcr(trx, scope, settings, {
        ...shared,
        kind: 'PART',
        rfq_id: part.rfq_id,
        rfq_file_id: part.id,
        quantity: input.quantity,
        found_at: input.foundAt,
        process_ncr_id: input.processNcrId ?? null,
      });
      audience = [part.customer_id];
      rfqId = part.rfq_id;
    } else {
      if (!input.cause) throw badRequest('Say what went wrong in the process', 'body.cause');
      raised = await insertNcr(trx, scope, settings, {
        ...shared,
        kind: 'PROCESS',
        cause: input.cause,
        started_at: input.startedAt === undefined ? null : new Date(input.startedAt),
        ended_at: input.endedAt === undefined ? null : new Date(input.endedAt),
      });
    }
    await setEvidence(trx, raised.id, input.evidenceFileIds ?? []);
    await announceQuality(trx, 'ncrs', { ...raised, facility_id: scope.facilityId }, audience, rfqId, { status: 'OPEN' });
    return raised.id;
  });
}

/** Changes an open NCR's description, classification, assignee or evidence. */
export async function changeNcr(db: Db, scope: QualityScope, id: number, change: NcrChange): Promise<void> {
  const settings = await qualitySettings(db, scope.facilityId);
  if (change.defectCode !== undefined) checkDefectCode(settings, change.defectCode, 'body.defectCode');
  await db.transaction().execute(async (trx) => {
    const ncr = await lockedNcr(trx, scope, id);
    if (ncr.status !== 'OPEN') throw conflict(`${ncr.number} is ${ncr.status}: only an open NCR can be changed`);
    await checkAssignee(trx, scope.facilityId, change.assignedUserId);
    const before = await trx
      .selectFrom('ncrs')
      .select(['severity', 'defect_code', 'title', 'description', 'internal_notes', 'assigned_user_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const after = {
      ...(change.severity !== undefined ? { severity: change.severity } : {}),
      ...(change.defectCode !== undefined ? { defect_code: change.defectCode } : {}),
      ...(change.title !== undefined ? { title: change.title.trim() } : {}),
      ...(change.description !== undefined ? { description: change.description.trim() } : {}),
      ...(change.internalNotes !== undefined ? { internal_notes: change.internalNotes.trim() } : {}),
      ...(change.assignedUserId !== undefined ? { assigned_user_id: change.assignedUserId } : {}),
    };
    const changed = Object.fromEntries(
      Object.entries(after).filter(([key, value]) => before[key as keyof typeof before] !== value),
    ) as typeof after;
    if (Object.keys(changed).length) {
      await trx
        .updateTable('ncrs')
        .set({ ...changed, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    }
    if (change.evidenceFileIds) {
      await ownFiles(trx, scope.facilityId, change.evidenceFileIds, 'body.evidenceFileIds');
      await setEvidence(trx, id, change.evidenceFileIds);
    }
    if (!Object.keys(changed).length && !change.evidenceFileIds) return;
    await recordAudit(trx, {
      facilityId: scope.facilityId,
      userId: scope.userId,
      entity: 'NCR',
      entityId: id,
      action: 'UPDATE',
      oldValue: Object.fromEntries(Object.keys(changed).map((key) => [key, before[key as keyof typeof before]])),
      newValue: { ...changed, ...(change.evidenceFileIds ? { evidence: change.evidenceFileIds } : {}) },
    });
    await announceQuality(trx, 'ncrs', ncr, ncr.customer_id ? [ncr.customer_id] : [], ncr.rfq_id);
  });
}

const graphOf = (kind: 'PART' | 'PROCESS') => (kind === 'PART' ? PART_NCR_TRANSITIONS : PROCESS_NCR_TRANSITIONS);

/** Closes an NCR: a part NCR once dispositioned, a process NCR once the part NCRs it caused have ended. */
export async function closeNcr(db: Db, scope: QualityScope, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ncr = await lockedNcr(trx, scope, id);
    const open = await trx
      .selectFrom('ncrs')
      .select('id')
      .where('process_ncr_id', '=', id)
      .where('status', 'not in', ['CLOSED', 'CANCELLED'])
      .executeTakeFirst();
    checkQualityMove(graphOf(ncr.kind), ncr.number, ncr.status as NcrStatus, 'CLOSED', 'FACILITY', {
      PART_NCRS_ENDED: !open,
    });
    await moveQualityRecord(trx, {
      table: 'ncrs',
      record: ncr,
      to: 'CLOSED',
      userId: scope.userId,
      alsoTell: ncr.customer_id ? [ncr.customer_id] : [],
      rfqId: ncr.rfq_id,
    });
  });
}

/**
 * Cancels an NCR raised in error, with the reason. The pieces it held that no decision settled
 * go back to waiting for inspection.
 */
export async function cancelNcr(db: Db, scope: QualityScope, id: number, reason: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ncr = await lockedNcr(trx, scope, id);
    checkQualityMove(graphOf(ncr.kind), ncr.number, ncr.status as NcrStatus, 'CANCELLED', 'FACILITY', {}, reason);
    if (ncr.inspection_id !== null && ncr.rfq_file_id !== null) {
      const undecided = (ncr.quantity ?? 0) - (await settledPieces(trx, ncr.id));
      await settleHeldPieces(trx, ncr.rfq_file_id, { toCustomer: 0, reworked: undecided, lost: 0 });
    }
    await moveQualityRecord(trx, {
      table: 'ncrs',
      record: ncr,
      to: 'CANCELLED',
      userId: scope.userId,
      reason,
      alsoTell: ncr.customer_id ? [ncr.customer_id] : [],
      rfqId: ncr.rfq_id,
    });
  });
}
