import { readAsciiStl } from './ascii-stl.js';
import { type Mesh, MeshError, createMesh, facetNormal, formatCount } from './mesh.js';

export { writeAsciiStl, writeBinaryStl } from './stl-write.js';

/** Ten million facets (480 MB of floats): the default ceiling; callers pass their configured limit. */
export const DEFAULT_MAX_FACETS = 10_000_000;

const HEADER = 84;
const FACET_BYTES = 50;

export interface ReadStlOptions {
  /** Files with more facets are refused before their facets are allocated. */
  maxFacets?: number;
}

/**
 * Reads a binary or ASCII STL. Binary when the header's facet count accounts for every byte of
 * the file (so a binary header that happens to start with "solid" is still binary); ASCII when it
 * starts with "solid" and reads as text; anything else is refused with the reason.
 */
export function readStl(bytes: Uint8Array, options: ReadStlOptions = {}): Mesh {
  const maxFacets = options.maxFacets ?? DEFAULT_MAX_FACETS;
  if (bytes.length === 0) throw new MeshError('EMPTY_FILE', 'The file is empty (0 bytes).');
  const claimed = bytes.length >= HEADER ? readUint32(bytes, 80) : -1;
  if (claimed >= 0 && HEADER + FACET_BYTES * claimed === bytes.length) {
    if (claimed > maxFacets) throw tooMany(claimed, maxFacets);
    return readBinary(bytes, claimed);
  }
  // Text that is no ASCII STL (no "solid") is refused by the ASCII reader, which names what it found.
  if (looksLikeText(bytes) || mostlyText(bytes)) return checkFinite(readAsciiStl(bytes, maxFacets));
  if (claimed < 0) {
    throw new MeshError(
      'TRUNCATED_FILE',
      `The file has ${bytes.length} bytes: too short for a binary STL (at least 84) and it is not an ASCII STL (no "solid" at its start).`,
    );
  }
  const room = Math.max(0, Math.floor((bytes.length - HEADER) / FACET_BYTES));
  throw new MeshError(
    'FACET_COUNT_MISMATCH',
    `The binary STL header says ${formatCount(claimed)} facets, which take ${formatCount(HEADER + FACET_BYTES * claimed)} bytes, ` +
      `but the file has ${formatCount(bytes.length)} bytes (room for ${formatCount(room)} facets). The file is truncated or damaged.`,
  );
}

const tooMany = (count: number, maxFacets: number) =>
  new MeshError(
    'TOO_MANY_FACETS',
    `The file has ${formatCount(count)} facets; at most ${formatCount(maxFacets)} are accepted here.`,
  );

const readUint32 = (bytes: Uint8Array, at: number) =>
  (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;

/**
 * "solid" at the start, then text: either the next line starts with "facet" or "endsolid", or the
 * file reads mostly as text, so a damaged ASCII file with a few stray bytes is still read as text
 * and refused at its bad line, while a binary file whose header starts with "solid" is not.
 */
function looksLikeText(bytes: Uint8Array): boolean {
  let i = skipSpace(bytes, 0);
  if (!startsWith(bytes, i, 'solid')) return false;
  while (i < bytes.length && bytes[i] !== 10) i++;
  i = skipSpace(bytes, i);
  return startsWith(bytes, i, 'facet') || startsWith(bytes, i, 'endsolid') || mostlyText(bytes);
}

/** At least 95 % printable ASCII or whitespace in the first kilobyte; binary facets are far from it. */
function mostlyText(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, 1024);
  let text = 0;
  for (let k = 0; k < end; k++) {
    const byte = bytes[k]!;
    if ((byte >= 32 && byte < 127) || byte === 9 || byte === 10 || byte === 13) text++;
  }
  return text * 20 >= end * 19;
}

function skipSpace(bytes: Uint8Array, i: number): number {
  while (i < bytes.length && (bytes[i] === 32 || (bytes[i]! >= 9 && bytes[i]! <= 13))) i++;
  return i;
}

function startsWith(bytes: Uint8Array, at: number, word: string): boolean {
  if (bytes.length - at < word.length) return false;
  for (let k = 0; k < word.length; k++) if ((bytes[at + k]! | 0x20) !== word.charCodeAt(k)) return false;
  return true;
}

function readBinary(bytes: Uint8Array, facetCount: number): Mesh {
  const mesh = createMesh(facetCount);
  // Copied as raw 32-bit words: V8 compiles DataView reads to plain loads, faster than any typed
  // array trick here, since facets are 50 bytes and so half of them are not 4-byte aligned.
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const normals = new Uint32Array(mesh.normals.buffer);
  const vertices = new Uint32Array(mesh.vertices.buffer);
  let exponents = 0;
  for (let f = 0; f < facetCount; f++) {
    const at = HEADER + f * FACET_BYTES;
    const n = f * 3;
    const v = f * 9;
    normals[n] = view.getUint32(at, true);
    normals[n + 1] = view.getUint32(at + 4, true);
    normals[n + 2] = view.getUint32(at + 8, true);
    for (let k = 0; k < 9; k++) {
      const word = view.getUint32(at + 12 + 4 * k, true);
      vertices[v + k] = word;
      // Collects whether any coordinate had every exponent bit set (infinity or NaN).
      exponents |= ~word & 0x7f800000 ? 0 : 1;
    }
  }
  return exponents ? checkFinite(mesh) : fixNormals(mesh);
}

/** Refuses NaN and infinite coordinates, naming the first facet that has one. */
function checkFinite(mesh: Mesh): Mesh {
  const bits = new Uint32Array(mesh.vertices.buffer, mesh.vertices.byteOffset, mesh.facetCount * 9);
  for (let i = 0; i < bits.length; i++) {
    // All exponent bits set: infinity or NaN.
    if ((bits[i]! & 0x7f800000) === 0x7f800000) {
      const facet = Math.floor(i / 9);
      const value = mesh.vertices[i]!;
      throw new MeshError(
        'NON_FINITE_COORDINATE',
        `Facet ${formatCount(facet + 1)} of ${formatCount(mesh.facetCount)} has a coordinate that is ${value}: only finite coordinates describe a part.`,
      );
    }
  }
  return fixNormals(mesh);
}

/** Unusable normals (NaN, infinite) are recomputed from the winding. */
function fixNormals(mesh: Mesh): Mesh {
  const normalBits = new Uint32Array(mesh.normals.buffer, mesh.normals.byteOffset, mesh.facetCount * 3);
  for (let i = 0; i < normalBits.length; i += 3) {
    if (
      (normalBits[i]! & 0x7f800000) === 0x7f800000 ||
      (normalBits[i + 1]! & 0x7f800000) === 0x7f800000 ||
      (normalBits[i + 2]! & 0x7f800000) === 0x7f800000
    ) {
      facetNormal(mesh.vertices, i / 3, mesh.normals, i);
    }
  }
  return mesh;
}
