/**
 * What an operator does to a lot at its step: starts it (some of its pieces, which then go on
 * as a lot of their own), finishes it with the step's answers (a measured value outside its
 * limits raises a part NCR; an inspect step records the order's inspection), splits pieces off
 * to wait, and merges lots waiting at the same step. Each move is checked against the lot's
 * state graph, under the lot's lock, in one transaction.
 */
import { workplanLotAllows, type WorkplanLotAction, type WorkplanLotStatus, type WorkplanStepKind } from 'shared/contracts';
import type { Db, Trx } from '../db/database.js';
import { recordInspection } from '../fulfilment/index.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { moveOn, scrap, splitOff, type LockedLot } from '../workplans/index.js';
import { checkAnswers } from './answers.js';
import type { FloorScope } from './queue.js';
import type { FinishInput } from './schemas.js';

type FloorLot = LockedLot & { kind: WorkplanStepKind; stepName: string; questions: unknown; rfqFileId: number; orderId: number };

async function lockedLot(trx: Trx, scope: FloorScope, lotId: number): Promise<FloorLot> {
  const lot = await trx
    .selectFrom('workplan_lots as l')
    .innerJoin('rfq_workplans as w', 'w.id', 'l.rfq_workplan_id')
    .innerJoin('rfq_workplan_items as i', 'i.id', 'l.item_id')
    .innerJoin('rfq_files as f', 'f.id', 'w.rfq_file_id')
    .innerJoin('rfqs as r', 'r.id', 'f.rfq_id')
    .select([
      'l.id',
      'l.rfq_workplan_id as planId',
      'l.item_id as itemId',
      'l.quantity',
      'l.status',
      'l.started_at as startedAt',
      'l.started_by as startedBy',
      'i.kind',
      'i.name as stepName',
      'i.questions',
      'f.id as rfqFileId',
      'r.id as orderId',
    ])
    .where('l.id', '=', lotId)
    .where('w.facility_id', '=', scope.facilityId)
    .$if(!scope.itarCleared, (query) => query.where('r.itar', '=', false))
    .forUpdate('l')
    .executeTakeFirst();
  if (!lot) throw notFound(`Lot ${lotId} not found`);
  return lot;
}

const ACTION_TEXT: Record<WorkplanLotAction, string> = { START: 'started', FINISH: 'finished', SPLIT: 'split', MERGE: 'merged' };
const STATUS_TEXT: Record<WorkplanLotStatus, string> = {
  WAITING: 'waiting',
  IN_PROGRESS: 'in progress',
  DONE: 'done',
  MERGED: 'merged',
  SCRAPPED: 'scrapped',
};

function checkAction(lot: FloorLot, action: WorkplanLotAction): void {
  if (workplanLotAllows(action, lot.status, lot.kind)) return;
  if (lot.kind === 'PRINT' && (action === 'START' || action === 'FINISH')) {
    throw conflict(`'${lot.stepName}' moves on as the part’s jobs complete pieces`);
  }
  throw conflict(`A lot that is ${STATUS_TEXT[lot.status]} cannot be ${ACTION_TEXT[action]}`);
}

function checkQuantity(lot: FloorLot, quantity: number, field = 'body.quantity'): void {
  if (quantity > lot.quantity) throw badRequest(`The lot holds ${lot.quantity} pieces (${quantity} given)`, field);
}

/** Starts the step for `quantity` of the lot's pieces; the id of the lot in progress. */
export async function startLot(db: Db, scope: FloorScope, lotId: number, quantity: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const lot = await lockedLot(trx, scope, lotId);
    checkAction(lot, 'START');
    checkQuantity(lot, quantity);
    if (quantity < lot.quantity) {
      return splitOff(trx, lot, quantity, { itemId: lot.itemId, status: 'IN_PROGRESS', startedBy: scope.userId });
    }
    await trx
      .updateTable('workplan_lots')
      .set({ status: 'IN_PROGRESS', started_at: new Date(), started_by: scope.userId, updated_at: new Date() })
      .where('id', '=', lot.id)
      .execute();
    return lot.id;
  });
}

/**
 * Finishes the step for `quantity` of the lot's pieces; the lot that moved on (the scrapped one when
 * every piece failed), and the NCR raised.
 */
export async function finishLot(db: Db, scope: FloorScope, lotId: number, input: FinishInput) {
  return db.transaction().execute(async (trx) => {
    const lot = await lockedLot(trx, scope, lotId);
    checkAction(lot, 'FINISH');
    checkQuantity(lot, input.quantity);
    const failed = input.failedQuantity ?? 0;
    if (failed > 0 && lot.kind !== 'INSPECT') throw badRequest('Only an inspect step fails pieces', 'body.failedQuantity');
    if (failed > input.quantity) throw badRequest(`${failed} failed of ${input.quantity} inspected`, 'body.failedQuantity');
    const { answers, ncrId } = await checkAnswers(trx, scope, lot, input);
    if (lot.kind === 'INSPECT') {
      await recordInspection(trx, scope, lot.orderId, {
        rfqFileId: lot.rfqFileId,
        passedQuantity: input.quantity - failed,
        failedQuantity: failed,
        note: `${lot.stepName}`,
      });
    }
    const record = { finishedBy: scope.userId, answers, ncrId };
    // The failed pieces stay behind, scrapped; the passed ones move on.
    const left = failed > 0 ? await scrap(trx, lot, failed, record) : lot;
    const passed = input.quantity - failed;
    const moved = passed > 0 ? await moveOn(trx, left, passed, record) : lot.id;
    return { lotId: moved, ncrId };
  });
}

/** Splits `quantity` pieces off the lot into a new lot at the same step and state; its id. */
export async function splitLot(db: Db, scope: FloorScope, lotId: number, quantity: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const lot = await lockedLot(trx, scope, lotId);
    checkAction(lot, 'SPLIT');
    if (quantity >= lot.quantity) throw badRequest(`Split fewer than the lot’s ${lot.quantity} pieces`, 'body.quantity');
    return splitOff(trx, lot, quantity, { itemId: lot.itemId, status: lot.status, startedBy: lot.startedBy });
  });
}

/** Merges lots of one part waiting at the same step into the first of them; its id. */
export async function mergeLots(db: Db, scope: FloorScope, lotIds: number[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const lots: FloorLot[] = [];
    // In id order, as every merge locks, so that two merges of the same lots never wait on each other.
    for (const id of [...lotIds].sort((a, b) => a - b)) lots.push(await lockedLot(trx, scope, id));
    for (const lot of lots) checkAction(lot, 'MERGE');
    const [into, ...rest] = lots;
    if (rest.some((lot) => lot.planId !== into!.planId || lot.itemId !== into!.itemId)) {
      throw conflict('Only lots of the same part waiting at the same step can be merged');
    }
    const total = lots.reduce((sum, lot) => sum + lot.quantity, 0);
    await trx.updateTable('workplan_lots').set({ quantity: total, updated_at: new Date() }).where('id', '=', into!.id).execute();
    await trx
      .updateTable('workplan_lots')
      .set({ status: 'MERGED', merged_into: into!.id, updated_at: new Date() })
      .where(
        'id',
        'in',
        rest.map((lot) => lot.id),
      )
      .execute();
    return into!.id;
  });
}
