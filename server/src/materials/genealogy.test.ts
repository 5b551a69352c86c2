import { pdfText } from '../test-support/pdf-text.js';
import { materialId, releasedLot, supplierOf } from '../test-support/materials.js';
import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(60_000);

let t: TestApp;
let admin: Session;
let operator: Session;
let vendor: Session;
const call = callsAs(() => t);
/** The demo's PA 12 lot, the last build on it, the part that build made and the process NCR on it. */
let lot: number;
let job: number;
let part: number;
let ncr: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, operator, vendor] = await logins(t.app, 'admin', 'operator', 'vendor');
  expect(
    (await call(vendor, 'PUT', '/api/v1/sp/settings/features/MATERIAL_MANAGEMENT_CONFIG', { enabled: true })).statusCode,
  ).toBe(200);
  [vendor] = await logins(t.app, 'vendor');
  lot = (
    await t.db
      .selectFrom('material_lots')
      .select('id')
      .where('supplier_lot_number', '=', 'PA12-26-0917')
      .executeTakeFirstOrThrow()
  ).id;
  job = (await t.db.selectFrom('jobs').select('id').where('job_name', '=', 'MJF-01 batch 77').executeTakeFirstOrThrow()).id;
  part = (
    await t.db
      .selectFrom('rfq_files')
      .select('id')
      .where('original_file_name', '=', 'drone_arm_housing.stl')
      .executeTakeFirstOrThrow()
  ).id;
  ncr = (
    await t.db.selectFrom('ncrs').select('id').where('job_id', '=', job).where('kind', '=', 'PROCESS').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

describe('the demo’s PA 12 lot, traced forward', () => {
  it('reaches every build of MJF-01, the parts Acme ordered from them, and the NCR on batch 77', async () => {
    const trace = (await call(operator, 'GET', `/api/v1/materials/genealogy/lots/${lot}`)).json();
    expect(trace.jobs.map((job: { name: string }) => job.name)).toEqual([
      'MJF-01 batch 73',
      'MJF-01 batch 74',
      'MJF-01 batch 75',
      'MJF-01 batch 76',
      'MJF-01 batch 77',
    ]);
    expect(trace.batches.length).toBeGreaterThanOrEqual(10);
    expect(trace.parts).toEqual([
      expect.objectContaining({
        fileName: 'drone_arm_housing.stl',
        customerName: 'Acme Robotics',
        orderTitle: 'Drone arm housings',
      }),
      expect.objectContaining({ fileName: 'battery_cover.stl', customerName: 'Acme Robotics', made: 40 }),
    ]);
    expect(trace.ncrs.map((ncr: { kind: string }) => ncr.kind)).toEqual(expect.arrayContaining(['PROCESS', 'PART']));

    const recall = await call(admin, 'GET', `/api/v1/materials/genealogy/lots/${lot}/recall?format=json`);
    expect(recall.json()).toEqual([
      expect.objectContaining({ customer: 'Acme Robotics', orderTitle: 'Drone arm housings', part: 'drone_arm_housing.stl' }),
      expect.objectContaining({ customer: 'Acme Robotics', orderTitle: 'Drone battery covers', shipped: 40, delivered: 40 }),
    ]);
    const pdf = await call(admin, 'GET', `/api/v1/materials/genealogy/lots/${lot}/recall?format=pdf&language=de_DE`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Rückrufliste');
    expect(text).toContain('Acme Robotics');
  });

  it('reaches a shipment to Acme Robotics of an order that was delivered', async () => {
    const trace = (await call(operator, 'GET', `/api/v1/materials/genealogy/lots/${lot}`)).json();
    const delivered = trace.shipments.filter((shipment: { status: string }) => shipment.status === 'DELIVERED');
    expect(delivered).toEqual([expect.objectContaining({ quantity: 40, carrier: 'UPS' })]);
    const [{ orderId }] = delivered;
    expect(trace.parts).toContainEqual(expect.objectContaining({ orderId, customerName: 'Acme Robotics' }));
    const order = (await call(admin, 'GET', `/api/v1/orders/${orderId}/fulfilment`)).json();
    expect(order.status).toBe('DELIVERED');
    // The same shipment, traced back, comes from the lot.
    const back = (await call(admin, 'GET', `/api/v1/materials/genealogy/trace?shipmentId=${delivered[0].id}`)).json();
    expect(back.jobs.map((job: { name: string }) => job.name)).toEqual(['MJF-01 batch 76']);
    expect(back.lots).toEqual([expect.objectContaining({ id: lot, thousandths: 100_000 })]);
  });

  it('traces the job, its part and its NCR back to the lot', async () => {
    for (const query of [`jobId=${job}`, `partId=${part}`, `ncrId=${ncr}`]) {
      const back = (await call(admin, 'GET', `/api/v1/materials/genealogy/trace?${query}`)).json();
      expect(back.lots).toEqual([expect.objectContaining({ id: lot, supplierLotNumber: 'PA12-26-0917', thousandths: 100_000 })]);
    }
    const both = await call(admin, 'GET', `/api/v1/materials/genealogy/trace?jobId=${job}&partId=${part}`);
    expect(both.statusCode).toBe(400);
  });

  it('offers the parts made from the batch behind an NCR as candidates for it, the NCR’s own part left out', async () => {
    const shared = (await call(admin, 'GET', `/api/v1/materials/genealogy/ncrs/${ncr}/shared-batch-parts`)).json();
    expect(shared).toEqual([
      expect.objectContaining({ partId: part, fileName: 'drone_arm_housing.stl', customerName: 'Acme Robotics' }),
    ]);
    const partNcr = (
      await t.db
        .selectFrom('ncrs')
        .select('id')
        .where('rfq_file_id', '=', part)
        .where('job_id', '=', job)
        .executeTakeFirstOrThrow()
    ).id;
    expect((await call(admin, 'GET', `/api/v1/materials/genealogy/ncrs/${partNcr}/shared-batch-parts`)).json()).toEqual([]);
  });

  it('is the facility’s own: another facility finds no such lot', async () => {
    expect((await call(vendor, 'GET', `/api/v1/materials/genealogy/lots/${lot}`)).statusCode).toBe(404);
  });
});

describe('a build on powder of two lots, traced back', () => {
  it('gives each lot its exact share of what the job drew', async () => {
    const austin = (
      await t.db.selectFrom('companies').select('id').where('company_name', 'like', '%Austin%').executeTakeFirstOrThrow()
    ).id;
    const pa12 = await materialId(t, 'HP 3D HR PA 12');
    const supplier = await supplierOf(t, austin, 'Trace Powders', [pa12]);
    const [first, second] = [
      await releasedLot(t, admin, { materialId: pa12, supplierId: supplier }, 3),
      await releasedLot(t, admin, { materialId: pa12, supplierId: supplier }, 7),
    ];
    const mixed = await call(admin, 'POST', '/api/v1/materials/batches', {
      inputs: [
        { lotId: first, massMg: 1_000_000 },
        { lotId: second, massMg: 2_000_000 },
      ],
      outputMassMg: 3_000_000,
    });
    const mjf02 = (
      await t.db.selectFrom('equipment').select('id').where('display_name', '=', 'MJF-02 · HP 5200').executeTakeFirstOrThrow()
    ).id;
    await call(admin, 'POST', `/api/v1/materials/batches/${mixed.json().id}/load`, { equipmentId: mjf02 });
    const from = Date.UTC(2032, 0, 5);
    const job = {
      jobName: 'Trace build',
      equipmentDTO: { id: mjf02 },
      materialDTO: { id: pa12 },
      fromDate: from,
      toDate: from + 3_600_000,
    };
    const created = (await call(admin, 'POST', '/api/v1/job-scheduling', job)).json();
    for (const jobStatus of ['IN_PROGRESS', 'COMPLETED'])
      await call(admin, 'PUT', '/api/v1/job-scheduling', {
        ...job,
        id: created.id,
        jobStatus,
        materialQuantityUsed: 600,
        materialUnit: 'GRAM',
      });
    const back = (await call(admin, 'GET', `/api/v1/materials/genealogy/trace?jobId=${created.id}`)).json();
    expect(back.lots.map((lot: { id: number; thousandths: number }) => [lot.id, lot.thousandths])).toEqual([
      [first, 33_333],
      [second, 66_667],
    ]);
  });
});
