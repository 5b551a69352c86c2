import { batchNumber, lotNumber } from 'shared/contracts';
import { materialId, signature, supplierOf, uploadCertificate } from '../test-support/materials.js';
import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';
import { checkReorderPoints } from './stock-alerts.js';

jest.setTimeout(60_000);

let t: TestApp;
let admin: Session;
let operator: Session;
let planner: Session;
let vendor: Session;
let austin: number;
let supplier: number;
let machines: Record<string, number>;
const call = callsAs(() => t);
const KG = 1_000_000;
const STOCKS = '/api/v1/materials/stocks';

beforeAll(async () => {
  t = await createTestApp();
  [admin, operator, planner, vendor] = await logins(t.app, 'admin', 'operator', 'planner', 'vendor');
  austin = (await t.db.selectFrom('companies').select('id').where('company_name', 'like', '%Austin%').executeTakeFirstOrThrow())
    .id;
  const powders = ['PA 1101', 'PA 2200', 'PrimePart TPU'];
  supplier = await supplierOf(t, austin, 'Stock Powders Inc.', await Promise.all(powders.map((name) => materialId(t, name))));
  const rows = await t.db.selectFrom('equipment').select(['id', 'display_name']).where('facility_id', '=', austin).execute();
  machines = Object.fromEntries(rows.map((row) => [row.display_name.split(' ')[0], row.id]));
  // Northwind turns its material area on, to show it never sees Austin's stock.
  await call(vendor, 'PUT', '/api/v1/sp/settings/features/MATERIAL_MANAGEMENT_CONFIG', { enabled: true });
  [vendor] = await logins(t.app, 'vendor');
});
afterAll(() => t.close());

interface Stock {
  facility: { id: number; name: string };
  material: { id: number; name: string };
  availableMg: number;
  reservedMg: number;
  belowReorder: boolean;
  [field: string]: unknown;
}
const stocks = async (session: Session, query = '') =>
  (await call(session, 'GET', `${STOCKS}?limit=200${query}`)).json() as {
    facilityId: number;
    totalCount: number;
    belowReorderCount: number;
    rows: Stock[];
  };
const stockOf = async (material: number) => (await stocks(admin, `&materialId=${material}`)).rows[0];

/** A lot of the material received into quarantine; released, with its certificate, unless told otherwise. */
async function lot(
  material: number,
  kg: string,
  location: string,
  { release = true, ...extra }: { release?: boolean; receivedOn?: string; expiresOn?: string } = {},
) {
  const received = await call(admin, 'POST', '/api/v1/materials/lots', {
    materialId: material,
    supplierId: supplier,
    supplierLotNumber: `S-${location}-${kg}`,
    quantity: kg,
    unit: 'KILOGRAM',
    receivedOn: '2026-11-02',
    location,
    certificateFileId: await uploadCertificate(t, admin),
    ...extra,
  });
  expect(received.statusCode).toBe(201);
  if (release)
    expect(
      (await call(admin, 'POST', `/api/v1/materials/lots/${received.json().id}/release`, { signature: signature() })).statusCode,
    ).toBe(200);
  return received.json().id as number;
}
const batchOf = async (lotId: number, mg: number, location: string) =>
  (await call(admin, 'POST', '/api/v1/materials/batches', { inputs: [{ lotId, massMg: mg }], outputMassMg: mg, location })).json()
    .id as number;
const load = (batch: number, machine: string) =>
  call(admin, 'POST', `/api/v1/materials/batches/${batch}/load`, { equipmentId: machines[machine] });

/** A job on the machine, on a day of its own, using `quantity` of the material. */
let day = 0;
async function job(material: number, machine: string, quantity: number, unit: string, jobStatus = 'QUEUED') {
  const from = Date.UTC(2031, 5, 1) + day++ * 86_400_000;
  const created = await call(admin, 'POST', '/api/v1/job-scheduling', {
    jobName: `Stock test ${day}`,
    equipmentDTO: { id: machines[machine] },
    materialDTO: { id: material },
    fromDate: from,
    toDate: from + 3_600_000,
    materialQuantityUsed: quantity,
    materialUnit: unit,
    jobStatus,
  });
  expect(created.statusCode).toBeLessThan(300);
}

