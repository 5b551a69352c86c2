import { cube, sphere } from './corpus.js';
import { parseFloat32 } from './float32-parse.js';
import { type Mesh, MeshError, recomputeNormals } from './mesh.js';
import { readStl, writeAsciiStl, writeBinaryStl } from './stl.js';

const text = (value: string) => new TextEncoder().encode(value);

function refusal(bytes: Uint8Array, maxFacets?: number): MeshError {
  try {
    readStl(bytes, { maxFacets });
  } catch (error) {
    if (error instanceof MeshError) return error;
    throw error;
  }
  throw new Error('the file was read');
}

function expectSameMesh(actual: Mesh, expected: Mesh) {
  expect(actual.facetCount).toBe(expected.facetCount);
  expect(Array.from(actual.vertices)).toEqual(Array.from(expected.vertices));
  expect(Array.from(actual.normals)).toEqual(Array.from(expected.normals));
}

describe('reading STL', () => {
  it('reads back a binary file as written, float for float', () => {
    const mesh = sphere(30, 20);
    expectSameMesh(readStl(writeBinaryStl(mesh)), mesh);
  });

  it('reads back an ASCII file to the same floats as the binary one', () => {
    const mesh = sphere(30, 20);
    expectSameMesh(readStl(writeAsciiStl(mesh)), mesh);
  });

  it('takes a binary file whose header starts with "solid" for binary, by its size', () => {
    const bytes = writeBinaryStl(cube(), 'solid exported by a CAD tool that writes it in binary headers');
    expectSameMesh(readStl(bytes), cube());
  });

  it('reads a binary file that does not start on an aligned offset of its buffer', () => {
    const bytes = writeBinaryStl(cube());
    const shifted = new Uint8Array(bytes.length + 3);
    shifted.set(bytes, 3);
    expectSameMesh(readStl(shifted.subarray(3)), cube());
  });

  it('reads ASCII keywords in any case, several solids and a missing final endsolid', () => {
    const facet = 'FACET NORMAL 0 0 1 OUTER LOOP VERTEX 0 0 0 VERTEX 1 0 0 VERTEX 0 1 0 ENDLOOP ENDFACET';
    const mesh = readStl(text(`SOLID a\n${facet}\nENDSOLID a\nsolid b\n${facet}\n`));
    expect(mesh.facetCount).toBe(2);
    expect(Array.from(mesh.vertices.subarray(9, 18))).toEqual([0, 0, 0, 1, 0, 0, 0, 1, 0]);
  });

  it('recomputes a normal the file gives as NaN instead of refusing the file', () => {
    const mesh = cube();
    mesh.normals[0] = NaN;
    const read = readStl(writeBinaryStl(mesh));
    recomputeNormals(mesh);
    expect(Array.from(read.normals)).toEqual(Array.from(mesh.normals));
  });
});

