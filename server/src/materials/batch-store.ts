/**
 * Batches and lots as the events see them: taking milligrams from one (with the composition of
 * what is taken), making a batch of a composition, and writing the event. The take is one
 * conditional update of the batch's (or lot's) mass, so of two people taking from it at once the
 * second waits for the first and then finds what is left: more than that is refused with 409.
 */
import { batchNumber, lotNumber, type BatchEventKind, type PowderState } from 'shared/contracts';
import { sql } from 'kysely';
import type { Trx } from '../db/database.js';
import { conflict } from '../http/errors.js';
import { type Composition, type Shares, takeFrom, virgin } from './composition.js';
import { formatMass } from './mass-text.js';

/** A batch's composition as it is now: the shares the next take is divided from. */
async function remainingComposition(trx: Trx, batchId: number): Promise<Composition> {
  const [lots, cycles] = await Promise.all([
    trx
      .selectFrom('material_batch_lots')
      .select(['lot_id', 'remaining_mg'])
      .where('batch_id', '=', batchId)
      .where('remaining_mg', '>', 0)
      .execute(),
    trx
      .selectFrom('material_batch_cycles')
      .select(['cycles', 'remaining_mg'])
      .where('batch_id', '=', batchId)
      .where('remaining_mg', '>', 0)
      .execute(),
  ]);
  return {
    byLot: new Map(lots.map((row) => [row.lot_id, row.remaining_mg])),
    byCycles: new Map(cycles.map((row) => [row.cycles, row.remaining_mg])),
  };
}

async function subtractShares(trx: Trx, table: 'material_batch_lots' | 'material_batch_cycles', batchId: number, taken: Shares) {
  const key = table === 'material_batch_lots' ? 'lot_id' : 'cycles';
  for (const [value, mg] of taken) {
    await trx
      .updateTable(table)
      .set({ remaining_mg: sql`remaining_mg - ${mg}` })
      .where('batch_id', '=', batchId)
      .where(key, '=', value)
      .execute();
  }
}

/**
 * Takes `mg` from a batch: its mass goes down (a batch emptied is DONE, and off its machine) and
 * every share with it, in proportion. Answers the composition of what was taken.
 */
export async function takeFromBatch(trx: Trx, batchId: number, mg: number): Promise<Composition> {
  const taken = await trx
    .updateTable('material_batches')
    .set({
      mass_mg: sql`mass_mg - ${mg}`,
      state: sql`case when mass_mg = ${mg} then 'DONE' else state end`,
      equipment_id: sql`case when mass_mg = ${mg} then null else equipment_id end`,
      updated_at: new Date(),
    })
    .where('id', '=', batchId)
    .where('mass_mg', '>=', mg)
    .returning('mass_mg')
    .executeTakeFirst();
  if (!taken) {
    const { mass_mg } = await trx
      .selectFrom('material_batches')
      .select('mass_mg')
      .where('id', '=', batchId)
      .executeTakeFirstOrThrow();
    throw conflict(`${batchNumber(batchId)} holds ${formatMass(mass_mg)}: ${formatMass(mg)} cannot be taken from it`);
  }
  const { taken: part } = takeFrom(await remainingComposition(trx, batchId), mg);
  await subtractShares(trx, 'material_batch_lots', batchId, part.byLot);
  await subtractShares(trx, 'material_batch_cycles', batchId, part.byCycles);
  return part;
}

/**
 * Takes `mg` of virgin powder from a lot, which must be released and unexpired: a lot emptied is
 * CONSUMED. The same conditional update refuses a take the lot no longer holds.
 */
export async function takeFromLot(trx: Trx, lotId: number, mg: number): Promise<Composition> {
  const taken = await trx
    .updateTable('material_lots')
    .set({
      remaining_mg: sql`remaining_mg - ${mg}`,
      status: sql`case when remaining_mg = ${mg} then 'CONSUMED' else status end`,
      updated_at: new Date(),
    })
    .where('id', '=', lotId)
    .where('status', '=', 'RELEASED')
    .where((eb) => eb.or([eb('expires_on', 'is', null), eb('expires_on', '>=', sql<string>`current_date`)]))
    .where('remaining_mg', '>=', mg)
    .returning('id')
    .executeTakeFirst();
  if (!taken) {
    const lot = await trx
      .selectFrom('material_lots')
      .select(['remaining_mg', 'status', sql<boolean>`expires_on < current_date`.as('expired')])
      .where('id', '=', lotId)
      .executeTakeFirstOrThrow();
    if (lot.status !== 'RELEASED' || lot.expired)
      throw conflict(`${lotNumber(lotId)} is ${lot.expired ? 'EXPIRED' : lot.status}: only released, unexpired lots can be used`);
    throw conflict(`${lotNumber(lotId)} holds ${formatMass(lot.remaining_mg)}: ${formatMass(mg)} cannot be taken from it`);
  }
  return virgin(lotId, mg);
}

export interface NewBatch {
  facilityId: number;
  materialId: number;
  powderState: PowderState;
  composition: Composition;
  massMg: number;
  location?: string;
  equipmentId?: number | null;
  userId: number;
}

/** Makes a batch of a composition (which must weigh its mass): IN_USE when it goes straight onto a machine. */
export async function createBatch(trx: Trx, batch: NewBatch): Promise<number> {
  const { id } = await trx
    .insertInto('material_batches')
    .values({
      facility_id: batch.facilityId,
      material_id: batch.materialId,
      powder_state: batch.powderState,
      state: batch.equipmentId ? 'IN_USE' : 'IDLE',
      equipment_id: batch.equipmentId ?? null,
      mass_mg: batch.massMg,
      created_mg: batch.massMg,
      location: batch.location ?? '',
      created_by: batch.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('material_batch_lots')
    .values([...batch.composition.byLot].map(([lot_id, mg]) => ({ batch_id: id, lot_id, created_mg: mg, remaining_mg: mg })))
    .execute();
  await trx
    .insertInto('material_batch_cycles')
    .values([...batch.composition.byCycles].map(([cycles, mg]) => ({ batch_id: id, cycles, created_mg: mg, remaining_mg: mg })))
    .execute();
  return id;
}

export interface EventRecord {
  facilityId: number;
  kind: BatchEventKind;
  equipmentId?: number | null;
  jobId?: number | null;
  inputs: ({ batchId: number; mg: number } | { lotId: number; mg: number })[];
  outputs: { batchId: number; mg: number }[];
  lossMg: number;
  unaccountedMg: number;
  note?: string;
  userId: number;
}

export async function recordEvent(trx: Trx, event: EventRecord): Promise<number> {
  const { id } = await trx
    .insertInto('material_events')
    .values({
      facility_id: event.facilityId,
      kind: event.kind,
      equipment_id: event.equipmentId ?? null,
      job_id: event.jobId ?? null,
      loss_mg: event.lossMg,
      unaccounted_mg: event.unaccountedMg,
      note: event.note?.trim() ?? '',
      recorded_by: event.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('material_event_inputs')
    .values(
      event.inputs.map((input, position) => ({
        event_id: id,
        position,
        batch_id: 'batchId' in input ? input.batchId : null,
        lot_id: 'lotId' in input ? input.lotId : null,
        mass_mg: input.mg,
      })),
    )
    .execute();
  if (event.outputs.length) {
    await trx
      .insertInto('material_event_outputs')
      .values(event.outputs.map((output) => ({ event_id: id, batch_id: output.batchId, mass_mg: output.mg })))
      .execute();
  }
  return id;
}
