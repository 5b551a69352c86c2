import type { BuildView } from './schemas.js';
import { agreedWithAustin } from '../test-support/orders.js';
import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';
import { waitFor } from '../test-support/wait-for.js';

let t: TestApp;
let austin: Session;
let engineer: Session;
let vendor: Session;
const call = callsAs(() => t);
let sls: number;
let order: { id: number; partId: number };

/** A fixed day far from the seeded bookings: the build's job books its machine then. */
const FROM = Date.UTC(2031, 2, 3, 8);

beforeAll(async () => {
  t = await createTestApp();
  [austin, engineer, vendor] = await logins(t.app, 'admin', 'engineer', 'vendor');
  const equipment = (await call(austin, 'GET', '/api/v1/sp/equipments')).json() as { id: number; displayName: string }[];
  sls = equipment.find((machine) => machine.displayName === 'SLS-01 · EOS P 396')!.id;
  order = await agreedWithAustin(t, { engineer, austin }, { quantity: 10, title: 'Cubes to build' });
});
afterAll(() => t.close());

const packed = async (id: number) =>
  waitFor(async () => {
    const build = (await call(austin, 'GET', `/api/v1/builds/${id}`)).json() as BuildView;
    return build.packing?.status === 'SUCCESS' ? build : undefined;
  }, `build ${id} packed`);

interface PlanningPart {
  rfqFileId: number;
  notScheduled: number;
  size: number[] | null;
  fitsPrinters: { name: string }[];
  dueDate: number | null;
}
const toPlan = async (session: Session, query = '') =>
  (await call(session, 'GET', `/api/v1/builds/parts?offset=0&limit=100${query}`)).json() as {
    rows: PlanningPart[];
    totalCount: number;
    totalCountCapped: boolean;
  };

describe('the parts to plan', () => {
  it('are the facility’s awarded parts left to schedule, with their size and the printers of their process they fit', async () => {
    const found = (await toPlan(austin, '&search=Cubes%20to%20build')).rows;
    expect(found).toEqual([
      expect.objectContaining({ rfqFileId: order.partId, notScheduled: 10, size: [10, 10, 10], customerName: 'Acme Robotics' }),
    ]);
    const fits = found[0]!.fitsPrinters.map((printer) => printer.name);
    expect([fits.includes('SLS-01 · EOS P 396'), fits.some((name) => name.startsWith('MJF'))]).toEqual([true, false]);
    const { materialId } = await t.db
      .selectFrom('rfq_file_materials')
      .select('material_id as materialId')
      .where('rfq_file_id', '=', order.partId)
      .executeTakeFirstOrThrow();
    expect((await toPlan(austin, `&materialId=${materialId}`)).rows.map((row) => row.rfqFileId)).toContain(order.partId);
    expect((await toPlan(austin, `&materialId=${materialId}&search=nothing-is-called-this`)).totalCount).toBe(0);
    expect((await toPlan(vendor)).rows.map((row) => row.rfqFileId)).not.toContain(order.partId);
  });

  it('are found by their order’s customer or their file’s name, earliest due first, and counted', async () => {
    const ids = async (query: string) => (await toPlan(austin, query)).rows.map((row) => row.rfqFileId);
    expect(await ids('&search=acme%20robot')).toContain(order.partId);
    expect(await ids('&search=agreed-bracket')).toContain(order.partId);
    expect(await ids('&search=globex')).not.toContain(order.partId);
    const all = await toPlan(austin);
    expect(all).toMatchObject({ totalCount: all.rows.length, totalCountCapped: false });
    const due = all.rows.map((row) => row.dueDate ?? Infinity);
    expect(due).toEqual([...due].sort((a, b) => a - b));
  });
});

