import type { GroupNestingView } from './group-nesting-schemas.js';
import type { BuildView } from './schemas.js';
import { agreedWithAustin } from '../test-support/orders.js';
import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';
import { waitFor } from '../test-support/wait-for.js';

let t: TestApp;
let austin: Session;
let engineer: Session;
let vendor: Session;
const call = callsAs(() => t);
const machines: Record<string, number> = {};
let first: { id: number; partId: number };
let second: { id: number; partId: number };
const URL = '/api/v1/builds/group-nestings';
/** Only this file's orders: the others of the test database stay out of its proposals. */
const OURS = 'Group nesting';

beforeAll(async () => {
  t = await createTestApp();
  [austin, engineer, vendor] = await logins(t.app, 'admin', 'engineer', 'vendor');
  const equipment = (await call(austin, 'GET', '/api/v1/sp/equipments')).json() as { id: number; displayName: string }[];
  for (const { id, displayName } of equipment) machines[displayName] = id;
  first = await agreedWithAustin(t, { engineer, austin }, { quantity: 12, title: `${OURS} A` });
  second = await agreedWithAustin(t, { engineer, austin }, { quantity: 8, title: `${OURS} B` });
});
afterAll(() => t.close());

const propose = (equipmentIds: number[], session = austin) =>
  call(session, 'POST', URL, { equipmentIds, spacing: 2, search: OURS });

/** The proposal once every build in it is packed. */
const packed = (id: number) =>
  waitFor(async () => {
    const nesting = (await call(austin, 'GET', `${URL}/${id}`)).json() as GroupNestingView;
    return nesting.builds.every((build) => build.packing?.status === 'SUCCESS') ? nesting : undefined;
  }, `group nesting ${id} packed`);

const buildList = async () =>
  ((await call(austin, 'GET', '/api/v1/builds?offset=0&limit=100')).json() as { rows: { id: number }[] }).rows.map(
    (row) => row.id,
  );

describe('a group nesting', () => {
  it('refuses machines that are not the facility’s printers, naming the field', async () => {
    const notAPrinter = await propose([machines['SLS-01 · EOS P 396']!, machines['PP-01 · Powershot S']!]);
    expect(notAPrinter.statusCode).toBe(400);
    expect(notAPrinter.json()).toMatchObject({
      message: 'PP-01 · Powershot S has no build volume: it is not a printer',
      details: [{ field: 'body.equipmentIds.1' }],
    });
    const theirs = await propose([machines['SLS-01 · EOS P 396']!], vendor);
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().details).toMatchObject([{ field: 'body.equipmentIds.0' }]);
    expect((await call(austin, 'POST', URL, { equipmentIds: [] })).statusCode).toBe(400);
    expect((await propose([machines['SLS-01 · EOS P 396']!], engineer)).statusCode).toBe(403);
  });

  it('proposes packed builds of the parts left to plan on the chosen printers of their process, accepted one by one or all together', async () => {
    const created = await propose([machines['SLS-01 · EOS P 396']!, machines['MJF-01 · HP 5200']!]);
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as GroupNestingView;
    const nesting = await packed(id);
    // The SLS parts of both orders, in one SLS build: the MJF printer prints another process.
    expect(nesting.leftOut).toEqual([]);
    expect(nesting.builds).toEqual([
      expect.objectContaining({
        name: `Group ${id} · SLS-01 · EOS P 396 · PA 2200 · 1`,
        equipment: { id: machines['SLS-01 · EOS P 396'], displayName: 'SLS-01 · EOS P 396' },
        material: 'PA 2200',
        pieces: 20,
        packing: expect.objectContaining({ status: 'SUCCESS', placed: 20, unplaced: 0, density: expect.any(Number) }),
      }),
    ]);
    const [proposed] = nesting.builds;
    const build = (await call(austin, 'GET', `/api/v1/builds/${proposed!.id}`)).json() as BuildView;
    expect(build.parts.map((part) => [part.rfqFileId, part.quantity])).toEqual([
      [first.partId, 12],
      [second.partId, 8],
    ]);
    // A proposal is not yet one of the facility's builds, nor a job; no one else sees it.
    expect(await buildList()).not.toContain(proposed!.id);
    const job = await call(austin, 'POST', `/api/v1/builds/${proposed!.id}/job`, { fromDate: Date.UTC(2031, 5, 2, 8) });
    expect(job.statusCode).toBe(409);
    expect(job.json().message).toBe(
      'The build is a group nesting’s proposal: accept it on Group Nesting before saving it as a job',
    );
    expect((await call(vendor, 'GET', `${URL}/${id}`)).statusCode).toBe(404);
    expect((await call(vendor, 'POST', `${URL}/${id}/accept`, {})).statusCode).toBe(404);

    // Planned pieces are not proposed again.
    const again = (await propose([machines['SLS-01 · EOS P 396']!])).json() as GroupNestingView;
    expect(again.builds).toEqual([]);
    expect((await call(austin, 'DELETE', `${URL}/${again.id}`)).statusCode).toBe(204);

    const wrong = await call(austin, 'POST', `${URL}/${id}/accept`, { buildIds: [again.id + 10_000] });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().details).toMatchObject({ field: 'body.buildIds.0' });
    const accepted = await call(austin, 'POST', `${URL}/${id}/accept`, { buildIds: [proposed!.id] });
    expect(accepted.json()).toEqual({ accepted: [proposed!.id] });
    expect(await buildList()).toContain(proposed!.id);
    // Every build accepted, the proposal is done.
    expect((await call(austin, 'GET', `${URL}/${id}`)).statusCode).toBe(404);
    expect((await call(austin, 'DELETE', `/api/v1/builds/${proposed!.id}`)).statusCode).toBe(204);
  });

  it('discarded, deletes the builds it still proposes', async () => {
    // Two printers of the process: twenty pieces of 10 mm cubes go in one build, on the first.
    const { id } = (await propose([machines['SLS-01 · EOS P 396']!, machines['SLS-02 · EOS P 396']!])).json() as GroupNestingView;
    const [proposed] = (await packed(id)).builds;
    expect(proposed!.equipment.displayName).toBe('SLS-01 · EOS P 396');
    expect((await call(austin, 'DELETE', `${URL}/${id}`)).statusCode).toBe(204);
    expect((await call(austin, 'GET', `/api/v1/builds/${proposed!.id}`)).statusCode).toBe(404);
    expect((await call(austin, 'GET', URL)).json().rows.map((row: { id: number }) => row.id)).not.toContain(id);
    expect((await call(austin, 'DELETE', `${URL}/${id}`)).statusCode).toBe(404);
  });
});

