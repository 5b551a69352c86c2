/**
 * The packer: parts with quantities into a build volume, at a spacing, every instance either
 * placed (a rotation and a translation) or named with the reason it is not. Pure and synchronous,
 * so that it runs as it is in a file-operation worker; the caller gives the time it may take.
 *
 * Parts are voxelised conservatively and grown by half the spacing (see dilate.ts): two parts
 * whose grown voxels do not meet are the spacing apart, whatever their shape, so a part may sit
 * in another's pocket, under its overhang or through its hole where a box packer sees a wall.
 * Every packing is then checked on the meshes (exact-check.ts) before it is returned.
 */
import { BuildSpace, type Placed } from './build-space.js';
import { checkPacking } from './exact-check.js';
import { separable } from './interlock.js';
import { extentsOf, orientationsThatFit } from './fit.js';
import { isClosedSolid, measured, shapesOf } from './part-cache.js';
import type { Mesh } from '../mesh.js';
import { type OrientedShape, orientShapes } from './oriented-shape.js';
import { type Rotation, rotationsFor } from './orientations.js';
import type { PackHooks, PackRequest, PackResult } from './pack-types.js';
import { PackRefusal } from './pack-types.js';
import { pinnedShape } from './pinned.js';
import { type Attempt, search } from './search.js';

/** Voxels across the usable volume aimed at: finer costs time, coarser wastes room round every part. */
const TARGET_VOXELS = 6e6;

/**
 * The voxel edge: about six million voxels in the volume, but no finer than half the spacing (a
 * part claims up to a voxel beyond its spacing on each side, so finer gains little there) nor 0.5 mm.
 */
export const voxelSizeFor = (usable: number[], spacing: number) =>
  Math.max(0.5, spacing / 2, Math.cbrt((usable[0]! * usable[1]! * usable[2]!) / TARGET_VOXELS));

export function pack(request: PackRequest, hooks: PackHooks = {}): PackResult {
  const started = Date.now();
  const { volume, spacing, parts } = request;
  if (!(spacing >= 0)) throw new PackRefusal('The spacing between parts cannot be below 0 mm');
  const usable = [0, 1, 2].map((axis) => volume.size[axis]! - volume.margins.low[axis]! - volume.margins.high[axis]!);
  if (usable.some((length) => !(length > 0))) throw new PackRefusal('The margins leave no room in the build volume');
  refuseWhatCannotFit(request, usable);
  refusePinsThatBreak(request);

  const size = request.voxelSize ?? voxelSizeFor(usable, spacing);
  const cells = usable.map((length) => Math.floor(length / size)) as [number, number, number];
  // Deep enough for the spacing's reach and a hand-placed part's rounding to whole voxels.
  const border = Math.floor(spacing / 2 / size) + 3;
  const space = new BuildSpace(cells, border);
  const origin = [0, 1, 2].map((axis) => volume.margins.low[axis]! - border * size);
  const shapes = parts.map((part) =>
    shapesOf(part.mesh, `${size}:${spacing}:${part.rotation}:${cells.join(',')}`, () =>
      orientations(part.mesh, rotationsFor(part.rotation), size, spacing, cells),
    ),
  );
  const pinned = (request.pinned ?? []).map((pin) => ({
    ...pin,
    placed: pinnedShape(parts[pin.part]!.mesh, pin.matrix, origin, size, spacing),
  }));
  const volumes = parts.map((part) => measured(part.mesh).volume);
  const instances = parts.flatMap((part, index) => Array.from({ length: part.quantity }, () => index));
  instances.sort((a, b) => (request.objective === 'MOST_PARTS' ? volumes[a]! - volumes[b]! : volumes[b]! - volumes[a]!) || a - b);

  const floorArea = volume.size[0] * volume.size[1];
  const best = search({
    space,
    shapes,
    pinned,
    instances,
    volumes,
    objective: request.objective,
    deadline: started + request.seconds * 1000,
    attempts: request.attempts ?? Infinity,
    seed: request.seed ?? 1,
    heightOf: (top) => volume.margins.low[2] + (top - border) * size,
    floorArea,
    hooks,
  });
  return resultOf(request, best, { origin, size, floorArea });
}

