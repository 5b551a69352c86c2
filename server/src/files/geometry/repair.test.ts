import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAdmesh } from './admesh-cli.js';
import { CORPUS, cube, mediumSphere, meshFromTriangles, sphere } from './corpus.js';
import { MeshError, createMesh, facetNormal } from './mesh.js';
import { type RepairSummary, repair } from './repair.js';
import { readStl, writeAsciiStl, writeBinaryStl } from './stl.js';
import { verify } from './verify.js';

const directory = mkdtempSync(join(tmpdir(), 'geometry-repair-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const sphereVolume = verify(mediumSphere()).volume;
/** The volume each corpus mesh encloses once whole again. */
const intactVolume: Record<string, number> = {
  'cube-far': 15.625,
  'two-shells': 1125,
  'nested-shells': 936,
  'sphere-2k-ascii': verify(CORPUS.find((entry) => entry.name === 'sphere-2k-ascii')!.build()).volume,
  'sphere-50k': sphereVolume,
  'sphere-50k-damaged': sphereVolume,
};
const summaries = new Map<string, RepairSummary>();

describe.each(CORPUS.filter((entry) => entry.repairable))('REPAIR of $name ($defect)', (entry) => {
  // Read from the file's bytes, as the platform gets it.
  const original = readStl(entry.format === 'ascii' ? writeAsciiStl(entry.build()) : writeBinaryStl(entry.build()));
  const { mesh, summary } = repair(original);
  summaries.set(entry.name, summary);
  const report = verify(mesh);

  it('leaves a closed manifold that VERIFY finds nothing wrong with', () => {
    expect(report).toMatchObject({
      closedManifold: true,
      fileNeedsRepair: false,
      openEdges: 0,
      nonManifoldEdges: 0,
      backwardsEdges: 0,
    });
    expect(report.volume).toBeCloseTo(intactVolume[entry.name] ?? 1000, 2);
  });

  it('writes a file that admesh -e finds nothing wrong with either', () => {
    const file = join(directory, `${entry.name}.stl`);
    writeFileSync(file, writeBinaryStl(mesh));
    expect(runAdmesh(file, ['-e'])).toMatchObject({
      facets: mesh.facetCount,
      facetsWith1DisconnectedEdge: 0,
      facetsWith2DisconnectedEdges: 0,
      facetsWith3DisconnectedEdges: 0,
      degenerateFacets: 0,
      backwardsEdges: 0,
    });
    expect(runAdmesh(file, ['-e', '-d']).parts).toBe(report.shells);
  });

  it('writes each normal from its facet winding', () => {
    const expected = new Float32Array(3);
    for (let f = 0; f < mesh.facetCount; f += Math.ceil(mesh.facetCount / 50)) {
      facetNormal(mesh.vertices, f, expected, 0);
      expect(Array.from(mesh.normals.subarray(f * 3, f * 3 + 3))).toEqual(Array.from(expected));
    }
  });
});

describe('REPAIR', () => {
  it('says what it changed', () => {
    expect(summaries.get('sphere-50k-damaged')).toEqual({
      verticesMerged: 0,
      degenerateFacetsRemoved: 0,
      duplicateFacetsRemoved: 0,
      looseFacetsRemoved: 0,
      facetsReversed: 87,
      holesFilled: 22,
      facetsAdded: 22,
    });
  });

  it('leaves an edge of four facets as it is: which pieces belong together is not knowable', () => {
    const touching = CORPUS.find((entry) => entry.name === 'non-manifold-edge')!.build();
    expect(verify(repair(touching).mesh)).toMatchObject({ nonManifoldEdges: 1, shells: 2, volume: 2000 });
  });

  it('closes an L-shaped hole with facets inside the L, all facing out', () => {
    const outline: [number, number][] = [[0, 0], [20, 0], [20, 10], [10, 10], [10, 20], [0, 20]]; // prettier-ignore
    const points = [0, 10].flatMap((z) => outline.map(([x, y]): [number, number, number] => [x, y, z]));
    const sides = outline.flatMap((_, i) => {
      const j = (i + 1) % 6;
      return [[i, j, j + 6], [i, j + 6, i + 6]] as [number, number, number][]; // prettier-ignore
    });
    // Listed first, so the open top's border is closed from the L's corner (20, 10), from where a fan would reach outside the L.
    const [i, j, k] = sides.splice(3, 1)[0]!;
    sides.unshift([k, i, j]);
    const bottom: [number, number, number][] = [[0, 2, 1], [0, 3, 2], [0, 4, 3], [0, 5, 4]]; // prettier-ignore
    const { mesh, summary } = repair(meshFromTriangles(points, [...sides, ...bottom]));
    expect(summary).toMatchObject({ holesFilled: 1, facetsAdded: 4 });
    expect(verify(mesh)).toMatchObject({ closedManifold: true, volume: 3000, surfaceArea: 2 * 300 + 80 * 10 });
    for (let f = 0; f < mesh.facetCount; f++) {
      if (mesh.vertices[f * 9 + 2] === 10 && mesh.vertices[f * 9 + 5] === 10 && mesh.vertices[f * 9 + 8] === 10) {
        expect(mesh.normals[f * 3 + 2]).toBe(1);
      }
    }
  });

  it('closes a hole of a thousand corners (a sphere without its polar cap)', () => {
    const capped = sphere(1000, 20);
    const open = createMesh(capped.facetCount - 1000);
    open.vertices.set(capped.vertices.subarray(1000 * 9));
    open.normals.set(capped.normals.subarray(1000 * 3));
    const { mesh, summary } = repair(open);
    expect(summary).toMatchObject({ holesFilled: 1, facetsAdded: 998 });
    expect(verify(mesh)).toMatchObject({ closedManifold: true, shells: 1 });
  });

  it('refuses a file with no solid in it', () => {
    const lone = CORPUS.find((entry) => entry.name === 'lone-facet')!.build();
    expect(() => repair(lone)).toThrow(MeshError);
  });

  it('merges corners only within the tolerance given', () => {
    const nudged = cube();
    nudged.vertices[4 * 9 + 3] = 10.001;
    expect(repair(nudged, { tolerance: 1e-4 }).summary.verticesMerged).toBe(0);
    expect(repair(nudged, { tolerance: 1e-2 }).summary.verticesMerged).toBe(1);
  });
});
