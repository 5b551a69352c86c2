/**
 * A bounding-volume hierarchy over a mesh's facets, in flat typed arrays (no object per node), for
 * the ray casts of WALL_THICKNESS and the nearest-surface queries of TRIANGLE_REDUCTION's deviation.
 * Nodes split the longest side of their centroids' box in the middle, which needs no sort and
 * builds a million facets in well under a second.
 */
const LEAF_SIZE = 4;

export interface FacetBvh {
  vertices: Float32Array;
  /** Facet ids, grouped so each leaf owns a contiguous run. */
  order: Uint32Array;
  /** Six floats a node: min x, y, z, max x, y, z. */
  boxes: Float32Array;
  /** Per node: the right child's index (the left is the next node), or for a leaf −(start + 1). */
  link: Int32Array;
  /** Per leaf: how many facets; 0 for an inner node. */
  count: Uint32Array;
}

export function buildBvh(vertices: Float32Array, facetCount: number): FacetBvh {
  const order = new Uint32Array(facetCount);
  const centroids = new Float64Array(facetCount * 3);
  for (let f = 0; f < facetCount; f++) {
    order[f] = f;
    for (let k = 0; k < 3; k++)
      centroids[f * 3 + k] = (vertices[f * 9 + k]! + vertices[f * 9 + 3 + k]! + vertices[f * 9 + 6 + k]!) / 3;
  }
  // Every leaf holds a facet at least, so a tree never has more than 2n nodes.
  const maxNodes = Math.max(1, 2 * facetCount);
  // Float32 is exact here: the boxes' bounds are facet coordinates, which are float32 already.
  const boxes = new Float32Array(maxNodes * 6);
  const link = new Int32Array(maxNodes);
  const count = new Uint32Array(maxNodes);
  let nodes = 0;
  // An explicit stack of [start, end, node, parent-slot-to-patch] keeps deep trees off the call stack.
  const stack: number[] = [0, facetCount, -1];
  while (stack.length > 0) {
    const patch = stack.pop()!;
    const end = stack.pop()!;
    const start = stack.pop()!;
    const node = nodes++;
    if (patch >= 0) link[patch] = node;
    const box = node * 6;
    boxes.fill(Infinity, box, box + 3);
    boxes.fill(-Infinity, box + 3, box + 6);
    const cMin = [Infinity, Infinity, Infinity];
    const cMax = [-Infinity, -Infinity, -Infinity];
    for (let i = start; i < end; i++) {
      const f = order[i]!;
      for (let c = 0; c < 9; c++) {
        const value = vertices[f * 9 + c]!;
        const k = c % 3;
        if (value < boxes[box + k]!) boxes[box + k] = value;
        if (value > boxes[box + 3 + k]!) boxes[box + 3 + k] = value;
      }
      for (let k = 0; k < 3; k++) {
        const value = centroids[f * 3 + k]!;
        if (value < cMin[k]!) cMin[k] = value;
        if (value > cMax[k]!) cMax[k] = value;
      }
    }
    if (end - start <= LEAF_SIZE) {
      link[node] = -(start + 1);
      count[node] = end - start;
      continue;
    }
    const extents = [cMax[0]! - cMin[0]!, cMax[1]! - cMin[1]!, cMax[2]! - cMin[2]!];
    const axis = extents[0]! >= extents[1]! && extents[0]! >= extents[2]! ? 0 : extents[1]! >= extents[2]! ? 1 : 2;
    const middle = (cMin[axis]! + cMax[axis]!) / 2;
    let i = start;
    let j = end - 1;
    while (i <= j) {
      if (centroids[order[i]! * 3 + axis]! < middle) i++;
      else {
        const t = order[i]!;
        order[i] = order[j]!;
        order[j--] = t;
      }
    }
    // Facets with one centroid (a fan at a pole) cannot be split in space: halve the run instead.
    const split = i === start || i === end ? (start + end) >> 1 : i;
    // The left child is built next (it is the node after this one); the right one patches link[node].
    stack.push(split, end, node, start, split, -1);
  }
  return { vertices, order, boxes: boxes.slice(0, nodes * 6), link: link.slice(0, nodes), count: count.slice(0, nodes) };
}

