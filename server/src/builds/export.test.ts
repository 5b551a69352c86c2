import { XMLParser } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { JSDOM } from 'jsdom';
import { Box3 } from 'three';
import { ThreeMFLoader } from 'three/examples/jsm/loaders/3MFLoader.js';
import { readThreeMf } from '../files/operations/three-mf.js';
import { agreedWithAustin } from '../test-support/orders.js';
import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';
import { waitFor } from '../test-support/wait-for.js';
import type { BuildView } from './schemas.js';

let t: TestApp;
let austin: Session;
let operator: Session;
let vendor: Session;
let build: BuildView;
const call = callsAs(() => t);

interface Placement {
  part: number;
  fileId: number;
  matrix: number[];
}

/** The 10 mm test cube: twelve facets on eight corners. */
const CUBE_FACETS = 12;

/**
 * A build of two orders' cubes: three drawn in millimetres, and one of an export-controlled order
 * drawn in centimetres (a 100 mm cube, its scale in its placements' matrices). It is exported
 * before and after it is packed.
 */
beforeAll(async () => {
  t = await createTestApp();
  let engineer: Session;
  [austin, operator, engineer, vendor] = await logins(t.app, 'admin', 'operator', 'engineer', 'vendor');
  const equipment = (await call(austin, 'GET', '/api/v1/sp/equipments')).json() as { id: number; displayName: string }[];
  const sls = equipment.find((machine) => machine.displayName === 'SLS-01 · EOS P 396')!.id;
  const cubes = await agreedWithAustin(t, { engineer, austin }, { quantity: 3, title: 'Export cubes' });
  const controlled = await agreedWithAustin(
    t,
    { engineer, austin },
    { quantity: 1, title: 'Export ITAR', units: 'CM', itar: true },
  );
  build = (
    await call(austin, 'POST', '/api/v1/builds', {
      name: 'Friday SLS: cubes/valves',
      equipmentId: sls,
      parts: [
        { rfqFileId: cubes.partId, quantity: 3 },
        { rfqFileId: controlled.partId, quantity: 1 },
      ],
    })
  ).json() as BuildView;
});
afterAll(() => t.close());
// three.js's 3MF loader reads the model's XML with the browser's DOMParser.
globalThis.DOMParser = new JSDOM().window.DOMParser;

const packed = async () => {
  expect((await call(austin, 'POST', `/api/v1/builds/${build.id}/pack`, { seconds: 5 })).statusCode).toBe(200);
  return waitFor(async () => {
    const found = (await call(austin, 'GET', `/api/v1/builds/${build.id}`)).json() as BuildView;
    return found.packing?.status === 'SUCCESS' ? found : undefined;
  }, `build ${build.id} packed`);
};

type Xml = Record<string, unknown>;

/** The lowest and highest corner of points given as x, y, z, x, y, z, … */
function bounds(points: number[]) {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  points.forEach((value, at) => {
    min[at % 3] = Math.min(min[at % 3]!, value);
    max[at % 3] = Math.max(max[at % 3]!, value);
  });
  return { min, max };
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => ['object', 'item', 'triangle', 'metadata'].includes(name),
});

/** A point (x, y, z) through a column-major 4×4, as three.js applies it. */
const throughMatrix = (m: number[], [x, y, z]: number[]) =>
  [0, 1, 2].map((r) => m[r]! * x! + m[4 + r]! * y! + m[8 + r]! * z! + m[12 + r]!);
/** A point through a 3MF transform "m00 m01 m02 m10 … m32", as the 3MF core specification applies it: [x y z 1] · M. */
const throughTransform = (m: number[], [x, y, z]: number[]) =>
  [0, 1, 2].map((c) => x! * m[c]! + y! * m[3 + c]! + z! * m[6 + c]! + m[9 + c]!);

