/**
 * Raising and keeping CAPAs: the problem, its containment and owner, the NCRs it answers, its
 * root cause and its actions. Its moves through the graph are in capa-moves.ts. Every change
 * writes the audit trail (the CAPA as 'CAPA', each action as 'CAPA_ACTION') and the outbox.
 */
import { recordAudit } from '../audit/index.js';
import type { Db, Trx } from '../db/database.js';
import { badRequest, notFound } from '../http/errors.js';
import { ACTIONABLE, CHANGEABLE, lockedCapa, requireState } from './capa-records.js';
import { rootCauseOf, storedRootCause, type RootCause } from './capa-root-cause.js';
import type { CapaActionChange, CapaActionInput, CapaChange, CapaInput } from './capa-schemas.js';
import { announceQuality } from './moves.js';
import { checkDefectCode } from './ncr-checks.js';
import type { QualityScope } from './ncr-records.js';
import { nextNumber } from './numbering.js';
import { checkQualityPerson } from './people.js';
import { qualitySettings } from './settings.js';

/** Two values of a column are the same (a date by its time). */
const same = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b);

/** The fields of `after` that differ from `before`, with what they were. */
function diff<T extends Record<string, unknown>>(before: Record<string, unknown>, after: T) {
  const changed = Object.fromEntries(Object.entries(after).filter(([key, value]) => !same(before[key], value))) as Partial<T>;
  const was = Object.fromEntries(Object.keys(changed).map((key) => [key, before[key]]));
  return { changed, was, any: Object.keys(changed).length > 0 };
}

/** The facility's NCRs named by id (each once), with their numbers; 400 naming the first that is not one. */
async function ownNcrs(trx: Trx, facilityId: number, ids: readonly number[]) {
  if (!ids.length) return [];
  const found = await trx
    .selectFrom('ncrs')
    .select(['id', 'number'])
    .where('id', 'in', ids)
    .where('facility_id', '=', facilityId)
    .execute();
  const missing = ids.findIndex((id) => !found.some((ncr) => ncr.id === id));
  if (missing >= 0) throw badRequest(`NCR ${ids[missing]} not found`, `body.ncrIds.${missing}`);
  return [...new Map(found.map((ncr) => [ncr.id, ncr])).values()];
}

/** Raises a CAPA, answering the facility's NCRs it names; its id. */
export async function raiseCapa(db: Db, scope: QualityScope, input: CapaInput): Promise<number> {
  const settings = await qualitySettings(db, scope.facilityId);
  if (input.defectCode !== undefined) checkDefectCode(settings, input.defectCode, 'body.defectCode');
  return db.transaction().execute(async (trx) => {
    if (input.ownerUserId != null) await checkQualityPerson(trx, scope.facilityId, input.ownerUserId, 'body.ownerUserId');
    const ncrs = await ownNcrs(trx, scope.facilityId, input.ncrIds ?? []);
    const number = await nextNumber(trx, scope.facilityId, 'CAPA', settings.capaFormat, new Date());
    const row = {
      facility_id: scope.facilityId,
      number,
      type: input.type,
      title: input.title.trim(),
      problem: input.problem?.trim() ?? '',
      containment: input.containment?.trim() ?? '',
      owner_user_id: input.ownerUserId ?? null,
      defect_code: input.defectCode ?? null,
      created_by: scope.userId,
    };
    const { id } = await trx.insertInto('capas').values(row).returning('id').executeTakeFirstOrThrow();
    if (ncrs.length) {
      await trx
        .insertInto('capa_ncrs')
        .values(ncrs.map((ncr) => ({ capa_id: id, ncr_id: ncr.id })))
        .execute();
    }
    await recordAudit(trx, {
      ...auditOf(scope, 'CAPA', id),
      action: 'CREATE',
      newValue: { ...row, ncrs: ncrs.map((ncr) => ncr.number) },
    });
    await announceQuality(trx, 'capas', { id, facility_id: scope.facilityId, number }, [], null, { status: 'OPEN' });
    return id;
  });
}

const auditOf = (scope: QualityScope, entity: 'CAPA' | 'CAPA_ACTION', entityId: number) => ({
  facilityId: scope.facilityId,
  userId: scope.userId,
  entity,
  entityId,
});