export interface RayHit {
  distance: number;
  facet: number;
}

/**
 * The nearest facet a ray meets beyond `minDistance` (from either side), or undefined. Möller–Trumbore in doubles.
 * `direction` need not be a unit vector; distances are in its lengths.
 */
export function castRay(
  bvh: FacetBvh,
  origin: ArrayLike<number>,
  direction: ArrayLike<number>,
  minDistance: number,
  skipFacet = -1,
): RayHit | undefined {
  const { vertices: v, order, boxes, link, count } = bvh;
  const [ox, oy, oz] = [origin[0]!, origin[1]!, origin[2]!];
  const [dx, dy, dz] = [direction[0]!, direction[1]!, direction[2]!];
  const [ix, iy, iz] = [1 / dx, 1 / dy, 1 / dz];
  let best = Infinity;
  let bestFacet = -1;
  const stack = [0];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const b = node * 6;
    let t0 = (boxes[b]! - ox) * ix;
    let t1 = (boxes[b + 3]! - ox) * ix;
    let near = Math.min(t0, t1);
    let far = Math.max(t0, t1);
    t0 = (boxes[b + 1]! - oy) * iy;
    t1 = (boxes[b + 4]! - oy) * iy;
    near = Math.max(near, Math.min(t0, t1));
    far = Math.min(far, Math.max(t0, t1));
    t0 = (boxes[b + 2]! - oz) * iz;
    t1 = (boxes[b + 5]! - oz) * iz;
    near = Math.max(near, Math.min(t0, t1));
    far = Math.min(far, Math.max(t0, t1));
    // NaN (a zero direction component on a box face) is let through rather than wrongly culled.
    if (near > far || far < minDistance || near > best) continue;
    const l = link[node]!;
    if (l >= 0) {
      stack.push(l, node + 1);
      continue;
    }
    const start = -l - 1;
    for (let i = start; i < start + count[node]!; i++) {
      const f = order[i]!;
      if (f === skipFacet) continue;
      const o = f * 9;
      const e1x = v[o + 3]! - v[o]!;
      const e1y = v[o + 4]! - v[o + 1]!;
      const e1z = v[o + 5]! - v[o + 2]!;
      const e2x = v[o + 6]! - v[o]!;
      const e2y = v[o + 7]! - v[o + 1]!;
      const e2z = v[o + 8]! - v[o + 2]!;
      const px = dy * e2z - dz * e2y;
      const py = dz * e2x - dx * e2z;
      const pz = dx * e2y - dy * e2x;
      const det = e1x * px + e1y * py + e1z * pz;
      if (det === 0) continue;
      const inv = 1 / det;
      const sx = ox - v[o]!;
      const sy = oy - v[o + 1]!;
      const sz = oz - v[o + 2]!;
      const u = (sx * px + sy * py + sz * pz) * inv;
      if (u < 0 || u > 1) continue;
      const qx = sy * e1z - sz * e1y;
      const qy = sz * e1x - sx * e1z;
      const qz = sx * e1y - sy * e1x;
      const w = (dx * qx + dy * qy + dz * qz) * inv;
      if (w < 0 || u + w > 1) continue;
      const t = (e2x * qx + e2y * qy + e2z * qz) * inv;
      if (t > minDistance && t < best) {
        best = t;
        bestFacet = f;
      }
    }
  }
  return bestFacet < 0 ? undefined : { distance: best, facet: bestFacet };
}

