/**
 * Server benchmark of instant pricing (not a test): an order part whose file is a sphere of
 * 1,000,000 facets, analysed once (VERIFY, as an upload does), priced by the facility's rules —
 * material, machine time, post-processing, a quantity break, a rush window and two formulas —
 * over HTTP on loopback (GET /api/v1/matches/{id}/rule-price: the rules, the part's analysis,
 * its materials and process read, every term worked out). The embedded database by default;
 * PostgreSQL when TEST_DATABASE_URL names a server (see scripts/with-postgres.sh).
 * Run: pnpm --filter server bench:pricing (both engines; BENCH_RUNS sets the requests per case)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEMO_FACILITIES } from '../accounts/seed.js';
import { largeSphere } from '../files/geometry/corpus.js';
import { localFileStore } from '../files/local-store.js';
import { storeVerifiedPart } from '../files/seed-files.js';
import { currentRules, saveRules } from '../pricing/service.js';
import { demoPlatform, engineReport, printTimings, RUNS, WARM_UP } from './api-bench.js';

const ORDER = 'Sensor brackets (quote stage)';

async function main() {
  const report = engineReport('pricing', 'Instant price');
  const platform = await demoPlatform();
  const { db } = platform;
  const austin = await platform.companyId(DEMO_FACILITIES.austin);
  const acme = await platform.companyId('Acme Robotics');
  const order = await db
    .selectFrom('rfqs as r')
    .innerJoin('matches as m', 'm.rfq_id', 'r.id')
    .select(['r.id', 'm.id as match_id', 'r.created_by'])
    .where('r.display_title', '=', ORDER)
    .where('m.facility_id', '=', austin)
    .executeTakeFirstOrThrow();

  // The order's part becomes a 1M-facet sphere, analysed as an upload would be.
  const files = mkdtempSync(path.join(tmpdir(), 'am-bench-pricing-'));
  const started = performance.now();
  const fileId = await storeVerifiedPart(db, await localFileStore(files), {
    companyId: acme,
    uploadedBy: order.created_by!,
    fileName: 'sphere-1m.stl',
    mesh: largeSphere(),
  });
  const analysed = (performance.now() - started) / 1000;
  await db.updateTable('rfq_files').set({ file_id: fileId }).where('rfq_id', '=', order.id).execute();
  const facets = (
    await db
      .selectFrom('file_operations')
      .select('response_data')
      .where('file_id', '=', fileId)
      .where('operation_type', '=', 'VERIFY')
      .executeTakeFirstOrThrow()
  ).response_data!.facets as number;

  const admin = await db.selectFrom('users').select('id').where('email', '=', 'admin@demo.test').executeTakeFirstOrThrow();
  const materials = await db.selectFrom('materials').select('id').execute();
  const processes = await db.selectFrom('am_processes').select('id').execute();
  // The bench's own rules, over the ones the demo seeds for Austin.
  const { version } = await currentRules(db, austin);
  await saveRules(db, { facilityId: austin, userId: admin.id }, version, {
    currency: 'USD',
    setupMinor: 5_000,
    minimumOrderMinor: 20_000,
    postProcessingMinor: 250,
    materials: materials.map((material) => ({ materialId: material.id, pricePerCm3Minor: 15 })),
    processes: processes.map((process) => ({ processId: process.id, machineHourRateMinor: 4_500, buildRateCm3PerHour: 40 })),
    finishes: [{ finish: 'Dyed black', surchargeMinor: 300 }],
    quantityBreaks: [{ minQuantity: 10, discountBasisPoints: 1_000 }],
    rushSurcharges: [{ withinDays: 30, surchargeBasisPoints: 2_500 }],
    formulas: [
      { label: 'Handling by size', formula: { '*': [{ var: 'boxVolumeCm3' }, 0.5] } },
      { label: 'Tall parts', formula: { if: [{ '>': [{ var: 'boxZMm' }, 80] }, 400, 0] } },
    ],
    autoQuote: true,
  });

  const { bearer, measure } = await platform.serve();
  const planner = await bearer('planner@demo.test');
  const results = [
    await measure(`instant price, ${facets.toLocaleString('en')}-facet part`, {
      method: 'GET',
      url: `/api/v1/matches/${order.match_id}/rule-price`,
      headers: planner,
    }),
  ];
  report.log(
    `Instant price on ${platform.engine}: the part analysed once in ${analysed.toFixed(1)} s; then ${RUNS} requests after ${WARM_UP} warm-up ones, over HTTP on loopback`,
  );
  printTimings(report, results);
  // A price within 20 ms (p95) on either engine: it reads the stored analysis, never the mesh.
  report.goal(`instant price, p95 on ${platform.engine}`, results[0]!.p95, { atMost: 20, unit: 'ms' });
  await platform.close();
  report.finish();
  rmSync(files, { recursive: true, force: true });
}

await main();
