import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cube } from '../geometry/corpus.js';
import { demoPart } from '../geometry/demo-parts.js';
import type { Mesh } from '../geometry/mesh.js';
import { checkPacking } from '../geometry/packing/exact-check.js';
import { CANCELLED } from '../geometry/packing/search.js';
import { readStl, writeBinaryStl } from '../geometry/stl.js';
import { callsAs, createTestApp, logins, type Session, type TestApp } from '../../test-support/test-app.js';
import { runFileOperation, uploadFile } from '../../test-support/part-files.js';
import type { GeometryResult, GeometryTask } from './geometry-task.js';
import { runPacking } from './packing-run.js';
import { waitFor } from '../../test-support/wait-for.js';

const IMPELLER = readFileSync(path.join(__dirname, '../../../test-files/mechanical-parts/fan-impeller.stl'));
const stl = (mesh: Mesh) => Buffer.from(writeBinaryStl(mesh));

interface Placement {
  part: number;
  fileId: number;
  matrix: number[];
}

let t: TestApp;
let planner: Session;
let engineer: Session;
const call = callsAs(() => t);
const machines: Record<string, number> = {};
let impeller: number;
let bracket: number;
let block: number;
/** A PACK3D operation the first packing made: a later test keeps a progress on it. */
let packedOperation: number;

/** Uploads a part and runs VERIFY on it, as the upload flow does: a file build planning may pack. */
const verifiedPart = async (name: string, bytes: Buffer) => {
  const fileId = await uploadFile(t, planner, name, bytes);
  await runFileOperation(t, planner, 'VERIFY', fileId);
  return fileId;
};

beforeAll(async () => {
  t = await createTestApp();
  [planner, engineer] = await logins(t.app, 'planner', 'engineer');
  const equipment = (await call(planner, 'GET', '/api/v1/sp/equipments')).json() as { id: number; displayName: string }[];
  for (const { id, displayName } of equipment) machines[displayName] = id;
  impeller = await verifiedPart('fan-impeller.stl', IMPELLER);
  bracket = await verifiedPart('angle_bracket.stl', stl(demoPart('angle_bracket.stl', [60, 40, 40])));
  block = await verifiedPart('block.stl', stl(cube([300, 250, 20])));
});
afterAll(() => t.close());

describe('EXHAUSTIVE_FIT', () => {
  it('names the facility’s printers that hold a part, and how it may lie in each', async () => {
    const { result } = await runFileOperation(t, planner, 'EXHAUSTIVE_FIT', block);
    const byName = new Map(
      (result.responseData.machines as { name: string; fits: boolean; orientations: { size: number[] }[] }[]).map((machine) => [
        machine.name,
        machine,
      ]),
    );
    // 300 × 250 × 20 mm: flat in an EOS P 396 (340 × 340, 5 mm margins), not in a Form 3L nor an EOS M 290.
    expect(byName.get('SLS-01 · EOS P 396')!.fits).toBe(true);
    expect(byName.get('MJF-01 · HP 5200')!.orientations.map(({ size }) => size)).toEqual(
      expect.arrayContaining([
        [300, 250, 20],
        [300, 20, 250],
      ]),
    );
    expect(byName.get('DMLS-01 · EOS M 290')).toMatchObject({ fits: false, orientations: [] });
    // A post-processing machine has no build volume: it is not asked.
    expect(byName.has('PP-01 · Powershot S')).toBe(false);
  });
});

