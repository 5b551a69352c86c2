/**
 * What happens to powder on the floor, each an event with its input and output masses: blending
 * lots and batches into a new batch, sieving, loading onto a machine (a top-off blends with what
 * the machine holds), unloading after a build and scrapping. Each runs in one transaction, and
 * its masses must balance: outputs plus the recorded loss equal the inputs, within the share the
 * facility allows the scale, or the request is refused naming the numbers.
 */
import { batchNumber, type PowderState } from 'shared/contracts';
import { recordMaterialChange } from './changes.js';
import type { Db, Trx } from '../db/database.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { blend, type Composition, oneCycleOlder, takeFrom } from './composition.js';
import { createBatch, recordEvent, takeFromBatch, takeFromLot } from './batch-store.js';
import type { BlendInput } from './batch-schemas.js';
import type { MaterialScope } from './lot-service.js';
import { formatMass } from './mass-text.js';
import { massTolerancePercent } from './settings.js';

/**
 * What the scale did not account for (inputs - outputs - loss), or a 400 when it is more than the
 * facility's tolerance allows. Outputs never weigh more than the inputs: powder is not made here.
 */
export function balance(inputMg: number, outputMg: number, lossMg: number, tolerancePercent: number, field: string): number {
  if (outputMg > inputMg)
    throw badRequest(`The output (${formatMass(outputMg)}) weighs more than the input (${formatMass(inputMg)})`, field);
  const unaccounted = inputMg - outputMg - lossMg;
  const allowed = Math.floor((inputMg * tolerancePercent) / 100);
  if (Math.abs(unaccounted) > allowed) {
    throw badRequest(
      `The masses do not balance: ${formatMass(inputMg)} in, ${formatMass(outputMg)} out and ${formatMass(lossMg)} lost leave ` +
        `${formatMass(unaccounted)} unaccounted for, more than the ${tolerancePercent} % (${formatMass(allowed)}) the facility allows`,
      field,
    );
  }
  return unaccounted;
}

interface BatchRecord {
  id: number;
  material_id: number;
  state: 'IDLE' | 'IN_USE' | 'DONE';
  powder_state: PowderState;
  mass_mg: number;
  equipment_id: number | null;
}

/** A batch of the facility, locked until the transaction ends. */
export async function lockedBatch(trx: Trx, facilityId: number, id: number, field = 'id'): Promise<BatchRecord> {
  const batch = await trx
    .selectFrom('material_batches')
    .select(['id', 'material_id', 'state', 'powder_state', 'mass_mg', 'equipment_id'])
    .where('id', '=', id)
    .where('facility_id', '=', facilityId)
    .forUpdate()
    .executeTakeFirst();
  if (!batch) throw field === 'id' ? notFound(`Batch ${id} not found`) : badRequest(`Batch ${id} not found`, field);
  return batch;
}

/** A batch in storage with powder in it: what may be blended, sieved, loaded or scrapped. */
function checkIdle(batch: BatchRecord) {
  if (batch.state === 'DONE') throw conflict(`${batchNumber(batch.id)} is used up`);
  if (batch.state === 'IN_USE') throw conflict(`${batchNumber(batch.id)} is loaded on a machine: unload it first`);
}

/** A blend's powder state: unsieved if any of it is, new if all of it is virgin, else sieved. */
export const blendedState = (states: PowderState[]): PowderState =>
  states.includes('UNSIEVED') ? 'UNSIEVED' : states.every((state) => state === 'NEW') ? 'NEW' : 'SIEVED';

const audit = (scope: MaterialScope, id: number, newValue: unknown, action: 'CREATE' | 'UPDATE' = 'UPDATE') => ({
  facilityId: scope.facilityId,
  userId: scope.userId,
  entity: 'MATERIAL_BATCH',
  entityId: id,
  action,
  newValue,
});

/**
 * Locks a blend's lots and batches in the order of their ids, before any is taken from: two blends
 * that share inputs, named in another order, then wait for each other instead of deadlocking.
 */
async function lockInOrder(trx: Trx, facilityId: number, inputs: BlendInput['inputs']) {
  const ids = (key: 'lotId' | 'batchId') =>
    [...new Set(inputs.flatMap((input) => (key in input ? [(input as Record<string, number>)[key]!] : [])))].sort(
      (a, b) => a - b,
    );
  const lots = ids('lotId');
  const batches = ids('batchId');
  if (lots.length)
    await trx
      .selectFrom('material_lots')
      .select('id')
      .where('id', 'in', lots)
      .where('facility_id', '=', facilityId)
      .orderBy('id')
      .forUpdate()
      .execute();
  if (batches.length)
    await trx
      .selectFrom('material_batches')
      .select('id')
      .where('id', 'in', batches)
      .where('facility_id', '=', facilityId)
      .orderBy('id')
      .forUpdate()
      .execute();
}

