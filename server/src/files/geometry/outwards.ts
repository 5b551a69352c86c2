import type { Connectivity } from './connectivity.js';
import { orientShells } from './orientation.js';

/** Above this many facet tests (shells × facets) nesting is not looked for, and every shell faces outwards. */
const NESTING_BUDGET = 20_000_000;

/**
 * Which facets to reverse so that every shell faces outwards, except shells inside an odd number
 * of others (cavities), which face inwards: a shell's winding is right when the volume it encloses
 * is positive, or negative for a cavity. Whether a shell lies inside another is decided by the
 * parity of a ray's crossings from one of its points.
 */
export function facingOutwards(
  triangles: Uint32Array,
  count: number,
  positions: Float32Array,
  connectivity: Connectivity,
): number[] {
  const { flip, shell, shells } = orientShells(connectivity, count);
  const volume = new Float64Array(shells);
  for (let f = 0; f < count; f++) {
    const s = shell[f]!;
    if (s < 0) continue;
    const signed = tetraVolume(triangles, positions, f);
    volume[s] = volume[s]! + (flip[f] ? -signed : signed);
  }
  const depth = shells > 1 && shells * count <= NESTING_BUDGET ? nestingDepth(triangles, count, positions, shell, shells) : null;
  const reverseShell = new Uint8Array(shells);
  for (let s = 0; s < shells; s++) {
    const wantPositive = !depth || depth[s]! % 2 === 0;
    reverseShell[s] = volume[s]! > 0 === wantPositive ? 0 : 1;
  }
  const reverse: number[] = [];
  for (let f = 0; f < count; f++) {
    const s = shell[f]!;
    if (s >= 0 && (flip[f]! ^ reverseShell[s]!) === 1) reverse.push(f);
  }
  return reverse;
}

function tetraVolume(triangles: Uint32Array, p: Float32Array, f: number): number {
  const a = triangles[f * 3]! * 3;
  const b = triangles[f * 3 + 1]! * 3;
  const c = triangles[f * 3 + 2]! * 3;
  return (
    (p[a]! * (p[b + 1]! * p[c + 2]! - p[b + 2]! * p[c + 1]!) +
      p[a + 1]! * (p[b + 2]! * p[c]! - p[b]! * p[c + 2]!) +
      p[a + 2]! * (p[b]! * p[c + 1]! - p[b + 1]! * p[c]!)) /
    6
  );
}

/** For each shell, how many other shells contain it. */
function nestingDepth(triangles: Uint32Array, count: number, p: Float32Array, shell: Int32Array, shells: number): Int32Array {
  const origin = new Float64Array(shells * 3).fill(NaN);
  for (let f = 0; f < count; f++) {
    const s = shell[f]!;
    if (s < 0 || !Number.isNaN(origin[s * 3]!)) continue;
    for (let k = 0; k < 3; k++) {
      origin[s * 3 + k] =
        (p[triangles[f * 3]! * 3 + k]! + p[triangles[f * 3 + 1]! * 3 + k]! + p[triangles[f * 3 + 2]! * 3 + k]!) / 3;
    }
  }
  const depth = new Int32Array(shells);
  const crossings = new Uint8Array(shells);
  for (let s = 0; s < shells; s++) {
    crossings.fill(0);
    for (let f = 0; f < count; f++) {
      const t = shell[f]!;
      if (t >= 0 && t !== s && rayHits(triangles, p, f, origin, s * 3)) crossings[t] = crossings[t]! ^ 1;
    }
    for (let t = 0; t < shells; t++) depth[s] = depth[s]! + crossings[t]!;
  }
  return depth;
}

// An odd direction, so the ray does not run along an axis-aligned edge or through a vertex of a regular mesh.
const DX = 0.3141592653589793;
const DY = 0.5772156649015329;
const DZ = 0.7536210709357326;

/** Möller–Trumbore: whether the ray from origin along (DX, DY, DZ) crosses facet f. */
function rayHits(triangles: Uint32Array, p: Float32Array, f: number, origin: Float64Array, o: number): boolean {
  const a = triangles[f * 3]! * 3;
  const b = triangles[f * 3 + 1]! * 3;
  const c = triangles[f * 3 + 2]! * 3;
  const e1x = p[b]! - p[a]!;
  const e1y = p[b + 1]! - p[a + 1]!;
  const e1z = p[b + 2]! - p[a + 2]!;
  const e2x = p[c]! - p[a]!;
  const e2y = p[c + 1]! - p[a + 1]!;
  const e2z = p[c + 2]! - p[a + 2]!;
  const hx = DY * e2z - DZ * e2y;
  const hy = DZ * e2x - DX * e2z;
  const hz = DX * e2y - DY * e2x;
  const det = e1x * hx + e1y * hy + e1z * hz;
  if (det === 0) return false;
  const inv = 1 / det;
  const sx = origin[o]! - p[a]!;
  const sy = origin[o + 1]! - p[a + 1]!;
  const sz = origin[o + 2]! - p[a + 2]!;
  const u = (sx * hx + sy * hy + sz * hz) * inv;
  if (u < 0 || u > 1) return false;
  const qx = sy * e1z - sz * e1y;
  const qy = sz * e1x - sx * e1z;
  const qz = sx * e1y - sy * e1x;
  const v = (DX * qx + DY * qy + DZ * qz) * inv;
  if (v < 0 || u + v > 1) return false;
  return (e2x * qx + e2y * qy + e2z * qz) * inv > 0;
}
