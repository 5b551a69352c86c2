/**
 * Server benchmark of the digital part inventory (not a test): 200,000 parts of one customer
 * company (Acme), each with a part file as its revision 1 and every fourth with a second, half
 * of them last ordered in one of the catalogue's processes and materials, and one order of
 * 20,000 of them awarded to the Austin plant — the customer's first page, its searches (name,
 * part number, CAD_FILE_ID, material, process), a filter, one part's details, and the
 * facility's first page, over HTTP on loopback (http-client.ts). Goal: each within 50 ms (p95)
 * on PostgreSQL, 150 ms embedded. The embedded database by default; PostgreSQL when
 * TEST_DATABASE_URL names a server.
 * Run: pnpm --filter server bench:part-inventory (both engines; BENCH_RUNS sets the requests per case)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { demoPlatform, engineReport, printTimings, RUNS, WARM_UP } from './api-bench.js';

const PARTS = Number(process.env.BENCH_PARTS ?? 200_000);

async function main() {
  const report = engineReport('part-inventory', 'Part inventory');
  const platform = await demoPlatform();
  const { db } = platform;
  const id = async (table: 'companies' | 'users', column: 'company_name' | 'email', value: string) =>
    (await sql<{ id: number }>`select id from ${sql.table(table)} where ${sql.ref(column)} = ${value}`.execute(db)).rows[0]!.id;
  const acme = await id('companies', 'company_name', 'Acme Robotics');
  const austin = await id('companies', 'company_name', 'Demo Additive — Austin Plant');
  const engineer = await id('users', 'email', 'engineer@demo.test');

  const started = performance.now();
  await sql`insert into parts (company_id, name, part_number, last_process_id, last_material_id, last_ordered_at, updated_at)
    select ${acme}, 'bench-part-' || g, case when g % 3 = 0 then 'BP-' || g end,
      case when g % 2 = 0 then (select array_agg(id order by id) from am_processes)[g % (select count(*) from am_processes) + 1] end,
      case when g % 2 = 0 then (select array_agg(id order by id) from materials)[g % (select count(*) from materials) + 1] end,
      case when g % 2 = 0 then now() - g * interval '1 minute' end,
      now() - g * interval '1 minute'
    from generate_series(1, ${PARTS}) g`.execute(db);
  // The search text, as submitting an order writes it.
  await sql`update parts p set search_text = lower(concat_ws(' ', p.name, p.part_number,
      (select name from materials where id = p.last_material_id),
      (select display_name || ' ' || code from am_processes where id = p.last_process_id)))
    where p.name like 'bench-part-%'`.execute(db);
  await sql`insert into files (company_id, uploaded_by, file_name, extension, size, sha256, storage_key, part_id, revision)
    select p.company_id, ${engineer}, p.name || '.stl', 'stl', 684, md5(p.name) || md5(p.name), 'files/bench-' || p.id || '-' || r, p.id, r
    from parts p cross join generate_series(1, 2) r
    where p.name like 'bench-part-%' and (r = 1 or p.id % 4 = 0)`.execute(db);
  // One awarded order of 20,000 of the parts: what the facility's inventory reads.
  const order = (
    await sql<{ id: number }>`insert into rfqs (customer_id, created_by, display_title, status, awarded_facility_id, currency)
      values (${acme}, ${engineer}, 'Bench reorder', 'AGREEMENT_DONE', ${austin}, 'USD') returning id`.execute(db)
  ).rows[0]!.id;
  await sql`insert into rfq_files (rfq_id, file_id, original_file_name, quantity)
    select ${order}, f.id, f.file_name, 5 from files f
    where f.file_name like 'bench-part-%' and f.revision = 1 and f.part_id % 10 = 0`.execute(db);
  // As accepting the bid records them.
  await sql`insert into part_facilities (facility_id, part_id)
    select ${austin}, f.part_id from rfq_files rf join files f on f.id = rf.file_id where rf.rfq_id = ${order}`.execute(db);
  // A table in use as autovacuum keeps it: statistics, and a visibility map for index-only counts.
  await sql`vacuum analyze`.execute(db);
  const loadSeconds = (performance.now() - started) / 1000;

  const { bearer, measure } = await platform.serve();
  const customer = await bearer('engineer@demo.test');
  const facility = await bearer('operator@demo.test');
  const material = await db.selectFrom('materials').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
  // The process a bench part in the middle was last ordered in.
  const lastProcess = await db
    .selectFrom('parts as p')
    .innerJoin('am_processes as ap', 'ap.id', 'p.last_process_id')
    .select('ap.code')
    .where('p.name', '=', `bench-part-${PARTS / 2}`)
    .executeTakeFirstOrThrow();
  const sampleFile = await db
    .selectFrom('files')
    .select(['id', 'part_id'])
    .where('file_name', '=', `bench-part-${PARTS / 2}.stl`)
    .executeTakeFirstOrThrow();
  const list = (who: Record<string, string>, query: string) => ({
    method: 'GET' as const,
    url: `/api/v1/${who === customer ? 'engineer' : 'sp'}/part-inventory?offset=0&limit=25${query}`,
    headers: who,
  });

  const results = [
    await measure('customer, first page', list(customer, '')),
    await measure('customer, page 40', {
      ...list(customer, ''),
      url: list(customer, '').url.replace('offset=0', 'offset=975'),
    }),
    await measure('customer, by name', list(customer, `&search=bench-part-${PARTS / 4 + 7}`)),
    await measure('customer, by part number', list(customer, `&search=BP-${PARTS / 2 - 1}`)),
    await measure('customer, by CAD_FILE_ID', list(customer, `&search=${sampleFile.id}`)),
    await measure('customer, by material', list(customer, `&search=${encodeURIComponent(material.name)}`)),
    await measure('customer, by process', list(customer, `&search=${encodeURIComponent(lastProcess.code)}`)),
    await measure('customer, filtered by material', list(customer, `&materialId=${material.id}`)),
    await measure('customer, one part', {
      method: 'GET' as const,
      url: `/api/v1/engineer/part-inventory/${sampleFile.part_id}`,
      headers: customer,
    }),
    await measure('facility, first page', list(facility, '')),
  ];

  const engine = platform.engine;
  report.log(
    `Part inventory on ${engine}: ${PARTS.toLocaleString('en')} parts of one company, loaded in ${loadSeconds.toFixed(1)} s; ${RUNS} requests each after ${WARM_UP} warm-up ones, over HTTP on loopback`,
  );
  printTimings(report, results);
  // The part inventory within 50 ms (p95) on PostgreSQL, 150 ms embedded.
  const slowest = Math.max(...results.map((r) => r.p95));
  report.goal(`slowest case, p95 on ${engine}`, slowest, { atMost: engine === 'PostgreSQL' ? 50 : 150, unit: 'ms' });
  await platform.close();
  report.finish();
}

await main();
