import { type Mesh, recomputeNormals } from '../geometry/index.js';
import { weldExact } from './exact-weld.js';
import { type TransformResult, type Vector3, bounds, requireFacets, round, roundAll, volume, size } from './mesh-measure.js';

/** Directions tried everywhere on the sphere before refining; with the part's own face directions they find a flat side exactly. */
const SPHERE_SAMPLES = 2000;
/** The most-area face directions tried as they are: a flat side of a part is its best resting face more often than not. */
const FACE_DIRECTIONS = 300;
/** Points used for the coarse search; the best candidates are then measured on every vertex. */
const COARSE_POINTS = 20_000;

/**
 * Turns the part so its height (z extent) is least and sets it on z = 0, its x/y centre kept.
 * The up direction is searched over a sampled sphere plus the part's main face directions, the
 * best few refined by a pattern search on every vertex; of two opposite ways up, the one with more
 * flat area on the plate wins.
 */
export function minimumOrientation(mesh: Mesh): TransformResult {
  requireFacets(mesh, 'MINIMUM_ORIENTATION');
  const { positions, vertexCount } = weldExact(mesh.vertices, mesh.facetCount);
  const all = centred(positions, vertexCount);
  const coarse = vertexCount > COARSE_POINTS ? subset(all, vertexCount) : all;
  const diagonal = Math.hypot(...size(bounds(mesh.vertices)));
  const tie = 1e-7 * Math.max(1, diagonal);

  // Height along d equals height along −d, so half the sphere is enough.
  const candidates: Vector3[] = [[0, 0, 1], [1, 0, 0], [0, 1, 0], ...faceDirections(mesh), ...hemisphere(SPHERE_SAMPLES)];
  const scored = candidates.map((d) => ({ d, height: extent(coarse, d) })).sort((a, b) => a.height - b.height);
  let best = { d: [0, 0, 1] as Vector3, height: extent(all, [0, 0, 1]) };
  const better = (d: Vector3, height: number) =>
    height < best.height - tie || (height <= best.height + tie && Math.abs(d[2]) > Math.abs(best.d[2]) + 1e-12);
  // Refining on the coarse points first keeps a million-vertex part to a few full passes per candidate.
  const roughly = scored.slice(0, 12).map(({ d }) => refine(coarse, d, 2));
  roughly.sort((a, b) => a.height - b.height);
  for (const { d } of coarse === all ? roughly.slice(0, 1) : roughly.slice(0, 3)) {
    const refined = refine(all, d, coarse === all ? 0.001 : 0.05);
    if (better(refined.d, refined.height)) best = refined;
  }
  const up = restingWay(mesh, best.d, tie);
  const rotation = rotationTo(up);

  const before = bounds(mesh.vertices);
  const centre = [(before.min[0] + before.max[0]) / 2, (before.min[1] + before.max[1]) / 2];
  const turned = new Float64Array(mesh.facetCount * 9);
  for (let i = 0; i < turned.length; i += 3) {
    const [x, y, z] = [mesh.vertices[i]!, mesh.vertices[i + 1]!, mesh.vertices[i + 2]!];
    for (let r = 0; r < 3; r++) turned[i + r] = rotation[r * 3]! * x + rotation[r * 3 + 1]! * y + rotation[r * 3 + 2]! * z;
  }
  const turnedBox = bounds(new Float32Array(turned));
  const shift = [
    centre[0]! - (turnedBox.min[0] + turnedBox.max[0]) / 2,
    centre[1]! - (turnedBox.min[1] + turnedBox.max[1]) / 2,
    -turnedBox.min[2],
  ];
  const result: Mesh = {
    facetCount: mesh.facetCount,
    vertices: new Float32Array(turned.length),
    normals: new Float32Array(mesh.facetCount * 3),
  };
  for (let i = 0; i < turned.length; i++) result.vertices[i] = turned[i]! + shift[i % 3]!;
  recomputeNormals(result);

  const after = bounds(result.vertices);
  const cosine = Math.min(1, Math.max(-1, up[2]));
  const axis = cross(up, [0, 0, 1]);
  const axisLength = Math.hypot(...axis);
  return {
    mesh: result,
    report: {
      rotationMatrix: roundAll(rotation, 9),
      rotationAxis:
        axisLength > 1e-12
          ? roundAll(
              axis.map((a) => a / axisLength),
              9,
            )
          : cosine < 0
            ? [1, 0, 0]
            : [0, 0, 1],
      rotationAngleDegrees: round((Math.acos(cosine) * 180) / Math.PI, 6),
      upDirectionBefore: roundAll(up, 9),
      heightBefore: round(before.max[2] - before.min[2]),
      height: round(after.max[2] - after.min[2]),
      size: roundAll(size(after)),
      boundingBoxMin: roundAll(after.min),
      boundingBoxMax: roundAll(after.max),
      volume: round(volume(result)),
    },
  };
}