describe('refusing hostile STL files with the reason', () => {
  it('refuses an empty file', () => {
    expect(refusal(new Uint8Array(0))).toMatchObject({ code: 'EMPTY_FILE', message: 'The file is empty (0 bytes).' });
  });

  it('refuses a binary file whose header claims more facets than it holds, naming both', () => {
    const bytes = writeBinaryStl(cube());
    new DataView(bytes.buffer).setUint32(80, 13, true);
    const error = refusal(bytes);
    expect(error.code).toBe('FACET_COUNT_MISMATCH');
    expect(error.message).toContain('says 13 facets');
    expect(error.message).toContain('room for 12 facets');
  });

  it('refuses a binary file whose header claims fewer facets than it holds, naming both', () => {
    const bytes = writeBinaryStl(cube());
    new DataView(bytes.buffer).setUint32(80, 3, true);
    expect(refusal(bytes).message).toMatch(/says 3 facets.*room for 12 facets/);
  });

  it('refuses a header claiming 20 million facets in a small file without allocating them', () => {
    const bytes = writeBinaryStl(cube());
    new DataView(bytes.buffer).setUint32(80, 20_000_000, true);
    expect(refusal(bytes).message).toContain('says 20,000,000 facets');
  });

  it('refuses a file of more facets than the caller allows, before reading them', () => {
    expect(refusal(writeBinaryStl(cube()), 10)).toMatchObject({
      code: 'TOO_MANY_FACETS',
      message: 'The file has 12 facets; at most 10 are accepted here.',
    });
    expect(refusal(writeAsciiStl(cube()), 10).code).toBe('TOO_MANY_FACETS');
  });

  it('refuses NaN and infinite coordinates, naming the facet', () => {
    const mesh = cube();
    mesh.vertices[5 * 9 + 4] = NaN;
    expect(refusal(writeBinaryStl(mesh))).toMatchObject({
      code: 'NON_FINITE_COORDINATE',
      message: expect.stringContaining('Facet 6 of 12'),
    });
    const ascii = new TextDecoder()
      .decode(writeAsciiStl(cube()))
      .replace(/vertex \S+/g, (match, offset) => (offset > 600 ? 'vertex inf' : match));
    expect(refusal(text(ascii)).message).toMatch(/^Facet \d+ of 12 has a coordinate that is Infinity/);
  });

  it('refuses ASCII garbage at its first bad line, with the line number', () => {
    const good = new TextDecoder().decode(writeAsciiStl(cube()));
    const lines = good.split('\n');
    lines[10] = '      vertex 1.0 banana 2.0';
    expect(refusal(text(lines.join('\n')))).toMatchObject({
      code: 'ASCII_SYNTAX',
      message: 'ASCII STL, line 11: expected a number, found "banana".',
    });
  });

  // How fast it fails is measured by the geometry bench (pnpm --filter server bench:verify), not here.
  it('refuses a ten-million-line garbage file at its first bad line', () => {
    const bytes = new Uint8Array(80_000_000);
    bytes.set(text('solid garbage\n'));
    bytes.fill(103 /* g */, 14);
    for (let i = 14 + 7; i < bytes.length; i += 8) bytes[i] = 10;
    expect(refusal(bytes).message).toBe('ASCII STL, line 2: expected "facet" or "endsolid", found "ggggggg".');
  });

  it('refuses an ASCII file with a stray zero byte at its line, not as a binary file', () => {
    const lines = new TextDecoder().decode(writeAsciiStl(cube())).split('\n');
    lines[4] = lines[4]!.replace(' ', '\u0000');
    expect(refusal(text(lines.join('\n')))).toMatchObject({
      code: 'ASCII_SYNTAX',
      message: expect.stringMatching(/^ASCII STL, line 5:/),
    });
  });

  it('refuses a text file that is no STL by what it starts with', () => {
    expect(refusal(text('Dear customer,\nplease find the part attached.\n'))).toMatchObject({
      code: 'ASCII_SYNTAX',
      message: 'ASCII STL, line 1: expected "solid", found "Dear".',
    });
  });

  it('refuses a short file that is neither binary nor ASCII', () => {
    expect(refusal(new Uint8Array([0x89, 0x50, 0x4e, 0x47])).code).toBe('TRUNCATED_FILE');
  });
});

describe('decimal to 32-bit float', () => {
  const parse = (value: string) => parseFloat32(text(value), 0, value.length);

  it('rounds as strtof does', () => {
    expect(parse('0.1')).toBe(Math.fround(0.1));
    expect(parse('-2.5e-3')).toBe(Math.fround(-2.5e-3));
    expect(Object.is(parse('-0.0'), -0)).toBe(true);
    expect(parse('123456789012345678901234567890')).toBe(Math.fround(1.2345678901234568e29));
    expect(parse('1e400')).toBe(Infinity);
    expect(parse('1.5.2')).toBeNaN();
  });

  it('rounds a decimal just above a tie between two floats upwards, where double rounding would go down', () => {
    // 1 + 2^-24 is the tie between 1 and the next float; 2^-60 more is lost when rounding to a double.
    const exact = (2n ** 60n + 2n ** 36n + 1n) * 5n ** 60n;
    const digits = exact.toString();
    const decimal = `${digits[0]}.${digits.slice(1)}`;
    expect(Number(decimal)).toBe(1 + 2 ** -24);
    expect(parse(decimal)).toBe(1 + 2 ** -23);
  });
});
