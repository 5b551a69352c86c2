import { cube, meshFromTriangles } from '../geometry/corpus.js';
import { type Mesh, recomputeNormals } from '../geometry/index.js';

/** Test parts built in code: boxes of any size and a box with a cavity. */
export function box(sizeX: number, sizeY: number, sizeZ: number, origin: [number, number, number] = [0, 0, 0]): Mesh {
  const mesh = cube(1);
  const sizes = [sizeX, sizeY, sizeZ];
  for (let i = 0; i < mesh.vertices.length; i++) mesh.vertices[i] = origin[i % 3]! + mesh.vertices[i]! * sizes[i % 3]!;
  recomputeNormals(mesh);
  return mesh;
}

/** Every facet turned round: a cavity's walls face into the hole. */
export function insideOut(mesh: Mesh): Mesh {
  const vertices = mesh.vertices.slice();
  for (let o = 0; o < vertices.length; o += 9) {
    for (let k = 0; k < 3; k++) {
      const t = vertices[o + 3 + k]!;
      vertices[o + 3 + k] = vertices[o + 6 + k]!;
      vertices[o + 6 + k] = t;
    }
  }
  const result = { facetCount: mesh.facetCount, vertices, normals: new Float32Array(mesh.facetCount * 3) };
  recomputeNormals(result);
  return result;
}

export function joined(...meshes: Mesh[]): Mesh {
  const facetCount = meshes.reduce((sum, mesh) => sum + mesh.facetCount, 0);
  const result: Mesh = { facetCount, vertices: new Float32Array(facetCount * 9), normals: new Float32Array(facetCount * 3) };
  let at = 0;
  for (const mesh of meshes) {
    result.vertices.set(mesh.vertices, at * 9);
    at += mesh.facetCount;
  }
  recomputeNormals(result);
  return result;
}

/** A closed box of `outer` mm with a cavity leaving walls `wall` mm thick. */
export const hollowBox = (outer: number, wall: number) =>
  joined(box(outer, outer, outer), insideOut(box(outer - 2 * wall, outer - 2 * wall, outer - 2 * wall, [wall, wall, wall])));

/** A ring: `major` from the axis to the tube's centre, `minor` the tube's radius; its cuts have holes and non-convex outlines. */
export function torus(major: number, minor: number, around = 48, tube = 24): Mesh {
  const points: [number, number, number][] = [];
  for (let i = 0; i < around; i++) {
    const a = (2 * Math.PI * i) / around;
    for (let j = 0; j < tube; j++) {
      const b = (2 * Math.PI * j) / tube;
      const r = major + minor * Math.cos(b);
      points.push([r * Math.cos(a), r * Math.sin(a), minor * Math.sin(b)]);
    }
  }
  const at = (i: number, j: number) => (i % around) * tube + (j % tube);
  const triangles: [number, number, number][] = [];
  for (let i = 0; i < around; i++) {
    for (let j = 0; j < tube; j++) {
      triangles.push([at(i, j), at(i + 1, j), at(i + 1, j + 1)], [at(i, j), at(i + 1, j + 1), at(i, j + 1)]);
    }
  }
  return meshFromTriangles(points, triangles);
}
