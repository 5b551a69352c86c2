/**
 * The packing checked on the meshes themselves, not on voxels or boxes: every vertex inside the
 * build volume less its margins, and every two parts at least the spacing apart (the distance
 * between their surfaces, found with bounding-volume hierarchies, and neither inside the other).
 * The packer runs it on every packing it returns; the tests hold every packing they make to it.
 */
import { BufferAttribute, BufferGeometry, DoubleSide, Matrix4, Ray, Vector3 } from 'three';
import { type HitPointInfo, MeshBVH } from 'three-mesh-bvh';
import type { Mesh } from '../mesh.js';

export interface PlacedMesh {
  name: string;
  mesh: Mesh;
  /** Column-major 4×4: the file's coordinates to the build volume's, whose corner is the origin. */
  matrix: readonly number[];
}

export interface Volume {
  size: readonly [number, number, number];
  /** Kept clear at the low and the high end of each axis (mm). */
  margins: { low: readonly [number, number, number]; high: readonly [number, number, number] };
}

export interface Violation {
  /** INTERLOCKED: found on voxels (interlock.ts) for a piece moved by hand, never by the checks here. */
  kind: 'OUTSIDE_VOLUME' | 'TOO_CLOSE' | 'INSIDE_ANOTHER' | 'INTERLOCKED';
  /** Indices into the placements checked. */
  parts: number[];
  message: string;
}

/** What float rounding of a file's 32-bit coordinates may cost, in mm: never read as a breach. */
const TOLERANCE = 1e-4;

interface Prepared {
  geometry: BufferGeometry;
  bvh: MeshBVH;
  matrix: Matrix4;
  low: Vector3;
  high: Vector3;
}

export function checkPacking(items: readonly PlacedMesh[], volume: Volume, spacing: number): Violation[] {
  const prepared = prepare(items);
  const violations = prepared.flatMap((part, index) => outsideOf(part, index, items, volume));
  for (let a = 0; a < prepared.length; a++)
    for (let b = a + 1; b < prepared.length; b++) violations.push(...pairOf(prepared, items, a, b, spacing));
  return violations;
}

/** The packing checked for one part only, moved by hand: against the volume and each of the others. */
export function checkOne(items: readonly PlacedMesh[], index: number, volume: Volume, spacing: number): Violation[] {
  const prepared = prepare(items);
  const violations = outsideOf(prepared[index]!, index, items, volume);
  for (let other = 0; other < prepared.length; other++)
    if (other !== index) violations.push(...pairOf(prepared, items, Math.min(index, other), Math.max(index, other), spacing));
  return violations;
}

function prepare(items: readonly PlacedMesh[]): Prepared[] {
  const geometries = new Map<Mesh, { geometry: BufferGeometry; bvh: MeshBVH }>();
  return items.map(({ mesh, matrix }) => {
    let shared = geometries.get(mesh);
    if (!shared) {
      const geometry = new BufferGeometry();
      geometry.setAttribute('position', new BufferAttribute(withArea(mesh.vertices), 3));
      const bvh = new MeshBVH(geometry);
      // The other part's tree, where it has one, narrows the search to its nearest triangles.
      (geometry as BufferGeometry & { boundsTree?: MeshBVH }).boundsTree = bvh;
      shared = { geometry, bvh };
      geometries.set(mesh, shared);
    }
    const m = new Matrix4().fromArray(matrix as number[]);
    const [low, high] = transformedBounds(mesh, m);
    return { ...shared, matrix: m, low, high };
  });
}

/**
 * A height below this share of a facet's longest edge makes it a needle: its corners in a line.
 * Dropped, it loses at most a hundred-thousandth of a millimetre of surface on a part of 10 m.
 */
const NEEDLE = 1e-9;

/**
 * The facets that have an area. A needle (three corners in a line, as CAD exports leave along
 * seams) has no plane, and the triangle-to-triangle test reads two of them as touching wherever
 * they are; its points all lie on its neighbours' edges in a closed solid, so nothing is lost.
 */
