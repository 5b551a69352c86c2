/**
 * Batches on a machine: loading one (a top-off when the machine already holds one in its place,
 * which blends the two into a new batch) and unloading it after a build, when what is left comes
 * back as a new, unsieved batch. A machine holds one powder at a time, of whichever material it
 * builds with, and beside it one batch of each support material or agent it runs
 * (beside-the-powder.ts): the database refuses a second batch of a material on a machine, and the
 * locked machine row keeps a second powder off.
 */
import { batchNumber } from 'shared/contracts';
import { recordMaterialChange } from './changes.js';
import type { Db, Trx } from '../db/database.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { besideThePowder, runsBeside } from './beside-the-powder.js';
import { blend, takeFrom } from './composition.js';
import { createBatch, recordEvent, takeFromBatch } from './batch-store.js';
import { balance, blendedState, leavingMachine, lockedBatch } from './batch-service.js';
import type { MaterialScope } from './lot-service.js';
import { massTolerancePercent } from './settings.js';

/** The facility's machine, locked, with the batches it holds, each locked too. */
async function lockedMachine(trx: Trx, facilityId: number, equipmentId: number, field?: string) {
  const machine = await trx
    .selectFrom('equipment')
    .select(['id', 'display_name', 'machine_id'])
    .where('id', '=', equipmentId)
    .where('facility_id', '=', facilityId)
    .forUpdate()
    .executeTakeFirst();
  if (!machine)
    throw field ? badRequest(`Machine ${equipmentId} not found`, field) : notFound(`Machine ${equipmentId} not found`);
  const loaded = await trx
    .selectFrom('material_batches as b')
    .select(['b.id', 'b.material_id', besideThePowder('b').as('beside')])
    .where('b.equipment_id', '=', equipmentId)
    .orderBy('b.id')
    .forUpdate()
    .execute();
  return { ...machine, loaded };
}

interface LoadInput {
  equipmentId: number;
  massMg?: number;
  note?: string;
}

export async function loadBatch(db: Db, scope: MaterialScope, batchId: number, input: LoadInput) {
  return db.transaction().execute((trx) => loadBatchIn(trx, scope, batchId, input));
}

/** Loads the batch (all of it, or `massMg` of it) on the machine, in the caller's transaction: the loaded batch's id. */
export async function loadBatchIn(trx: Trx, scope: MaterialScope, batchId: number, input: LoadInput): Promise<number> {
  const machine = await lockedMachine(trx, scope.facilityId, input.equipmentId, 'body.equipmentId');
  const batch = await lockedBatch(trx, scope.facilityId, batchId);
  if (batch.state === 'DONE') throw conflict(`${batchNumber(batchId)} is used up`);
  if (batch.state === 'IN_USE') throw conflict(`${batchNumber(batchId)} is already loaded on a machine`);
  const runs = await trx
    .selectFrom('machine_materials as mm')
    .innerJoin('materials as m', 'm.id', 'mm.material_id')
    .select('m.name')
    .where('mm.machine_id', '=', machine.machine_id)
    .where('mm.material_id', '=', batch.material_id)
    .executeTakeFirst();
  if (!runs) throw badRequest(`${machine.display_name} does not run this batch’s material`, 'body.equipmentId');
  const { beside } = await trx.selectNoFrom(runsBeside(machine.id, batch.material_id).as('beside')).executeTakeFirstOrThrow();
  // Powder goes where the machine's powder is; a support material or an agent beside it, by material.
  const inItsPlace = machine.loaded.find((held) => (beside ? held.material_id === batch.material_id : !held.beside));
  const mg = input.massMg ?? batch.mass_mg;
  const base = { ...scope, kind: 'LOAD' as const, equipmentId: machine.id, lossMg: 0, unaccountedMg: 0, note: input.note };
  let loadedId: number;
  if (inItsPlace) {
    // A top-off: what the machine holds and what is added become one new batch on it.
    const held = await lockedBatch(trx, scope.facilityId, inItsPlace.id);
    if (held.material_id !== batch.material_id)
      throw conflict(`${machine.display_name} holds ${batchNumber(held.id)} of another material: unload it first`);
    const heldMg = held.mass_mg;
    const old = await leavingMachine(trx, held.id, await takeFromBatch(trx, held.id, heldMg));
    const added = await takeFromBatch(trx, batchId, mg);
    loadedId = await createBatch(trx, {
      facilityId: scope.facilityId,
      materialId: batch.material_id,
      powderState: blendedState([held.powder_state, batch.powder_state]),
      composition: blend(old, added),
      massMg: heldMg + mg,
      equipmentId: machine.id,
      userId: scope.userId,
    });
    await recordEvent(trx, {
      ...base,
      inputs: [
        { batchId: held.id, mg: heldMg },
        { batchId, mg },
      ],
      outputs: [{ batchId: loadedId, mg: heldMg + mg }],
    });
  } else if (mg === batch.mass_mg) {
    loadedId = batchId;
    await trx
      .updateTable('material_batches')
      .set({ state: 'IN_USE', equipment_id: machine.id, updated_at: new Date() })
      .where('id', '=', batchId)
      .execute();
    await recordEvent(trx, { ...base, inputs: [{ batchId, mg }], outputs: [{ batchId, mg }] });
  } else {
    const part = await takeFromBatch(trx, batchId, mg);
    loadedId = await createBatch(trx, {
      facilityId: scope.facilityId,
      materialId: batch.material_id,
      powderState: batch.powder_state,
      composition: part,
      massMg: mg,
      equipmentId: machine.id,
      userId: scope.userId,
    });
    await recordEvent(trx, { ...base, inputs: [{ batchId, mg }], outputs: [{ batchId: loadedId, mg }] });
  }
  if (!beside) {
    await trx
      .updateTable('equipment')
      .set({ currently_used_material_id: batch.material_id })
      .where('id', '=', machine.id)
      .execute();
  }
  await recordMaterialChange(trx, {
    facilityId: scope.facilityId,
    userId: scope.userId,
    entity: 'MATERIAL_BATCH',
    entityId: loadedId,
    action: loadedId === batchId ? 'UPDATE' : 'CREATE',
    newValue: { loadedOn: machine.display_name, from: batchNumber(batchId), massMg: mg },
  });
  return loadedId;
}

