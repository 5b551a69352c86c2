/**
 * The material area's demo records, made by Austin's people through the material services as the
 * pages would make them, after the jobs (whose builds draw powder):
 *
 * - Two suppliers: HP (approved, PA 12) and EOS (conditional, TPU); a third, disapproved.
 * - PA 12 lot A, released and signed, with its certificate; PA 12 lot B in quarantine; a TPU lot.
 * - MJF-01's powder through five builds, as an MJF shop runs it: virgin powder loaded, built on,
 *   reclaimed one cycle older, sieved, refreshed with 30 % virgin powder and loaded again. The
 *   fifth build is the seeded 'MJF-01 batch 77', whose drone arm housings Acme ordered.
 * - Batch 76 made 40 of Acme's drone battery covers, which the orders seed then delivers.
 * - What came off batch 77 after it, reclaimed and not yet refreshed (no virgin powder, unsieved),
 *   loaded on MJF-01 for the waiting 'MJF-01 batch 78': a batch that fails PA 12's start gate.
 * - PA 12's rules: virgin powder at least 20 %, at most 5 cycles, sieved before a build.
 */
import type { JobType } from 'shared/contracts';
import { type Db, type Trx } from '../db/database.js';
import type { DemoTenants } from '../accounts/index.js';
import type { ThrottleLimits } from '../auth/index.js';
import { DEMO_PASSWORD } from '../accounts/index.js';
import { type FileStore, storeFile, textPdf } from '../files/index.js';
import { blendBatch, sieveBatch } from './batch-service.js';
import { consumeForJob } from './job-material.js';
import { receiveLot, releaseLot } from './lot-service.js';
import { loadBatch, unloadMachine } from './machine-service.js';
import { saveMaterialSettings } from './settings.js';
import { createSupplier } from './supplier-service.js';

const HOUR = 3_600_000;
const KG = 1_000_000;
/**
 * What a started job does to its orders: fulfilment's productionStarted, which the demo data hands
 * in (fulfilment reaches this domain through scheduling: imported here, it would close a cycle).
 */
type JobStarted = (trx: Trx, jobId: number, jobType: JobType) => Promise<void>;
/** Seeding signs with the demo's password: no limit is near, and none is counted. */
const SEEDING_LIMITS: ThrottleLimits = {
  perAccountAndIp: 1_000,
  perIp: 1_000,
  windowSeconds: 900,
  slowdownMs: 0,
  slowdownMaxMs: 0,
};