describe('a build’s 3MF', () => {
  it('is refused until the build is packed, and to another facility', async () => {
    const early = await call(austin, 'GET', `/api/v1/builds/${build.id}/3mf`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only a packed build can be exported: pack it, or wait until its packing is done');
    expect((await call(vendor, 'GET', `/api/v1/builds/${build.id}/3mf`)).statusCode).toBe(404);
  });

  it('holds each part file’s mesh once and an item for each placed piece, placed by its packing’s matrix', async () => {
    const { placements } = (await packed()).packing!.result as unknown as { placements: Placement[] };
    expect(placements).toHaveLength(4);
    const response = await call(austin, 'GET', `/api/v1/builds/${build.id}/3mf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('model/3mf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Friday SLS cubes valves.3mf"; filename*=UTF-8''Friday%20SLS%20cubes%20valves.3mf`,
    );
    const bytes = new Uint8Array(response.rawPayload);

    // The platform's own converter: every piece, where its placement puts it.
    const { positions, triangles } = readThreeMf(bytes, 1_000_000);
    expect(triangles).toHaveLength(placements.length * CUBE_FACETS * 3);
    expect(positions).toHaveLength(placements.length * 8 * 3);
    const corners = placements.map((_, index) => positions.slice(index * 8 * 3, (index + 1) * 8 * 3));

    // three.js's 3MF loader: an object for each piece, its matrix the placement's, where the converter puts it.
    const loaded = new ThreeMFLoader().parse(bytes.slice().buffer);
    expect(loaded.children).toHaveLength(placements.length);
    loaded.children.forEach((piece, index) => {
      piece.matrix.elements.forEach((value, at) => expect(value).toBeCloseTo(placements[index]!.matrix[at]!, 9));
      const box = new Box3().setFromObject(piece);
      const read = bounds(corners[index]!);
      box.min.toArray().forEach((value, axis) => expect(value).toBeCloseTo(read.min[axis]!, 4));
      box.max.toArray().forEach((value, axis) => expect(value).toBeCloseTo(read.max[axis]!, 4));
    });

    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual(['3D/3dmodel.model', '[Content_Types].xml', '_rels/.rels']);
    const model = (parser.parse(strFromU8(files['3D/3dmodel.model']!)) as Xml).model as Xml;
    expect(model.unit).toBe('millimeter');
    expect(model.metadata).toEqual([{ name: 'Title', '#text': 'Friday SLS: cubes/valves' }]);
    const objects = (model.resources as Xml).object as Xml[];
    expect(objects.map((object) => object.name)).toEqual(['agreed-bracket.stl', 'agreed-bracket.stl']);
    const facetsOf = new Map(
      objects.map((object) => [object.id, (((object.mesh as Xml).triangles as Xml).triangle as Xml[]).length]),
    );
    const items = (model.build as Xml).item as Xml[];
    expect(items).toHaveLength(placements.length);
    expect(items.reduce((sum, item) => sum + facetsOf.get(item.objectid)!, 0)).toBe(placements.length * CUBE_FACETS);

    // The pieces of one file share its object; each transform puts the file's corners where its placement does.
    const objectOfPart = new Map<number, unknown>();
    items.forEach((item, index) => {
      const { part, matrix } = placements[index]!;
      expect(item.objectid).toBe(objectOfPart.get(part) ?? item.objectid);
      objectOfPart.set(part, item.objectid);
      const transform = String(item.transform).split(' ').map(Number);
      expect(transform).toEqual([0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14].map((at) => matrix[at]));
      for (const corner of [
        [0, 0, 0],
        [10, 0, 0],
        [0, 10, 10],
      ])
        throughTransform(transform, corner).forEach((value, axis) =>
          expect(value).toBeCloseTo(throughMatrix(matrix, corner)[axis]!, 9),
        );
    });
    expect(new Set(objectOfPart.values()).size).toBe(2);
  });

  it('is an ITAR administrator’s only when it holds an export-controlled part, each read of its file logged', async () => {
    const refused = await call(operator, 'GET', `/api/v1/builds/${build.id}/3mf`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'agreed-bracket.stl is export controlled (ITAR): only an ITAR administrator may export it',
    );
    const controlled = build.parts.find((part) => part.itar)!;
    const reads = await t.db
      .selectFrom('itar_file_reads as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.file_id', 'u.email'])
      .where('r.file_id', '=', controlled.fileId!)
      .execute();
    expect(reads).toEqual([{ file_id: controlled.fileId, email: 'admin@demo.test' }]);
  });
});
