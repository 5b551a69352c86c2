import type { Job } from 'shared/contracts';
import { machineTestKit } from '../test-support/machine-kit.js';
import { recordMachineEvent, type MachineSource } from './record.js';

jest.setTimeout(60_000);

const KG = 1_000_000;
let kit: Awaited<ReturnType<typeof machineTestKit>>;
let source: MachineSource;
let sequence = 0;

beforeAll(async () => {
  kit = await machineTestKit();
  const mjf = kit.machines['MJF-02']!;
  const connected = await kit.call(
    kit.admin,
    'POST',
    '/api/v1/machine-connectivity/connections',
    kit.connection('MJF-02', { protocol: 'WEBHOOK', password: 'feedstock-signing-secret-0001' }),
  );
  expect(connected.statusCode).toBe(201);
  const admin = await kit.t.db.selectFrom('users').select('id').where('email', '=', 'admin@demo.test').executeTakeFirstOrThrow();
  const facility = await kit.t.db
    .selectFrom('equipment')
    .select('facility_id')
    .where('id', '=', mjf.id)
    .executeTakeFirstOrThrow();
  source = { facilityId: facility.facility_id, equipmentId: mjf.id, jobIdPattern: '', actingUserId: admin.id };
});
afterAll(() => kit.close());

/** An event of MJF-02, each with a source id of its own, an hour after the one before. */
const report = (event: Record<string, unknown>) =>
  recordMachineEvent(kit.t.db, source, {
    sourceId: `test:${++sequence}`,
    occurredAt: new Date(Date.UTC(2031, 5, 1) + sequence * 3_600_000).toISOString(),
    ...event,
  } as Parameters<typeof recordMachineEvent>[2]);

const batchRow = async (id: number) =>
  (await kit.call(kit.admin, 'GET', `/api/v1/materials/batches/${id}`)).json() as {
    number: string;
    state: string;
    massMg: number;
    machine: { name: string } | null;
  };

/** A new batch of virgin PA 12 from one of Austin's released lots. */
async function virginBatch(kg: number): Promise<{ id: number; number: string; materialId: number }> {
  const lot = await kit.t.db
    .selectFrom('material_lots as l')
    .innerJoin('materials as m', 'm.id', 'l.material_id')
    .select(['l.id', 'l.material_id'])
    .where('m.name', '=', 'HP 3D HR PA 12')
    .where('l.facility_id', '=', source.facilityId)
    .where('l.status', '=', 'RELEASED')
    .where('l.remaining_mg', '>=', kg * KG)
    .orderBy('l.id')
    .executeTakeFirstOrThrow();
  const made = await kit.call(kit.admin, 'POST', '/api/v1/materials/batches', {
    inputs: [{ lotId: lot.id, massMg: kg * KG }],
    outputMassMg: kg * KG,
  });
  expect(made.statusCode).toBe(201);
  const { id, number } = made.json() as { id: number; number: string };
  return { id, number, materialId: lot.material_id };
}

describe('feedstock a machine reports', () => {
  it('loads the batch its label names, and the build draws what the machine measured, not what the job says', async () => {
    const batch = await virginBatch(20);
    await report({
      type: 'FEEDSTOCK_LOADED',
      feedstockId: batch.number,
      materialName: 'PA 12',
      quantity: 12,
      unit: 'kg',
      cycle: 0,
    });
    // 12 of the batch's 20 kg went into the machine, as a batch of its own on it.
    expect(await batchRow(batch.id)).toEqual(expect.objectContaining({ state: 'IDLE', massMg: 8 * KG, machine: null }));
    const loaded = await kit.t.db
      .selectFrom('material_batches')
      .select('id')
      .where('equipment_id', '=', source.equipmentId)
      .executeTakeFirstOrThrow();
    expect(await batchRow(loaded.id)).toEqual(
      expect.objectContaining({
        state: 'IN_USE',
        massMg: 12 * KG,
        machine: expect.objectContaining({ name: expect.stringMatching(/^MJF-02/) }),
      }),
    );

    const planned = await kit.call(kit.admin, 'POST', '/api/v1/job-scheduling', {
      jobName: 'Feedstock build',
      equipmentDTO: { id: source.equipmentId },
      materialDTO: { id: batch.materialId },
      materialQuantityUsed: 100,
      materialUnit: 'GRAM',
      fromDate: Date.UTC(2031, 5, 1),
      toDate: Date.UTC(2031, 5, 1, 10),
    });
    expect(planned.statusCode).toBe(201);
    const job = planned.json() as Job;
    await report({ type: 'JOB_STARTED', jobName: 'Feedstock build' });
    // Gas is feedstock too, but no batch of the platform's: it changes no powder.
    await report({ type: 'FEEDSTOCK_CONSUMED', feedstockId: 'Nitrogen', quantity: 3, unit: 'kg' });
    await report({ type: 'FEEDSTOCK_CONSUMED', feedstockId: batch.number, quantity: 1.25, unit: 'kg', remainingQuantity: 10.75 });
    await report({ type: 'FEEDSTOCK_CONSUMED', feedstockId: batch.number, quantity: 1250, unit: 'g', remainingQuantity: 9.5 });
    await report({ type: 'JOB_FINISHED', jobName: 'Feedstock build' });

    expect((await kit.job(job.id)).jobStatus).toBe('COMPLETED');
    expect((await batchRow(loaded.id)).massMg).toBe(9.5 * KG);
    const drawn = await kit.t.db
      .selectFrom('material_job_batches')
      .select(['batch_id', 'mass_mg'])
      .where('job_id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(drawn).toEqual({ batch_id: loaded.id, mass_mg: 2.5 * KG });
  });

  it('shows on the machine why a batch it reports was not loaded, until a load goes through', async () => {
    const used = await virginBatch(1);
    await kit.call(kit.admin, 'POST', `/api/v1/materials/batches/${used.id}/scrap`, { reason: 'Spilt' });
    await report({ type: 'FEEDSTOCK_LOADED', feedstockId: used.number });
    expect((await kit.live('MJF-02'))!.feedstockError).toBe(`${used.number} is used up`);

    const next = await virginBatch(2);
    await report({ type: 'FEEDSTOCK_LOADED', feedstockId: next.number, quantity: 2, unit: 'kg' });
    expect((await kit.live('MJF-02'))!.feedstockError).toBeNull();
    // The machine held a batch already: a top-off blends the two into a new batch on the machine.
    expect(await batchRow(next.id)).toEqual(expect.objectContaining({ state: 'DONE', massMg: 0 }));
    const onMachine = await kit.t.db
      .selectFrom('material_batches')
      .select('mass_mg')
      .where('equipment_id', '=', source.equipmentId)
      .executeTakeFirstOrThrow();
    expect(onMachine.mass_mg).toBe(11.5 * KG);
  });
});