export async function seedMaterials(
  db: Db,
  store: FileStore,
  tenants: DemoTenants,
  hour: number,
  jobStarted: JobStarted,
): Promise<void> {
  const user = async (email: string) =>
    (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const material = async (name: string) =>
    (await db.selectFrom('materials').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const scope = { facilityId: tenants.austin, userId: await user('planner@demo.test') };
  const [pa12, tpu] = [await material('HP 3D HR PA 12'), await material('PrimePart TPU')];
  const mjf = await db
    .selectFrom('equipment')
    .select('id')
    .where('facility_id', '=', tenants.austin)
    .where('display_name', '=', 'MJF-01 · HP 5200')
    .executeTakeFirstOrThrow();

  const hp = await createSupplier(db, scope, {
    name: 'HP Inc. 3D Printing Materials',
    contacts: [{ name: 'Dana Whitfield', email: 'dana.whitfield@hp.example', phone: '+1 512 555 0140' }],
    address: '10300 Energy Dr, Spring, TX 77389, USA',
    approval: 'APPROVED',
    approvalDate: '2026-02-03',
    materialIds: [pa12],
  });
  const eos = await createSupplier(db, scope, {
    name: 'EOS North America',
    contacts: [{ name: 'Marco Lenz', email: 'marco.lenz@eos.example' }],
    address: '8701 N Mopac Expy, Austin, TX 78759, USA',
    approval: 'CONDITIONAL',
    approvalDate: '2026-09-18',
    notes: 'Approved for TPU on condition of a second audit of their moisture control by March.',
    materialIds: [tpu],
  });
  await createSupplier(db, scope, {
    name: 'Budget Polymer Supply',
    approval: 'DISAPPROVED',
    approvalDate: '2026-05-11',
    notes: 'Two lots out of specification for particle size.',
    materialIds: [pa12],
  });

  const certificate = (fileName: string) =>
    storeFile(db, store, {
      companyId: tenants.austin,
      uploadedBy: scope.userId,
      fileName,
      bytes: textPdf(['Certificate of analysis', fileName]),
    });
  const lotA = await receiveLot(db, scope, {
    materialId: pa12,
    supplierId: hp,
    supplierLotNumber: 'PA12-26-0917',
    quantity: '60',
    unit: 'KILOGRAM',
    receivedOn: '2026-09-21',
    expiresOn: '2028-09-16',
    location: 'Powder room, rack A',
    certificateFileId: await certificate('PA12-26-0917 certificate of analysis.pdf'),
  });
  await releaseLot(
    { db, config: { loginLimits: SEEDING_LIMITS } },
    scope,
    lotA,
    { signature: { password: DEMO_PASSWORD, meaning: 'APPROVED' } },
    '127.0.0.1',
  );
  await receiveLot(db, scope, {
    materialId: pa12,
    supplierId: hp,
    supplierLotNumber: 'PA12-26-1104',
    quantity: '60',
    unit: 'KILOGRAM',
    receivedOn: '2026-11-06',
    expiresOn: '2028-11-01',
    location: 'Goods in, quarantine cage',
  });
  const tpuLot = await receiveLot(db, scope, {
    materialId: tpu,
    supplierId: eos,
    supplierLotNumber: 'TPU-1301-2611',
    quantity: '20',
    unit: 'KILOGRAM',
    receivedOn: '2026-11-10',
    expiresOn: '2027-11-10',
    location: 'Powder room, rack C',
    certificateFileId: await certificate('TPU-1301-2611 certificate of analysis.pdf'),
  });
  await releaseLot(
    { db, config: { loginLimits: SEEDING_LIMITS } },
    scope,
    tpuLot,
    { signature: { password: DEMO_PASSWORD, meaning: 'APPROVED' } },
    '127.0.0.1',
  );

  await saveMaterialSettings(db, scope, {
    massTolerancePercent: 1,
    rules: [
      { material: { id: pa12 }, minVirginPercent: 20, maxCycles: 5, sieveRequired: true, reorderPointMg: 50 * KG },
      { material: { id: tpu }, minVirginPercent: 30, maxCycles: 3, sieveRequired: true, reorderPointMg: 10 * KG },
    ],
  });

  const covers = await db
    .selectFrom('rfq_files')
    .select('id')
    .where('original_file_name', '=', 'battery_cover.stl')
    .executeTakeFirstOrThrow();
  await fiveBuilds(db, scope, { lotA, pa12, machine: mjf.id, hour, covers: covers.id, jobStarted });
}

/** Batch 76's 40 battery covers: the part on the job, as the job form records it, and the order started. */
async function buildCovers(trx: Trx, jobId: number, covers: number, jobStarted: JobStarted) {
  await trx
    .insertInto('job_files')
    .values({ job_id: jobId, rfq_file_id: covers, quantity: 40, completed_quantity: 40 })
    .execute();
  await jobStarted(trx, jobId, 'ORDER');
}

/** A build on MJF-01 that used `grams` of powder, hours ago: the history before the seeded jobs. */
async function pastBuild(
  trx: Trx,
  facilityId: number,
  machine: number,
  pa12: number,
  name: string,
  endsAt: number,
  grams: number,
) {
  const { id } = await trx
    .insertInto('jobs')
    .values({
      facility_id: facilityId,
      equipment_id: machine,
      job_name: name,
      job_status: 'COMPLETED',
      from_date: new Date(endsAt - 16 * HOUR),
      to_date: new Date(endsAt),
      material_id: pa12,
      material_quantity_used: grams,
      material_unit: 'GRAM',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, equipment_id: machine, material_quantity_used: grams, material_unit: 'GRAM' as const };
}

async function fiveBuilds(
  db: Db,
  scope: { facilityId: number; userId: number },
  run: { lotA: number; pa12: number; machine: number; hour: number; covers: number; jobStarted: JobStarted },
) {
  const { lotA, pa12, machine, hour } = run;
  let loaded = await blendBatch(db, scope, {
    inputs: [{ lotId: lotA, massMg: 12 * KG }],
    outputMassMg: 12 * KG,
    location: 'MJF-01 build unit',
  });
  await loadBatch(db, scope, loaded, { equipmentId: machine });
  const batch77 = await db
    .selectFrom('jobs')
    .select(['id', 'equipment_id', 'material_unit'])
    .where('job_name', '=', 'MJF-01 batch 77')
    .executeTakeFirstOrThrow();
  for (const build of [73, 74, 75, 76, 77]) {
    await db.transaction().execute(async (trx) => {
      if (build === 77)
        await trx.updateTable('jobs').set({ material_quantity_used: 1_850 }).where('id', '=', batch77.id).execute();
      const job =
        build === 77
          ? { ...batch77, material_quantity_used: 1_850 }
          : await pastBuild(
              trx,
              scope.facilityId,
              machine,
              pa12,
              `MJF-01 batch ${build}`,
              hour - (77 - build) * 30 * HOUR - 60 * HOUR,
              1_600 + build,
            );
      if (build === 76) await buildCovers(trx, job.id, run.covers, run.jobStarted);
      await consumeForJob(trx, scope, { ...job, support_material_id: null });
    });
    const { mass } = await db
      .selectFrom('material_batches')
      .select('mass_mg as mass')
      .where('id', '=', loaded)
      .executeTakeFirstOrThrow();
    // Most of what is not fused comes back; caked powder and dust are thrown away.
    const lossMg = Math.round(mass * 0.04);
    const reclaimed = (await unloadMachine(db, scope, machine, {
      reclaimedMg: mass - lossMg,
      lossMg,
      location: 'Reclaim station',
    }))!;
    if (build === 77) {
      // Not refreshed yet: loaded for the next build as it came off, which its start gate refuses.
      await loadBatch(db, scope, reclaimed, { equipmentId: machine, note: 'Loaded before sieving and refresh' });
      return;
    }
    const sievedMg = mass - lossMg - 40_000;
    await sieveBatch(db, scope, reclaimed, { outputMassMg: sievedMg, wasteMg: 40_000 });
    // The refresh, as HP recommends for PA 12: 8.4 kg of used powder and 3.6 kg (30 %) of virgin
    // powder fill the build unit; the used powder left over waits in storage.
    loaded = await blendBatch(db, scope, {
      inputs: [
        { batchId: reclaimed, massMg: 8_400_000 },
        { lotId: lotA, massMg: 3_600_000 },
      ],
      outputMassMg: 12 * KG,
      location: 'MJF-01 build unit',
      note: 'Refresh for the next build: 30 % virgin',
    });
    await loadBatch(db, scope, loaded, { equipmentId: machine });
  }
}