describe('a facility’s stocks', () => {
  it('count released lots and the batches not used up by location, quarantine apart, less what queued jobs reserve', async () => {
    const pa1101 = await materialId(t, 'PA 1101');
    const reservedBefore = (await stockOf(pa1101))?.reservedMg ?? 0;
    const rack = await lot(pa1101, '10', 'Rack 1');
    await lot(pa1101, '4', 'Goods in', { release: false });
    await lot(pa1101, '3', 'Rack 1', { release: false, receivedOn: '2020-01-01', expiresOn: '2020-06-30' });
    await batchOf(rack, 2 * KG, 'Rack 2');
    expect((await load(await batchOf(rack, 1.5 * KG, 'SLS-02 build unit'), 'SLS-02')).statusCode).toBe(200);
    // 2 L at 0.99 g/cm³ is 1980 g; a cubic inch, 16.387064 cm³, is 16.22319336 g: 16223 mg.
    await job(pa1101, 'SLS-02', 2, 'LITRE');
    await job(pa1101, 'SLS-02', 500, 'GRAM', 'WAITING');
    await job(pa1101, 'SLS-02', 1, 'CUBIC_INCH');
    await job(pa1101, 'SLS-02', 7, 'KILOGRAM', 'CANCELLED');
    const reservedMg = reservedBefore + 1_980_000 + 500_000 + 16_223;

    const stock = await stockOf(pa1101);
    expect(stock).toEqual(
      expect.objectContaining({
        facility: { id: austin, name: expect.stringContaining('Austin') },
        lotsMg: 6.5 * KG,
        batchesMg: 2 * KG,
        onMachinesMg: 1.5 * KG,
        onHandMg: 10 * KG,
        quarantinedMg: 4 * KG,
        reservedMg,
        unweighedJobs: 0,
        availableMg: 10 * KG - reservedMg,
        reorderPointMg: null,
        belowReorder: false,
      }),
    );
    const line = { lotsMg: 0, batchesMg: 0, onMachineMg: 0, quarantinedMg: 0, machine: null };
    expect(stock!.locations).toEqual([
      { ...line, location: 'Goods in', quarantinedMg: 4 * KG },
      { ...line, location: 'Rack 1', lotsMg: 6.5 * KG },
      { ...line, location: 'Rack 2', batchesMg: 2 * KG },
      { ...line, location: '', machine: { id: machines['SLS-02'], name: 'SLS-02 · EOS P 396' }, onMachineMg: 1.5 * KG },
    ]);
  });

  it('are searched, filtered and paged; any member reads them; another tenant never sees them', async () => {
    const tpu = await materialId(t, 'PrimePart TPU');
    const pa12 = await materialId(t, 'HP 3D HR PA 12');
    const all = await stocks(admin);
    expect(all.rows.every((row) => row.facility.id === austin)).toBe(true);
    expect((await stocks(admin, '&search=primepart')).rows.map((row) => row.material.id)).toEqual([tpu]);
    expect((await stocks(admin, '&search=rack c')).rows.map((row) => row.material.id)).toEqual([tpu]);
    const below = await stocks(admin, '&belowReorder=true');
    expect(below.rows.map((row) => row.material.id)).toContain(pa12);
    expect(below.rows.every((row) => row.belowReorder)).toBe(true);
    expect(below.belowReorderCount).toBe(all.belowReorderCount);
    const second = await call(admin, 'GET', `${STOCKS}?offset=1&limit=1`);
    expect(second.json()).toEqual({ ...all, rows: [all.rows[1]] });
    expect(all.facilityId).toBe(austin);
    expect(await stocks(operator)).toEqual(all);
    expect((await stocks(vendor)).rows).toEqual([]);
    const theirs = await call(vendor, 'GET', `${STOCKS}/movements?materialId=${pa12}`);
    expect(theirs.json()).toEqual({ totalCount: 0, rows: [] });
  });

  it('of the enterprise show to those with its view, facility by facility', async () => {
    const munich = (
      await t.db.selectFrom('companies').select('id').where('company_name', 'like', '%Munich%').executeTakeFirstOrThrow()
    ).id;
    const pa12 = await materialId(t, 'HP 3D HR PA 12');
    await t.db
      .insertInto('material_rules')
      .values({ facility_id: munich, material_id: pa12, reorder_point_mg: 5 * KG })
      .execute();
    const enterprise = await stocks(planner, '&getFromAllFacilities=true&search=PA 12');
    expect(enterprise.rows.map((row) => [row.facility.id, row.belowReorder])).toEqual([
      [austin, true],
      [munich, true],
    ]);
    expect((await stocks(operator, '&getFromAllFacilities=true&search=PA 12')).rows.map((row) => row.facility.id)).toEqual([
      austin,
    ]);
    const history = `${STOCKS}/movements?materialId=${pa12}&facilityId=${munich}`;
    expect((await call(planner, 'GET', history)).json()).toEqual({ totalCount: 0, rows: [] });
    expect((await call(operator, 'GET', history)).statusCode).toBe(404);
  });
});

