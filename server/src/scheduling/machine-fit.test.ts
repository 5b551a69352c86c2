import type { Job, JobInput, Rfq } from 'shared/contracts';
import { agreedWithAustin, processAndMaterial } from '../test-support/orders.js';
import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(120_000);

let t: TestApp;
let planner: Session;
/** The machines' ids by the first word of their names (SLS-01, SLS-M1). */
let machines: Record<string, number>;
/** PA 2200, the order's material. */
let materialId: number;
/** An order awarded to Austin of one cube drawn in inches: 254 mm a side. */
let order: Awaited<ReturnType<typeof agreedWithAustin>>;

const call = callsAs(() => t);

/** The packing margin of the machine whose name starts with `prefix`. */
const setMargin = (prefix: string, mm: number) =>
  t.db.updateTable('equipment').set({ packing_margin_mm: mm }).where('display_name', 'like', `${prefix}%`).execute();

beforeAll(async () => {
  t = await createTestApp();
  const [engineer, austin] = await logins(t.app, 'engineer', 'admin');
  [planner] = await logins(t.app, 'planner');
  order = await agreedWithAustin(t, { engineer, austin }, { quantity: 4, title: 'Big cubes', units: 'IN' });
  const rows = await t.db.selectFrom('equipment').select(['id', 'display_name']).execute();
  machines = Object.fromEntries(rows.map((row) => [row.display_name.split(' ')[0], row.id]));
  ({ materialId } = await processAndMaterial(t, 'SELECTIVE_LASER_SINTERING', 'PA 2200'));
  // SLS-02 kept 50 mm clear at every wall: 240 × 240 × 500 mm usable, too little for the cube.
  await setMargin('SLS-02', 50);
});
afterAll(() => t.close());

const slot = { fromDate: Date.UTC(2031, 2, 1, 8), toDate: Date.UTC(2031, 2, 1, 20) };
const jobOn = (machine: string): JobInput => ({
  jobName: `Cubes on ${machine}`,
  equipmentDTO: { id: machines[machine]! },
  materialDTO: { id: materialId },
  ...slot,
  jobOrderDTOs: [{ orderId: order.id, fileIds: [{ rfqCadFileId: order.partId, quantity: 2 }] }],
});

describe('the part selector of a job on a machine', () => {
  const cubeFor = async (equipmentId: number) => {
    const url = `/api/v3/orders/search?schedulingCall=true&equipmentId=${equipmentId}`;
    const response = await call(planner, 'POST', url, { searchString: 'Big cubes' });
    expect(response.statusCode).toBe(200);
    return (response.json().rfqDTOs as Rfq[]).find((o) => o.id === order.id)!.rfqFileDTOs[0]!;
  };

  it('says each part’s size and whether the machine holds it', async () => {
    expect(await cubeFor(machines['SLS-01']!)).toMatchObject({ sizeMm: [254, 254, 254], fitsEquipment: true });
    expect(await cubeFor(machines['SLS-02']!)).toMatchObject({ sizeMm: [254, 254, 254], fitsEquipment: false });
  });

  it('refuses another facility’s machine with 400 naming the parameter', async () => {
    const response = await call(planner, 'POST', `/api/v3/orders/search?equipmentId=${machines['SLS-M1']!}`, {});
    expect([response.statusCode, response.json().details[0].field]).toEqual([400, 'querystring.equipmentId']);
  });
});

describe('saving a job', () => {
  it('refuses a part its machine cannot hold, naming the part and both sizes', async () => {
    const response = await call(planner, 'POST', '/api/v1/job-scheduling', jobOn('SLS-02'));
    expect([response.statusCode, response.json().message, response.json().details[0].field]).toEqual([
      400,
      'agreed-bracket.stl does not fit SLS-02 · EOS P 396: it measures 254 × 254 × 254 mm, and the machine builds 340 × 340 × 600 mm with 50 mm kept clear at every wall',
      'body.jobOrderDTOs.0.fileIds.0.rfqCadFileId',
    ]);
  });

  it('keeps a booked part when the margin later grows, but not on a move to a machine that cannot hold it', async () => {
    const created = await call(planner, 'POST', '/api/v1/job-scheduling', jobOn('SLS-01'));
    expect(created.statusCode).toBe(201);
    const job = created.json() as Job;
    await setMargin('SLS-01', 50);
    try {
      const noted = await call(planner, 'PUT', '/api/v1/job-scheduling', { ...job, jobNotes: 'Margins widened' });
      expect(noted.statusCode).toBe(200);
      const moved = await call(planner, 'PUT', '/api/v1/job-scheduling', {
        ...(noted.json() as Job),
        equipmentDTO: { id: machines['SLS-02']! },
      });
      expect([moved.statusCode, moved.json().details[0].field]).toEqual([400, 'body.jobOrderDTOs.0.fileIds.0.rfqCadFileId']);
    } finally {
      await setMargin('SLS-01', 5);
    }
  });
});