/** The distance from a point to the nearest facet (stopping early once below `enough`). */
export function nearestDistance(bvh: FacetBvh, x: number, y: number, z: number, enough = 0): number {
  const { vertices: v, order, boxes, link, count } = bvh;
  let best = Infinity;
  const stack = [0];
  const point = [x, y, z];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (boxDistanceSquared(boxes, node * 6, x, y, z) >= best) continue;
    const l = link[node]!;
    if (l >= 0) {
      // The nearer child last, so it is searched first and prunes the other.
      const left = boxDistanceSquared(boxes, (node + 1) * 6, x, y, z);
      const right = boxDistanceSquared(boxes, l * 6, x, y, z);
      if (left < right) stack.push(l, node + 1);
      else stack.push(node + 1, l);
      continue;
    }
    const start = -l - 1;
    for (let i = start; i < start + count[node]!; i++) {
      const d = triangleDistanceSquared(v, order[i]! * 9, point);
      if (d < best) best = d;
    }
    if (best <= enough * enough) break;
  }
  return Math.sqrt(best);
}

function boxDistanceSquared(boxes: Float32Array, b: number, x: number, y: number, z: number): number {
  const dx = Math.max(boxes[b]! - x, 0, x - boxes[b + 3]!);
  const dy = Math.max(boxes[b + 1]! - y, 0, y - boxes[b + 4]!);
  const dz = Math.max(boxes[b + 2]! - z, 0, z - boxes[b + 5]!);
  return dx * dx + dy * dy + dz * dz;
}

/** Squared distance from p to the triangle at v[o..o+9] (Ericson, Real-Time Collision Detection 5.1.5). */
function triangleDistanceSquared(v: Float32Array, o: number, p: number[]): number {
  const a = [v[o]!, v[o + 1]!, v[o + 2]!];
  const ab = [v[o + 3]! - a[0]!, v[o + 4]! - a[1]!, v[o + 5]! - a[2]!];
  const ac = [v[o + 6]! - a[0]!, v[o + 7]! - a[1]!, v[o + 8]! - a[2]!];
  const ap = [p[0]! - a[0]!, p[1]! - a[1]!, p[2]! - a[2]!];
  const dot = (s: number[], t: number[]) => s[0]! * t[0]! + s[1]! * t[1]! + s[2]! * t[2]!;
  const at = (s: number, t: number) => {
    const dx = a[0]! + ab[0]! * s + ac[0]! * t - p[0]!;
    const dy = a[1]! + ab[1]! * s + ac[1]! * t - p[1]!;
    const dz = a[2]! + ab[2]! * s + ac[2]! * t - p[2]!;
    return dx * dx + dy * dy + dz * dz;
  };
  const d1 = dot(ab, ap);
  const d2 = dot(ac, ap);
  if (d1 <= 0 && d2 <= 0) return at(0, 0);
  const bp = [ap[0]! - ab[0]!, ap[1]! - ab[1]!, ap[2]! - ab[2]!];
  const d3 = dot(ab, bp);
  const d4 = dot(ac, bp);
  if (d3 >= 0 && d4 <= d3) return at(1, 0);
  const vc = d1 * d4 - d3 * d2;
  if (vc <= 0 && d1 >= 0 && d3 <= 0) return at(d1 / (d1 - d3), 0);
  const cp = [ap[0]! - ac[0]!, ap[1]! - ac[1]!, ap[2]! - ac[2]!];
  const d5 = dot(ab, cp);
  const d6 = dot(ac, cp);
  if (d6 >= 0 && d5 <= d6) return at(0, 1);
  const vb = d5 * d2 - d1 * d6;
  if (vb <= 0 && d2 >= 0 && d6 <= 0) return at(0, d2 / (d2 - d6));
  const va = d3 * d6 - d5 * d4;
  if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0) {
    const w = (d4 - d3) / (d4 - d3 + (d5 - d6));
    return at(1 - w, w);
  }
  const denominator = 1 / (va + vb + vc);
  return at(vb * denominator, vc * denominator);
}
