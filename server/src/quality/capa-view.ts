/** A CAPA as its answers show it: a row of the list, or the whole record with its history. */
import type { NcrStatus } from 'shared/contracts';
import type { Static } from 'typebox';
import { auditHistory, changesOf } from '../audit/index.js';
import type { Db } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { signaturesOf } from '../signatures/index.js';
import { capaActions, capaRecord, type CapaListRow } from './capa-queries.js';
import { closureContent } from './capa-records.js';
import { rootCauseOf } from './capa-root-cause.js';
import type { CapaRowSchema, CapaSchema } from './capa-schemas.js';

type Capa = Static<typeof CapaSchema>;

export function capaRow(row: CapaListRow): Static<typeof CapaRowSchema> {
  return {
    id: row.id,
    number: row.number,
    type: row.type,
    status: row.status,
    title: row.title,
    owner: row.owner ?? null,
    defectCode: row.defect_code,
    openActions: row.open_actions ?? 0,
    checkDue: row.check_due?.getTime() ?? null,
    createdAt: row.created_at.getTime(),
  };
}

export async function capaView(db: Db, facilityId: number, id: number): Promise<Capa> {
  const record = await capaRecord(db, facilityId, id);
  if (!record) throw notFound(`CAPA ${id} not found`);
  const actions = await capaActions(db, id);
  const [signatures, history] = await Promise.all([
    signaturesOf(db, 'CAPA_CLOSURE', [id], () => closureContent(record, actions)),
    historyOf(
      db,
      facilityId,
      id,
      actions.map((action) => action.id),
    ),
  ]);
  return {
    ...capaRow(record),
    problem: record.problem,
    containment: record.containment,
    ncrs: (record.ncrs ?? []).map((ncr) => ({ ...ncr, status: ncr.status as NcrStatus })),
    rootCause: rootCauseOf(record.root_cause_method, record.root_cause),
    actions: actions.map((action) => ({
      id: action.id,
      description: action.description,
      owner: { id: action.owner_user_id, name: action.owner_name },
      dueAt: action.due_at.getTime(),
      doneAt: action.done_at?.getTime() ?? null,
    })),
    check: {
      due: record.check_due?.getTime() ?? null,
      criterion: record.check_criterion,
      result: record.check_result,
      note: record.check_note,
      recordedAt: record.check_recorded_at?.getTime() ?? null,
    },
    signatures: signatures.get(id) ?? [],
    statusReason: record.status_reason,
    closedAt: record.closed_at?.getTime() ?? null,
    history,
  };
}

/** The changes of the CAPA and of its actions, in the order the trail recorded them. */
async function historyOf(db: Db, facilityId: number, id: number, actionIds: number[]): Promise<Capa['history']> {
  const trails = await Promise.all([
    auditHistory(db, facilityId, 'CAPA', id).then((entries) =>
      entries.map((entry) => ({ ...entry, record: 'CAPA' as const, recordId: id })),
    ),
    ...actionIds.map((actionId) =>
      auditHistory(db, facilityId, 'CAPA_ACTION', actionId).then((entries) =>
        entries.map((entry) => ({ ...entry, record: 'CAPA_ACTION' as const, recordId: actionId })),
      ),
    ),
  ]);
  return trails
    .flat()
    .sort((a, b) => a.position - b.position)
    .map((entry) => ({
      at: new Date(entry.at).toISOString(),
      who: entry.userName,
      action: entry.action,
      record: entry.record,
      recordId: entry.recordId,
      changes: changesOf(entry.oldValue, entry.newValue),
    }));
}