/** Changes the texts, owner or defect code of a CAPA that has not ended. */
export async function changeCapa(db: Db, scope: QualityScope, id: number, change: CapaChange): Promise<void> {
  const settings = await qualitySettings(db, scope.facilityId);
  if (change.defectCode != null) checkDefectCode(settings, change.defectCode, 'body.defectCode');
  await db.transaction().execute(async (trx) => {
    const capa = await lockedCapa(trx, scope, id);
    requireState(capa, CHANGEABLE, 'a CAPA that has ended cannot be changed');
    if (change.ownerUserId != null) await checkQualityPerson(trx, scope.facilityId, change.ownerUserId, 'body.ownerUserId');
    const { changed, was, any } = diff(capa, {
      ...(change.title !== undefined ? { title: change.title.trim() } : {}),
      ...(change.problem !== undefined ? { problem: change.problem.trim() } : {}),
      ...(change.containment !== undefined ? { containment: change.containment.trim() } : {}),
      ...(change.ownerUserId !== undefined ? { owner_user_id: change.ownerUserId } : {}),
      ...(change.defectCode !== undefined ? { defect_code: change.defectCode } : {}),
    });
    if (!any) return;
    await trx
      .updateTable('capas')
      .set({ ...changed, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, { ...auditOf(scope, 'CAPA', id), action: 'UPDATE', oldValue: was, newValue: changed });
    await announceQuality(trx, 'capas', capa, [], null);
  });
}

/** Records the CAPA's root cause in its method's form, replacing the one before. */
export async function recordRootCause(db: Db, scope: QualityScope, id: number, rootCause: RootCause): Promise<void> {
  const { method, form } = storedRootCause(rootCause);
  await db.transaction().execute(async (trx) => {
    const capa = await lockedCapa(trx, scope, id);
    requireState(capa, CHANGEABLE, 'the root cause of a CAPA that has ended cannot change');
    await trx
      .updateTable('capas')
      .set({ root_cause_method: method, root_cause: JSON.stringify(form), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      ...auditOf(scope, 'CAPA', id),
      action: 'UPDATE',
      oldValue: { rootCause: rootCauseOf(capa.root_cause_method, capa.root_cause) },
      newValue: { rootCause: { method, ...form } },
    });
    await announceQuality(trx, 'capas', capa, [], null);
  });
}

/** Plans an action of the CAPA, with its owner and due date; its id. */
export async function addAction(db: Db, scope: QualityScope, capaId: number, input: CapaActionInput): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const capa = await lockedCapa(trx, scope, capaId);
    requireState(capa, ACTIONABLE, 'actions are planned while it is OPEN or in ACTIONS');
    await checkQualityPerson(trx, scope.facilityId, input.ownerUserId, 'body.ownerUserId');
    const row = {
      capa_id: capa.id,
      description: input.description.trim(),
      owner_user_id: input.ownerUserId,
      due_at: new Date(input.dueAt),
    };
    const { id } = await trx.insertInto('capa_actions').values(row).returning('id').executeTakeFirstOrThrow();
    await recordAudit(trx, { ...auditOf(scope, 'CAPA_ACTION', id), action: 'CREATE', newValue: { ...row, capa: capa.number } });
    await announceQuality(trx, 'capas', capa, [], null, { actionId: id });
    return id;
  });
}

/** Changes an action's description, owner or due date, or marks it done or not done. */
export async function changeAction(
  db: Db,
  scope: QualityScope,
  capaId: number,
  actionId: number,
  change: CapaActionChange,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const capa = await lockedCapa(trx, scope, capaId);
    const action = await trx
      .selectFrom('capa_actions')
      .select(['description', 'owner_user_id', 'due_at', 'done_at'])
      .where('id', '=', actionId)
      .where('capa_id', '=', capa.id)
      .executeTakeFirst();
    if (!action) throw notFound(`Action ${actionId} of ${capa.number} not found`);
    requireState(capa, ACTIONABLE, 'its actions change while it is OPEN or in ACTIONS');
    if (change.ownerUserId !== undefined) await checkQualityPerson(trx, scope.facilityId, change.ownerUserId, 'body.ownerUserId');
    const { changed, was, any } = diff(action, {
      ...(change.description !== undefined ? { description: change.description.trim() } : {}),
      ...(change.ownerUserId !== undefined ? { owner_user_id: change.ownerUserId } : {}),
      ...(change.dueAt !== undefined ? { due_at: new Date(change.dueAt) } : {}),
      // Done once: marking a done action done again keeps the time it was done.
      ...(change.done === undefined ? {} : { done_at: change.done ? (action.done_at ?? new Date()) : null }),
    });
    if (!any) return;
    await trx.updateTable('capa_actions').set(changed).where('id', '=', actionId).execute();
    await recordAudit(trx, { ...auditOf(scope, 'CAPA_ACTION', actionId), action: 'UPDATE', oldValue: was, newValue: changed });
    await announceQuality(trx, 'capas', capa, [], null, { actionId });
  });
}
