/**
 * Pieces held by non-conformance reports. An inspection that marks failed pieces for a report
 * holds them on their part (`held_quantity`): they are neither passed nor scrapped, never ship,
 * and are not waiting for inspection, until the report's disposition settles them — to the
 * customer (passed), back into production (waiting for inspection again) or lost to the order
 * (scrapped, so as many are to be made again).
 */
import { OPEN_NCR } from 'shared/contracts';
import type { Db, Trx } from '../db/database.js';
import { conflict } from '../http/errors.js';

/** How a disposition settles held pieces of a part. */
interface Settlement {
  toCustomer: number;
  reworked: number;
  lost: number;
}

/** Releases held pieces as a disposition says; refuses to release more than are held (409). */
export async function settleHeldPieces(trx: Trx, rfqFileId: number, { toCustomer, reworked, lost }: Settlement): Promise<void> {
  const released = toCustomer + reworked + lost;
  if (released === 0) return;
  const settled = await trx
    .updateTable('rfq_files')
    .set((eb) => ({
      held_quantity: eb('held_quantity', '-', released),
      passed_quantity: eb('passed_quantity', '+', toCustomer),
      scrapped_quantity: eb('scrapped_quantity', '+', lost),
    }))
    .where('id', '=', rfqFileId)
    .where('held_quantity', '>=', released)
    .returning('id')
    .executeTakeFirst();
  if (!settled) throw conflict(`Fewer than ${released} pieces of this part are held`);
}

/** The open reports holding pieces of a part, and how many it holds in all. */
export async function heldBy(db: Db, rfqFileId: number): Promise<{ number: string; pieces: number }[]> {
  const rows = await db
    .selectFrom('ncrs as n')
    .innerJoin('rfq_files as f', 'f.id', 'n.rfq_file_id')
    .select(['n.number', 'f.held_quantity'])
    .where('n.rfq_file_id', '=', rfqFileId)
    .where('n.status', 'in', OPEN_NCR)
    .where('f.held_quantity', '>', 0)
    .orderBy('n.id')
    .execute();
  // The part's held pieces are named once, by every report that holds some of them.
  return rows.length ? [{ number: rows.map((row) => row.number).join(', '), pieces: rows[0]!.held_quantity }] : [];
}

/** Links the inspection whose failed pieces a report was raised for to that report. */
export async function linkInspectionToNcr(trx: Trx, inspectionId: number, ncrId: number): Promise<void> {
  const linked = await trx
    .updateTable('inspections')
    .set({ ncr_id: ncrId })
    .where('id', '=', inspectionId)
    .where('ncr_requested', '=', true)
    .where('ncr_id', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!linked) throw conflict('An NCR was raised for this inspection already');
}
