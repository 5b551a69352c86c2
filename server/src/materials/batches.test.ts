import { materialId, releasedLot as releasedLotOf, supplierOf } from '../test-support/materials.js';
import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(60_000);

let t: TestApp;
let admin: Session;
let operator: Session;
let pa12: number;
let supplier: number;
let machines: Record<string, number>;
let austin: number;
const call = callsAs(() => t);

beforeAll(async () => {
  t = await createTestApp();
  [admin, operator] = await logins(t.app, 'admin', 'operator');
  austin = (await t.db.selectFrom('companies').select('id').where('company_name', 'like', '%Austin%').executeTakeFirstOrThrow())
    .id;
  pa12 = await materialId(t, 'HP 3D HR PA 12');
  supplier = await supplierOf(t, austin, 'Test Powders Inc.', [pa12]);
  const rows = await t.db.selectFrom('equipment').select(['id', 'display_name']).where('facility_id', '=', austin).execute();
  machines = Object.fromEntries(rows.map((row) => [row.display_name.split(' ')[0], row.id]));
  // The demo's powder comes off MJF-01, which the tests load afresh.
  const held = await t.db
    .selectFrom('material_batches')
    .select('mass_mg')
    .where('equipment_id', '=', machines['MJF-01']!)
    .executeTakeFirstOrThrow();
  await call(admin, 'POST', `/api/v1/materials/machines/${machines['MJF-01']}/unload`, { reclaimedMg: held.mass_mg, lossMg: 0 });
});
afterAll(() => t.close());

const KG = 1_000_000;

const releasedLot = (kg: number) => releasedLotOf(t, admin, { materialId: pa12, supplierId: supplier }, kg);
const blend = (inputs: object[], outputMassMg: number, lossMg = 0) =>
  call(admin, 'POST', '/api/v1/materials/batches', { inputs, outputMassMg, lossMg });
const virginBatch = async (lotId: number, kg: number) => (await blend([{ lotId, massMg: kg * KG }], kg * KG)).json();

/** A build on MJF-01 that completes having used `grams` of powder. */
let day = 0;
async function buildOnMjf(grams: number) {
  const from = Date.UTC(2031, 0, 1) + day++ * 86_400_000;
  const job = {
    jobName: `Powder test ${day}`,
    equipmentDTO: { id: machines['MJF-01']! },
    materialDTO: { id: pa12 },
    fromDate: from,
    toDate: from + 3_600_000,
  };
  const created = (await call(admin, 'POST', '/api/v1/job-scheduling', job)).json();
  for (const jobStatus of ['IN_PROGRESS', 'COMPLETED'])
    expect(
      (
        await call(admin, 'PUT', '/api/v1/job-scheduling', {
          ...job,
          id: created.id,
          jobStatus,
          materialQuantityUsed: grams,
          materialUnit: 'GRAM',
        })
      ).statusCode,
    ).toBe(200);
  return created.id as number;
}

