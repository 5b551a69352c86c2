/**
 * A build on a platform process answered as a packing is: the parts nested side by side on the
 * platform by their footprints (nest.ts), with the figures a packed build shows — the placed
 * parts' volume, the height of the tallest, the density up to it. The build's page, its estimate
 * and its job read one answer whichever process it is made in.
 */
import { measure } from '../measure.js';
import { type PackHooks, PackRefusal, type PackRequest, type PackResult } from '../packing/pack-types.js';
import { nest } from './nest.js';
import { NestRefusal } from './nest-types.js';

export function nestOnPlatform(request: PackRequest, hooks: PackHooks = {}): PackResult {
  if (request.pinned?.length)
    throw new PackRefusal('Pieces moved by hand cannot be kept on a platform: nest the build anew, then move them again');
  const { size, margins } = request.volume;
  // One margin along the platform's edges: the widest the volume keeps at any of its walls.
  const margin = Math.max(...margins.low.slice(0, 2), ...margins.high.slice(0, 2));
  const parts = request.parts.map((part) => ({
    name: part.name,
    mesh: part.mesh,
    quantity: part.quantity,
    // Parts keep their side up on a platform: a part free to turn turns about z only.
    rotation: part.rotation === 'none' ? ('none' as const) : ('free' as const),
  }));
  let nested;
  try {
    nested = nest({ platform: { x: size[0], y: size[1], margin }, spacing: request.spacing, parts, seconds: request.seconds });
  } catch (error) {
    throw error instanceof NestRefusal ? new PackRefusal(error.message) : error;
  }
  const measured = request.parts.map((part) => measure(part.mesh));
  const heights = measured.map(({ min, max }) => max[2] - min[2]);
  const tooTall = nested.placements.filter(({ part }) => heights[part]! > size[2] - margins.low[2] - margins.high[2]);
  const placements = nested.placements.filter((placement) => !tooTall.includes(placement));
  const partsVolume = placements.reduce((sum, { part }) => sum + measured[part]!.volume, 0);
  const height = placements.length ? margins.low[2] + Math.max(...placements.map(({ part }) => heights[part]!)) : 0;
  const area = (size[0] - 2 * margin) * (size[1] - 2 * margin);
  const density = height > 0 ? partsVolume / (area * height) : 0;
  hooks.onProgress?.({ placed: placements.length, total: placements.length + nested.unplaced.length, density });
  return {
    // Raised by the volume's floor margin, as a packed part is (the room its supports take).
    placements: placements.map(({ part, matrix }) => ({ part, matrix: raised(matrix, margins.low[2]), pinned: false })),
    unplaced: [
      ...tooTall.map(({ part }) => ({
        part,
        code: 'TALLER_THAN_VOLUME' as const,
        reason: `${request.parts[part]!.name} is taller than the build height`,
      })),
      ...nested.unplaced,
    ],
    height,
    partsVolume,
    density,
    interlocked: [],
    voxelSize: 0,
    attempts: 1,
  };
}

const raised = (matrix: number[], z: number) => matrix.map((value, index) => (index === 14 ? value + z : value));