/** Blends lots (virgin powder) and batches into one new batch: a single batch input splits it. */
export async function blendBatch(db: Db, scope: MaterialScope, input: BlendInput): Promise<number> {
  const tolerance = await massTolerancePercent(db, scope.facilityId);
  return db.transaction().execute(async (trx) => {
    await lockInOrder(trx, scope.facilityId, input.inputs);
    const materials = new Set<number>();
    const states: PowderState[] = [];
    const parts: Composition[] = [];
    let inputMg = 0;
    for (const [index, source] of input.inputs.entries()) {
      const field = `body.inputs.${index}`;
      if ('lotId' in source) {
        const lot = await trx
          .selectFrom('material_lots')
          .select('material_id')
          .where('id', '=', source.lotId)
          .where('facility_id', '=', scope.facilityId)
          .executeTakeFirst();
        if (!lot) throw badRequest(`Lot ${source.lotId} not found`, `${field}.lotId`);
        materials.add(lot.material_id);
        states.push('NEW');
        parts.push(await takeFromLot(trx, source.lotId, source.massMg));
      } else {
        const batch = await lockedBatch(trx, scope.facilityId, source.batchId, `${field}.batchId`);
        checkIdle(batch);
        materials.add(batch.material_id);
        states.push(batch.powder_state);
        parts.push(await takeFromBatch(trx, batch.id, source.massMg));
      }
      inputMg += source.massMg;
      if (materials.size > 1) throw badRequest('Only powder of one material can be blended', `${field}`);
    }
    const lossMg = input.lossMg ?? 0;
    const unaccountedMg = balance(inputMg, input.outputMassMg, lossMg, tolerance, 'body.outputMassMg');
    const composition = takeFrom(blend(...parts), input.outputMassMg).taken;
    const id = await createBatch(trx, {
      facilityId: scope.facilityId,
      materialId: [...materials][0]!,
      powderState: blendedState(states),
      composition,
      massMg: input.outputMassMg,
      location: input.location?.trim(),
      userId: scope.userId,
    });
    const inputs = input.inputs.map((source) =>
      'lotId' in source ? { lotId: source.lotId, mg: source.massMg } : { batchId: source.batchId, mg: source.massMg },
    );
    await recordEvent(trx, {
      ...scope,
      kind: 'BLEND',
      inputs,
      outputs: [{ batchId: id, mg: input.outputMassMg }],
      lossMg,
      unaccountedMg,
      note: input.note,
    });
    await recordMaterialChange(
      trx,
      audit(scope, id, { number: batchNumber(id), inputs, massMg: input.outputMassMg, lossMg }, 'CREATE'),
    );
    return id;
  });
}

/** Sieves an unsieved batch in place: it keeps its number, less what the sieve held back. */
export async function sieveBatch(
  db: Db,
  scope: MaterialScope,
  id: number,
  input: { outputMassMg: number; wasteMg: number; note?: string },
) {
  const tolerance = await massTolerancePercent(db, scope.facilityId);
  await db.transaction().execute(async (trx) => {
    const batch = await lockedBatch(trx, scope.facilityId, id);
    checkIdle(batch);
    if (batch.powder_state !== 'UNSIEVED') throw conflict(`${batchNumber(id)} is not unsieved`);
    const unaccountedMg = balance(batch.mass_mg, input.outputMassMg, input.wasteMg, tolerance, 'body.outputMassMg');
    if (batch.mass_mg > input.outputMassMg) await takeFromBatch(trx, id, batch.mass_mg - input.outputMassMg);
    await trx
      .updateTable('material_batches')
      .set({ powder_state: 'SIEVED', updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await recordEvent(trx, {
      ...scope,
      kind: 'SIEVE',
      inputs: [{ batchId: id, mg: batch.mass_mg }],
      outputs: [{ batchId: id, mg: input.outputMassMg }],
      lossMg: input.wasteMg,
      unaccountedMg,
      note: input.note,
    });
    await recordMaterialChange(trx, audit(scope, id, { sieved: true, massMg: input.outputMassMg, wasteMg: input.wasteMg }));
  });
}

/** Scraps some or all of a batch in storage. */
export async function scrapBatch(db: Db, scope: MaterialScope, id: number, input: { massMg?: number; reason: string }) {
  await db.transaction().execute(async (trx) => {
    const batch = await lockedBatch(trx, scope.facilityId, id);
    checkIdle(batch);
    const mg = input.massMg ?? batch.mass_mg;
    await takeFromBatch(trx, id, mg);
    await recordEvent(trx, {
      ...scope,
      kind: 'SCRAP',
      inputs: [{ batchId: id, mg }],
      outputs: [],
      lossMg: mg,
      unaccountedMg: 0,
      note: input.reason,
    });
    await recordMaterialChange(trx, audit(scope, id, { scrappedMg: mg, reason: input.reason.trim() }));
  });
}

export async function changeBatchLocation(db: Db, scope: MaterialScope, id: number, location: string) {
  await db.transaction().execute(async (trx) => {
    await lockedBatch(trx, scope.facilityId, id);
    await trx
      .updateTable('material_batches')
      .set({ location: location.trim(), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await recordMaterialChange(trx, audit(scope, id, { location: location.trim() }));
  });
}

/** Whether a job has drawn powder from a batch: then all of it has been through a build. */
async function builtOn(trx: Trx, batchId: number): Promise<boolean> {
  const drawn = await trx
    .selectFrom('material_job_batches')
    .select('job_id')
    .where('batch_id', '=', batchId)
    .limit(1)
    .executeTakeFirst();
  return drawn !== undefined;
}

/** The powder of a batch leaving its machine: one cycle older when a build has used it. */
export async function leavingMachine(trx: Trx, batchId: number, part: Composition): Promise<Composition> {
  return (await builtOn(trx, batchId)) ? oneCycleOlder(part) : part;
}
