import { type Mesh, createMesh, recomputeNormals } from './mesh.js';
import { seededRandom } from '../../lib/seeded-random.js';

/**
 * The meshes the geometry tests and the bench run on, each with a known defect, built in code so
 * the repository holds no binary fixtures. Every facet gets its real normal (see writeBinaryStl).
 */
export interface CorpusEntry {
  name: string;
  format: 'binary' | 'ascii';
  /** What is wrong with it, for the reader of a failing test. */
  defect: string;
  /** Whether `repair` can make it a closed manifold (an edge shared by four facets stays as it is). */
  repairable: boolean;
  build: () => Mesh;
}

type Point = [number, number, number];

/** A mesh from corner positions and triangles (three indices each, counter-clockwise from outside). */
export function meshFromTriangles(points: readonly Point[], triangles: readonly (readonly [number, number, number])[]): Mesh {
  const mesh = createMesh(triangles.length);
  triangles.forEach((triangle, f) => {
    triangle.forEach((index, corner) => mesh.vertices.set(points[index]!, f * 9 + corner * 3));
  });
  recomputeNormals(mesh);
  return mesh;
}

// prettier-ignore
const CUBE_TRIANGLES: [number, number, number][] = [
  [0, 2, 1], [0, 3, 2], // bottom (z = 0)
  [4, 5, 6], [4, 6, 7], // top
  [0, 1, 5], [0, 5, 4], // front (y = 0)
  [1, 2, 6], [1, 6, 5], // right
  [2, 3, 7], [2, 7, 6], // back
  [3, 0, 4], [3, 4, 7], // left
];

/** The corners of a cube of edge `size`, or of a box when `size` gives each side (x, y, z). */
function cubePoints(size: number | Point = 10, [x, y, z]: Point = [0, 0, 0]): Point[] {
  const [dx, dy, dz] = typeof size === 'number' ? [size, size, size] : size;
  // prettier-ignore
  return [
    [x, y, z], [x + dx, y, z], [x + dx, y + dy, z], [x, y + dy, z],
    [x, y, z + dz], [x + dx, y, z + dz], [x + dx, y + dy, z + dz], [x, y + dy, z + dz],
  ];
}

export const cube = (size: number | Point = 10, origin: Point = [0, 0, 0]) =>
  meshFromTriangles(cubePoints(size, origin), CUBE_TRIANGLES);

/** A UV sphere of 2·segments·(rings − 1) facets; each position is computed once, so shared corners are bitwise equal. */
export function sphere(segments: number, rings: number, radius = 50): Mesh {
  const points: Point[] = [[0, 0, radius]];
  for (let ring = 1; ring < rings; ring++) {
    const polar = (Math.PI * ring) / rings;
    for (let s = 0; s < segments; s++) {
      const azimuth = (2 * Math.PI * s) / segments;
      points.push([
        radius * Math.sin(polar) * Math.cos(azimuth),
        radius * Math.sin(polar) * Math.sin(azimuth),
        radius * Math.cos(polar),
      ]);
    }
  }
  points.push([0, 0, -radius]);
  const south = points.length - 1;
  const at = (ring: number, s: number) => 1 + (ring - 1) * segments + (s % segments);
  const triangles: [number, number, number][] = [];
  for (let s = 0; s < segments; s++) triangles.push([0, at(1, s), at(1, s + 1)]);
  for (let ring = 1; ring < rings - 1; ring++) {
    for (let s = 0; s < segments; s++) {
      triangles.push([at(ring, s), at(ring + 1, s), at(ring + 1, s + 1)], [at(ring, s), at(ring + 1, s + 1), at(ring, s + 1)]);
    }
  }
  for (let s = 0; s < segments; s++) triangles.push([south, at(rings - 1, s + 1), at(rings - 1, s)]);
  return meshFromTriangles(points, triangles);
}

/** 1,000,000 facets. */
export const largeSphere = () => sphere(1000, 501);
/** 50,000 facets. */
export const mediumSphere = () => sphere(250, 101);

function withoutFacets(mesh: Mesh, drop: (facet: number) => boolean): Mesh {
  const kept: number[] = [];
  for (let f = 0; f < mesh.facetCount; f++) if (!drop(f)) kept.push(f);
  const result = createMesh(kept.length);
  kept.forEach((f, i) => {
    result.vertices.set(mesh.vertices.subarray(f * 9, f * 9 + 9), i * 9);
    result.normals.set(mesh.normals.subarray(f * 3, f * 3 + 3), i * 3);
  });
  return result;
}

/** Reverses the winding of the chosen facets, with their normals recomputed: flipped facets as a careless exporter writes them. */
function flipped(mesh: Mesh, flip: (facet: number) => boolean): Mesh {
  for (let f = 0; f < mesh.facetCount; f++) {
    if (!flip(f)) continue;
    const o = f * 9;
    for (let k = 0; k < 3; k++) {
      const t = mesh.vertices[o + 3 + k]!;
      mesh.vertices[o + 3 + k] = mesh.vertices[o + 6 + k]!;
      mesh.vertices[o + 6 + k] = t;
    }
  }
  recomputeNormals(mesh);
  return mesh;
}

function joined(...meshes: Mesh[]): Mesh {
  const result = createMesh(meshes.reduce((sum, mesh) => sum + mesh.facetCount, 0));
  let at = 0;
  for (const mesh of meshes) {
    result.vertices.set(mesh.vertices, at * 9);
    result.normals.set(mesh.normals, at * 3);
    at += mesh.facetCount;
  }
  return result;
}