function withArea(vertices: Float32Array): Float32Array {
  const kept = new Float32Array(vertices.length);
  let length = 0;
  const [a, b, c] = [new Vector3(), new Vector3(), new Vector3()];
  for (let p = 0; p < vertices.length; p += 9) {
    a.fromArray(vertices, p);
    b.fromArray(vertices, p + 3).sub(a);
    c.fromArray(vertices, p + 6).sub(a);
    const longest = Math.max(b.lengthSq(), c.lengthSq(), b.distanceToSquared(c));
    // |b × c| is twice the area: the longest edge times the height on it.
    if (b.cross(c).length() <= NEEDLE * longest) continue;
    kept.set(vertices.subarray(p, p + 9), length);
    length += 9;
  }
  return length === vertices.length ? vertices : kept.slice(0, length);
}

function outsideOf(part: Prepared, index: number, items: readonly PlacedMesh[], volume: Volume): Violation[] {
  const outside = [0, 1, 2].some(
    (axis) =>
      part.low.getComponent(axis) < volume.margins.low[axis]! - TOLERANCE ||
      part.high.getComponent(axis) > volume.size[axis]! - volume.margins.high[axis]! + TOLERANCE,
  );
  return outside
    ? [{ kind: 'OUTSIDE_VOLUME', parts: [index], message: `${items[index]!.name} reaches outside the build volume` }]
    : [];
}

function pairOf(prepared: Prepared[], items: readonly PlacedMesh[], a: number, b: number, spacing: number): Violation[] {
  const violation = pairViolation(prepared[a]!, prepared[b]!, spacing);
  return violation
    ? [{ kind: violation.kind, parts: [a, b], message: `${items[a]!.name} and ${items[b]!.name}: ${violation.message}` }]
    : [];
}

export function transformedBounds(mesh: Mesh, matrix: Matrix4): [Vector3, Vector3] {
  const low = new Vector3(Infinity, Infinity, Infinity);
  const high = new Vector3(-Infinity, -Infinity, -Infinity);
  const point = new Vector3();
  for (let p = 0; p < mesh.vertices.length; p += 3) {
    point.fromArray(mesh.vertices, p).applyMatrix4(matrix);
    low.min(point);
    high.max(point);
  }
  return [low, high];
}

function pairViolation(a: Prepared, b: Prepared, spacing: number): Omit<Violation, 'parts'> | undefined {
  const apart = [0, 1, 2].some(
    (axis) =>
      a.low.getComponent(axis) - b.high.getComponent(axis) >= spacing ||
      b.low.getComponent(axis) - a.high.getComponent(axis) >= spacing,
  );
  if (apart) return undefined;
  const bToA = a.matrix.clone().invert().multiply(b.matrix);
  if (spacing <= TOLERANCE)
    return a.bvh.intersectsGeometry(b.geometry, bToA)
      ? { kind: 'TOO_CLOSE', message: 'their surfaces cross' }
      : insideEither(a, b);
  const hit = (): HitPointInfo => ({ point: new Vector3(), distance: 0, faceIndex: 0 });
  const closest = a.bvh.closestPointToGeometry(b.geometry, bToA, hit(), hit(), 0, spacing - TOLERANCE);
  if (closest && closest.distance < spacing - TOLERANCE)
    return { kind: 'TOO_CLOSE', message: `${closest.distance.toFixed(3)} mm apart, less than the spacing of ${spacing} mm` };
  return insideEither(a, b);
}

const insideEither = (a: Prepared, b: Prepared): Omit<Violation, 'parts'> | undefined =>
  firstCornerInside(b, a) || firstCornerInside(a, b)
    ? { kind: 'INSIDE_ANOTHER', message: 'one lies inside the other' }
    : undefined;

/** Whether the first corner of `inner` lies inside `outer`: an odd number of `outer`'s facets along a ray from it. */
function firstCornerInside(inner: Prepared, outer: Prepared): boolean {
  const corner = new Vector3().fromArray(inner.geometry.getAttribute('position').array, 0).applyMatrix4(inner.matrix);
  const toOuter = outer.matrix.clone().invert();
  // An oblique direction, so that the ray does not run along the edges of facets laid out on axes.
  const ray = new Ray(corner.applyMatrix4(toOuter), new Vector3(0.5773, 0.5774, 0.5775).normalize());
  return outer.bvh.raycast(ray, DoubleSide).length % 2 === 1;
}