describe('PACK3D', () => {
  it('packs parts into a machine, the spacing kept on the meshes, and tells the facility how it goes', async () => {
    const parts = [
      { fileId: impeller, quantity: 6 },
      { fileId: bracket, quantity: 4, rotation: 'z' },
    ];
    const material = await t.db
      .selectFrom('materials as m')
      .innerJoin('material_data_sheets as d', 'd.material_id', 'm.id')
      .select(['m.id', 'd.density_g_cm3'])
      .where('m.name', '=', 'HP 3D HR PA 12')
      .executeTakeFirstOrThrow();
    const parameters = { equipmentId: machines['MJF-01 · HP 5200'], materialId: material.id, spacing: 3, seconds: 20, parts };
    const { status, result, operationId } = await runFileOperation(t, planner, 'PACK3D', impeller, parameters);
    expect(status.status).toBe('SUCCESS');
    const packing = result.responseData as {
      placements: Placement[];
      unplaced: unknown[];
      height: number;
      density: number;
      massDensity: number;
      machine: object;
    };
    // The parts' mass over the volume up to the height: the volume density times the material's.
    expect(packing.massDensity).toBeCloseTo(packing.density * material.density_g_cm3, 9);
    expect(packing.machine).toEqual({
      equipmentId: machines['MJF-01 · HP 5200'],
      name: 'MJF-01 · HP 5200',
      volume: [380, 284, 380],
      margin: 5,
    });
    expect(packing.unplaced).toEqual([]);
    expect(packing.placements).toHaveLength(10);
    const meshes = new Map([
      [impeller, readStl(IMPELLER)],
      [bracket, demoPart('angle_bracket.stl', [60, 40, 40])],
    ]);
    const placed = packing.placements.map(({ fileId, matrix }) => ({ name: String(fileId), mesh: meshes.get(fileId)!, matrix }));
    const volume = { size: [380, 284, 380], margins: { low: [5, 5, 5], high: [5, 5, 5] } } as const;
    expect(checkPacking(placed, volume, 3)).toEqual([]);
    const told = await t.db
      .selectFrom('event_outbox')
      .select(['company_ids', 'payload'])
      .where('topic', '=', 'file.operation.progress')
      .execute();
    expect(told.find(({ payload }) => payload.operationId === operationId)).toMatchObject({ payload: { total: 10 } });
    packedOperation = operationId;
  });

  it('nests a platform printer’s parts side by side on its platform, never one above another', async () => {
    // 30 brackets stand on more than the platform's area: a volume would take them in layers, a platform does not.
    const parts = [{ fileId: bracket, quantity: 30, rotation: 'z' }];
    const parameters = { equipmentId: machines['SLA-01 · Form 3L'], spacing: 2, seconds: 10, parts };
    const { status, result } = await runFileOperation(t, planner, 'PACK3D', bracket, parameters);
    expect(status.status).toBe('SUCCESS');
    const packing = result.responseData as { placements: Placement[]; unplaced: { reason: string }[]; height: number };
    expect(packing.placements.length).toBeGreaterThanOrEqual(15);
    expect(packing.placements.length + packing.unplaced.length).toBe(30);
    expect(new Set(packing.unplaced.map(({ reason }) => reason))).toEqual(new Set(['No room left on the platform']));
    // Never one above another: the build as tall as one bracket.
    const mesh = demoPart('angle_bracket.stl', [60, 40, 40]);
    const placed = packing.placements.map(({ matrix }, index) => ({ name: `bracket ${index}`, mesh, matrix }));
    const margin = (
      await t.db
        .selectFrom('equipment')
        .select('packing_margin_mm')
        .where('id', '=', machines['SLA-01 · Form 3L']!)
        .executeTakeFirstOrThrow()
    ).packing_margin_mm;
    const volume = { size: [335, 200, 300], margins: { low: [margin, margin, margin], high: [margin, margin, margin] } } as const;
    expect(checkPacking(placed, volume, 2)).toEqual([]);
    expect(packing.height).toBeCloseTo(margin + 40, 3);
  });
});

describe('PACK3D asked what it cannot do', () => {
  it('refuses at once, naming the field', async () => {
    const start = (fileId: number, parameters: object, session = planner) =>
      call(session, 'POST', '/api/v1/file-operation/PACK3D', { fileId, parameters });
    const mjf = machines['MJF-01 · HP 5200'];
    const refusals = [
      [
        { equipmentId: mjf, spacing: -1, parts: [{ fileId: impeller, quantity: 1 }] },
        400,
        'body.parameters.spacing must be >= 0',
      ],
      [
        { equipmentId: mjf, spacing: 2, parts: [{ fileId: impeller, quantity: 0 }] },
        400,
        'body.parameters.parts.0.quantity must be >= 1',
      ],
      [
        { equipmentId: machines['PP-01 · Powershot S'], spacing: 2, parts: [{ fileId: impeller, quantity: 1 }] },
        400,
        'PP-01 · Powershot S has no build volume to pack: it is not a printer',
      ],
      [{ equipmentId: 999_999, spacing: 2, parts: [{ fileId: impeller, quantity: 1 }] }, 404, 'Machine 999999 not found'],
      [
        { equipmentId: mjf, materialId: 999_999, spacing: 2, parts: [{ fileId: impeller, quantity: 1 }] },
        404,
        'Material 999999 not found',
      ],
      [
        { equipmentId: mjf, spacing: 2, parts: [{ fileId: bracket, quantity: 1 }] },
        400,
        'body.fileId must be the file of one of the parts packed',
      ],
      [
        {
          equipmentId: mjf,
          spacing: 2,
          parts: [{ fileId: impeller, quantity: 1 }],
          pinned: [{ part: 3, matrix: Array(16).fill(0) }],
        },
        400,
        'body.parameters.pinned.0.part names no part of the request',
      ],
    ] as const;
    for (const [parameters, status, message] of refusals) {
      const response = await start(impeller, parameters);
      expect([response.statusCode, response.json().message]).toEqual([status, message]);
    }
    const unverified = await uploadFile(t, planner, 'raw.stl', stl(cube(10)));
    const raw = await start(unverified, { equipmentId: mjf, spacing: 2, parts: [{ fileId: unverified, quantity: 1 }] });
    expect([raw.statusCode, raw.json().message]).toEqual([
      400,
      'raw.stl has not passed VERIFY: verify (and repair) it before it is packed',
    ]);
    // A customer works in no facility: it has no machines to pack into, and reads none of a facility's files.
    const own = await uploadFile(t, engineer, 'own.stl', stl(cube(10)));
    const customer = await start(own, { equipmentId: mjf, spacing: 2, parts: [{ fileId: own, quantity: 1 }] }, engineer);
    expect([customer.statusCode, customer.json().message]).toEqual([
      403,
      "PACK3D works with a facility's machines, and this account works in none",
    ]);
    expect(
      (await start(impeller, { equipmentId: mjf, spacing: 2, parts: [{ fileId: impeller, quantity: 1 }] }, engineer)).statusCode,
    ).toBe(404);
  });
});

