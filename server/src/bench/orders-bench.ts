/**
 * Server benchmark of the orders (not a test): with 100,000 orders of 5 parts each, half of
 * them at one facility, the facility's part-order search, the customer's order history and an
 * order's details, over HTTP on loopback (http-client.ts). Goals: the lists and searches within
 * 50 ms (p95) on PostgreSQL and 150 ms embedded, an order's details within 30 ms on PostgreSQL.
 * The embedded database by default; PostgreSQL when TEST_DATABASE_URL names a server (see
 * scripts/with-postgres.sh).
 * Run: pnpm --filter server bench:orders (both engines; BENCH_RUNS sets the requests per case)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { DEMO_FACILITIES } from '../accounts/seed.js';
import { demoPlatform, engineReport, printTimings, RUNS, WARM_UP } from './api-bench.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const PARTS = 5;

async function main() {
  const report = engineReport('orders', 'Orders API');
  const platform = await demoPlatform();
  const { db } = platform;
  const company = platform.companyId;
  const austin = await company(DEMO_FACILITIES.austin);
  const vendor = await company(DEMO_FACILITIES.vendor);
  const acme = await company('Acme Robotics');
  const globex = await company('Globex Prototyping');

  // Distributed orders of both customers; every other one goes to Austin (half of them), each
  // to Northwind too; five parts each. As submit leaves them: a match per facility, waiting for a bid.
  const started = performance.now();
  await sql`insert into rfqs (customer_id, display_title, status, quote_due_date, estimated_delivery_date, created_at, submitted_at)
    select case when g % 3 = 0 then ${globex}::bigint else ${acme}::bigint end, 'Bench order ' || g, 'DISTRIBUTED',
      now() + interval '7 days', now() + interval '30 days', now() - g * interval '1 minute', now() - g * interval '1 minute'
    from generate_series(1, ${ORDERS}) g`.execute(db);
  await sql`insert into rfq_files (rfq_id, original_file_name, quantity)
    select r.id, 'bench_part_' || r.id || '_' || p || '.stl', 10 from rfqs r, generate_series(1, ${PARTS}) p
    where r.display_title like 'Bench order %'`.execute(db);
  await sql`insert into matches (rfq_id, facility_id, status)
    select r.id, f.id, 'BID_WAITING' from rfqs r cross join (values (${austin}::bigint), (${vendor}::bigint)) f(id)
    where r.display_title like 'Bench order %' and (f.id = ${vendor}::bigint or r.id % 2 = 0)`.execute(db);
  await sql`vacuum analyze`.execute(db);
  const loadSeconds = (performance.now() - started) / 1000;

  const { bearer, measure } = await platform.serve();
  const facility = await bearer('admin@demo.test');
  const customer = await bearer('engineer@demo.test');
  const someOrder = (
    await db
      .selectFrom('rfqs')
      .select('id')
      .where('display_title', '=', `Bench order ${Math.floor(ORDERS / 2)}`)
      .executeTakeFirstOrThrow()
  ).id;

  const results = [
    await measure('part orders, new requests, first page', {
      method: 'GET',
      url: '/api/v1/part-orders?stage=NEW&offset=0&limit=15',
      headers: facility,
    }),
    await measure('part orders, search by title', {
      method: 'GET',
      url: '/api/v1/part-orders?stage=ALL&search=Bench%20order%2042&offset=0&limit=15',
      headers: facility,
    }),
    await measure('part orders, search by order id', {
      method: 'GET',
      url: `/api/v1/part-orders?stage=ALL&search=${someOrder}&offset=0&limit=15`,
      headers: facility,
    }),
    await measure('order history, first page', { method: 'GET', url: '/api/v1/orders?offset=0&limit=15', headers: customer }),
    await measure('order history, search by file name', {
      method: 'GET',
      url: `/api/v1/orders?search=bench_part_${someOrder}_3&offset=0&limit=15`,
      headers: customer,
    }),
    await measure('order history, sorted by quote due date', {
      method: 'GET',
      url: '/api/v1/orders?offset=0&limit=15&sort=quoteDueDate&direction=asc',
      headers: customer,
    }),
    await measure('part orders, filtered by customer, by title', {
      method: 'GET',
      url: `/api/v1/part-orders?stage=ALL&customerId=${globex}&sort=title&direction=asc&offset=0&limit=15`,
      headers: facility,
    }),
    await measure('order details (customer)', { method: 'GET', url: `/api/v1/orders/${someOrder}`, headers: customer }),
  ];

  const engine = platform.engine;
  report.log(
    `Orders API on ${engine}: ${ORDERS.toLocaleString('en')} orders × ${PARTS} parts, half at Austin, loaded in ${loadSeconds.toFixed(1)} s; ${RUNS} requests each after ${WARM_UP} warm-up ones, over HTTP on loopback`,
  );
  printTimings(report, results);
  // The lists and their searches within 50 ms (p95) on PostgreSQL, 150 ms on PGlite; details within 30 ms on PostgreSQL.
  const slowestSearch = Math.max(...results.filter((r) => !r.label.startsWith('order details')).map((r) => r.p95));
  report.goal(`slowest list or search, p95 on ${engine}`, slowestSearch, {
    atMost: engine === 'PostgreSQL' ? 50 : 150,
    unit: 'ms',
  });
  if (engine === 'PostgreSQL') {
    const details = results.find((r) => r.label.startsWith('order details'))!.p95;
    report.goal('order details, p95 on PostgreSQL', details, { atMost: 30, unit: 'ms' });
  }
  await platform.close();
  report.finish();
}

await main();