function centred(positions: Float32Array, count: number): Float64Array {
  const box = bounds(positions);
  const points = new Float64Array(count * 3);
  for (let i = 0; i < count * 3; i++) points[i] = positions[i]! - (box.min[i % 3]! + box.max[i % 3]!) / 2;
  return points;
}

/** An even stride through the vertices plus the extremes along the 13 axis and diagonal directions, so the coarse heights are close. */
function subset(points: Float64Array, count: number): Float64Array {
  const stride = Math.ceil(count / COARSE_POINTS);
  const chosen = new Set<number>();
  for (let i = 0; i < count; i += stride) chosen.add(i);
  const directions: Vector3[] = [];
  for (let x = -1; x <= 1; x++)
    for (let y = -1; y <= 1; y++) for (let z = -1; z <= 1; z++) if (x || y || z) directions.push([x, y, z]);
  for (const d of directions) {
    let best = 0;
    let bestValue = -Infinity;
    for (let i = 0; i < count; i++) {
      const value = points[i * 3]! * d[0] + points[i * 3 + 1]! * d[1] + points[i * 3 + 2]! * d[2];
      if (value > bestValue) [best, bestValue] = [i, value];
    }
    chosen.add(best);
  }
  const result = new Float64Array(chosen.size * 3);
  let at = 0;
  for (const i of chosen) result.set(points.subarray(i * 3, i * 3 + 3), 3 * at++);
  return result;
}

function extent(points: Float64Array, d: Vector3): number {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < points.length; i += 3) {
    const value = points[i]! * d[0] + points[i + 1]! * d[1] + points[i + 2]! * d[2];
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return max - min;
}

/** The facet normal directions carrying the most area, d and −d counted together. */
function faceDirections(mesh: Mesh): Vector3[] {
  const areas = new Map<number, { d: Vector3; area: number }>();
  const v = mesh.vertices;
  // Scalars only in this loop: a million facets must not allocate a million small arrays.
  for (let o = 0; o < mesh.facetCount * 9; o += 9) {
    const ux = v[o + 3]! - v[o]!;
    const uy = v[o + 4]! - v[o + 1]!;
    const uz = v[o + 5]! - v[o + 2]!;
    const wx = v[o + 6]! - v[o]!;
    const wy = v[o + 7]! - v[o + 1]!;
    const wz = v[o + 8]! - v[o + 2]!;
    let nx = uy * wz - uz * wy;
    let ny = uz * wx - ux * wz;
    let nz = ux * wy - uy * wx;
    const length = Math.sqrt(nx * nx + ny * ny + nz * nz);
    if (!(length > 0)) continue;
    const sign = nz < 0 || (nz === 0 && (ny < 0 || (ny === 0 && nx < 0))) ? -1 / length : 1 / length;
    nx *= sign;
    ny *= sign;
    nz *= sign;
    // Directions within about 1e-4 rad share a bucket.
    const key =
      ((Math.round(nx * 1e4) + 10_001) * 20_003 + Math.round(ny * 1e4) + 10_001) * 20_003 + Math.round(nz * 1e4) + 10_001;
    const entry = areas.get(key);
    if (entry) entry.area += length;
    else areas.set(key, { d: [nx, ny, nz], area: length });
  }
  return [...areas.values()]
    .sort((a, b) => b.area - a.area)
    .slice(0, FACE_DIRECTIONS)
    .map((entry) => entry.d);
}

/** Fibonacci points on the upper half sphere: nearly even spacing for any count. */
function hemisphere(count: number): Vector3[] {
  const golden = Math.PI * (3 - Math.sqrt(5));
  return Array.from({ length: count }, (_, i) => {
    const z = 1 - (i + 0.5) / count;
    const r = Math.sqrt(1 - z * z);
    return [r * Math.cos(golden * i), r * Math.sin(golden * i), z] as Vector3;
  });
}

