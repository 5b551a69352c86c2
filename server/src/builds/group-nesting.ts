/**
 * Group nesting: several builds proposed at once from the parts left to plan — grouped by process
 * and material, earliest due first, on the printers the planner chose — each packed as soon as it
 * is proposed. A proposed build is a build like any other that names its proposal; accepting it
 * makes it one of the facility's planned builds, discarding the proposal deletes the builds it
 * still holds.
 */
import type { Db } from '../db/database.js';
import { type FileOperationQueue, requestPackingStop } from '../files/index.js';
import { conflict, notFound } from '../http/errors.js';
import { announceBuildChange } from './changes.js';
import type { PackingAnswer } from './estimate.js';
import { chosenPrinters, partsLeftToPlan } from './group-nesting-queries.js';
import type { GroupNestingInput, GroupNestingView } from './group-nesting-schemas.js';
import { proposeBuilds } from './group-proposal.js';
import type { BuildScope } from './parts.js';
import { packBuild } from './service.js';

/** How long each proposed build is packed unless the planner says: the queue's workers take them in turn. */
const PACKING_SECONDS = 20;

export async function proposeGroupNesting(
  db: Db,
  queue: Pick<FileOperationQueue, 'enqueue'>,
  scope: BuildScope,
  input: GroupNestingInput,
): Promise<number> {
  const printers = await chosenPrinters(db, scope.facilityId, input.equipmentIds);
  const spacing = input.spacing ?? 2;
  const parts = await partsLeftToPlan(db, scope.facilityId, scope.itarAdmin, input);
  const { builds, leftOut } = proposeBuilds(parts, printers, spacing);
  const { id, buildIds } = await db.transaction().execute(async (trx) => {
    const nesting = await trx
      .insertInto('group_nestings')
      .values({ facility_id: scope.facilityId, spacing_mm: spacing, left_out: JSON.stringify(leftOut), created_by: scope.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const machines = await trx
      .selectFrom('equipment')
      .select(['id', 'machine_id'])
      .where('id', 'in', input.equipmentIds)
      .execute();
    const ids: number[] = [];
    for (const [index, build] of builds.entries()) {
      const { id: buildId } = await trx
        .insertInto('builds')
        .values({
          facility_id: scope.facilityId,
          name: [`Group ${nesting.id}`, build.printer.name, build.material, `${index + 1}`].filter(Boolean).join(' · '),
          machine_id: machines.find((machine) => machine.id === build.printer.id)!.machine_id,
          equipment_id: build.printer.id,
          spacing_mm: spacing,
          group_nesting_id: nesting.id,
          created_by: scope.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('build_parts')
        .values(build.parts.map((part) => ({ build_id: buildId, rfq_file_id: part.rfqFileId, quantity: part.quantity })))
        .execute();
      ids.push(buildId);
    }
    return { id: nesting.id, buildIds: ids };
  });
  for (const buildId of buildIds)
    await packBuild(db, queue, scope, buildId, { seconds: input.seconds ?? PACKING_SECONDS, attempts: input.attempts });
  await announceBuildChange(db, scope.facilityId);
  return id;
}

/** The facility's proposals still open, latest first. */
export async function groupNestings(db: Db, facilityId: number, id?: number): Promise<GroupNestingView[]> {
  let query = db
    .selectFrom('group_nestings as g')
    .innerJoin('users as u', 'u.id', 'g.created_by')
    .select(['g.id', 'g.created_at', 'g.spacing_mm', 'g.left_out', 'u.first_name', 'u.last_name'])
    .where('g.facility_id', '=', facilityId)
    .orderBy('g.created_at', 'desc')
    .orderBy('g.id', 'desc')
    .limit(20);
  if (id !== undefined) query = query.where('g.id', '=', id);
  const nestings = await query.execute();
  if (nestings.length === 0) return [];
  const builds = await db
    .selectFrom('builds as b')
    .innerJoin('equipment as e', 'e.id', 'b.equipment_id')
    .leftJoin('file_operations as o', 'o.id', 'b.packing_operation_id')
    .select((eb) => [
      'b.id',
      'b.name',
      'b.group_nesting_id',
      'e.id as equipment_id',
      'e.display_name',
      'o.status',
      'o.progress',
      eb.fn.coalesce('b.packing_override', 'o.response_data').as('answer'),
      eb
        .selectFrom('build_parts as p')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('p.quantity'), inner.lit(0)).as('n'))
        .whereRef('p.build_id', '=', 'b.id')
        .as('pieces'),
      eb
        .selectFrom('build_parts as p')
        .innerJoin('rfq_files as f', 'f.id', 'p.rfq_file_id')
        .innerJoin('rfqs as r', 'r.id', 'f.rfq_id')
        .select((inner) => inner.fn.min('r.estimated_delivery_date').as('due'))
        .whereRef('p.build_id', '=', 'b.id')
        .as('earliest_due'),
      eb
        .selectFrom('build_parts as p')
        .innerJoin('rfq_file_materials as fm', 'fm.rfq_file_id', 'p.rfq_file_id')
        .innerJoin('materials as m', 'm.id', 'fm.material_id')
        .select((inner) => inner.fn.min('m.name').as('name'))
        .whereRef('p.build_id', '=', 'b.id')
        .as('material'),
    ])
    .where(
      'b.group_nesting_id',
      'in',
      nestings.map((nesting) => nesting.id),
    )
    .orderBy('b.id')
    .execute();
  return nestings.map((nesting) => ({
    id: nesting.id,
    createdAt: nesting.created_at.getTime(),
    createdBy: `${nesting.first_name} ${nesting.last_name}`.trim(),
    spacing: nesting.spacing_mm,
    leftOut: nesting.left_out,
    builds: builds
      .filter((build) => build.group_nesting_id === nesting.id)
      .map((build) => {
        const answer = build.status === 'SUCCESS' ? (build.answer as unknown as PackingAnswer) : null;
        const progress = build.status === 'PENDING' ? (build.progress as { placed: number; density: number } | null) : null;
        return {
          id: build.id,
          name: build.name,
          equipment: { id: build.equipment_id, displayName: build.display_name },
          material: build.material,
          pieces: Number(build.pieces),
          earliestDue: build.earliest_due ? new Date(build.earliest_due).getTime() : null,
          packing: build.status
            ? {
                status: build.status as 'PENDING' | 'SUCCESS' | 'FAILED',
                placed: answer?.placements.length ?? progress?.placed ?? null,
                unplaced: answer?.unplaced.length ?? null,
                density: answer?.density ?? progress?.density ?? null,
                reason: build.status === 'FAILED' ? String((build.answer as { reason?: string } | null)?.reason ?? '') : null,
              }
            : null,
        };
      }),
  }));
}

export async function groupNesting(db: Db, facilityId: number, id: number): Promise<GroupNestingView> {
  const [nesting] = await groupNestings(db, facilityId, id);
  if (!nesting) throw notFound(`No group nesting ${id}`);
  return nesting;
}

/**
 * Accepts proposed builds (all the proposal holds when none are named): each becomes one of the
 * facility's planned builds. A build still being packed is refused: it is accepted for what its
 * packing shows. A proposal left with no build is done and goes.
 */
export function acceptProposal(db: Db, scope: BuildScope, id: number, buildIds?: number[]): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const nesting = await trx
      .selectFrom('group_nestings')
      .select('id')
      .where('id', '=', id)
      .where('facility_id', '=', scope.facilityId)
      .forUpdate()
      .executeTakeFirst();
    if (!nesting) throw notFound(`No group nesting ${id}`);
    const proposed = await trx
      .selectFrom('builds as b')
      .leftJoin('file_operations as o', 'o.id', 'b.packing_operation_id')
      .select(['b.id', 'b.name', 'o.status'])
      .where('b.group_nesting_id', '=', id)
      .execute();
    const chosen = buildIds ?? proposed.map((build) => build.id);
    for (const [index, buildId] of chosen.entries()) {
      const build = proposed.find((candidate) => candidate.id === buildId);
      if (!build) throw conflict(`Build ${buildId} is not proposed in this group nesting`, { field: `body.buildIds.${index}` });
      if (build.status === 'PENDING') throw conflict(`${build.name} is still being packed: accept it once it is packed`);
    }
    if (chosen.length)
      await trx.updateTable('builds').set({ group_nesting_id: null, updated_at: new Date() }).where('id', 'in', chosen).execute();
    if (chosen.length === proposed.length) await trx.deleteFrom('group_nestings').where('id', '=', id).execute();
    await announceBuildChange(trx, scope.facilityId);
    return chosen;
  });
}

/** Discards a proposal: the builds it still holds are deleted, their packings stopped. */
export async function discardProposal(db: Db, scope: BuildScope, id: number): Promise<void> {
  const nesting = await groupNestings(db, scope.facilityId, id);
  if (nesting.length === 0) throw notFound(`No group nesting ${id}`);
  const packing = await db
    .selectFrom('builds')
    .select('packing_operation_id')
    .where('group_nesting_id', '=', id)
    .where('packing_operation_id', 'is not', null)
    .execute();
  for (const { packing_operation_id } of packing) await requestPackingStop(db, packing_operation_id!);
  await db.deleteFrom('group_nestings').where('id', '=', id).where('facility_id', '=', scope.facilityId).execute();
  await announceBuildChange(db, scope.facilityId);
}