describe('the history of a material’s movements', () => {
  it('lists the lots received and the events on its powder, newest first, with what each took from the stock', async () => {
    const pa2200 = await materialId(t, 'PA 2200');
    const received = await lot(pa2200, '10', 'Rack 4');
    const batch = await batchOf(received, 3 * KG, 'SLS-01 build unit');
    expect((await load(batch, 'SLS-01')).statusCode).toBe(200);
    const unload = { reclaimedMg: 2.8 * KG, lossMg: 0.2 * KG, location: 'Reclaim station' };
    expect((await call(admin, 'POST', `/api/v1/materials/machines/${machines['SLS-01']}/unload`, unload)).statusCode).toBe(200);
    const history = (query = '') => call(admin, 'GET', `${STOCKS}/movements?materialId=${pa2200}${query}`).then((r) => r.json());

    const all = await history();
    expect(all.totalCount).toBe(4);
    expect(all.rows.map((row: { kind: string; changeMg: number }) => [row.kind, row.changeMg])).toEqual([
      ['UNLOAD', -0.2 * KG],
      ['LOAD', 0],
      ['BLEND', 0],
      ['RECEIVED', 10 * KG],
    ]);
    expect(all.rows[3]).toEqual(
      expect.objectContaining({
        lot: { id: received, number: lotNumber(received) },
        location: 'Rack 4',
        massMg: 10 * KG,
        by: 'Alex Admin',
      }),
    );
    expect(all.rows[2].inputs).toEqual([{ batch: null, lot: { id: received, number: lotNumber(received) }, massMg: 3 * KG }]);
    expect(all.rows[2].outputs).toEqual([{ batch: { id: batch, number: batchNumber(batch) }, lot: null, massMg: 3 * KG }]);
    expect(all.rows[0].machine).toEqual({ id: machines['SLS-01'], name: 'SLS-01 · EOS P 396' });

    expect((await history('&offset=2&limit=1')).rows).toEqual([all.rows[2]]);
    expect((await history(`&search=${lotNumber(received)}`)).rows.map((row: { kind: string }) => row.kind)).toEqual([
      'BLEND',
      'RECEIVED',
    ]);
    expect((await history('&kind=RECEIVED&kind=UNLOAD')).rows.map((row: { kind: string }) => row.kind)).toEqual([
      'UNLOAD',
      'RECEIVED',
    ]);
  });
});

describe('the reorder alert', () => {
  const check = () => checkReorderPoints(t.db, t.app.ctx.outbox, t.config.publicUrl);
  const mails = (to: string) =>
    t.db
      .selectFrom('emails')
      .select(['subject', 'text_body'])
      .where('to_address', '=', to)
      .where('subject', 'like', '%TPU%')
      .orderBy('id')
      .execute();

  it('mails the material editors once when stock falls below the point, and again only after it rose and fell again', async () => {
    const tpu = await materialId(t, 'PrimePart TPU');
    await t.db.updateTable('users').set({ language: 'de_DE' }).where('email', '=', 'planner@demo.test').execute();
    // The facility's first check only notes where each material stands: PA 12 was below before it.
    await check();
    expect(await t.db.selectFrom('emails').select('subject').where('subject', 'like', '%PA 12%').execute()).toEqual([]);
    const before = await stockOf(tpu);
    expect(before).toEqual(expect.objectContaining({ onHandMg: 20 * KG, reorderPointMg: 10 * KG, belowReorder: false }));

    await job(tpu, 'SLS-01', (before!.availableMg - 9.5 * KG) / 1000, 'GRAM');
    expect(await stockOf(tpu)).toEqual(expect.objectContaining({ availableMg: 9.5 * KG, belowReorder: true }));
    await check();
    await check();
    const german = await mails('planner@demo.test');
    expect(german.map((mail) => mail.subject)).toEqual(['PrimePart TPU nachbestellen: 9,5 kg verfügbar']);
    expect(german[0]!.text_body).toContain(
      'Meldebestand von 10 kg gefallen: 9,5 kg sind verfügbar, 20 kg auf Lager abzüglich 10,5 kg',
    );
    expect(german[0]!.text_body).toContain(`/service-provider/material-management/stocks?material=${tpu}`);
    expect((await mails('admin@demo.test')).map((mail) => mail.subject)).toEqual(['Reorder PrimePart TPU: 9.5 kg available']);
    expect(await mails('operator@demo.test')).toEqual([]);

    // A lot of 1 kg brings it back to 10.5 kg: above the point, and nothing is mailed.
    await lot(tpu, '1', 'Rack C');
    await check();
    expect(await mails('admin@demo.test')).toHaveLength(1);
    // A job of another kilogram takes it below again: a second mail.
    await job(tpu, 'SLS-01', 1000, 'GRAM');
    await check();
    await check();
    expect((await mails('admin@demo.test')).map((mail) => mail.subject)).toEqual([
      'Reorder PrimePart TPU: 9.5 kg available',
      'Reorder PrimePart TPU: 9.5 kg available',
    ]);
    expect(await mails('planner@demo.test')).toHaveLength(2);
  });
});