function refuseWhatCannotFit({ parts }: PackRequest, usable: number[]): void {
  const mm = (lengths: readonly number[]) => lengths.map((length) => length.toFixed(1)).join(' × ');
  for (const part of parts) {
    // Spacing is kept between solids: a part whose surface does not close has no inside to keep it from.
    if (!isClosedSolid(part.mesh)) throw new PackRefusal(`${part.name} is not a closed solid: repair it before it is packed`);
    if (orientationsThatFit(part.mesh, part.rotation, usable).length === 0)
      throw new PackRefusal(
        `${part.name} (${mm(extentsOf(part.mesh))} mm) does not fit the build volume less its margins (${mm(usable)} mm) in any orientation it may take`,
      );
  }
}

/** Instances placed by hand must themselves keep to the volume and the spacing: the packer keeps them where they are. */
function refusePinsThatBreak({ parts, pinned = [], volume, spacing }: PackRequest): void {
  const unknown = pinned.find((pin) => !parts[pin.part]);
  if (unknown) throw new PackRefusal(`A pinned instance names part ${unknown.part}, which is not in the request`);
  const named = pinned.map((pin) => ({ name: parts[pin.part]!.name, mesh: parts[pin.part]!.mesh, matrix: pin.matrix }));
  const [breach] = checkPacking(named, volume, spacing);
  if (breach) throw new PackRefusal(breach.message);
}

/** A part's distinct orientations that fit the usable volume, flattest first; two giving the same voxels are one. */
function orientations(
  mesh: Mesh,
  rotations: readonly Rotation[],
  size: number,
  spacing: number,
  cells: number[],
): OrientedShape[] {
  const seen = new Set<string>();
  return orientShapes(mesh, rotations, size, spacing)
    .filter(({ solid }) => {
      if (solid.nx > cells[0]! || solid.ny > cells[1]! || solid.nz > cells[2]!) return false;
      const key = `${solid.nx},${solid.ny},${solid.nz}:${Buffer.from(solid.bits.buffer).toString('base64')}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.solid.nz - b.solid.nz);
}

function matrixOf(placed: Placed, origin: number[], size: number): number[] {
  const r = placed.shape.rotation;
  const at = [placed.x, placed.y, placed.z].map(
    (cell, axis) => origin[axis]! + (cell + placed.shape.reach) * size - placed.shape.low[axis]!,
  );
  return [r[0], r[3], r[6], 0, r[1], r[4], r[7], 0, r[2], r[5], r[8], 0, at[0]!, at[1]!, at[2]!, 1];
}

function resultOf(request: PackRequest, best: Attempt, frame: { origin: number[]; size: number; floorArea: number }): PackResult {
  const placements = best.placed.map(({ part, placed, matrix }) => ({
    part,
    matrix: matrix ? [...matrix] : matrixOf(placed, frame.origin, frame.size),
    pinned: matrix !== undefined,
  }));
  const named = placements.map(({ part, matrix }) => ({
    name: request.parts[part]!.name,
    mesh: request.parts[part]!.mesh,
    matrix,
  }));
  const violations = checkPacking(named, request.volume, request.spacing);
  const made = violations.filter((violation) => violation.parts.some((index) => !placements[index]!.pinned));
  if (made.length > 0) throw new Error(`The packer broke its own guarantee: ${made[0]!.message}`);
  let height = 0;
  let partsVolume = 0;
  named.forEach(({ mesh, matrix }) => {
    height = Math.max(height, topOf(mesh.vertices, matrix));
    partsVolume += measured(mesh).volume;
  });
  const interlocked: [number, number][] = [];
  best.placed.forEach((a, i) =>
    best.placed.forEach((b, j) => {
      if (i < j && !separable(a.placed, b.placed)) interlocked.push([i, j]);
    }),
  );
  return {
    placements,
    unplaced: best.unplaced,
    height,
    partsVolume,
    density: height > 0 ? partsVolume / (frame.floorArea * height) : 0,
    interlocked,
    voxelSize: frame.size,
    attempts: best.attempts,
  };
}

function topOf(vertices: Float32Array, m: readonly number[]): number {
  let top = -Infinity;
  for (let p = 0; p < vertices.length; p += 3)
    top = Math.max(top, m[2]! * vertices[p]! + m[6]! * vertices[p + 1]! + m[10]! * vertices[p + 2]! + m[14]!);
  return top;
}
