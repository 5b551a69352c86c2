/**
 * Pieces of a packed build moved by hand: each move checked on the meshes by a geometry worker
 * (inside the volume less its margins, the spacing from every other piece, never locked with one
 * so that the two could not be taken apart after the build) before it is shown as possible, and
 * refused when it breaks any of these. A move made is kept on the build (the packing's
 * answer as the planner left it, the moved piece pinned), its height and density following; a
 * re-pack keeps pinned pieces where they are and packs the others around them.
 */
import { MILLIMETRES_PER_UNIT } from 'shared/contracts';
import type { Db } from '../db/database.js';
import type { CheckPlacement } from '../files/index.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { claimBuild } from './changes.js';
import type { PackingAnswer } from './estimate.js';
import { type BuildScope, refuseControlled } from './parts.js';
import { buildParts, findBuild } from './queries.js';
import type { PieceMove } from './schemas.js';

async function packedBuild(db: Db, scope: BuildScope, id: number, index: number) {
  const build = await findBuild(db, scope.facilityId, id);
  if (!build) throw notFound(`No build ${id}`);
  if (build.state !== 'PLANNED') throw conflict('The build is a job already: it keeps the packing it was saved with');
  if (build.packing_status !== 'SUCCESS' || build.equipment_id === null)
    throw conflict('Pack the build before moving its pieces');
  const answer = build.packing_data as unknown as PackingAnswer;
  if (!answer.placements[index]) throw badRequest(`The packing has no piece ${index}`, 'params.index');
  return { build, answer };
}

/** Where the piece would be after the move, what the move would break, and the build's height then. */
export async function checkPieceMove(
  db: Db,
  check: CheckPlacement,
  scope: BuildScope,
  id: number,
  index: number,
  move: PieceMove,
) {
  const { build, answer } = await packedBuild(db, scope, id, index);
  const parts = await buildParts(db, id);
  refuseControlled(scope, parts);
  const checked = await check({
    facilityId: scope.facilityId,
    equipmentId: build.equipment_id!,
    spacing: build.spacing_mm,
    parts: parts.map((part) => ({
      fileId: part.file_id!,
      name: part.original_file_name,
      scale: MILLIMETRES_PER_UNIT[part.units],
    })),
    placements: answer.placements.map(({ part, matrix }) => ({ part, matrix })),
    index,
    move: { offset: move.offset as [number, number, number], turn: move.turn },
  });
  if ('reason' in checked) throw conflict(checked.reason);
  return { build, answer, checked };
}

/** Moves the piece when nothing is broken, or answers 409 with what would be. */
export async function movePiece(db: Db, check: CheckPlacement, scope: BuildScope, id: number, index: number, move: PieceMove) {
  const { build, answer, checked } = await checkPieceMove(db, check, scope, id, index, move);
  if (checked.violations.length > 0) throw conflict(checked.violations.map((violation) => violation.message).join('; '));
  const placements = answer.placements.map((placement, at) =>
    at === index ? { ...placement, matrix: checked.matrix, pinned: true } : placement,
  );
  // The parts' volume and mass are as they were; spread over a new height, their densities follow.
  const spread = answer.height / checked.height;
  const moved = {
    ...answer,
    placements,
    height: checked.height,
    density: answer.density * spread,
    massDensity: answer.massDensity == null ? answer.massDensity : answer.massDensity * spread,
  };
  await db
    .transaction()
    .execute((trx) =>
      claimBuild(
        trx,
        { id, facilityId: scope.facilityId, updatedAt: build.updated_at },
        { packing_override: moved as unknown as Record<string, unknown> },
      ),
    );
}
