/**
 * Server benchmark of material search (not a test): 2,000 part materials, each with a data
 * sheet, runnable on a machine model of the catalogue and loaded on one to three of the demo
 * facilities' machines — a customer's whole network and a facility's reach, unfiltered, by
 * property ranges, by text, by process and by certification, over HTTP on loopback
 * (http-client.ts). Goal: each within 50 ms (p95) on PostgreSQL, 150 ms embedded. The embedded
 * database by default; PostgreSQL when TEST_DATABASE_URL names a server.
 * Run: pnpm --filter server bench:material-search (both engines; BENCH_RUNS sets the requests per case)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { demoPlatform, engineReport, printTimings, RUNS, WARM_UP } from './api-bench.js';

const MATERIALS = Number(process.env.BENCH_MATERIALS ?? 2_000);

async function main() {
  const report = engineReport('material-search', 'Material search');
  const platform = await demoPlatform();
  const { db } = platform;

  const started = performance.now();
  // Materials of the first material type, each runnable on one machine model (in turn) and loaded
  // on the equipment of that model, up to three pieces.
  await sql`insert into materials (name, material_type_id)
    select 'Bench material ' || g, (select min(id) from material_types) from generate_series(1, ${MATERIALS}) g`.execute(db);
  await sql`insert into material_data_sheets (material_id, maker, colour, tensile_strength_mpa, elongation_percent,
      heat_deflection_c, density_g_cm3, certifications)
    select x.id, 'Maker ' || (x.id % 40), (array['White', 'Black', 'Grey', 'Natural'])[x.id % 4 + 1],
      5 + (x.id * 37 % 1000), (x.id * 13 % 300), case when x.id % 5 = 0 then null else 40 + (x.id * 7 % 200) end,
      0.8 + (x.id % 70) / 10.0, case when x.id % 9 = 0 then array['UL 94 V-0'] else '{}' end
    from materials x where x.name like 'Bench material %'`.execute(db);
  await sql`insert into machine_materials (machine_id, material_id)
    select (select array_agg(id order by id) from machines where kind = 'THREED_PRINTER')[x.id % (select count(*) from machines where kind = 'THREED_PRINTER') + 1], x.id
    from materials x where x.name like 'Bench material %'`.execute(db);
  await sql`insert into equipment_materials (equipment_id, material_id, role)
    select e.id, mm.material_id, 'PRIMARY'
    from machine_materials mm join materials x on x.id = mm.material_id and x.name like 'Bench material %'
    join lateral (select id from equipment where machine_id = mm.machine_id order by id limit 3) e on true`.execute(db);
  await sql`analyze`.execute(db);
  const loadSeconds = (performance.now() - started) / 1000;

  const { bearer, measure } = await platform.serve();
  const customer = await bearer('engineer@demo.test');
  const facility = await bearer('operator@demo.test');
  const process = (await db.selectFrom('am_processes').select('id').where('code', '=', 'SLA').executeTakeFirstOrThrow()).id;
  const search = (who: Record<string, string>, query: string) => ({
    method: 'GET' as const,
    url: `/api/v1/${who === customer ? 'engineer' : 'sp'}/material-search?offset=0&limit=15${query}`,
    headers: who,
  });

  const results = [
    await measure('customer, first page', search(customer, '')),
    await measure(
      'customer, tensile 40–60 MPa and heat deflection ≥ 100 °C',
      search(customer, '&tensileMin=40&tensileMax=60&heatDeflectionMin=100'),
    ),
    await measure('customer, by name', search(customer, `&search=Bench%20material%20${Math.floor(MATERIALS / 2)}`)),
    await measure('customer, by process', search(customer, `&processId=${process}`)),
    await measure('customer, by certification', search(customer, '&certification=V-0')),
    await measure('facility, first page', search(facility, '')),
    await measure('facility, density ≤ 1.2 g/cm³, elongation ≥ 100 %', search(facility, '&densityMax=1.2&elongationMin=100')),
  ];

  const engine = platform.engine;
  report.log(
    `Material search on ${engine}: ${MATERIALS.toLocaleString('en')} bench materials with data sheets, loaded in ${loadSeconds.toFixed(1)} s; ${RUNS} requests each after ${WARM_UP} warm-up ones, over HTTP on loopback`,
  );
  printTimings(report, results);
  // Material search within 50 ms (p95) on PostgreSQL, 150 ms embedded.
  const slowest = Math.max(...results.map((r) => r.p95));
  report.goal(`slowest search, p95 on ${engine}`, slowest, { atMost: engine === 'PostgreSQL' ? 50 : 150, unit: 'ms' });
  await platform.close();
  report.finish();
}

await main();
