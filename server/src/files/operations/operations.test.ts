import { writeBinaryStl } from '../geometry/stl.js';
import { CORPUS } from '../geometry/corpus.js';
import { callsAs, createTestApp, login, logins, type Session, type TestApp } from '../../test-support/test-app.js';
import { runFileOperation, uploadFile } from '../../test-support/part-files.js';
import type { AppConfig } from '../../config.js';
import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import path from 'node:path';

/** A 3MF package of one mesh object: `vertices` and `triangles` as the model's XML writes them. */
const threeMf = (model: string, extra: Record<string, Uint8Array> = {}) =>
  Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="model" ContentType="application/vnd.ms-package.3dmanufacturing-3dmodel+xml"/></Types>',
      ),
      '3D/3dmodel.model': strToU8(model),
      ...extra,
    }),
  );
const CUBE_MODEL = `<?xml version="1.0" encoding="UTF-8"?>
<model unit="centimeter" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02"><resources><object id="1" type="model"><mesh>
<vertices>${[
  [0, 0, 0],
  [1, 0, 0],
  [1, 1, 0],
  [0, 1, 0],
  [0, 0, 1],
  [1, 0, 1],
  [1, 1, 1],
  [0, 1, 1],
]
  .map(([x, y, z]) => `<vertex x="${x}" y="${y}" z="${z}"/>`)
  .join('')}</vertices>
<triangles>${[
  [0, 2, 1],
  [0, 3, 2],
  [4, 5, 6],
  [4, 6, 7],
  [0, 1, 5],
  [0, 5, 4],
  [2, 3, 7],
  [2, 7, 6],
  [1, 2, 6],
  [1, 6, 5],
  [0, 4, 7],
  [0, 7, 3],
]
  .map(([a, b, c]) => `<triangle v1="${a}" v2="${b}" v3="${c}"/>`)
  .join('')}</triangles>
</mesh></object></resources><build><item objectid="1"/></build></model>`;

/** A sample file that ships inside occt-import-js (read from the package, not copied into the repo). */
const occtSample = (file: string) =>
  readFileSync(path.join(path.dirname(require.resolve('occt-import-js/package.json')), 'test', 'testfiles', file));

/** The bytes of a corpus mesh as a binary STL. */
const corpusStl = (name: string) => {
  const entry = CORPUS.find((e) => e.name === name);
  if (!entry) throw new Error(`no corpus mesh ${name}`);
  return Buffer.from(writeBinaryStl(entry.build()));
};

