import { type Mesh, recomputeNormals, verify } from '../geometry/index.js';
import { triangulateCap } from './cap-triangulation.js';
import { weldExact } from './exact-weld.js';
import {
  type TransformResult,
  type Vector3,
  bounds,
  isFiniteVector,
  requireClosed,
  round,
  roundAll,
  volume,
  size,
} from './mesh-measure.js';
import { TransformError, invalidOption } from './transform-error.js';

export interface SectionOptions {
  /** A point of the cutting plane (mm). */
  origin: Vector3;
  /** The plane's normal: the part on the side it points to is cut away, the rest is kept. */
  normal: Vector3;
}

/**
 * The part cut by a plane, the side the normal points away from kept and closed with a cap over
 * each cut loop, so the result is a solid again. A closed part is required: an open one has no
 * inside to cap.
 */
export function section(mesh: Mesh, options: SectionOptions): TransformResult {
  const { origin, normal } = options ?? {};
  if (!isFiniteVector(origin)) throw invalidOption('The section plane needs an origin of three finite numbers');
  if (!isFiniteVector(normal)) throw invalidOption('The section plane needs a normal of three finite numbers');
  const length = Math.hypot(...normal);
  if (!(length > 0)) throw invalidOption('The section plane normal must not be zero');
  requireClosed(mesh, 'SOLID_SECTION');
  const n: Vector3 = [normal[0] / length, normal[1] / length, normal[2] / length];
  const box = bounds(mesh.vertices);
  // Corners nearer the plane than this count as on it, so a cut through a row of vertices makes no sliver facets.
  const tolerance = 1e-6 * Math.max(1, Math.hypot(...size(box)));

  const kept = clipToHalfSpace(mesh, origin, n, tolerance);
  if (kept.facetCount === 0)
    throw new TransformError(
      'PLANE_MISSES_PART',
      'The plane leaves nothing of the part on the kept side: move it or turn its normal round',
    );
  if (!kept.cut)
    throw new TransformError('PLANE_MISSES_PART', 'The plane does not cut the part: all of it lies on the kept side');

  const welded = weldExact(kept.vertices, kept.facetCount);
  const onPlane = new Uint8Array(welded.vertexCount);
  for (let c = 0; c < kept.facetCount * 3; c++) if (kept.onPlane[c]) onPlane[welded.indices[c]!] = 1;
  const loops = cutLoops(welded.indices, onPlane, welded.vertexCount);

  // 2D axes in the plane with u × v = n, so an outline seen from outside the cap turns counter-clockwise.
  const helper: Vector3 =
    Math.abs(n[0]) <= Math.abs(n[1]) && Math.abs(n[0]) <= Math.abs(n[2])
      ? [1, 0, 0]
      : Math.abs(n[1]) <= Math.abs(n[2])
        ? [0, 1, 0]
        : [0, 0, 1];
  const u = normalise(cross(n, helper));
  const v = cross(n, u);
  const xs = new Float64Array(welded.vertexCount);
  const ys = new Float64Array(welded.vertexCount);
  for (const loop of loops) {
    for (const id of loop) {
      const [px, py, pz] = [welded.positions[id * 3]!, welded.positions[id * 3 + 1]!, welded.positions[id * 3 + 2]!];
      xs[id] = px * u[0] + py * u[1] + pz * u[2];
      ys[id] = px * v[0] + py * v[1] + pz * v[2];
    }
  }
  const cap = triangulateCap(loops, xs, ys);

  const facetCount = kept.facetCount + cap.length / 3;
  const result: Mesh = { facetCount, vertices: new Float32Array(facetCount * 9), normals: new Float32Array(facetCount * 3) };
  result.vertices.set(kept.vertices.subarray(0, kept.facetCount * 9));
  for (let i = 0; i < cap.length; i++)
    result.vertices.set(welded.positions.subarray(cap[i]! * 3, cap[i]! * 3 + 3), kept.facetCount * 9 + i * 3);
  recomputeNormals(result);

  const check = verify(result);
  const after = bounds(result.vertices);
  let capArea = 0;
  for (let f = kept.facetCount; f < facetCount; f++) capArea += facetArea(result.vertices, f);
  return {
    mesh: result,
    report: {
      planeOrigin: [...origin],
      planeNormal: roundAll(n, 6),
      facetsBefore: mesh.facetCount,
      facets: facetCount,
      volumeBefore: round(volume(mesh)),
      volume: round(check.volume),
      cutLoops: loops.length,
      capFacets: cap.length / 3,
      capArea: round(capArea),
      size: roundAll(size(after)),
      boundingBoxMin: roundAll(after.min),
      boundingBoxMax: roundAll(after.max),
      closedManifold: check.closedManifold,
    },
  };
}

interface Clipped {
  facetCount: number;
  vertices: Float32Array;
  /** Per corner: on the plane (an intersection, or a corner within the tolerance). */
  onPlane: Uint8Array;
  /** Whether anything was on the far side. */
  cut: boolean;
}

