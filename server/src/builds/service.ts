/** Planning a build: its machine and parts, its packing, its job, and the floor's moves. */
import { type BuildState, MILLIMETRES_PER_UNIT, mayMoveBuild } from 'shared/contracts';
import type { Db, Trx } from '../db/database.js';
import { type FileOperationQueue, requestPackingStop, startFacilityPacking } from '../files/index.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { announceBuildChange } from './changes.js';
import type { PackingAnswer } from './estimate.js';
import { materialIfAny } from './material.js';
import { type BuildScope, checkBuildParts, refuseControlled } from './parts.js';
import { buildParts, type BuildRecord, findBuild } from './queries.js';
import type { BuildInput, BuildPack } from './schemas.js';

/** The machine model a build packs into: chosen as a model, or as one of the facility's printers. */
async function machineOf(trx: Trx, scope: BuildScope, input: Pick<BuildInput, 'machineId' | 'equipmentId'>) {
  const query = trx
    .selectFrom('machines as m')
    .innerJoin('am_processes as ap', 'ap.id', 'm.am_process_id')
    .select(['m.id', 'm.model_name', 'm.am_process_id', 'ap.display_name as process_name', 'm.build_x_mm']);
  let machine;
  if (input.equipmentId) {
    machine = await query
      .innerJoin('equipment as e', 'e.machine_id', 'm.id')
      .where('e.id', '=', input.equipmentId)
      .where('e.facility_id', '=', scope.facilityId)
      .executeTakeFirst();
    if (!machine) throw badRequest(`No machine ${input.equipmentId} in this facility`, 'body.equipmentId');
  } else {
    if (!input.machineId) throw badRequest('Choose a machine, or a machine model to decide the machine later', 'body.machineId');
    machine = await query.where('m.id', '=', input.machineId).executeTakeFirst();
    if (!machine) throw badRequest(`No machine model ${input.machineId}`, 'body.machineId');
  }
  if (machine.build_x_mm === null)
    throw badRequest(
      `${machine.model_name} has no build volume: it is not a printer`,
      input.equipmentId ? 'body.equipmentId' : 'body.machineId',
    );
  return machine;
}

async function lockedBuild(trx: Trx, scope: BuildScope, id: number, updatedAt?: number): Promise<BuildRecord> {
  await trx
    .selectFrom('builds')
    .select('id')
    .where('id', '=', id)
    .where('facility_id', '=', scope.facilityId)
    .forUpdate()
    .execute();
  const build = await findBuild(trx, scope.facilityId, id);
  if (!build) throw notFound(`No build ${id}`);
  if (updatedAt !== undefined && updatedAt !== build.updated_at.getTime())
    throw conflict('Someone else saved this build after you opened it; reload it to see their changes', {
      field: 'body.updatedAt',
    });
  return build;
}

async function writeParts(
  trx: Trx,
  scope: BuildScope,
  buildId: number,
  input: BuildInput,
  machine: Awaited<ReturnType<typeof machineOf>>,
) {
  if (!input.parts) return;
  await checkBuildParts(trx, scope, input.parts, machine);
  await trx.deleteFrom('build_parts').where('build_id', '=', buildId).execute();
  if (input.parts.length)
    await trx
      .insertInto('build_parts')
      .values(
        input.parts.map((part) => ({
          build_id: buildId,
          rfq_file_id: part.rfqFileId,
          quantity: part.quantity,
          rotation: part.rotation ?? 'free',
        })),
      )
      .execute();
}

export function createBuild(db: Db, scope: BuildScope, input: BuildInput): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const machine = await machineOf(trx, scope, input);
    const { id } = await trx
      .insertInto('builds')
      .values({
        facility_id: scope.facilityId,
        name: input.name.trim(),
        machine_id: machine.id,
        equipment_id: input.equipmentId ?? null,
        spacing_mm: input.spacing ?? 2,
        created_by: scope.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeParts(trx, scope, id, input, machine);
    await announceBuildChange(trx, scope.facilityId);
    return id;
  });
}

/** Changes a planned build; a change to its machine, spacing or parts drops its packing, which no longer holds. */
export function updateBuild(db: Db, scope: BuildScope, id: number, input: BuildInput): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const build = await lockedBuild(trx, scope, id, input.updatedAt);
    if (build.state !== 'PLANNED')
      throw conflict('The build is a job already: change the job, or cancel it to plan the build again');
    const machine = await machineOf(trx, scope, {
      equipmentId: input.equipmentId === undefined ? build.equipment_id : input.equipmentId,
      machineId: input.machineId ?? build.machine_id,
    });
    const equipmentId = input.equipmentId === undefined ? build.equipment_id : input.equipmentId;
    const spacing = input.spacing ?? build.spacing_mm;
    const repack =
      machine.id !== build.machine_id || equipmentId !== build.equipment_id || spacing !== build.spacing_mm || input.parts;
    await trx
      .updateTable('builds')
      .set({
        name: input.name.trim(),
        machine_id: machine.id,
        equipment_id: equipmentId,
        spacing_mm: spacing,
        ...(repack ? { packing_operation_id: null, packing_override: null } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
    await writeParts(trx, scope, id, input, machine);
    await announceBuildChange(trx, scope.facilityId);
  });
}

