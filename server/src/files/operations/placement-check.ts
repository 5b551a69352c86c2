/**
 * Checking a piece of a packed build moved by hand, for the builds domain: the part files read
 * from the store and moved to a geometry worker, which answers where the piece would be, what it
 * would break, and the build's height then. It waits for the answer: a planner is looking at it.
 */
import type { Db } from '../../db/database.js';
import type { Violation } from '../geometry/packing/exact-check.js';
import type { FileStore } from '../file-store.js';
import { filesByIds } from '../queries.js';
import type { GeometryPool } from './geometry-pool.js';
import { packingMachine } from './packing-parameters.js';
import type { PlacementCheckParameters } from './placement-check-task.js';
import { partBytes } from './service.js';

interface PlacementCheckRequest {
  facilityId: number;
  equipmentId: number;
  spacing: number;
  parts: { fileId: number; name: string; scale: number }[];
  placements: PlacementCheckParameters['placements'];
  index: number;
  move: PlacementCheckParameters['move'];
}

type PlacementCheckAnswer =
  | {
      matrix: number[];
      violations: { kind: Violation['kind']; placements: number[]; message: string }[];
      height: number;
    }
  | { reason: string };

export type CheckPlacement = (request: PlacementCheckRequest) => Promise<PlacementCheckAnswer>;

export function placementChecker(deps: {
  db: Db;
  store: FileStore;
  pool: Pick<GeometryPool, 'run'>;
  maxFacets: number;
}): CheckPlacement {
  return async (request) => {
    const machine = await packingMachine(deps.db, request.facilityId, request.equipmentId);
    if (!machine) return { reason: 'The build’s printer has no build volume' };
    const files = new Map(
      (
        await filesByIds(
          deps.db,
          request.parts.map((part) => part.fileId),
        )
      ).map((file) => [file.id, file]),
    );
    const parameters: PlacementCheckParameters = {
      machine,
      spacing: request.spacing,
      parts: request.parts.map(({ name, scale }) => ({ name, scale })),
      placements: request.placements,
      index: request.index,
      move: request.move,
    };
    const result = await deps.pool.run({
      type: 'CHECK_PLACEMENT',
      bytes: new ArrayBuffer(0),
      extension: 'stl',
      parameters: parameters as unknown as Record<string, unknown>,
      maxFacets: deps.maxFacets,
      // Each part its own buffer, even a file named twice: a buffer can be moved to the worker once.
      parts: await Promise.all(request.parts.map((part) => partBytes(deps.store, files.get(part.fileId)!))),
    });
    return result.status === 'SUCCESS'
      ? (result.responseData as PlacementCheckAnswer)
      : { reason: String(result.responseData.reason ?? 'The piece could not be checked') };
  };
}