/** Sutherland–Hodgman on each facet against the kept half-space; a facet cut in a quadrilateral becomes two. */
function clipToHalfSpace(mesh: Mesh, origin: Vector3, n: Vector3, tolerance: number): Clipped {
  const source = mesh.vertices;
  const vertices = new Float32Array(mesh.facetCount * 18);
  const onPlane = new Uint8Array(mesh.facetCount * 6);
  let count = 0;
  let cut = false;
  const distance = new Float64Array(3);
  const polygon: number[] = [];
  const flags: number[] = [];
  const emit = (a: number, b: number, c: number) => {
    for (const [k, corner] of [a, b, c].entries()) {
      vertices.set(polygon.slice(corner * 3, corner * 3 + 3), count * 9 + k * 3);
      onPlane[count * 3 + k] = flags[corner]!;
    }
    count++;
  };
  for (let f = 0; f < mesh.facetCount; f++) {
    const o = f * 9;
    let above = 0;
    let below = 0;
    for (let c = 0; c < 3; c++) {
      const d =
        (source[o + c * 3]! - origin[0]) * n[0] +
        (source[o + c * 3 + 1]! - origin[1]) * n[1] +
        (source[o + c * 3 + 2]! - origin[2]) * n[2];
      distance[c] = Math.abs(d) <= tolerance ? 0 : d;
      if (distance[c]! > 0) above++;
      else if (distance[c]! < 0) below++;
    }
    if (above > 0) cut = true;
    if (above === 0 && below === 0) {
      // A facet lying in the plane stays only if it faces away from the kept side (it is then part of the outline, not of the removed material).
      if (facetDot(source, o, n) <= 0) continue;
    }
    polygon.length = 0;
    flags.length = 0;
    for (let c = 0; c < 3; c++) {
      const e = (c + 1) % 3;
      const dc = distance[c]!;
      const de = distance[e]!;
      if (dc <= 0) {
        polygon.push(source[o + c * 3]!, source[o + c * 3 + 1]!, source[o + c * 3 + 2]!);
        flags.push(dc === 0 ? 1 : 0);
      }
      if ((dc < 0 && de > 0) || (dc > 0 && de < 0)) {
        polygon.push(...intersection(source, o + c * 3, dc, o + e * 3, de));
        flags.push(1);
      }
    }
    const corners = flags.length;
    if (corners < 3) continue;
    emit(0, 1, 2);
    if (corners === 4) emit(0, 2, 3);
  }
  return { facetCount: count, vertices: vertices.subarray(0, count * 9), onPlane, cut };
}

/** Where edge a–b crosses the plane, computed from its endpoints in one fixed order so both facets along the edge get the same bits. */
function intersection(v: Float32Array, a: number, da: number, b: number, db: number): number[] {
  const swap = v[a]! > v[b]! || (v[a] === v[b] && (v[a + 1]! > v[b + 1]! || (v[a + 1] === v[b + 1] && v[a + 2]! > v[b + 2]!)));
  const [p, dp, q, dq] = swap ? [b, db, a, da] : [a, da, b, db];
  const t = dp / (dp - dq);
  return [0, 1, 2].map((k) => Math.fround(v[p + k]! + t * (v[q + k]! - v[p + k]!)));
}

/**
 * The cut's loops as vertex ids: edges on the plane that no facet of the kept part shares with
 * another (the border left by the removed side), each reversed, since the cap runs along them the
 * other way; chained into loops.
 */
function cutLoops(indices: Uint32Array, onPlane: Uint8Array, vertexCount: number): number[][] {
  const uses = new Map<number, number>();
  const key = (a: number, b: number) => a * vertexCount + b;
  for (let c = 0; c < indices.length; c += 3) {
    for (let k = 0; k < 3; k++) {
      const a = indices[c + k]!;
      const b = indices[c + ((k + 1) % 3)]!;
      if (!onPlane[a] || !onPlane[b]) continue;
      // A directed edge and its reverse cancel: what is left is the border, with its direction.
      const reverse = key(b, a);
      const left = uses.get(reverse) ?? 0;
      if (left > 0) uses.set(reverse, left - 1);
      else uses.set(key(a, b), (uses.get(key(a, b)) ?? 0) + 1);
    }
  }
  const outgoing = new Map<number, number[]>();
  for (const [edge, count] of uses) {
    if (count === 0) continue;
    const a = Math.floor(edge / vertexCount);
    const b = edge % vertexCount;
    for (let i = 0; i < count; i++) {
      const list = outgoing.get(b);
      if (list) list.push(a);
      else outgoing.set(b, [a]);
    }
  }
  const loops: number[][] = [];
  for (const start of outgoing.keys()) {
    while ((outgoing.get(start)?.length ?? 0) > 0) {
      const loop = [start];
      let at = outgoing.get(start)!.pop()!;
      while (at !== start) {
        loop.push(at);
        const next = outgoing.get(at)?.pop();
        if (next === undefined) break;
        at = next;
      }
      if (at === start && loop.length >= 3) loops.push(loop);
    }
  }
  return loops;
}

function facetDot(v: Float32Array, o: number, n: Vector3): number {
  const ux = v[o + 3]! - v[o]!;
  const uy = v[o + 4]! - v[o + 1]!;
  const uz = v[o + 5]! - v[o + 2]!;
  const wx = v[o + 6]! - v[o]!;
  const wy = v[o + 7]! - v[o + 1]!;
  const wz = v[o + 8]! - v[o + 2]!;
  return (uy * wz - uz * wy) * n[0] + (uz * wx - ux * wz) * n[1] + (ux * wy - uy * wx) * n[2];
}

function facetArea(v: Float32Array, f: number): number {
  const o = f * 9;
  const [ux, uy, uz] = [v[o + 3]! - v[o]!, v[o + 4]! - v[o + 1]!, v[o + 5]! - v[o + 2]!];
  const [wx, wy, wz] = [v[o + 6]! - v[o]!, v[o + 7]! - v[o + 1]!, v[o + 8]! - v[o + 2]!];
  return Math.hypot(uy * wz - uz * wy, uz * wx - ux * wz, ux * wy - uy * wx) / 2;
}

const cross = (a: Vector3, b: Vector3): Vector3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];

function normalise(a: Vector3): Vector3 {
  const length = Math.hypot(...a);
  return [a[0] / length, a[1] / length, a[2] / length];
}