describe('the demo', () => {
  it('has Austin’s MJF-01 build of Acme’s and Globex’s PA 12 parts saved as a job, and a proposal for the MJF parts left to plan', async () => {
    const listed = (await call(austin, 'GET', '/api/v1/builds?offset=0&limit=10&search=Acme%20and%20Globex')).json() as {
      rows: { id: number }[];
    };
    expect(listed.rows).toHaveLength(1);
    const build = (await call(austin, 'GET', `/api/v1/builds/${listed.rows[0]!.id}`)).json() as BuildView;
    expect(build).toMatchObject({
      name: 'MJF-01 · Acme and Globex PA 12',
      state: 'PREPARED',
      equipment: { displayName: 'MJF-01 · HP 5200' },
      job: { jobName: 'MJF-01 · Acme and Globex PA 12', jobStatus: 'QUEUED' },
      packing: { status: 'SUCCESS' },
    });
    expect(build.parts.map((part) => [part.customerName, part.fileName, part.quantity])).toEqual([
      ['Acme Robotics', 'drone_arm_housing.stl', 20],
      ['Globex Prototyping', 'sensor_pod_housing.stl', 12],
    ]);
    const packing = build.packing!.result as { placements: unknown[]; unplaced: unknown[] };
    expect([packing.placements.length, packing.unplaced.length]).toEqual([32, 0]);

    const { rows } = (await call(austin, 'GET', URL)).json() as { rows: GroupNestingView[] };
    const demo = rows.find((row) => row.builds.some((proposed) => proposed.name.includes('HP 3D HR PA 11')))!;
    expect(demo.leftOut).toEqual([]);
    expect(
      demo.builds.map((proposed) => [
        proposed.equipment.displayName,
        proposed.material,
        proposed.pieces,
        proposed.packing?.status,
      ]),
    ).toEqual([
      ['MJF-01 · HP 5200', 'HP 3D HR PA 12', 32, 'SUCCESS'],
      ['MJF-02 · HP 5200', 'HP 3D HR PA 11', 30, 'SUCCESS'],
    ]);

    // A test's file store holds none of the demo's part files: what needs their bytes names a file, never a 500.
    const check = await call(austin, 'POST', `/api/v1/builds/${demo.builds[0]!.id}/pieces/0/check`, {
      offset: [0, 0, 0],
      turn: 0,
    });
    expect(check.statusCode).toBe(409);
    expect(check.json().message).toMatch(/^The bytes of \w+\.stl are missing from the file store: upload the part again$/);
    const threeMf = await call(austin, 'GET', `/api/v1/builds/${build.id}/3mf`);
    expect(threeMf.statusCode).toBe(409);
  });
});
