import { PNG } from 'pngjs';
import { type Mesh } from '../geometry/index.js';
import { cube, meshFromTriangles } from '../geometry/corpus.js';
import { analyze } from './analyze.js';
import { AnalyzeError } from './analyze-error.js';

/** Two meshes as one, facets of the first then of the second. */
function combine(a: Mesh, b: Mesh): Mesh {
  const vertices = new Float32Array(a.vertices.length + b.vertices.length);
  vertices.set(a.vertices);
  vertices.set(b.vertices, a.vertices.length);
  const normals = new Float32Array(a.normals.length + b.normals.length);
  normals.set(a.normals);
  normals.set(b.normals, a.normals.length);
  return { facetCount: a.facetCount + b.facetCount, vertices, normals };
}

describe('analyze', () => {
  it('reports a 20 × 20 × 20 mm cube in millimetres with counts, volume, area and bounding box', () => {
    const { report } = analyze(cube(20, [5, -10, 0]));
    expect(report).toMatchObject({
      facets: 12,
      shells: 1,
      boundingBox: { min: [5, -10, 0], max: [25, 10, 20] },
      sizeMm: [20, 20, 20],
    });
    expect(report.volume).toBeCloseTo(8000, 6);
    expect(report.volumeMm3).toBe(report.volume);
    expect(report.surfaceArea).toBeCloseTo(2400, 6);
    expect(report.surfaceAreaMm2).toBe(report.surfaceArea);
  });

  it('gives every inch figure as the millimetre figure over 25.4 (per dimension)', () => {
    const { report } = analyze(cube(25.4));
    report.sizeInch.forEach((inches, axis) => expect(inches).toBeCloseTo(report.sizeMm[axis]! / 25.4, 12));
    expect(report.sizeInch[0]).toBeCloseTo(1, 6);
    expect(report.volumeInch3).toBeCloseTo(report.volumeMm3 / 25.4 ** 3, 12);
    expect(report.volumeInch3).toBeCloseTo(1, 5);
    expect(report.surfaceAreaInch2).toBeCloseTo(report.surfaceAreaMm2 / 25.4 ** 2, 12);
    expect(report.surfaceAreaInch2).toBeCloseTo(6, 5);
  });

  it('counts two separate cubes as two shells inside one bounding box', () => {
    const { report } = analyze(combine(cube(10), cube(10, [30, 0, 0])));
    expect(report).toMatchObject({ facets: 24, shells: 2, sizeMm: [40, 10, 10] });
    expect(report.volume).toBeCloseTo(2000, 6);
  });

  it('returns the thumbnail as PNG bytes in a buffer of their own', () => {
    const { png } = analyze(cube(), { width: 64, height: 48 });
    expect(PNG.sync.read(Buffer.from(png))).toMatchObject({ width: 64, height: 48 });
    expect(png.byteOffset).toBe(0);
    expect(png.buffer.byteLength).toBe(png.byteLength);
  });

  it('refuses an empty mesh and one whose every facet is degenerate with a message for the user', () => {
    const empty: Mesh = { facetCount: 0, vertices: new Float32Array(0), normals: new Float32Array(0) };
    expect(() => analyze(empty)).toThrow(AnalyzeError);
    expect(() => analyze(empty)).toThrow('The part has no facets: there is nothing to measure or draw.');
    const collapsed = meshFromTriangles([[1, 1, 1], [2, 2, 2]], [[0, 0, 1], [1, 1, 0]]); // prettier-ignore
    expect(() => analyze(collapsed)).toThrow(expect.objectContaining({ code: 'DEGENERATE_MESH' }));
    expect(() => analyze(collapsed)).toThrow(/Every facet of the part has zero area/);
  });
});