export function deleteBuild(db: Db, scope: BuildScope, id: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const build = await lockedBuild(trx, scope, id);
    if (build.state !== 'PLANNED') throw conflict('The build is a job: cancel the job before the build is deleted');
    await trx.deleteFrom('builds').where('id', '=', id).execute();
    await announceBuildChange(trx, scope.facilityId);
  });
}

/** Starts packing the build's parts into its machine (the file operation PACK3D), or 409 when it cannot be packed yet. */
export async function packBuild(
  db: Db,
  queue: Pick<FileOperationQueue, 'enqueue'>,
  scope: BuildScope,
  id: number,
  body: BuildPack,
): Promise<void> {
  const build = await findBuild(db, scope.facilityId, id);
  if (!build) throw notFound(`No build ${id}`);
  if (build.state !== 'PLANNED') throw conflict('The build is a job already: it keeps the packing it was saved with');
  if (build.equipment_id === null) throw conflict('Choose the machine before packing: its margins decide what fits');
  if (build.packing_status === 'PENDING') throw conflict('The build is being packed: stop that packing first');
  const parts = await buildParts(db, id);
  if (parts.length === 0) throw conflict('Add parts to the build before packing it');
  refuseControlled(scope, parts);
  const previous = (build.packing_data ?? null) as PackingAnswer | null;
  const pinned = (body.pinned ?? []).map((pin, index) => {
    const placement = previous?.placements?.[pin.placement];
    if (!placement) throw badRequest(`The last packing has no instance ${pin.placement}`, `body.pinned.${index}.placement`);
    return { part: placement.part, matrix: pin.matrix };
  });
  const materialId = await materialIfAny(
    db,
    build.equipment_id,
    parts.map((part) => part.rfq_file_id),
  );
  const operationId = await startFacilityPacking(db, queue, {
    facilityId: scope.facilityId,
    userId: scope.userId,
    reader: { companyIds: [...new Set(parts.map((part) => part.file_company_id!))], itarCleared: scope.itarAdmin },
    parameters: {
      equipmentId: build.equipment_id,
      ...(materialId === null ? {} : { materialId }),
      spacing: build.spacing_mm,
      seconds: body.seconds ?? 30,
      ...(body.attempts ? { attempts: body.attempts } : {}),
      parts: parts.map((part) => ({
        fileId: part.file_id!,
        quantity: part.quantity,
        rotation: part.rotation,
        scale: MILLIMETRES_PER_UNIT[part.units],
      })),
      pinned,
    },
  });
  await db
    .updateTable('builds')
    .set({ packing_operation_id: operationId, packing_override: null, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
  await announceBuildChange(db, scope.facilityId);
}

export async function stopPacking(db: Db, scope: BuildScope, id: number): Promise<void> {
  const build = await findBuild(db, scope.facilityId, id);
  if (!build) throw notFound(`No build ${id}`);
  if (build.packing_operation_id === null || !(await requestPackingStop(db, build.packing_operation_id)))
    throw conflict('The build is not being packed');
}

/** A build's state in the words of a message. */
const STATE_WORDS: Record<BuildState, string> = {
  PLANNED: 'planned',
  PREPARED: 'prepared',
  ON_MACHINE: 'on its machine',
  BUILDING: 'building',
  BUILT: 'built',
  UNPACKED: 'unpacked',
  FAILED: 'failed',
};

/** The floor's moves: on the machine, taken off it, unpacked. */
export function moveBuild(db: Db, scope: BuildScope, id: number, to: BuildState): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const build = await lockedBuild(trx, scope, id);
    if (!mayMoveBuild(build.state, to))
      throw conflict(`A build that is ${STATE_WORDS[build.state]} cannot become ${STATE_WORDS[to]}`);
    const now = new Date();
    const changes =
      to === 'ON_MACHINE'
        ? { on_machine_at: now, on_machine_by: scope.userId }
        : to === 'PREPARED'
          ? { on_machine_at: null, on_machine_by: null }
          : { unpacked_at: now, unpacked_by: scope.userId };
    await trx
      .updateTable('builds')
      .set({ ...changes, updated_at: now })
      .where('id', '=', id)
      .execute();
    await announceBuildChange(trx, scope.facilityId);
  });
}