/** Inserts facet `extra` (its nine coordinates) at position `at`. */
function withFacet(mesh: Mesh, at: number, extra: number[]): Mesh {
  const result = createMesh(mesh.facetCount + 1);
  result.vertices.set(mesh.vertices.subarray(0, at * 9));
  result.vertices.set(extra, at * 9);
  result.vertices.set(mesh.vertices.subarray(at * 9), at * 9 + 9);
  recomputeNormals(result);
  return result;
}

function nudged(mesh: Mesh, facet: number, corner: number): Mesh {
  // One corner moved by a hair (a few float steps): the edges through it no longer match exactly.
  const i = facet * 9 + corner * 3;
  mesh.vertices[i] = mesh.vertices[i]! * (1 + 4e-7) + 1e-6;
  recomputeNormals(mesh);
  return mesh;
}

// prettier-ignore
export const CORPUS: CorpusEntry[] = [
  { name: 'cube', format: 'binary', defect: 'none', repairable: true, build: () => cube() },
  { name: 'cube-ascii', format: 'ascii', defect: 'none', repairable: true, build: () => cube() },
  { name: 'cube-far', format: 'binary', defect: 'none (far from the origin)', repairable: true, build: () => cube(2.5, [1000.25, -2000.5, 300]) },
  { name: 'cube-missing-facet', format: 'binary', defect: 'a triangular hole', repairable: true, build: () => withoutFacets(cube(), (f) => f === 5) },
  { name: 'cube-missing-face', format: 'ascii', defect: 'a square hole', repairable: true, build: () => withoutFacets(cube(), (f) => f === 2 || f === 3) },
  { name: 'cube-flipped-facets', format: 'binary', defect: 'two facets wound backwards', repairable: true, build: () => flipped(cube(), (f) => f === 1 || f === 7) },
  { name: 'cube-flipped-facets-ascii', format: 'ascii', defect: 'two facets wound backwards', repairable: true, build: () => flipped(cube(), (f) => f === 1 || f === 7) },
  { name: 'cube-inside-out', format: 'binary', defect: 'every facet faces inwards', repairable: true, build: () => flipped(cube(), () => true) },
  {
    name: 'cube-degenerate-facet', format: 'binary', defect: 'a facet with two equal corners', repairable: true,
    build: () => withFacet(cube(), 4, [0, 0, 0, 0, 0, 0, 10, 0, 10]),
  },
  {
    name: 'cube-duplicate-facet', format: 'binary', defect: 'a facet written twice', repairable: true,
    build: () => { const c = cube(); return withFacet(c, 6, Array.from(c.vertices.subarray(27, 36))); },
  },
  { name: 'cube-near-vertex', format: 'binary', defect: 'a corner off by a hair', repairable: true, build: () => nudged(cube(), 4, 1) },
  { name: 'two-shells', format: 'binary', defect: 'none (two separate cubes)', repairable: true, build: () => joined(cube(), cube(5, [20, 0, 0])) },
  {
    name: 'nested-shells', format: 'binary', defect: 'none (a cube with a cavity)', repairable: true,
    build: () => joined(cube(10), flipped(cube(4, [3, 3, 3]), () => true)),
  },
  {
    name: 'non-manifold-fin', format: 'binary', defect: 'a loose facet on a cube edge (an edge of three facets)', repairable: true,
    build: () => withFacet(cube(), 12, [10, 0, 0, 10, 10, 0, 15, 5, -5]),
  },
  {
    name: 'non-manifold-edge', format: 'binary', defect: 'two cubes touching along an edge (an edge of four facets)', repairable: false,
    build: () => joined(cube(), cube(10, [10, 10, 0])),
  },
  { name: 'lone-facet', format: 'ascii', defect: 'a single facet', repairable: false, build: () => withoutFacets(cube(), (f) => f !== 0) },
  { name: 'sphere-2k-ascii', format: 'ascii', defect: 'none', repairable: true, build: () => sphere(40, 26) },
  { name: 'sphere-50k', format: 'binary', defect: 'none', repairable: true, build: mediumSphere },
  {
    name: 'sphere-50k-damaged', format: 'binary', defect: 'random holes and flipped facets', repairable: true,
    build: () => {
      const next = seededRandom(7);
      const holes = withoutFacets(mediumSphere(), () => next() < 0.0004);
      return flipped(holes, () => next() < 0.002);
    },
  },
];

/** The 1M-facet sphere: written by the corpus script and the bench, too slow for every test run. */
export const LARGE: CorpusEntry = { name: 'sphere-1m', format: 'binary', defect: 'none', repairable: true, build: largeSphere };

/** Flips bytes, cuts the file short, repeats a stretch of it or rewrites its facet count. */
export function mutate(bytes: Uint8Array, next: () => number): Uint8Array {
  const copy = bytes.slice();
  const at = (length: number) => Math.floor(next() * length);
  switch (at(4)) {
    case 0:
      for (let k = 1 + at(8); k > 0; k--) copy[at(copy.length)] = at(256);
      return copy;
    case 1:
      return copy.subarray(0, at(copy.length));
    case 2: {
      const start = at(copy.length);
      const stretch = copy.subarray(start, start + at(200));
      const longer = new Uint8Array(copy.length + stretch.length);
      longer.set(copy.subarray(0, start));
      longer.set(stretch, start);
      longer.set(copy.subarray(start), start + stretch.length);
      return longer;
    }
    default:
      if (copy.length >= 84) new DataView(copy.buffer).setUint32(80, at(2 ** 32), true);
      return copy;
  }
}