/** Pattern search: tilt the direction about two axes across it, from `degrees`, halving the step down to a thousandth of a degree. */
function refine(points: Float64Array, start: Vector3, degrees: number): { d: Vector3; height: number } {
  let d = start;
  let height = extent(points, d);
  for (let step = (degrees * Math.PI) / 180; step > (0.001 * Math.PI) / 180;) {
    const [a, b] = tangents(d);
    let moved = false;
    for (const [t, sign] of [
      [a, 1],
      [a, -1],
      [b, 1],
      [b, -1],
    ] as const) {
      const c = Math.cos(step);
      const s = Math.sin(step) * sign;
      const trial: Vector3 = [d[0] * c + t[0] * s, d[1] * c + t[1] * s, d[2] * c + t[2] * s];
      const trialHeight = extent(points, trial);
      if (trialHeight < height) {
        [d, height, moved] = [trial, trialHeight, true];
        break;
      }
    }
    if (!moved) step /= 2;
  }
  return { d, height };
}

function tangents(d: Vector3): [Vector3, Vector3] {
  const helper: Vector3 = Math.abs(d[0]) < 0.9 ? [1, 0, 0] : [0, 1, 0];
  const a = cross(d, helper);
  const length = Math.hypot(...a);
  const an: Vector3 = [a[0] / length, a[1] / length, a[2] / length];
  return [an, cross(d, an)];
}

/** Of d and −d, the one to point up: the side with more facet area flat at the extreme goes on the plate (the current way up on a tie). */
function restingWay(mesh: Mesh, d: Vector3, tolerance: number): Vector3 {
  const v = mesh.vertices;
  let low = Infinity;
  let high = -Infinity;
  for (let i = 0; i < v.length; i += 3) {
    const value = v[i]! * d[0] + v[i + 1]! * d[1] + v[i + 2]! * d[2];
    if (value < low) low = value;
    if (value > high) high = value;
  }
  const slack = Math.max(tolerance, 1e-6 * (high - low));
  let lowArea = 0;
  let highArea = 0;
  for (let o = 0; o < v.length; o += 9) {
    const a = v[o]! * d[0] + v[o + 1]! * d[1] + v[o + 2]! * d[2];
    const b = v[o + 3]! * d[0] + v[o + 4]! * d[1] + v[o + 5]! * d[2];
    const c = v[o + 6]! * d[0] + v[o + 7]! * d[1] + v[o + 8]! * d[2];
    const onLow = Math.max(a, b, c) - low <= slack;
    const onHigh = high - Math.min(a, b, c) <= slack;
    if (!onLow && !onHigh) continue;
    const [ux, uy, uz] = [v[o + 3]! - v[o]!, v[o + 4]! - v[o + 1]!, v[o + 5]! - v[o + 2]!];
    const [wx, wy, wz] = [v[o + 6]! - v[o]!, v[o + 7]! - v[o + 1]!, v[o + 8]! - v[o + 2]!];
    const area = Math.hypot(uy * wz - uz * wy, uz * wx - ux * wz, ux * wy - uy * wx);
    if (onLow) lowArea += area;
    if (onHigh) highArea += area;
  }
  const flip = highArea > lowArea * (1 + 1e-9) || (Math.abs(highArea - lowArea) <= lowArea * 1e-9 && d[2] < 0);
  return flip ? [-d[0], -d[1], -d[2]] : d;
}

/** The rotation (row-major 3×3) that turns unit vector `up` onto +z (Rodrigues). */
function rotationTo(up: Vector3): number[] {
  const c = up[2];
  if (c > 1 - 1e-15) return [1, 0, 0, 0, 1, 0, 0, 0, 1];
  if (c < -1 + 1e-15) return [1, 0, 0, 0, -1, 0, 0, 0, -1];
  const [kx, ky, kz] = cross(up, [0, 0, 1]);
  const s = Math.hypot(kx, ky, kz);
  const [x, y, z] = [kx / s, ky / s, kz / s];
  const t = 1 - c;
  return [
    t * x * x + c,
    t * x * y - s * z,
    t * x * z + s * y,
    t * x * y + s * z,
    t * y * y + c,
    t * y * z - s * x,
    t * x * z - s * y,
    t * y * z + s * x,
    t * z * z + c,
  ];
}

const cross = (a: Vector3, b: Vector3): Vector3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
