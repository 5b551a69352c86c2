/**
 * Server benchmark of fulfilment (not a test): with 100,000 orders awarded to one facility — a
 * quarter each with pieces waiting to ship, a shipment on its way, delivered and complete, and
 * archived — the facility's shipments page (each stage, and a search by tracking number), its
 * archive and the customer's, and an order's progress, over HTTP on loopback (http-client.ts).
 * Goal: each within 50 ms (p95) on PostgreSQL. The embedded database by default; PostgreSQL
 * when TEST_DATABASE_URL names a server (see scripts/with-postgres.sh).
 * Run: pnpm --filter server bench:fulfilment (both engines; BENCH_RUNS sets the requests per case)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { DEMO_FACILITIES } from '../accounts/seed.js';
import { demoPlatform, engineReport, printTimings, RUNS, WARM_UP } from './api-bench.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const PARTS = 3;

async function main() {
  const report = engineReport('fulfilment', 'Fulfilment API');
  const platform = await demoPlatform();
  const { db } = platform;
  const company = platform.companyId;
  const austin = await company(DEMO_FACILITIES.austin);
  const acme = await company('Acme Robotics');
  const globex = await company('Globex Prototyping');

  // Orders awarded to Austin, by g % 4: 0 pieces to ship (IN_QUALITYCONTROL), 1 on their way
  // (SHIPPED), 2 delivered (COMPLETED), 3 archived by both sides (ARCHIVED).
  const started = performance.now();
  await sql`insert into rfqs (customer_id, awarded_facility_id, display_title, status, resume_status, estimated_delivery_date, created_at, submitted_at)
    select case when g % 3 = 0 then ${globex}::bigint else ${acme}::bigint end, ${austin}::bigint, 'Bench order ' || g,
      (array['IN_QUALITYCONTROL', 'SHIPPED', 'COMPLETED', 'ARCHIVED'])[g % 4 + 1],
      case when g % 4 = 3 then 'COMPLETED' end,
      now() + interval '30 days', now() - g * interval '1 minute', now() - g * interval '1 minute'
    from generate_series(1, ${ORDERS}) g`.execute(db);
  await sql`insert into rfq_files (rfq_id, original_file_name, quantity, passed_quantity, shipped_quantity, delivered_quantity)
    select r.id, 'bench_part_' || r.id || '_' || p || '.stl', 10, 10,
      case when r.status = 'IN_QUALITYCONTROL' then 4 else 10 end,
      case when r.status in ('COMPLETED', 'ARCHIVED') then 10 else 0 end
    from rfqs r, generate_series(1, ${PARTS}) p where r.display_title like 'Bench order %'`.execute(db);
  await sql`insert into matches (rfq_id, facility_id, status, resume_status)
    select r.id, ${austin}::bigint, case r.status when 'IN_QUALITYCONTROL' then 'IN_QUALITYCONTROL' when 'SHIPPED' then 'SHIPPED'
      when 'COMPLETED' then 'COMPLETED' else 'ARCHIVED' end, r.resume_status
    from rfqs r where r.display_title like 'Bench order %'`.execute(db);
  await sql`insert into shipments (rfq_id, facility_id, status, carrier, service, tracking_number, ship_date, delivered_at)
    select r.id, ${austin}::bigint, case when r.status = 'SHIPPED' then 'SHIPPED' else 'DELIVERED' end, 'UPS', 'Ground',
      '1ZBENCH' || lpad(r.id::text, 10, '0'), r.created_at, case when r.status = 'SHIPPED' then null else r.created_at end
    from rfqs r where r.display_title like 'Bench order %' and r.status <> 'IN_QUALITYCONTROL'`.execute(db);
  await sql`insert into shipment_lines (shipment_id, rfq_file_id, quantity)
    select s.id, f.id, 10 from shipments s join rfq_files f on f.rfq_id = s.rfq_id where f.original_file_name like 'bench_part_%'`.execute(
    db,
  );
  await sql`vacuum analyze`.execute(db);
  const loadSeconds = (performance.now() - started) / 1000;

  const { bearer, measure } = await platform.serve();
  const facility = await bearer('admin@demo.test');
  const customer = await bearer('engineer@demo.test');
  // An order of Acme's (g % 3 is not 0), delivered (g % 4 = 2).
  const someOrder = (
    await db
      .selectFrom('rfqs')
      .select('id')
      .where('display_title', '=', `Bench order ${4 * Math.floor(ORDERS / 8) + 2}`)
      .executeTakeFirstOrThrow()
  ).id;
  const shipments = (query: string) => ({
    method: 'GET' as const,
    url: `/api/v1/shipments?${query}&offset=0&limit=15`,
    headers: facility,
  });
  const over = ['COMPLETED', 'INTERNAL_COMPLETED', 'WITHDRAWN', 'ARCHIVED'].map((s) => `status=${s}`).join('&');

  const results = [
    await measure('shipments, to ship, first page', shipments('stage=TO_SHIP')),
    await measure('shipments, on their way, first page', shipments('stage=SHIPPED')),
    await measure('shipments, delivered, first page', shipments('stage=DELIVERED')),
    await measure(
      'shipments, delivered, by tracking number',
      shipments(`stage=DELIVERED&search=1ZBENCH${String(someOrder).padStart(10, '0')}`),
    ),
    await measure('shipments, to ship, of one customer', shipments(`stage=TO_SHIP&customerId=${globex}`)),
    await measure(
      'shipments, to ship, by title',
      shipments(`stage=TO_SHIP&search=Bench%20order%20${4 * Math.floor(ORDERS / 8) + 4}`),
    ),
    await measure('facility archive, first page', {
      method: 'GET',
      url: '/api/v1/part-orders?stage=ARCHIVE&offset=0&limit=15',
      headers: facility,
    }),
    await measure('customer archive, first page', {
      method: 'GET',
      url: `/api/v1/orders?${over}&offset=0&limit=15`,
      headers: customer,
    }),
    await measure('an order’s progress (customer)', {
      method: 'GET',
      url: `/api/v1/orders/${someOrder}/fulfilment`,
      headers: customer,
    }),
  ];

  const engine = platform.engine;
  report.log(
    `Fulfilment API on ${engine}: ${ORDERS.toLocaleString('en')} orders × ${PARTS} parts awarded to Austin, loaded in ${loadSeconds.toFixed(1)} s; ${RUNS} requests each after ${WARM_UP} warm-up ones, over HTTP on loopback`,
  );
  printTimings(report, results);
  // The shipments list and the archives within 50 ms (p95) on PostgreSQL; PGlite has no goal here.
  if (engine === 'PostgreSQL') {
    const slowest = Math.max(...results.map((r) => r.p95));
    report.goal('slowest case (shipments, archives, progress), p95 on PostgreSQL', slowest, { atMost: 50, unit: 'ms' });
  }
  await platform.close();
  report.finish();
}

await main();
