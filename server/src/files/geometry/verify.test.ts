import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAdmesh } from './admesh-cli.js';
import { CORPUS, cube, sphere } from './corpus.js';
import { seededRandom } from '../../lib/seeded-random.js';
import { writeCorpusEntry } from './corpus-files.js';
import { readStl, writeAsciiStl, writeBinaryStl } from './stl.js';
import { verify } from './verify.js';

const directory = mkdtempSync(join(tmpdir(), 'geometry-verify-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe.each(CORPUS)('VERIFY of $name ($defect)', (entry) => {
  const file = writeCorpusEntry(entry, directory);
  const report = verify(readStl(readFileSync(file)));

  it('counts what admesh -e counts, and the parts admesh -e -d counts', () => {
    const admesh = runAdmesh(file, ['-e']);
    const parts = runAdmesh(file, ['-e', '-d']).parts;
    expect({
      facets: report.facets,
      facetsWith1DisconnectedEdge: report.facetsWith1DisconnectedEdge,
      facetsWith2DisconnectedEdges: report.facetsWith2DisconnectedEdges,
      facetsWith3DisconnectedEdges: report.facetsWith3DisconnectedEdges,
      degenerateFacets: report.degenerateFacets,
      backwardsEdges: report.backwardsEdges,
      parts: report.shells,
    }).toEqual({
      facets: admesh.facets,
      facetsWith1DisconnectedEdge: admesh.facetsWith1DisconnectedEdge,
      facetsWith2DisconnectedEdges: admesh.facetsWith2DisconnectedEdges,
      facetsWith3DisconnectedEdges: admesh.facetsWith3DisconnectedEdges,
      degenerateFacets: admesh.degenerateFacets,
      backwardsEdges: admesh.backwardsEdges,
      parts,
    });
    if (report.closedManifold) expect(Math.abs(report.volume - admesh.volume) / admesh.volume).toBeLessThan(1e-4);
  });

  it(`says whether the file needs repair`, () => {
    expect(report.fileNeedsRepair).toBe(!entry.defect.startsWith('none'));
    expect(report.closedManifold).toBe(entry.defect.startsWith('none'));
  });
});

describe('VERIFY', () => {
  it('measures a cube: vertices, edges, area, volume, bounds', () => {
    expect(verify(cube(10, [1, 2, 3]))).toEqual({
      facets: 12,
      vertices: 8,
      edges: 18,
      shells: 1,
      degenerateFacets: 0,
      backwardsEdges: 0,
      facetsWith1DisconnectedEdge: 0,
      facetsWith2DisconnectedEdges: 0,
      facetsWith3DisconnectedEdges: 0,
      openEdges: 0,
      nonManifoldEdges: 0,
      insideOut: false,
      volume: 1000,
      surfaceArea: 600,
      boundingBox: { min: [1, 2, 3], max: [11, 12, 13] },
      closedManifold: true,
      fileNeedsRepair: false,
    });
  });

  it('reports an ASCII file and its binary twin alike', () => {
    const mesh = sphere(40, 26);
    expect(verify(readStl(writeAsciiStl(mesh)))).toEqual(verify(readStl(writeBinaryStl(mesh))));
  });

  it('finds the volume and area of a turned cube far from the origin to within 0.001 %', () => {
    const mesh = cube(10);
    const [sin, cos] = [Math.sin(0.7), Math.cos(0.7)];
    for (let i = 0; i < mesh.vertices.length; i += 3) {
      const [x, y, z] = [mesh.vertices[i]!, mesh.vertices[i + 1]!, mesh.vertices[i + 2]!];
      mesh.vertices[i] = cos * x - sin * y + 1000;
      mesh.vertices[i + 1] = sin * cos * x + cos * cos * y - sin * z - 2000;
      mesh.vertices[i + 2] = sin * sin * x + sin * cos * y + cos * z + 500;
    }
    const report = verify(mesh);
    // Its corners are rounded to 32-bit floats (steps of 0.000122 at 2000), which bounds the accuracy.
    expect(Math.abs(report.volume - 1000)).toBeLessThan(0.01);
    expect(Math.abs(report.surfaceArea - 600)).toBeLessThan(0.006);
  });

  it('shows the edges of the non-manifold files that admesh reports as whole', () => {
    const fourOnAnEdge = verify(readStl(readFileSync(join(directory, 'non-manifold-edge.stl'))));
    expect(fourOnAnEdge).toMatchObject({ nonManifoldEdges: 1, facetsWith1DisconnectedEdge: 0, closedManifold: false });
  });
});

describe('VERIFY of corpus files with corners overwritten (shared, -0, collapsed)', () => {
  const next = seededRandom(5);
  const at = (length: number) => Math.floor(next() * length);
  // admesh cannot open a binary file under 212 bytes (it reads 128 bytes past the header to guess the type).
  const originals = CORPUS.filter((entry) => entry.format === 'binary' && entry.name.startsWith('cube')).map((entry) =>
    writeBinaryStl(entry.build()),
  );
  const files = Array.from({ length: 40 }, (_, run) => {
    const bytes = originals[run % originals.length]!.slice();
    const facets = (bytes.length - 84) / 50;
    const coordinate = (facet: number, index: number) => 84 + facet * 50 + 12 + index * 4;
    for (let k = 1 + at(6); k > 0; k--) {
      const target = coordinate(at(facets), at(9));
      const choice = next();
      if (choice < 0.6) bytes.copyWithin(target, coordinate(at(facets), at(9)), coordinate(at(facets), at(9)) + 4);
      else if (choice < 0.8)
        bytes.set([0, 0, 0, 0x80], target); // -0
      else
        bytes.copyWithin(
          coordinate(at(facets), 3 * at(3)),
          coordinate(at(facets), 3 * at(3)),
          coordinate(at(facets), 3 * at(3)) + 12,
        );
    }
    return bytes;
  });

  it.each(files.map((bytes, run) => [run, bytes] as const))('counts what admesh counts on mutation %i', (run, bytes) => {
    const file = join(directory, `mutation-${run}.stl`);
    writeFileSync(file, bytes);
    const admesh = runAdmesh(file, ['-e']);
    const report = verify(readStl(bytes));
    expect([
      report.facetsWith1DisconnectedEdge,
      report.facetsWith2DisconnectedEdges,
      report.facetsWith3DisconnectedEdges,
      report.degenerateFacets,
      report.backwardsEdges,
      report.shells,
    ]).toEqual([
      admesh.facetsWith1DisconnectedEdge,
      admesh.facetsWith2DisconnectedEdges,
      admesh.facetsWith3DisconnectedEdges,
      admesh.degenerateFacets,
      admesh.backwardsEdges,
      runAdmesh(file, ['-e', '-d']).parts,
    ]);
  });
});
