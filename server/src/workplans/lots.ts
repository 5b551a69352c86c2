/**
 * How pieces move through a part's plan: a lot at its step moves on to the next step, or is done
 * after the last; a part of it moves on as a new lot of its own, the rest stays. Every finished
 * step is recorded. The print step moves with the part's jobs: as they complete pieces, that
 * many move on from the lots waiting at it.
 */
import type { WorkplanLotStatus } from 'shared/contracts';
import { sql } from 'kysely';
import type { Trx } from '../db/database.js';
import { printedQuantity } from '../job-bookings/index.js';

/** A lot as the moves read it, locked. */
export interface LockedLot {
  id: number;
  planId: number;
  itemId: number;
  quantity: number;
  status: WorkplanLotStatus;
  startedAt: Date | null;
  startedBy: number | null;
}

/** Locks the plan's lot numbering: a new lot takes the next number. */
async function nextNumber(trx: Trx, planId: number): Promise<number> {
  await trx.selectFrom('rfq_workplans').select('id').where('id', '=', planId).forUpdate().executeTakeFirstOrThrow();
  const row = await trx
    .selectFrom('workplan_lots')
    .select(sql<number>`coalesce(max(number), 0)::int`.as('last'))
    .where('rfq_workplan_id', '=', planId)
    .executeTakeFirstOrThrow();
  return row.last + 1;
}

/** Takes `quantity` pieces off the lot into a new lot (at `itemId`, in `status`); the new lot's id. */
export async function splitOff(
  trx: Trx,
  lot: LockedLot,
  quantity: number,
  to: { itemId: number; status: WorkplanLotStatus; startedBy?: number | null },
): Promise<number> {
  const number = await nextNumber(trx, lot.planId);
  await trx
    .updateTable('workplan_lots')
    .set({ quantity: lot.quantity - quantity, updated_at: new Date() })
    .where('id', '=', lot.id)
    .execute();
  const started = to.status === 'IN_PROGRESS';
  const row = await trx
    .insertInto('workplan_lots')
    .values({
      rfq_workplan_id: lot.planId,
      number,
      item_id: to.itemId,
      quantity,
      status: to.status,
      split_from: lot.id,
      started_at: started ? new Date() : null,
      started_by: started ? (to.startedBy ?? null) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface StepRecord {
  finishedBy: number | null;
  answers?: unknown[];
  ncrId?: number | null;
}

/** `quantity` pieces of the lot (now in lot `recordedLotId`) finished the lot's step. */
async function recordStep(trx: Trx, lot: LockedLot, recordedLotId: number, quantity: number, record: StepRecord) {
  await trx
    .insertInto('workplan_step_records')
    .values({
      lot_id: recordedLotId,
      item_id: lot.itemId,
      quantity,
      started_at: lot.startedAt,
      started_by: lot.startedBy,
      finished_by: record.finishedBy,
      answers: JSON.stringify(record.answers ?? []),
      ncr_id: record.ncrId ?? null,
    })
    .execute();
}

/**
 * `quantity` pieces of the lot failed its step and go no further: the whole lot is scrapped, or
 * those pieces leave it as a scrapped lot of their own. The lot as it is afterwards.
 */
export async function scrap(trx: Trx, lot: LockedLot, quantity: number, record: StepRecord): Promise<LockedLot> {
  if (quantity < lot.quantity) {
    const scrappedId = await splitOff(trx, lot, quantity, { itemId: lot.itemId, status: 'SCRAPPED' });
    await recordStep(trx, lot, scrappedId, quantity, record);
    return { ...lot, quantity: lot.quantity - quantity };
  }
  await trx.updateTable('workplan_lots').set({ status: 'SCRAPPED', updated_at: new Date() }).where('id', '=', lot.id).execute();
  await recordStep(trx, lot, lot.id, quantity, record);
  return { ...lot, status: 'SCRAPPED' };
}

/**
 * `quantity` pieces of the lot finish its step: recorded, then waiting at the next step, or done
 * after the last. All of them move the lot; fewer move as a new lot, the rest stays as it is.
 * The id of the lot that moved on.
 */
export async function moveOn(trx: Trx, lot: LockedLot, quantity: number, record: StepRecord): Promise<number> {
  const item = await trx
    .selectFrom('rfq_workplan_items')
    .select('position')
    .where('id', '=', lot.itemId)
    .executeTakeFirstOrThrow();
  const next = await trx
    .selectFrom('rfq_workplan_items')
    .select('id')
    .where('rfq_workplan_id', '=', lot.planId)
    .where('position', '>', item.position)
    .orderBy('position')
    .limit(1)
    .executeTakeFirst();
  const to = next ? { itemId: next.id, status: 'WAITING' as const } : { itemId: lot.itemId, status: 'DONE' as const };
  let movedId = lot.id;
  if (quantity < lot.quantity) {
    movedId = await splitOff(trx, lot, quantity, to);
  } else {
    await trx
      .updateTable('workplan_lots')
      .set({ item_id: to.itemId, status: to.status, started_at: null, started_by: null, updated_at: new Date() })
      .where('id', '=', lot.id)
      .execute();
  }
  await recordStep(trx, lot, movedId, quantity, record);
  return movedId;
}

const lotColumns = [
  'l.id',
  'l.rfq_workplan_id as planId',
  'l.item_id as itemId',
  'l.quantity',
  'l.status',
  'l.started_at as startedAt',
  'l.started_by as startedBy',
] as const;

/**
 * The parts' printed pieces that have not moved on from their print step do so now, from the
 * lots waiting there, oldest first. Called whenever a job holding them is saved: the printed
 * count is the jobs' own, so calling it again moves nothing twice.
 */
export async function advancePrinted(trx: Trx, rfqFileIds: number[]): Promise<void> {
  if (rfqFileIds.length === 0) return;
  const plans = await trx
    .selectFrom('rfq_workplans as w')
    .innerJoin('rfq_workplan_items as i', (join) => join.onRef('i.rfq_workplan_id', '=', 'w.id').on('i.kind', '=', 'PRINT'))
    .select(['w.id', 'i.id as printItemId', printedQuantity(sql.ref('w.rfq_file_id')).as('printed')])
    .where('w.rfq_file_id', 'in', rfqFileIds)
    .orderBy('w.id')
    .forUpdate()
    .execute();
  for (const plan of plans) {
    const lots = await trx
      .selectFrom('workplan_lots as l')
      .select(lotColumns)
      .where('l.rfq_workplan_id', '=', plan.id)
      .where('l.status', '<>', 'MERGED')
      .orderBy('l.number')
      .forUpdate()
      .execute();
    const past = lots.filter((lot) => lot.itemId !== plan.printItemId).reduce((sum, lot) => sum + lot.quantity, 0);
    let toMove = plan.printed - past;
    for (const lot of lots) {
      if (toMove <= 0) break;
      if (lot.itemId !== plan.printItemId || lot.status !== 'WAITING') continue;
      const moving = Math.min(toMove, lot.quantity);
      await moveOn(trx, lot, moving, { finishedBy: null });
      toMove -= moving;
    }
  }
}