/**
 * Unloads a batch from a machine, its powder unless `batchId` names another it holds: what is
 * reclaimed becomes a new unsieved batch (one cycle older when a build used it), the rest is lost;
 * the batch that was loaded is then used up. Answers the new batch, or undefined when nothing was
 * reclaimed.
 */
export async function unloadMachine(
  db: Db,
  scope: MaterialScope,
  equipmentId: number,
  input: { batchId?: number; reclaimedMg: number; lossMg: number; location?: string; note?: string },
): Promise<number | undefined> {
  const tolerance = await massTolerancePercent(db, scope.facilityId);
  return db.transaction().execute(async (trx) => {
    const machine = await lockedMachine(trx, scope.facilityId, equipmentId);
    const loaded = machine.loaded.find((held) => (input.batchId === undefined ? !held.beside : held.id === input.batchId));
    if (!loaded) {
      throw input.batchId === undefined
        ? conflict(
            machine.loaded.length
              ? `${machine.display_name} holds no powder: name the batch to unload`
              : `${machine.display_name} holds no batch`,
          )
        : badRequest(`${batchNumber(input.batchId)} is not loaded on ${machine.display_name}`, 'body.batchId');
    }
    const held = await lockedBatch(trx, scope.facilityId, loaded.id);
    const unaccountedMg = balance(held.mass_mg, input.reclaimedMg, input.lossMg, tolerance, 'body.reclaimedMg');
    const all = await leavingMachine(trx, held.id, await takeFromBatch(trx, held.id, held.mass_mg));
    let reclaimedId: number | undefined;
    if (input.reclaimedMg > 0) {
      reclaimedId = await createBatch(trx, {
        facilityId: scope.facilityId,
        materialId: held.material_id,
        powderState: 'UNSIEVED',
        composition: takeFrom(all, input.reclaimedMg).taken,
        massMg: input.reclaimedMg,
        location: input.location?.trim(),
        userId: scope.userId,
      });
    }
    await recordEvent(trx, {
      ...scope,
      kind: 'UNLOAD',
      equipmentId,
      inputs: [{ batchId: held.id, mg: held.mass_mg }],
      outputs: reclaimedId === undefined ? [] : [{ batchId: reclaimedId, mg: input.reclaimedMg }],
      lossMg: input.lossMg,
      unaccountedMg,
      note: input.note,
    });
    await recordMaterialChange(trx, {
      facilityId: scope.facilityId,
      userId: scope.userId,
      entity: 'MATERIAL_BATCH',
      entityId: held.id,
      action: 'UPDATE',
      newValue: {
        unloadedFrom: machine.display_name,
        reclaimedMg: input.reclaimedMg,
        lossMg: input.lossMg,
        reclaimedAs: reclaimedId ? batchNumber(reclaimedId) : null,
      },
    });
    return reclaimedId;
  });
}
