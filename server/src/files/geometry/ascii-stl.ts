import { parseFloat32 } from './float32-parse.js';
import { type Mesh, MeshError, formatCount } from './mesh.js';

/**
 * ASCII STL, read in place from the bytes (no string per line or per number). It stops at the
 * first line that breaks the grammar and names it, so a file of ten million garbage lines fails
 * in microseconds instead of being scanned to the end.
 */

const NEWLINE = 10;
const isSpace = (byte: number) => byte === 32 || (byte >= 9 && byte <= 13);

class Reader {
  position = 0;
  line = 1;
  tokenStart = 0;
  tokenEnd = 0;

  constructor(readonly bytes: Uint8Array) {}

  /** Moves to the next whitespace-separated token; false at the end of the file. */
  next(): boolean {
    const bytes = this.bytes;
    let i = this.position;
    while (i < bytes.length && isSpace(bytes[i]!)) {
      if (bytes[i] === NEWLINE) this.line++;
      i++;
    }
    this.tokenStart = i;
    while (i < bytes.length && !isSpace(bytes[i]!)) i++;
    this.tokenEnd = i;
    this.position = i;
    return this.tokenEnd > this.tokenStart;
  }

  is(keyword: string): boolean {
    if (this.tokenEnd - this.tokenStart !== keyword.length) return false;
    for (let k = 0; k < keyword.length; k++) {
      // Keywords are lower case; | 0x20 folds ASCII letters so SOLID and Facet are accepted as well.
      if ((this.bytes[this.tokenStart + k]! | 0x20) !== keyword.charCodeAt(k)) return false;
    }
    return true;
  }

  expect(keyword: string): void {
    if (!this.next() || !this.is(keyword)) this.fail(`"${keyword}"`);
  }

  number(): number {
    if (!this.next()) this.fail('a number');
    const value = parseFloat32(this.bytes, this.tokenStart, this.tokenEnd);
    if (Number.isNaN(value) && !this.isNan()) this.fail('a number');
    return value;
  }

  skipLine(): void {
    const bytes = this.bytes;
    let i = this.position;
    while (i < bytes.length && bytes[i] !== NEWLINE) i++;
    this.position = i;
  }

  fail(expected: string): never {
    const found =
      this.tokenEnd > this.tokenStart
        ? `"${printable(this.bytes.subarray(this.tokenStart, Math.min(this.tokenEnd, this.tokenStart + 24)))}"`
        : 'the end of the file';
    throw new MeshError('ASCII_SYNTAX', `ASCII STL, line ${formatCount(this.line)}: expected ${expected}, found ${found}.`);
  }

  private isNan(): boolean {
    const length = this.tokenEnd - this.tokenStart;
    const sign = this.bytes[this.tokenStart] === 45 || this.bytes[this.tokenStart] === 43 ? 1 : 0;
    return length - sign === 3 && (this.bytes[this.tokenStart + sign]! | 0x20) === 110; // "nan"
  }
}

function printable(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += byte >= 32 && byte < 127 ? String.fromCharCode(byte) : '?';
  return text;
}

/** Reads an ASCII STL (one or several `solid … endsolid` blocks). */
export function readAsciiStl(bytes: Uint8Array, maxFacets: number): Mesh {
  const reader = new Reader(bytes);
  // Grown by doubling as facets are read: a garbage file is refused before anything its size is allocated.
  let capacity = Math.min(maxFacets, 1024);
  let vertices: Float32Array = new Float32Array(capacity * 9);
  let normals: Float32Array = new Float32Array(capacity * 3);
  let count = 0;

  reader.expect('solid');
  reader.skipLine(); // the solid's name
  for (;;) {
    if (!reader.next()) break; // a missing endsolid at the end is forgiven, as most readers do
    if (reader.is('endsolid')) {
      reader.skipLine();
      if (!reader.next()) break;
      if (!reader.is('solid')) reader.fail('"solid" or the end of the file');
      reader.skipLine();
      continue;
    }
    if (!reader.is('facet')) reader.fail('"facet" or "endsolid"');
    if (count === capacity) {
      if (count >= maxFacets) {
        throw new MeshError(
          'TOO_MANY_FACETS',
          `The file has more than ${formatCount(maxFacets)} facets, the most accepted here.`,
        );
      }
      capacity = Math.min(maxFacets, capacity * 2);
      vertices = grow(vertices, capacity * 9);
      normals = grow(normals, capacity * 3);
    }
    reader.expect('normal');
    const n = count * 3;
    normals[n] = reader.number();
    normals[n + 1] = reader.number();
    normals[n + 2] = reader.number();
    reader.expect('outer');
    reader.expect('loop');
    const v = count * 9;
    for (let corner = 0; corner < 9; corner += 3) {
      reader.expect('vertex');
      vertices[v + corner] = reader.number();
      vertices[v + corner + 1] = reader.number();
      vertices[v + corner + 2] = reader.number();
    }
    reader.expect('endloop');
    reader.expect('endfacet');
    count++;
  }
  return { facetCount: count, vertices: vertices.subarray(0, count * 9), normals: normals.subarray(0, count * 3) };
}

function grow(values: Float32Array, length: number): Float32Array {
  const larger = new Float32Array(length);
  larger.set(values);
  return larger;
}