describe('a build', () => {
  it('takes parts awarded to the facility, never more than are left to schedule', async () => {
    const tooMany = await call(austin, 'POST', '/api/v1/builds', {
      name: 'Cubes',
      equipmentId: sls,
      parts: [{ rfqFileId: order.partId, quantity: 11 }],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      message: 'Only 10 of agreed-bracket.stl are left to schedule (asked for 11)',
      details: { field: 'body.parts.0.quantity', notScheduled: 10 },
    });
    const stranger = await call(vendor, 'POST', '/api/v1/builds', {
      name: 'Not ours',
      machineId: 1,
      parts: [{ rfqFileId: order.partId, quantity: 1 }],
    });
    expect([stranger.statusCode, stranger.json().message]).toEqual([
      400,
      expect.stringMatching(/No part \d+ of an order awarded/),
    ]);
    const noVolume = await t.db.selectFrom('machines').select('id').where('build_x_mm', 'is', null).executeTakeFirstOrThrow();
    const notAPrinter = await call(austin, 'POST', '/api/v1/builds', { name: 'Oven', machineId: noVolume.id });
    expect([notAPrinter.statusCode, notAPrinter.json().message]).toEqual([400, expect.stringMatching(/has no build volume/)]);
  });

  it('is packed, saved as a job of build planning that takes its pieces from the order, and follows its job', async () => {
    const created = await call(austin, 'POST', '/api/v1/builds', {
      name: 'SLS cubes A',
      equipmentId: sls,
      spacing: 3,
      parts: [{ rfqFileId: order.partId, quantity: 10, rotation: 'z' }],
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as BuildView;
    expect(created.json()).toMatchObject({ state: 'PLANNED', packing: null, parts: [{ quantity: 10, notScheduled: 10 }] });
    expect((await call(austin, 'POST', `/api/v1/builds/${id}/job`, { fromDate: FROM })).json().message).toBe(
      'Pack the build before saving it as a job',
    );

    expect((await call(austin, 'POST', `/api/v1/builds/${id}/pack`, { seconds: 5 })).statusCode).toBe(200);
    const build = await packed(id);
    const result = build.packing!.result as { placements: unknown[]; unplaced: unknown[]; massDensity: number };
    expect([result.placements.length, result.unplaced]).toEqual([10, []]);
    // Ten 10 mm cubes side by side on the floor, above the machine's 5 mm margin.
    expect(build.estimate!.height).toBeCloseTo(15, 3);
    expect(build.estimate!.partsVolumeCm3).toBeCloseTo(10, 3);
    // 15 mm of 0.1 mm layers at 10 s a layer: the figures a machine starts with.
    expect(build.estimate!.hours).toBeCloseTo((150 * 10) / 3600, 3);
    // Its material: the parts' mass and the mass density (the packing's too) at the material's density, the powder bed
    // up to 15 mm over the machine's 340 × 340 mm.
    const sheet = await t.db
      .selectFrom('equipment as e')
      .innerJoin('materials as m', 'm.id', 'e.currently_used_material_id')
      .innerJoin('material_data_sheets as d', 'd.material_id', 'm.id')
      .select(['m.name', 'd.density_g_cm3'])
      .where('e.id', '=', sls)
      .executeTakeFirstOrThrow();
    expect(build.estimate!.material).toMatchObject({
      name: sheet.name,
      partsMassMg: Math.round(10_000 * sheet.density_g_cm3),
      massDensity: expect.closeTo(result.massDensity, 9),
      bedLitres: expect.closeTo((340 * 340 * 15) / 1e6, 3),
    });
    expect(result.massDensity).toBeCloseTo((10_000 / (340 * 340 * 15)) * sheet.density_g_cm3, 4);

    // Others see nothing of it.
    expect((await call(vendor, 'GET', `/api/v1/builds/${id}`)).statusCode).toBe(404);
    expect((await call(engineer, 'GET', `/api/v1/builds/${id}`)).statusCode).toBe(403);

    const saved = await call(austin, 'POST', `/api/v1/builds/${id}/job`, { fromDate: FROM });
    expect(saved.statusCode).toBe(200);
    const prepared = saved.json() as BuildView;
    expect(prepared).toMatchObject({ state: 'PREPARED', job: { jobName: 'SLS cubes A', jobStatus: 'QUEUED' } });
    expect(prepared.parts[0]!.notScheduled).toBe(0);
    expect((await toPlan(austin)).rows.map((row) => row.rfqFileId)).not.toContain(order.partId);
    expect((await call(austin, 'POST', `/api/v1/builds/${id}/job`, { fromDate: FROM })).statusCode).toBe(409);
    expect((await call(austin, 'PUT', `/api/v1/builds/${id}`, { name: 'Renamed' })).statusCode).toBe(409);

    const job = (await call(austin, 'GET', `/api/v1/job-scheduling/${prepared.job!.id}`)).json();
    expect(job).toMatchObject({
      jobSource: 'BUILD_PLANNING',
      equipmentDTO: { id: sls },
      buildPlateUtilization: expect.any(Number),
    });
    expect(job.jobOrderDTOs).toEqual([expect.objectContaining({ orderId: order.id })]);
    expect(job.jobOrderDTOs[0].fileIds).toEqual([expect.objectContaining({ rfqCadFileId: order.partId, quantity: 10 })]);
    expect(job.estimatedTime).toBeGreaterThan(0);

    const unpacked = await call(austin, 'POST', `/api/v1/builds/${id}/moves`, { to: 'UNPACKED' });
    expect([unpacked.statusCode, unpacked.json().message]).toEqual([409, 'A build that is prepared cannot become unpacked']);
    expect((await call(austin, 'POST', `/api/v1/builds/${id}/moves`, { to: 'ON_MACHINE' })).json().state).toBe('ON_MACHINE');

    // The job moves its build: cancelled, the build is planned again and its pieces are to schedule.
    // The job form keeps a build's machine: the packing was made for its volume.
    const sister = await t.db
      .insertInto('equipment')
      .columns(['facility_id', 'display_name', 'machine_id'])
      .expression((eb) =>
        eb
          .selectFrom('equipment')
          .select(['facility_id', eb.val('SLS-02').as('display_name'), 'machine_id'])
          .where('id', '=', sls),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    const moved = await call(austin, 'PUT', '/api/v1/job-scheduling', { ...job, equipmentDTO: { id: sister.id } });
    expect(moved.json()).toMatchObject({ message: expect.stringMatching(/The machine of this job can no longer change/) });
    const cancelled = await call(austin, 'PUT', '/api/v1/job-scheduling', { ...job, jobStatus: 'CANCELLED' });
    expect(cancelled.statusCode).toBe(200);
    const replanned = (await call(austin, 'GET', `/api/v1/builds/${id}`)).json() as BuildView;
    expect(replanned).toMatchObject({ state: 'PLANNED', parts: [{ notScheduled: 10 }] });
  });
  it('packs a part drawn in centimetres at its size in millimetres, its placements mapping the file’s own coordinates', async () => {
    const inches = await agreedWithAustin(t, { engineer, austin }, { quantity: 2, title: 'Centimetre cubes', units: 'CM' });
    const [listed] = (await toPlan(austin, '&search=Centimetre%20cubes')).rows;
    expect(listed).toMatchObject({ size: [100, 100, 100] });
    const { id } = (
      await call(austin, 'POST', '/api/v1/builds', {
        name: 'Centimetre cubes',
        equipmentId: sls,
        parts: [{ rfqFileId: inches.partId, quantity: 2 }],
      })
    ).json() as BuildView;
    await call(austin, 'POST', `/api/v1/builds/${id}/pack`, { seconds: 5 });
    const build = await packed(id);
    // Two 100 mm cubes side by side on the floor, above the 5 mm margin.
    expect(build.estimate).toMatchObject({ height: expect.closeTo(105, 3), partsVolumeCm3: expect.closeTo(2000, 3) });
    const [first] = (build.packing!.result as { placements: { matrix: number[] }[] }).placements;
    // The file's corners (0, 0, 0) and (10, 10, 10), in centimetres, land 100 mm apart on each axis.
    const at = (m: number[], p: number[]) =>
      [0, 1, 2].map((r) => m[r]! * p[0]! + m[4 + r]! * p[1]! + m[8 + r]! * p[2]! + m[12 + r]!);
    const [a, b] = [at(first!.matrix, [0, 0, 0]), at(first!.matrix, [10, 10, 10])];
    expect(Math.hypot(b[0]! - a[0]!, b[1]! - a[1]!, b[2]! - a[2]!)).toBeCloseTo(100 * Math.sqrt(3), 3);

    // Pinned where the last packing put it, in the file's coordinates, it stays there.
    const moved = [...first!.matrix];
    moved[12] = 200;
    await call(austin, 'POST', `/api/v1/builds/${id}/pack`, { seconds: 5, pinned: [{ placement: 0, matrix: moved }] });
    const repacked = await waitFor(async () => {
      const next = (await call(austin, 'GET', `/api/v1/builds/${id}`)).json() as BuildView;
      return next.packing?.status === 'SUCCESS' && next.packing.operationId !== build.packing!.operationId ? next : undefined;
    }, 'the build packed again');
    const pinned = (repacked.packing!.result as { placements: { matrix: number[]; pinned: boolean }[] }).placements.find(
      (p) => p.pinned,
    );
    pinned!.matrix.forEach((value, index) => expect(value).toBeCloseTo(moved[index]!, 6));
  });
});

describe('the planner’s pages', () => {
  it('hear of each change to a build, and read a packing’s last progress', async () => {
    const { id: facility } = await t.db
      .selectFrom('companies')
      .select('id')
      .where('company_name', 'like', '%Austin%')
      .executeTakeFirstOrThrow();
    const told = async () =>
      (await t.db.selectFrom('event_outbox').select('company_ids').where('topic', '=', 'build.changed').execute()).filter((row) =>
        row.company_ids.map(Number).includes(Number(facility)),
      ).length;
    const three = await agreedWithAustin(t, { engineer, austin }, { quantity: 3, title: 'Told cubes' });
    const before = await told();
    const created = await call(austin, 'POST', '/api/v1/builds', {
      name: 'Told cubes',
      equipmentId: sls,
      parts: [{ rfqFileId: three.partId, quantity: 3 }],
    });
    const { id } = created.json() as BuildView;
    expect(await told()).toBe(before + 1);
    expect(
      (
        await call(austin, 'PUT', `/api/v1/builds/${id}`, {
          name: 'Told cubes',
          parts: [{ rfqFileId: three.partId, quantity: 4 }],
        })
      ).statusCode,
    ).toBe(409);
    expect(await told()).toBe(before + 1);
    await call(austin, 'POST', `/api/v1/builds/${id}/pack`, { seconds: 5 });
    expect(await told()).toBe(before + 2);
    const build = await packed(id);
    // Kept by the time the packing is done, however late the worker's last report arrives.
    const { progress } = await t.db
      .selectFrom('file_operations')
      .select('progress')
      .where('id', '=', build.packing!.operationId)
      .executeTakeFirstOrThrow();
    expect(progress).toEqual({ total: 3, placed: 3, density: (build.packing!.result as { density: number }).density });
    // Shown while it runs only: the packed build shows what it came to.
    expect(build.packing!.progress).toBeNull();
    expect((await call(austin, 'DELETE', `/api/v1/builds/${id}`)).statusCode).toBe(204);
    expect(await told()).toBe(before + 3);
  });

  it('keep the planner’s saved views of the parts to plan, and refuse a view of another list', async () => {
    const url = '/api/v1/userPreference/BUILD_PART_VIEWS';
    const views = [{ label: 'SLS for Acme', search: 'Acme', filter: { processId: 2 } }];
    expect((await call(austin, 'POST', url, { preferenceType: 'BUILD_PART_VIEWS', preference: views })).statusCode).toBe(200);
    expect(JSON.parse((await call(austin, 'GET', url)).json().preference)).toEqual(views);
    const wrong = await call(austin, 'POST', url, {
      preferenceType: 'BUILD_PART_VIEWS',
      preference: [{ label: 'x', stage: 'AWARDED', filter: {} }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'A saved view of this list is { label, search?, filter }',
      details: [{ field: 'body.preference.0' }],
    });
  });

  it('list the builds with their state, searched and filtered', async () => {
    const list = (await call(austin, 'GET', '/api/v1/builds?search=cubes&state=PLANNED&offset=0&limit=25')).json();
    expect(list.rows.map((row: { name: string }) => row.name)).toContain('SLS cubes A');
    expect(list.rows.find((row: { name: string }) => row.name === 'SLS cubes A')).toMatchObject({
      state: 'PLANNED',
      pieces: 10,
      equipment: { id: sls },
    });
    const building = (await call(austin, 'GET', '/api/v1/builds?state=BUILDING&offset=0&limit=25')).json();
    expect(building.rows).toEqual([]);
    expect((await call(vendor, 'GET', '/api/v1/builds?offset=0&limit=25')).json().totalCount).toBe(0);
  });
});
