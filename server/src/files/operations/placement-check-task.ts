/**
 * One placed piece moved by hand, checked in a geometry worker: the piece turned about the
 * vertical through its centre and shifted, then held to the packing's guarantees on the meshes
 * (inside the volume less its margins, the spacing from every other piece, not locked with one),
 * and the build's new height. Nothing is stored here: the server keeps the move only when nothing
 * is broken.
 */
import { Matrix4, Vector3 } from 'three';
import { MeshError, readStl } from '../geometry/index.js';
import { checkOne, type PlacedMesh, type Violation } from '../geometry/packing/exact-check.js';
import { lockedWith } from '../geometry/packing/interlock.js';
import { voxelSizeFor } from '../geometry/packing/pack.js';
import type { GeometryResult, GeometryTask } from './geometry-task.js';
import type { PackingMachine } from './packing-operations.js';
import { inMillimetres, scaled } from './packing-units.js';

type QuarterTurn = 0 | 90 | 180 | 270;

export interface PlacementCheckParameters {
  machine: PackingMachine;
  spacing: number;
  /** Each part's name and its file's scale (millimetres in one unit); its bytes come in the task's parts. */
  parts: { name: string; scale: number }[];
  /** Every placed piece: its part and its matrix (the file's coordinates to the build's). */
  placements: { part: number; matrix: number[] }[];
  index: number;
  move: { offset: [number, number, number]; turn: QuarterTurn };
}

/** Cosine and sine of the quarter turns, exact: a matrix turned four times is the one it was. */
const TURNS: Record<QuarterTurn, [number, number]> = { 0: [1, 0], 90: [0, 1], 180: [-1, 0], 270: [0, -1] };

export function runPlacementCheck(task: GeometryTask): GeometryResult {
  try {
    return checked(task);
  } catch (error) {
    if (error instanceof MeshError) return { status: 'FAILED', fileNeedsRepair: false, responseData: { reason: error.message } };
    throw error;
  }
}

function checked(task: GeometryTask): GeometryResult {
  const { machine, spacing, parts, placements, index, move } = task.parameters as unknown as PlacementCheckParameters;
  const meshes = parts.map((part, at) =>
    inMillimetres(readStl(new Uint8Array(task.parts![at]!), { maxFacets: task.maxFacets }), part.scale),
  );
  const items = placements.map((placement) => ({
    name: parts[placement.part]!.name,
    mesh: meshes[placement.part]!,
    matrix: scaled(placement.matrix, 1 / parts[placement.part]!.scale),
  }));
  const moved = items[index]!;
  const [low, high] = bounds(moved.mesh.vertices, new Matrix4().fromArray(moved.matrix));
  const centre = low.clone().add(high).multiplyScalar(0.5);
  const [cos, sin] = TURNS[move.turn];
  const turned = new Matrix4()
    .makeTranslation(centre.x + move.offset[0], centre.y + move.offset[1], centre.z + move.offset[2])
    .multiply(new Matrix4().set(cos, -sin, 0, 0, sin, cos, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1))
    .multiply(new Matrix4().makeTranslation(-centre.x, -centre.y, -centre.z))
    .multiply(new Matrix4().fromArray(moved.matrix));
  moved.matrix = turned.toArray();
  const margins = [machine.margin, machine.margin, machine.margin] as const;
  const violations = checkOne(items, index, { size: machine.volume, margins: { low: margins, high: margins } }, spacing);
  // Pieces too close to it are refused for that already; only those the spacing apart may still be locked with it.
  const refused = new Set(violations.flatMap((violation) => violation.parts.filter((at) => at !== index)));
  violations.push(...interlocks(items, index, machine, spacing, refused));
  const height = Math.max(...items.map((item) => bounds(item.mesh.vertices, new Matrix4().fromArray(item.matrix))[1].z));
  return {
    status: 'SUCCESS',
    fileNeedsRepair: false,
    responseData: {
      matrix: scaled(moved.matrix, parts[placements[index]!.part]!.scale),
      violations: violations.map(({ kind, parts: pieces, message }) => ({ kind, placements: pieces, message })),
      height,
    },
  };
}

/** The pieces the moved one could not be taken apart from after the build, on the packer's own voxels: a move the packer would not make. */
function interlocks(
  items: PlacedMesh[],
  index: number,
  machine: PackingMachine,
  spacing: number,
  refused: ReadonlySet<number>,
): Violation[] {
  const usable = machine.volume.map((length) => length - 2 * machine.margin);
  return lockedWith(items, index, voxelSizeFor(usable, spacing), refused).map((other) => ({
    kind: 'INTERLOCKED',
    parts: [Math.min(index, other), Math.max(index, other)],
    message: `${items[index]!.name} and ${items[other]!.name} could not be taken apart after the build`,
  }));
}

function bounds(vertices: Float32Array, matrix: Matrix4): [Vector3, Vector3] {
  const low = new Vector3(Infinity, Infinity, Infinity);
  const high = new Vector3(-Infinity, -Infinity, -Infinity);
  const point = new Vector3();
  for (let p = 0; p < vertices.length; p += 3) {
    point.fromArray(vertices, p).applyMatrix4(matrix);
    low.min(point);
    high.max(point);
  }
  return [low, high];
}
