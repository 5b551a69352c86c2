/**
 * Server benchmark of the NCR list (not a test): 100,000 NCRs of the Austin plant — four in five
 * on parts of an order, the others on processes, in every status, severity and defect code, a
 * third of them with a board's decision — its first page and a page deep in, searches by
 * number, by a word of the title and by an order's id, and the filters by status, severity,
 * disposition and date, over HTTP on loopback (http-client.ts); and the quality dashboard over
 * the last 90 days. Goal: each list request within 50 ms (p95) on PostgreSQL, 150 ms embedded.
 * The embedded database by default; PostgreSQL when TEST_DATABASE_URL names a server.
 * Run: pnpm --filter server bench:ncr-list (both engines; BENCH_RUNS sets the requests per case)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { demoPlatform, engineReport, printTimings, RUNS, WARM_UP } from './api-bench.js';

const NCRS = Number(process.env.BENCH_NCRS ?? 100_000);

async function main() {
  const report = engineReport('ncr-list', 'NCR list');
  const platform = await demoPlatform();
  const { db } = platform;
  const austin = (
    await sql<{ id: number }>`select id from companies where company_name = 'Demo Additive — Austin Plant'`.execute(db)
  ).rows[0]!.id;
  const admin = (await sql<{ id: number }>`select id from users where email = 'admin@demo.test'`.execute(db)).rows[0]!.id;
  // A part of an order Austin makes: every part NCR of the bench names it.
  const part = (
    await sql<{ id: number; rfq_id: number }>`select f.id, f.rfq_id from rfq_files f join rfqs r on r.id = f.rfq_id
      where r.awarded_facility_id = ${austin} order by f.id limit 1`.execute(db)
  ).rows[0]!;

  const started = performance.now();
  await sql`insert into ncrs (facility_id, kind, number, status, severity, defect_code, title, description,
      rfq_id, rfq_file_id, quantity, found_at, cause, created_by, created_at)
    select ${austin},
      case when g % 5 = 0 then 'PROCESS' else 'PART' end,
      'NCR-B-' || lpad(g::text, 6, '0'),
      (array['OPEN', 'AWAITING_CUSTOMER', 'DISPOSITIONED', 'CLOSED', 'CLOSED', 'CLOSED', 'CANCELLED'])[g % 7 + 1],
      (array['MINOR', 'MAJOR', 'MAJOR', 'CRITICAL'])[g % 4 + 1],
      (array['DIM', 'SURF', 'POR', 'WARP', 'CRACK', 'MAT', 'DOC'])[g % 7 + 1],
      (array['Warped flange', 'Porous wall', 'Rough surface', 'Short shot', 'Delamination'])[g % 5 + 1] || ' on bench build ' || g,
      'Found while benchmarking',
      case when g % 5 = 0 then null else ${part.rfq_id}::bigint end,
      case when g % 5 = 0 then null else ${part.id}::bigint end,
      case when g % 5 = 0 then null else g % 9 + 1 end,
      case when g % 5 = 0 then null else 'INSPECTION' end,
      case when g % 5 = 0 then 'FAILED_BUILD' end,
      ${admin},
      now() - g * interval '7 minutes'
    from generate_series(1, ${NCRS}) g`.execute(db);
  await sql`insert into ncr_decisions (ncr_id, decided_by, created_at)
    select id, ${admin}, created_at from ncrs where kind = 'PART' and number like 'NCR-B-%' and id % 3 = 0`.execute(db);
  await sql`insert into ncr_decision_lines (decision_id, disposition, quantity)
    select d.id, (array['SCRAP', 'REWORK', 'USE_AS_IS'])[d.id % 3 + 1], n.quantity
    from ncr_decisions d join ncrs n on n.id = d.ncr_id where n.number like 'NCR-B-%'`.execute(db);
  // A table in use as autovacuum keeps it: statistics, and a visibility map for index-only counts.
  await sql`vacuum analyze`.execute(db);
  const loadSeconds = (performance.now() - started) / 1000;

  const { bearer, measure } = await platform.serve();
  const quality = await bearer('admin@demo.test');
  const list = (query: string) => ({
    method: 'GET' as const,
    url: `/api/v1/quality/ncrs?offset=0&limit=15${query}`,
    headers: quality,
  });
  const now = Date.now();
  const results = [
    await measure('first page', list('')),
    await measure('page 40', { ...list(''), url: list('').url.replace('offset=0', 'offset=585') }),
    await measure('part NCRs', list('&kind=PART')),
    await measure('by number', list(`&search=NCR-B-0${NCRS / 2}`)),
    await measure('by a word of the title', list('&search=delamination')),
    await measure('by order id', list(`&search=${part.rfq_id}`)),
    await measure('open, critical', list('&status=OPEN&status=AWAITING_CUSTOMER&severity=CRITICAL')),
    await measure('scrapped', list('&disposition=SCRAP')),
    await measure('raised last week', list(`&createdFrom=${now - 7 * 86_400_000}&createdTo=${now}`)),
    await measure('dashboard, 90 days', { method: 'GET' as const, url: '/api/v1/quality/dashboard', headers: quality }),
  ];

  const engine = platform.engine;
  report.log(
    `NCR list on ${engine}: ${NCRS.toLocaleString('en')} NCRs of one facility, loaded in ${loadSeconds.toFixed(1)} s; ${RUNS} requests each after ${WARM_UP} warm-up ones, over HTTP on loopback`,
  );
  printTimings(report, results);
  // The list and its searches within 50 ms (p95) on PostgreSQL, 150 ms embedded; the dashboard is reported beside them.
  const slowest = Math.max(...results.filter((r) => !r.label.startsWith('dashboard')).map((r) => r.p95));
  report.goal(`slowest list case, p95 on ${engine}`, slowest, { atMost: engine === 'PostgreSQL' ? 50 : 150, unit: 'ms' });
  await platform.close();
  report.finish();
}

await main();