describe('the life of powder', () => {
  it('blends, loads, builds, reclaims one cycle older, sieves and blends 30/70, to the exact percent', async () => {
    const lot = await releasedLot(25);
    const fresh = await virginBatch(lot, 10);
    expect(fresh).toEqual(
      expect.objectContaining({ powderState: 'NEW', massMg: 10 * KG, virginThousandths: 100_000, maxCycles: 0 }),
    );
    expect(
      (await call(admin, 'POST', `/api/v1/materials/batches/${fresh.id}/load`, { equipmentId: machines['MJF-01'] })).json(),
    ).toEqual(
      expect.objectContaining({ id: fresh.id, state: 'IN_USE', machine: expect.objectContaining({ id: machines['MJF-01'] }) }),
    );
    const jobId = await buildOnMjf(1500);
    const unloaded = await call(admin, 'POST', `/api/v1/materials/machines/${machines['MJF-01']}/unload`, {
      reclaimedMg: 8_400_000,
      lossMg: 100_000,
    });
    const used = unloaded.json().reclaimed;
    expect(used).toEqual(
      expect.objectContaining({
        powderState: 'UNSIEVED',
        massMg: 8_400_000,
        virginThousandths: 0,
        maxCycles: 1,
        meanCycles: '1.00',
      }),
    );
    const loaded = (await call(admin, 'GET', `/api/v1/materials/batches/${fresh.id}`)).json();
    expect(loaded).toEqual(expect.objectContaining({ state: 'DONE', massMg: 0, machine: null }));
    expect(loaded.events.map((e: { kind: string }) => e.kind)).toEqual(['BLEND', 'LOAD', 'CONSUME', 'UNLOAD']);
    expect(loaded.events[2]).toEqual(expect.objectContaining({ job: expect.objectContaining({ id: jobId }), lossMg: 1_500_000 }));

    const sieved = await call(admin, 'POST', `/api/v1/materials/batches/${used.id}/sieve`, {
      outputMassMg: 8_300_000,
      wasteMg: 100_000,
    });
    expect(sieved.json()).toEqual(expect.objectContaining({ id: used.id, powderState: 'SIEVED', massMg: 8_300_000 }));

    const virgin = await virginBatch(lot, 3);
    const mixed = await blend(
      [
        { batchId: virgin.id, massMg: 3 * KG },
        { batchId: used.id, massMg: 7 * KG },
      ],
      10 * KG,
    );
    expect(mixed.json()).toEqual(
      expect.objectContaining({
        powderState: 'SIEVED',
        virginThousandths: 30_000,
        maxCycles: 1,
        meanCycles: '0.70',
        cycles: [
          { cycles: 0, massMg: 3 * KG, thousandths: 30_000 },
          { cycles: 1, massMg: 7 * KG, thousandths: 70_000 },
        ],
        lots: [expect.objectContaining({ lot: expect.objectContaining({ id: lot }), massMg: 10 * KG, thousandths: 100_000 })],
      }),
    );
    expect((await call(admin, 'GET', `/api/v1/materials/batches/${used.id}`)).json().massMg).toBe(1_300_000);
  });

  it('refuses masses that do not balance, naming the numbers, and takes nothing', async () => {
    const lot = await releasedLot(5);
    const refused = await blend([{ lotId: lot, massMg: 5 * KG }], 4_900_000);
    expect([refused.statusCode, refused.json().details[0].field, refused.json().message]).toEqual([
      400,
      'body.outputMassMg',
      'The masses do not balance: 5 kg in, 4.9 kg out and 0 mg lost leave 100 g unaccounted for, more than the 1 % (50 g) the facility allows',
    ]);
    expect((await call(admin, 'GET', `/api/v1/materials/lots/${lot}`)).json().remainingMg).toBe(5 * KG);
    expect((await blend([{ lotId: lot, massMg: 5 * KG }], 4_900_000, 100_000)).statusCode).toBe(201);
    expect((await call(admin, 'GET', `/api/v1/materials/lots/${lot}`)).json().status).toBe('CONSUMED');
  });

  it('tells the facility’s open pages of every change to its powder, and of none that was refused', async () => {
    const told = async () =>
      (await t.db.selectFrom('event_outbox').select('company_ids').where('topic', '=', 'material.changed').execute()).filter(
        (row) => row.company_ids.map(Number).includes(austin),
      ).length;
    const lot = await releasedLot(2);
    const before = await told();
    expect((await blend([{ lotId: lot, massMg: 2 * KG }], KG)).statusCode).toBe(400);
    expect(await told()).toBe(before);
    const made = await virginBatch(lot, 2);
    expect(await told()).toBe(before + 1);
    await call(admin, 'PATCH', `/api/v1/materials/batches/${made.id}`, { location: 'Shelf 4' });
    expect(await told()).toBe(before + 2);
  });

  it('never lets two people take more than a batch holds: one wins, the other is told what is left', async () => {
    const batch = await virginBatch(await releasedLot(10), 10);
    const answers = await Promise.all([0, 1].map(() => blend([{ batchId: batch.id, massMg: 6 * KG }], 6 * KG)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(
      `${batch.number} holds 4 kg: 6 kg cannot be taken from it`,
    );
  });

  it('tops off a loaded machine by blending into a new batch, and refuses a machine that does not run the material', async () => {
    const lot = await releasedLot(12);
    const [first, second] = [await virginBatch(lot, 6), await virginBatch(lot, 6)];
    const wrongMachine = await call(admin, 'POST', `/api/v1/materials/batches/${first.id}/load`, {
      equipmentId: machines['SLA-01'],
    });
    expect([wrongMachine.statusCode, wrongMachine.json().details[0].field]).toEqual([400, 'body.equipmentId']);
    await call(admin, 'POST', `/api/v1/materials/batches/${first.id}/load`, { equipmentId: machines['MJF-01'] });
    const topped = (
      await call(admin, 'POST', `/api/v1/materials/batches/${second.id}/load`, {
        equipmentId: machines['MJF-01'],
        massMg: 2 * KG,
      })
    ).json();
    expect(topped).toEqual(
      expect.objectContaining({ state: 'IN_USE', massMg: 8 * KG, machine: expect.objectContaining({ id: machines['MJF-01'] }) }),
    );
    expect(topped.id).not.toBe(first.id);
    expect((await call(admin, 'GET', `/api/v1/materials/batches/${first.id}`)).json().state).toBe('DONE');
    expect((await call(admin, 'GET', `/api/v1/materials/batches/${second.id}`)).json().massMg).toBe(4 * KG);
    // Nothing was built on it: what comes off is as old as what went on.
    const back = (
      await call(admin, 'POST', `/api/v1/materials/machines/${machines['MJF-01']}/unload`, { reclaimedMg: 8 * KG, lossMg: 0 })
    ).json();
    expect(back.reclaimed.maxCycles).toBe(0);
    const empty = await call(admin, 'POST', `/api/v1/materials/machines/${machines['MJF-01']}/unload`, {
      reclaimedMg: 0,
      lossMg: 0,
    });
    expect([empty.statusCode, empty.json().message]).toEqual([409, 'MJF-01 · HP 5200 holds no batch']);
  });

  it('lets lot users record events and everyone else only read', async () => {
    const batch = await virginBatch(await releasedLot(2), 2);
    expect((await call(operator, 'GET', `/api/v1/materials/batches/${batch.id}`)).statusCode).toBe(200);
    expect((await call(operator, 'POST', `/api/v1/materials/batches/${batch.id}/scrap`, { reason: 'Wet' })).statusCode).toBe(403);
    const scrapped = await call(admin, 'POST', `/api/v1/materials/batches/${batch.id}/scrap`, {
      massMg: 500_000,
      reason: 'Spilt on the floor',
    });
    expect(scrapped.json()).toEqual(expect.objectContaining({ state: 'IDLE', massMg: 1_500_000 }));
    expect(scrapped.json().events.at(-1)).toEqual(
      expect.objectContaining({ kind: 'SCRAP', lossMg: 500_000, note: 'Spilt on the floor' }),
    );
  });
});
