import earcut from 'earcut';
import { type Mesh, createMesh, recomputeNormals } from './mesh.js';

export type Vec2 = readonly [number, number];
export type Vec3 = readonly [number, number, number];
export type Axis = 'x' | 'y' | 'z';

/**
 * A point given across `axis` as (u, v) and along it as w. The other two axes follow the axis in
 * cyclic order (z: x, y; x: y, z; y: z, x), a rotation and never a mirror, so a shape built
 * about Z and placed about X keeps its facets facing out.
 */
export function place(axis: Axis, u: number, v: number, w: number): Vec3 {
  if (axis === 'z') return [u, v, w];
  if (axis === 'x') return [w, u, v];
  return [v, w, u];
}

/** Twice the signed area of a closed outline: positive when it runs counter-clockwise. */
export function signedArea(ring: readonly Vec2[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x0, y0] = ring[i]!;
    const [x1, y1] = ring[(i + 1) % ring.length]!;
    sum += x0 * y1 - x1 * y0;
  }
  return sum;
}

/** The outline running the way asked: counter-clockwise for an outline, clockwise for a hole in it. */
export function runningCounterClockwise(ring: readonly Vec2[], counterClockwise = true): Vec2[] {
  return signedArea(ring) > 0 === counterClockwise ? [...ring] : [...ring].reverse();
}

/**
 * A closed solid put together from flat faces (each a polygon with holes) and bands of quads
 * between rings of corners. Every corner is stored once and named by its index, so the two facets
 * along an edge share its two corners bit for bit: VERIFY matches edges exactly, as admesh does.
 * The caller gives each face and band facing out; `mesh` checks nothing (the tests verify).
 */
export class SolidBuilder {
  private readonly xyz: number[] = [];
  private readonly corners: number[] = [];

  /** Adds the points; their indices, in order. */
  add(points: readonly Vec3[]): number[] {
    return points.map(([x, y, z]) => {
      this.xyz.push(x, y, z);
      return this.xyz.length / 3 - 1;
    });
  }

  /**
   * A flat face: `outer` counter-clockwise seen from outside the solid, `holes` inside it (either
   * way round), cut into triangles by earcut in the face's plane.
   */
  face(outer: readonly number[], holes: readonly (readonly number[])[] = []): void {
    // The plane's normal by Newell's method, and the axis it leans on most: the face is
    // triangulated as seen along that axis, where it keeps its shape (never seen edge on).
    const normal = [0, 0, 0];
    for (let i = 0; i < outer.length; i++) {
      const a = outer[i]! * 3;
      const b = outer[(i + 1) % outer.length]! * 3;
      for (let k = 0; k < 3; k++) {
        const u = (k + 1) % 3;
        const v = (k + 2) % 3;
        normal[k]! += (this.xyz[a + u]! - this.xyz[b + u]!) * (this.xyz[a + v]! + this.xyz[b + v]!);
      }
    }
    const lean = normal.map(Math.abs);
    const axis = lean.indexOf(Math.max(...lean));
    const u = (axis + 1) % 3;
    const v = (axis + 2) % 3;
    const ids: number[] = [];
    const flat: number[] = [];
    const holeStarts: number[] = [];
    for (const ring of [outer, ...holes]) {
      if (ids.length) holeStarts.push(ids.length);
      for (const id of ring) {
        ids.push(id);
        flat.push(this.xyz[id * 3 + u]!, this.xyz[id * 3 + v]!);
      }
    }
    const triangles = earcut(flat, holeStarts, 2);
    // earcut winds all its triangles one way; seen along the axis, the face's own winding is the
    // sign of its normal there. Turn them all when the two differ.
    let area = 0;
    for (let t = 0; t < triangles.length; t += 3) {
      const [a, b, c] = [triangles[t]! * 2, triangles[t + 1]! * 2, triangles[t + 2]! * 2];
      area += (flat[b]! - flat[a]!) * (flat[c + 1]! - flat[a + 1]!) - (flat[c]! - flat[a]!) * (flat[b + 1]! - flat[a + 1]!);
    }
    const turn = area > 0 !== normal[axis]! > 0;
    for (let t = 0; t < triangles.length; t += 3) {
      const a = ids[triangles[t]!]!;
      const b = ids[triangles[t + 1]!]!;
      const c = ids[triangles[t + 2]!]!;
      if (turn) this.corners.push(a, c, b);
      else this.corners.push(a, b, c);
    }
  }

  /**
   * The wall between two closed rings of as many corners (or a ring and one point, a pole): the
   * quads a[i], a[i+1], b[i+1], b[i] run counter-clockwise seen from outside.
   */
  band(a: readonly number[], b: readonly number[]): void {
    const count = Math.max(a.length, b.length);
    const at = (ring: readonly number[], i: number) => ring[ring.length === 1 ? 0 : i % count]!;
    for (let i = 0; i < count; i++) {
      const [a0, a1, b0, b1] = [at(a, i), at(a, i + 1), at(b, i), at(b, i + 1)];
      if (a0 !== a1) this.corners.push(a0, a1, b1);
      if (b0 !== b1) this.corners.push(a0, b1, b0);
    }
  }

  /** One quad, its corners counter-clockwise seen from outside. */
  quad(a: number, b: number, c: number, d: number): void {
    this.corners.push(a, b, c, a, c, d);
  }

  /**
   * The mesh, its normals from the winding. With `size`, its bounding box is first moved and
   * stretched onto [0, size] along each axis, so a part comes out exactly the size it is said to be.
   */
  mesh(size?: Vec3): Mesh {
    const xyz = size ? fitted(this.xyz, size) : this.xyz;
    const mesh = createMesh(this.corners.length / 3);
    for (let i = 0; i < this.corners.length; i++) {
      const p = this.corners[i]! * 3;
      mesh.vertices[i * 3] = xyz[p]!;
      mesh.vertices[i * 3 + 1] = xyz[p + 1]!;
      mesh.vertices[i * 3 + 2] = xyz[p + 2]!;
    }
    recomputeNormals(mesh);
    return mesh;
  }
}

function fitted(xyz: readonly number[], size: Vec3): number[] {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < xyz.length; i++) {
    min[i % 3] = Math.min(min[i % 3]!, xyz[i]!);
    max[i % 3] = Math.max(max[i % 3]!, xyz[i]!);
  }
  const scale = size.map((side, k) => side / (max[k]! - min[k]!));
  // The lowest corner lands on 0 exactly and the highest on `side` to within a double's rounding,
  // which the float of the file rounds away: the box measured is the size asked for.
  return xyz.map((value, i) => (value - min[i % 3]!) * scale[i % 3]!);
}
