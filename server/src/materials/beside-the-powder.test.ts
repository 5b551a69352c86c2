import { materialId, releasedLot, supplierOf } from '../test-support/materials.js';
import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(60_000);

let t: TestApp;
let admin: Session;
let mjf: number;
let pa12: number;
let pa11: number;
let agent: number;
let supplier: number;
const call = callsAs(() => t);
const KG = 1_000_000;

beforeAll(async () => {
  t = await createTestApp();
  [admin] = await logins(t.app, 'admin');
  const austin = (
    await t.db.selectFrom('companies').select('id').where('company_name', 'like', '%Austin%').executeTakeFirstOrThrow()
  ).id;
  [pa12, pa11, agent] = [
    await materialId(t, 'HP 3D HR PA 12'),
    await materialId(t, 'HP 3D HR PA 11'),
    await materialId(t, 'HP 3D600 Fusing Agent'),
  ];
  supplier = await supplierOf(t, austin, 'HP Supplies Test', [pa12, pa11, agent]);
  // The demo's MJF-02, which holds nothing: an HP 5200 that runs PA 12 with its fusing agent beside it.
  mjf = (
    await t.db
      .selectFrom('equipment')
      .select('id')
      .where('facility_id', '=', austin)
      .where('display_name', 'like', 'MJF-02%')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const virginBatch = async (material: number, kg: number) => {
  const lotId = await releasedLot(t, admin, { materialId: material, supplierId: supplier }, kg);
  const made = await call(admin, 'POST', '/api/v1/materials/batches', {
    inputs: [{ lotId, massMg: kg * KG }],
    outputMassMg: kg * KG,
  });
  return { ...(made.json() as { id: number; number: string }), lotId };
};
const load = (batchId: number) => call(admin, 'POST', `/api/v1/materials/batches/${batchId}/load`, { equipmentId: mjf });
const massOf = async (batchId: number) => (await call(admin, 'GET', `/api/v1/materials/batches/${batchId}`)).json().massMg;

it('holds a fusing agent beside the powder, draws the job’s quantity of each, and unloads each by name', async () => {
  const powder = await virginBatch(pa12, 10);
  const cartridge = await virginBatch(agent, 3);
  expect((await load(powder.id)).statusCode).toBe(200);
  // Beside the powder, not a top-off of it: the cartridge stays the batch it was.
  const beside = (await load(cartridge.id)).json();
  expect(beside).toEqual(expect.objectContaining({ id: cartridge.id, state: 'IN_USE' }));
  const onMachine = (await call(admin, 'GET', `/api/v1/materials/batches?equipmentId=${mjf}&state=IN_USE`)).json();
  expect(onMachine.rows.map((row: { id: number }) => row.id).sort()).toEqual([powder.id, cartridge.id].sort());

  // A build of 1.5 kg of powder and 250 g of fusing agent starts on the powder alone and draws both.
  const from = Date.UTC(2032, 5, 1, 8);
  const job = {
    jobName: 'Agent beside the powder',
    equipmentDTO: { id: mjf },
    materialDTO: { id: pa12 },
    secondaryMaterials: [{ materialDTO: { id: agent }, materialQuantityUsed: 250 }],
    materialQuantityUsed: 1_500,
    materialUnit: 'GRAM',
    fromDate: from,
    toDate: from + 3_600_000,
  };
  const { id: jobId } = (await call(admin, 'POST', '/api/v1/job-scheduling', job)).json();
  for (const jobStatus of ['IN_PROGRESS', 'COMPLETED']) {
    expect((await call(admin, 'PUT', '/api/v1/job-scheduling', { ...job, id: jobId, jobStatus })).statusCode).toBe(200);
  }
  expect([await massOf(powder.id), await massOf(cartridge.id)]).toEqual([8.5 * KG, 2.75 * KG]);
  const drawn = (await call(admin, 'GET', `/api/v1/materials/jobs/${jobId}/powder`)).json().drawn;
  expect(drawn).toEqual(
    expect.arrayContaining([
      { batch: { id: powder.id, number: powder.number }, massMg: 1.5 * KG },
      { batch: { id: cartridge.id, number: cartridge.number }, massMg: 250_000 },
    ]),
  );
  // The agent's lot reaches the job, as the powder's does: a recall of either finds it.
  const forward = (await call(admin, 'GET', `/api/v1/materials/genealogy/lots/${cartridge.lotId}`)).json();
  expect(forward.jobs.map((one: { id: number }) => one.id)).toContain(jobId);

  // Unloaded, the powder comes off first; the cartridge then by its number.
  const unload = (body: object) => call(admin, 'POST', `/api/v1/materials/machines/${mjf}/unload`, body);
  expect((await unload({ reclaimedMg: 8.5 * KG, lossMg: 0 })).statusCode).toBe(200);
  const none = await unload({ reclaimedMg: 0, lossMg: 0 });
  expect([none.statusCode, none.json().message]).toEqual([409, 'MJF-02 · HP 5200 holds no powder: name the batch to unload']);
  const off = await unload({ batchId: cartridge.id, reclaimedMg: 2.75 * KG, lossMg: 0 });
  expect(off.json().reclaimed).toEqual(
    expect.objectContaining({ massMg: 2.75 * KG, material: { id: agent, name: 'HP 3D600 Fusing Agent' } }),
  );
  const gone = await unload({ batchId: cartridge.id, reclaimedMg: 0, lossMg: 0 });
  expect([gone.statusCode, gone.json().message]).toEqual([400, `${cartridge.number} is not loaded on MJF-02 · HP 5200`]);
});

it('refuses a second powder of another material on a machine', async () => {
  const powder = await virginBatch(pa12, 2);
  expect((await load(powder.id)).statusCode).toBe(200);
  const refused = await load((await virginBatch(pa11, 1)).id);
  expect([refused.statusCode, refused.json().message]).toEqual([
    409,
    `MJF-02 · HP 5200 holds ${powder.number} of another material: unload it first`,
  ]);
});
