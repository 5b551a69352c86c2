import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAdmesh } from './admesh-cli.js';
import { CORPUS, cube, sphere } from './corpus.js';
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