describe('PACK3D stopped', () => {
  it('finishes with what it placed, the rest named as cancelled', async () => {
    const small = await verifiedPart('pin.stl', stl(cube(4)));
    const parameters = {
      equipmentId: machines['MJF-01 · HP 5200'],
      spacing: 1,
      seconds: 200,
      parts: [{ fileId: small, quantity: 5000 }],
    };
    const { operationId } = (await call(planner, 'POST', '/api/v1/file-operation/PACK3D', { fileId: small, parameters })).json();
    const cancel = await call(planner, 'POST', `/api/v1/file-operation/cancel/${operationId}?fileId=${small}`);
    expect([cancel.statusCode, cancel.json().status]).toEqual([200, 'PENDING']);
    await waitFor(
      async () =>
        (await call(planner, 'GET', `/api/v1/file-operation/status/${operationId}?fileId=${small}`)).json().status !== 'PENDING',
      'the packing stopped',
    );
    const result = (await call(planner, 'GET', `/api/v1/file-operation/result/${operationId}?fileId=${small}`)).json();
    const { placements, unplaced } = result.responseData as { placements: unknown[]; unplaced: { reason: string }[] };
    expect(result.status).toBe('SUCCESS');
    expect(placements.length + unplaced.length).toBe(5000);
    expect(unplaced.length).toBeGreaterThan(0);
    expect(new Set(unplaced.map(({ reason }) => reason))).toEqual(new Set([CANCELLED]));
    const again = await call(planner, 'POST', `/api/v1/file-operation/cancel/${operationId}?fileId=${small}`);
    expect([again.statusCode, again.json().message]).toEqual([409, `File operation ${operationId} has finished already`]);
  });
});

describe('a packing’s progress', () => {
  it('keeps what a packing came to when the worker’s last report reaches the server after its answer', async () => {
    // Reports and the answer travel on two ports: a report posted first can still arrive second.
    const pool = {
      run: async (task: GeometryTask): Promise<GeometryResult> => {
        task.progress!.postMessage({ placed: 1, total: 3, density: 0.1 });
        const placements = [{ pinned: false }, { pinned: false }, { pinned: false }];
        return { status: 'SUCCESS', fileNeedsRepair: false, responseData: { placements, unplaced: [], density: 0.3 } };
      },
    };
    const operation = { id: packedOperation, parameters: { parts: [{ fileId: bracket }], facilityId: 0 } };
    // A database that answers a moment later, as one across a network does: the report arrives meanwhile.
    const distant = t.db.withPlugin({
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return result;
      },
    });
    await runPacking({ db: distant, pool, read: async () => new ArrayBuffer(84) }, operation, {
      type: 'PACK3D',
      bytes: new ArrayBuffer(0),
      extension: 'stl',
      parameters: {},
      maxFacets: 0,
    });
    // Time for the late report to be written, were it still written.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { progress } = await t.db
      .selectFrom('file_operations')
      .select('progress')
      .where('id', '=', packedOperation)
      .executeTakeFirstOrThrow();
    expect(progress).toEqual({ placed: 3, total: 3, density: 0.3 });
  });
});
