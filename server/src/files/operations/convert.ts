import { createRequire } from 'node:module';
import { createMesh, type Mesh, recomputeNormals } from '../geometry/mesh.js';
import { ConversionError, refuseBeyondFacets } from './convert-error.js';
import { readThreeMf } from './three-mf.js';
import { readVrml } from './vrml.js';

/** Native CAD formats no open library reads: stored and listed, never converted here. */
const NATIVE_FORMATS = ['sldprt', 'sldasm', 'ipt', 'iam', 'catpart', 'catproduct', 'prt', 'asm', 'x_t', 'x_b', 'jt'];
const NATIVE_FORMAT_REASON = 'This format cannot be converted here; please also upload a STEP or STL file';

/** A mesh from corner positions (3 floats each) and triangles (3 corner indices each). */
function indexedMesh(positions: ArrayLike<number>, triangles: ArrayLike<number>, maxFacets: number): Mesh {
  const facetCount = triangles.length / 3;
  if (facetCount === 0) throw new ConversionError('The file holds no surface to convert');
  refuseBeyondFacets(facetCount, maxFacets);
  const mesh = createMesh(facetCount);
  const corners = positions.length / 3;
  for (let i = 0; i < triangles.length; i++) {
    const corner = triangles[i]!;
    if (!(corner >= 0 && corner < corners))
      throw new ConversionError(`Facet ${Math.floor(i / 3) + 1} names corner ${corner + 1}, which the file does not have`);
    mesh.vertices[i * 3] = positions[corner * 3]!;
    mesh.vertices[i * 3 + 1] = positions[corner * 3 + 1]!;
    mesh.vertices[i * 3 + 2] = positions[corner * 3 + 2]!;
  }
  if (!mesh.vertices.every(Number.isFinite)) throw new ConversionError('The file has coordinates that are not finite numbers');
  recomputeNormals(mesh);
  return mesh;
}

interface OcctResult {
  success: boolean;
  meshes?: { attributes: { position: { array: number[] } }; index?: { array: number[] } }[];
}
interface Occt {
  ReadStepFile(content: Uint8Array, params: object | null): OcctResult;
  ReadIgesFile(content: Uint8Array, params: object | null): OcctResult;
  ReadBrepFile(content: Uint8Array, params: object | null): OcctResult;
}
// OpenCascade in WebAssembly, loaded once per worker thread and kept: starting it takes a while.
let occt: Promise<Occt> | undefined;
const loadOcct = () => (occt ??= (createRequire(import.meta.url)('occt-import-js') as () => Promise<Occt>)());

/** STEP, IGES and BREP through OpenCascade: every solid of the file, tessellated in millimetres. */
async function fromCad(bytes: Uint8Array, extension: string, maxFacets: number): Promise<Mesh> {
  const reader = await loadOcct();
  const read = {
    step: reader.ReadStepFile,
    stp: reader.ReadStepFile,
    iges: reader.ReadIgesFile,
    igs: reader.ReadIgesFile,
    brep: reader.ReadBrepFile,
  }[extension]!;
  let result: OcctResult;
  try {
    result = read.call(reader, bytes, { linearUnit: 'millimeter' });
  } catch {
    // A trap inside OpenCascade (an abort, its stack exhausted by a file nested to break it)
    // leaves its module in an unknown state: the next file loads a fresh one.
    occt = undefined;
    throw new ConversionError(`The .${extension} file could not be read: the CAD reader stopped on it`);
  }
  if (!result.success || !result.meshes?.length) {
    throw new ConversionError(`The .${extension} file could not be read: it is damaged or holds no solid`);
  }
  const positions: number[] = [];
  const triangles: number[] = [];
  for (const mesh of result.meshes) {
    const offset = positions.length / 3;
    const points = mesh.attributes.position.array;
    for (const value of points) positions.push(value);
    const index = mesh.index?.array ?? Array.from({ length: points.length / 3 }, (_, i) => i);
    for (const corner of index) triangles.push(corner + offset);
  }
  return indexedMesh(positions, triangles, maxFacets);
}

/** Wavefront OBJ: its vertices (`v`) and faces (`f`, polygons split into fans; `v/vt/vn` and negative indices allowed). */
function fromObj(bytes: Uint8Array, maxFacets: number): Mesh {
  const positions: number[] = [];
  const triangles: number[] = [];
  const lines = new TextDecoder().decode(bytes).split(/\r?\n/);
  lines.forEach((line, at) => {
    const parts = line.trim().split(/\s+/);
    if (parts[0] === 'v') {
      const xyz = parts.slice(1, 4).map(Number);
      if (xyz.length < 3 || !xyz.every(Number.isFinite))
        throw new ConversionError(`OBJ, line ${at + 1}: a vertex needs three numbers`);
      positions.push(...xyz);
    } else if (parts[0] === 'f') {
      const corners = parts.slice(1).map((part) => {
        const index = Number.parseInt(part.split('/')[0]!, 10);
        // OBJ counts from 1; a negative index counts back from the last vertex read.
        return index < 0 ? positions.length / 3 + index : index - 1;
      });
      if (corners.length < 3 || corners.some(Number.isNaN))
        throw new ConversionError(`OBJ, line ${at + 1}: a face needs three vertices or more`);
      for (let i = 1; i + 1 < corners.length; i++) triangles.push(corners[0]!, corners[i]!, corners[i + 1]!);
      if (triangles.length / 3 > maxFacets)
        throw new ConversionError(`The part has more than the limit of ${maxFacets.toLocaleString('en-US')} facets`);
    }
  });
  return indexedMesh(positions, triangles, maxFacets);
}

/** The file's part as a mesh, for CONVERT to write as STL; a ConversionError says why not. */
export async function convertToMesh(bytes: Uint8Array, extension: string, maxFacets: number): Promise<Mesh> {
  if (NATIVE_FORMATS.includes(extension)) throw new ConversionError(NATIVE_FORMAT_REASON);
  if (['step', 'stp', 'iges', 'igs', 'brep'].includes(extension)) return fromCad(bytes, extension, maxFacets);
  if (extension === 'obj') return fromObj(bytes, maxFacets);
  if (extension === '3mf' || extension === 'wrl') {
    const { positions, triangles } = extension === '3mf' ? readThreeMf(bytes, maxFacets) : readVrml(bytes);
    return indexedMesh(positions, triangles, maxFacets);
  }
  if (extension === 'stl') throw new ConversionError('The file is already an STL: verify it instead');
  // The attachments (images, PDF): nothing to convert.
  throw new ConversionError(`A .${extension} file holds no part to convert to STL`);
}