describe('file operations', () => {
  let t: TestApp;
  let engineer: Session;
  let vendor: Session;

  beforeAll(async () => {
    t = await createTestApp();
    [engineer, vendor] = await logins(t.app, 'engineer', 'vendor');
  });
  afterAll(() => t.close());
  const call = callsAs(() => t);

  /** Uploads a part, converts it, and answers VERIFY's report of the STL it was converted to. */
  const convertedReport = async (name: string, bytes: Buffer) => {
    const fileId = await uploadFile(t, engineer, name, bytes);
    const { result } = await runFileOperation(t, engineer, 'CONVERT', fileId);
    return (await runFileOperation(t, engineer, 'VERIFY', result.fileDTOs[0].id)).result.responseData;
  };
  /** What VERIFY says of the closed 10 mm cube every converter test describes in its own format. */
  const CUBE_10_MM = { facets: 12, closedManifold: true, boundingBox: { min: [0, 0, 0], max: [10, 10, 10] } };

  it('verifies a closed part in the background and reports its geometry', async () => {
    const fileId = await uploadFile(t, engineer, 'cube.stl', corpusStl('cube'));
    const { operationId, status, result } = await runFileOperation(t, engineer, 'VERIFY', fileId);
    expect(status).toEqual({ operationId, status: 'SUCCESS', fileOperationType: 'VERIFY', fileNeedsRepair: false });
    expect(result).toMatchObject({ operationId, status: 'SUCCESS', fileOperationType: 'VERIFY', fileDTOs: [] });
    expect(result.responseData).toMatchObject({
      facets: 12,
      shells: 1,
      degenerateFacets: 0,
      backwardsEdges: 0,
      closedManifold: true,
      fileNeedsRepair: false,
      boundingBox: { min: [0, 0, 0], max: [10, 10, 10] },
    });
    expect(result.responseData.volume).toBeCloseTo(1000, 6);
  });

  it('analyzes a part: its figures in mm and inch, and a thumbnail the lists show with it', async () => {
    const fileId = await uploadFile(t, engineer, 'analyzed cube.stl', corpusStl('cube'));
    const { status, result } = await runFileOperation(t, engineer, 'analyze', fileId);
    expect(status).toMatchObject({ status: 'SUCCESS', fileOperationType: 'analyze' });
    expect(result.responseData).toMatchObject({
      facets: 12,
      shells: 1,
      sizeMm: [10, 10, 10],
      volumeMm3: expect.closeTo(1000, 6),
    });
    expect(result.responseData.sizeInch[0]).toBeCloseTo(10 / 25.4, 6);
    expect(result.fileDTOs).toEqual([
      expect.objectContaining({ fileName: 'analyzed cube_thumbnail.png', extension: 'png', originalFileId: fileId }),
    ]);

    const listed = (await call(engineer, 'GET', '/api/v1/files?search=analyzed')).json();
    // The thumbnail is shown with its part, not as a file of its own.
    expect(listed.files).toEqual([
      expect.objectContaining({ id: fileId, pngFileDTO: { id: result.fileDTOs[0].id, fileURL: expect.any(String) } }),
    ]);
    const { pathname, search } = new URL(listed.files[0].pngFileDTO.fileURL, 'http://platform.test');
    const png = await call(null, 'GET', `${pathname}${search}`);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('scales, cuts and measures a part: each made part is a new STL linked to it, the measure a report', async () => {
    const fileId = await uploadFile(t, engineer, 'block.stl', corpusStl('cube'));
    const scaled = await runFileOperation(t, engineer, 'SCALE', fileId, { factors: [2, 1, 1] });
    expect(scaled.result.fileDTOs).toEqual([
      expect.objectContaining({ fileName: 'block_scaled.stl', originalFileId: fileId, originalFileName: 'block.stl' }),
    ]);
    const scaledCheck = await runFileOperation(t, engineer, 'VERIFY', scaled.result.fileDTOs[0].id);
    expect(scaledCheck.result.responseData).toMatchObject({
      closedManifold: true,
      boundingBox: { min: [0, 0, 0], max: [20, 10, 10] },
    });

    const half = await runFileOperation(t, engineer, 'SOLID_SECTION', fileId, { origin: [0, 0, 5], normal: [0, 0, 1] });
    const halfCheck = await runFileOperation(t, engineer, 'VERIFY', half.result.fileDTOs[0].id);
    expect(halfCheck.result.responseData).toMatchObject({ closedManifold: true });
    expect(halfCheck.result.responseData.volume).toBeCloseTo(500, 3);

    const wall = await runFileOperation(t, engineer, 'WALL_THICKNESS', fileId);
    expect(wall.result.fileDTOs).toEqual([]);
    expect(wall.result.responseData.minThickness).toBeCloseTo(10, 3);

    const refused = await runFileOperation(t, engineer, 'SCALE', fileId, { factors: [0, 1, 1] });
    expect(refused.status.status).toBe('FAILED');
    // The transform's own message, not a worker fault's.
    expect(refused.result.responseData.reason).not.toMatch(/worker/);
    expect(refused.result.responseData.reason).toMatch(/factor/i);
  });

  it('says a part with a hole needs repair, and only a sound part is verified for ordering', async () => {
    const fileId = await uploadFile(t, engineer, 'open-cube.stl', corpusStl('cube-missing-facet'));
    const { status, result } = await runFileOperation(t, engineer, 'VERIFY', fileId);
    expect(status).toMatchObject({ status: 'SUCCESS', fileNeedsRepair: true });
    expect(result.responseData).toMatchObject({ facets: 11, facetsWith1DisconnectedEdge: 3, closedManifold: false });
    // A part that needs repair cannot be ordered as it is; a sound one can.
    const read = async (id: number) => (await call(engineer, 'GET', `/api/v1/files/${id}`)).json().verified;
    expect(await read(fileId)).toBe(false);
    const sound = await uploadFile(t, engineer, 'cube.stl', corpusStl('cube'));
    await runFileOperation(t, engineer, 'VERIFY', sound);
    expect(await read(sound)).toBe(true);
  });

  it('repairs a part with flipped facets into a new file linked to it, which VERIFY then finds sound', async () => {
    const fileId = await uploadFile(t, engineer, 'Flipped Bracket.stl', corpusStl('cube-flipped-facets'));
    expect((await runFileOperation(t, engineer, 'VERIFY', fileId)).status.fileNeedsRepair).toBe(true);
    const { status, result } = await runFileOperation(t, engineer, 'REPAIR', fileId);
    expect(status).toMatchObject({ status: 'SUCCESS', fileOperationType: 'REPAIR', fileNeedsRepair: false });
    expect(result.responseData.facetsReversed).toBeGreaterThan(0);
    expect(result.fileDTOs).toEqual([
      expect.objectContaining({
        fileName: 'Flipped Bracket_repaired.stl',
        extension: 'stl',
        originalFileId: fileId,
        itar: false,
      }),
    ]);
    const repaired = result.fileDTOs[0].id;
    const check = await runFileOperation(t, engineer, 'VERIFY', repaired);
    expect(check.result.responseData).toMatchObject({
      facets: 12,
      backwardsEdges: 0,
      closedManifold: true,
      fileNeedsRepair: false,
    });
    // The repaired file is the company's like any other: listed, and served through its signed URL.
    const details = (await call(engineer, 'GET', `/api/v1/files/${repaired}`)).json();
    expect(details.size).toBe(84 + 50 * 12);
  });

  it.each([
    ['cube.stp', 'simple-basic-cube/cube.stp'],
    ['Cube 10x10.igs', 'cube-10x10mm/Cube 10x10.igs'],
  ])('converts %s to an STL linked to it, which VERIFY finds a closed solid', async (name, sample) => {
    const fileId = await uploadFile(t, engineer, name, occtSample(sample));
    const { status, result } = await runFileOperation(t, engineer, 'CONVERT', fileId);
    expect(status).toMatchObject({ status: 'SUCCESS', fileOperationType: 'CONVERT' });
    expect(result.fileDTOs).toEqual([
      expect.objectContaining({ fileName: `${name.replace(/\.[^.]+$/, '')}.stl`, extension: 'stl', originalFileId: fileId }),
    ]);
    const check = await runFileOperation(t, engineer, 'VERIFY', result.fileDTOs[0].id);
    expect(check.result.responseData).toMatchObject({ shells: 1, closedManifold: true, fileNeedsRepair: false });
    expect(check.result.responseData.volume).toBeGreaterThan(0);
  });

  it('converts an OBJ of quads to triangles', async () => {
    const obj = [
      '# a 10 mm cube, quads',
      'v 0 0 0',
      'v 10 0 0',
      'v 10 10 0',
      'v 0 10 0',
      'v 0 0 10',
      'v 10 0 10',
      'v 10 10 10',
      'v 0 10 10',
      'f 1 4 3 2',
      'f 5 6 7 8',
      'f 1 2 6 5',
      'f 3 4 8 7',
      'f 2 3 7 6',
      'f 1 5 8 4',
    ].join('\n');
    const report = await convertedReport('cube.obj', Buffer.from(obj));
    expect(report).toMatchObject(CUBE_10_MM);
    expect(report.volume).toBeCloseTo(1000, 6);
  });

  it('converts a 3MF in its unit (centimetres here) to an STL in millimetres', async () => {
    expect(await convertedReport('cube.3mf', threeMf(CUBE_MODEL))).toMatchObject(CUBE_10_MM);
  });

  it('converts a 3MF build as it stands: each item where its transform puts it, components where theirs do', async () => {
    // The cube twice: as an item turned a quarter about Z and moved, and as a component of an assembly moved up.
    const model = CUBE_MODEL.replace(
      '</resources><build><item objectid="1"/></build>',
      '<object id="2" type="model"><components><component objectid="1" transform="1 0 0 0 1 0 0 0 1 0 0 3"/></components></object>' +
        '</resources><build><item objectid="1" transform="0 1 0 -1 0 0 0 0 1 5 0 0"/>' +
        '<item objectid="2" transform="1 0 0 0 1 0 0 0 1 0 0 1"/></build>',
    );
    // In centimetres: the turned cube spans x 4 to 5, the assembly's cube z 4 to 5; 10 mm apart, two shells.
    expect(await convertedReport('two.3mf', threeMf(model))).toMatchObject({
      facets: 24,
      shells: 2,
      boundingBox: { min: [0, 0, 0], max: [50, 10, 50] },
    });
    const loop = CUBE_MODEL.replace(
      '</resources><build><item objectid="1"/></build>',
      '<object id="2" type="model"><components><component objectid="2"/></components></object></resources><build><item objectid="2"/></build>',
    );
    const fileId = await uploadFile(t, engineer, 'loop.3mf', threeMf(loop));
    expect((await runFileOperation(t, engineer, 'CONVERT', fileId)).result.responseData.reason).toBe(
      "The 3MF model's components nest deeper than 16 levels",
    );
  });

  it('converts a VRML 2.0 file of quads, comments and all', async () => {
    const wrl = `#VRML V2.0 utf8
# a 10 mm cube
Shape { geometry IndexedFaceSet {
  coord Coordinate { point [ 0 0 0, 10 0 0, 10 10 0, 0 10 0, 0 0 10, 10 0 10, 10 10 10, 0 10 10 ] }
  coordIndex [ 0 3 2 1 -1, 4 5 6 7 -1, 0 1 5 4 -1, 2 3 7 6 -1, 1 2 6 5 -1, 0 4 7 3 -1 ]
} }`;
    expect(await convertedReport('cube.wrl', Buffer.from(wrl))).toMatchObject(CUBE_10_MM);
  });

  it('refuses a 3MF zip bomb, and never expands an XML entity (XXE)', async () => {
    const bomb = await uploadFile(
      t,
      engineer,
      'bomb.3mf',
      threeMf(CUBE_MODEL, { '3D/extra.model': new Uint8Array(20 * 1024 * 1024) }),
    );
    const bombed = await runFileOperation(t, engineer, 'CONVERT', bomb);
    expect(bombed.result.responseData).toEqual({
      reason: 'The 3MF file unpacks to far more than it holds: refused as a zip bomb',
    });

    const xxe = CUBE_MODEL.replace('<model ', '<!DOCTYPE model [<!ENTITY leak SYSTEM "file:///etc/passwd">]><model ').replace(
      'x="1"',
      'x="&leak;"',
    );
    const leaky = await uploadFile(t, engineer, 'leaky.3mf', threeMf(xxe));
    const refused = await runFileOperation(t, engineer, 'CONVERT', leaky);
    expect(refused.status.status).toBe('FAILED');
    expect(refused.result.responseData.reason).toBe('The 3MF model is not readable XML: External entities are not supported');
    expect(JSON.stringify(refused.result)).not.toContain('root:');
  });

  it('keeps a native CAD file but says it cannot be converted here, and fails a damaged STEP file with the reason', async () => {
    const native = await uploadFile(t, engineer, 'Bracket.SLDPRT', Buffer.from('a proprietary part file'));
    const refused = await runFileOperation(t, engineer, 'CONVERT', native);
    expect(refused.status.status).toBe('FAILED');
    expect(refused.result.responseData).toEqual({
      reason: 'This format cannot be converted here; please also upload a STEP or STL file',
    });
    const damaged = await uploadFile(t, engineer, 'broken.step', Buffer.from('ISO-10303-21;\nthis is no STEP data\n'));
    const broken = await runFileOperation(t, engineer, 'CONVERT', damaged);
    expect(broken.result.responseData).toEqual({ reason: 'The .step file could not be read: it is damaged or holds no solid' });
  });

  it('fails a STEP file that traps OpenCascade with the reason, and converts the next one on a fresh module', async () => {
    // Lists nested 200,000 deep: the STEP parser recurses until the WebAssembly stack runs out.
    const cube = occtSample('cube-10x10mm/Cube 10x10.stp').toString('latin1');
    const header = cube.slice(0, cube.indexOf('DATA;') + 'DATA;'.length);
    const nested = `${header}\n#1=CARTESIAN_POINT('',${'('.repeat(200_000)}0.${')'.repeat(200_000)});\nENDSEC;\nEND-ISO-10303-21;\n`;
    const trap = await uploadFile(t, engineer, 'nested.step', Buffer.from(nested, 'latin1'));
    const trapped = await runFileOperation(t, engineer, 'CONVERT', trap);
    expect(trapped.status.status).toBe('FAILED');
    expect(trapped.result.responseData).toEqual({ reason: 'The .step file could not be read: the CAD reader stopped on it' });

    const next = await convertedReport('Cube 10x10.stp', Buffer.from(cube, 'latin1'));
    expect(next).toMatchObject({ facets: 12, closedManifold: true, boundingBox: { min: [-5, 0, -5], max: [5, 10, 5] } });
  });

  it('fails a file it cannot read with the reason, and keeps serving', async () => {
    const fileId = await uploadFile(t, engineer, 'garbage.stl', Buffer.from('solid broken\n  this is not a facet\nendsolid\n'));
    const { status, result } = await runFileOperation(t, engineer, 'VERIFY', fileId);
    expect(status.status).toBe('FAILED');
    expect(result.responseData.reason).toMatch(/line 2/);
    expect((await call(null, 'GET', '/api/health')).statusCode).toBe(200);
  });

  it('answers the build-planning operations with 422 until they are built, and an unknown one with 400', async () => {
    const fileId = await uploadFile(t, engineer, 'cube.stl', corpusStl('cube'));
    const hollow = await call(engineer, 'POST', '/api/v1/file-operation/HOLLOW', { fileId });
    expect(hollow.statusCode).toBe(422);
    expect(hollow.json().message).toBe('The file operation HOLLOW is not available yet');
    const unknown = await call(engineer, 'POST', '/api/v1/file-operation/MELT', { fileId });
    expect(unknown.statusCode).toBe(400);
  });

  it('works only on files the caller may read, and shows an operation only to them', async () => {
    const fileId = await uploadFile(t, engineer, 'cube.stl', corpusStl('cube'));
    const foreignStart = await call(vendor, 'POST', '/api/v1/file-operation/VERIFY', { fileId });
    expect(foreignStart.statusCode).toBe(404);
    const { operationId } = await runFileOperation(t, engineer, 'VERIFY', fileId);
    for (const url of [
      `/api/v1/file-operation/status/${operationId}?fileId=${fileId}`,
      `/api/v1/file-operation/result/${operationId}?fileId=${fileId}`,
    ]) {
      expect((await call(vendor, 'GET', url)).statusCode).toBe(404);
    }
    // The operation belongs to its file: another file's id does not reach it.
    const otherFile = await uploadFile(t, engineer, 'other.stl', corpusStl('cube'));
    const mismatch = await call(engineer, 'GET', `/api/v1/file-operation/status/${operationId}?fileId=${otherFile}`);
    expect(mismatch.statusCode).toBe(404);
  });
});

/** The app with these file-operation limits and the engineer signed in, for one describe block. */
function withLimits(fileOperations: AppConfig['fileOperations']) {
  const context = {} as { t: TestApp; engineer: Session };
  beforeAll(async () => {
    context.t = await createTestApp({ fileOperations });
    context.engineer = await login(context.t.app, 'engineer@demo.test');
  });
  afterAll(() => context.t.close());
  return context;
}

describe('hostile part files', () => {
  const app = withLimits({ workers: 1, memoryMb: 512, timeoutSeconds: 60, maxFacets: 1_000 });

  it('refuses a mesh above the facet limit before reading it', async () => {
    const fileId = await uploadFile(app.t, app.engineer, 'big-sphere.stl', corpusStl('sphere-50k'));
    const { status, result } = await runFileOperation(app.t, app.engineer, 'VERIFY', fileId);
    expect(status.status).toBe('FAILED');
    expect(result.responseData.reason).toMatch(/1,000/);
  });

  it('refuses coordinates that are not numbers, naming the facet', async () => {
    const stl = corpusStl('cube');
    stl.writeFloatLE(Number.NaN, 84 + 50 * 3 + 12); // facet 4's first corner, x
    const fileId = await uploadFile(app.t, app.engineer, 'nan.stl', stl);
    const { status, result } = await runFileOperation(app.t, app.engineer, 'VERIFY', fileId);
    expect(status.status).toBe('FAILED');
    expect(result.responseData.reason).toMatch(/facet 4/i);
  });
});

describe('a file operation whose worker overruns its time cap', () => {
  const app = withLimits({ workers: 1, memoryMb: 512, timeoutSeconds: 0, maxFacets: 1_000_000 });

  it('fails with the reason while the server keeps answering', async () => {
    const fileId = await uploadFile(app.t, app.engineer, 'sphere.stl', corpusStl('sphere-50k'));
    const { status, result } = await runFileOperation(app.t, app.engineer, 'VERIFY', fileId);
    expect(status.status).toBe('FAILED');
    expect(result.responseData).toEqual({ reason: 'The operation took longer than the limit of 0 s' });
    expect((await app.t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
