/**
 * Server benchmark of scheduling (not a test): next-available-slot and v4 search latency over
 * HTTP on loopback (http-client.ts) with 50,000 jobs (50 machines × 1,000 back-to-back jobs).
 * The next free slot is timed where a gap fits within hours and where none fits until the end
 * of the bookings, each against the goal, since the two read very different amounts. The
 * embedded database by default; PostgreSQL when TEST_DATABASE_URL names a server (see
 * scripts/with-postgres.sh).
 * Run: pnpm --filter server bench:scheduling (both engines; BENCH_RUNS sets the requests per case)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { DEMO_FACILITIES } from '../accounts/seed.js';
import { nextAvailableSlot } from '../job-bookings/index.js';
import { demoPlatform, engineReport } from './api-bench.js';
import { type BenchResponse, timeRequests } from './http-client.js';

const MACHINES = 50;
const JOBS_PER_MACHINE = 1_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 1_000);
// With 100 warm-up calls the first cases measured the server still warming up.
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 1_000);
const HOUR = 3_600_000;

async function main() {
  const report = engineReport('scheduling', 'Scheduling API');
  const platform = await demoPlatform();
  const { db } = platform;
  const austin = await platform.companyId(DEMO_FACILITIES.austin);
  const model = await db.selectFrom('machines').select('id').where('model_name', '=', 'EOS P 396').executeTakeFirstOrThrow();
  const material = await db.selectFrom('materials').select('id').where('name', '=', 'PA 2200').executeTakeFirstOrThrow();
  const started = performance.now();
  await sql`insert into equipment (facility_id, display_name, machine_id, currently_used_material_id)
    select ${austin}, 'Bench SLS ' || g, ${model.id}, ${material.id} from generate_series(1, ${MACHINES}) g`.execute(db);
  await sql`insert into equipment_materials (equipment_id, material_id, role)
    select id, ${material.id}, 'PRIMARY' from equipment where display_name like 'Bench SLS %'`.execute(db);
  // Jobs of 7 hours with 1-hour gaps, from 100 days ago: about 230 days booked ahead, no 2-hour gap anywhere.
  const first = Date.now() - 100 * 24 * HOUR;
  await sql`insert into jobs (facility_id, equipment_id, job_name, job_status, from_date, to_date, material_id, estimated_time)
    select ${austin}, e.id, 'Bench job ' || e.id || '-' || g,
      case when ${new Date(first)}::timestamptz + g * interval '8 hours' < now() then 'COMPLETED' else 'QUEUED' end,
      ${new Date(first)}::timestamptz + g * interval '8 hours',
      ${new Date(first)}::timestamptz + g * interval '8 hours' + interval '7 hours',
      ${material.id}, 7
    from equipment e, generate_series(0, ${JOBS_PER_MACHINE - 1}) g
    where e.display_name like 'Bench SLS %'`.execute(db);
  // A running database is kept vacuumed by autovacuum; a bulk load is not yet, so vacuum as it would.
  await sql`vacuum analyze`.execute(db);
  const jobs = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const loadSeconds = (performance.now() - started) / 1000;

  const { http, bearer } = await platform.serve({}, { runs: RUNS, warmUp: WARM_UP });
  const headers = await bearer('planner@demo.test');
  const machine = (
    await db.selectFrom('equipment').select('id').where('display_name', '=', 'Bench SLS 25').executeTakeFirstOrThrow()
  ).id;

  const measure = (label: string, send: () => Promise<BenchResponse>) =>
    timeRequests(label, send, { runs: RUNS, warmUp: WARM_UP });
  const nextSlot = (hours: number) => () =>
    http.request({
      method: 'GET',
      url: `/api/v1/job-scheduling/getNextAvailableTimeSlot?equipment=${machine}&totalHours=${hours}`,
      headers,
    });
  const search = (days: number) => () =>
    http.request({
      method: 'POST',
      url: '/api/v4/job-scheduling/search',
      headers,
      payload: { fromDate: Date.now(), toDate: Date.now() + days * 24 * HOUR },
    });

  // The query alone (with the machine's facility it reads), without HTTP and authentication.
  const direct = (hours: number) => async (): Promise<BenchResponse> => {
    const slot = (await nextAvailableSlot(db, machine, hours, Date.now()))?.slot;
    return { statusCode: 200, headers: {}, body: Buffer.alloc(0), json: <T>() => slot as T };
  };

  const results = [
    await measure('next slot query alone, a gap fits (1 h)', direct(1)),
    await measure('next slot query alone, no gap fits (2 h)', direct(2)),
    await measure('next slot over HTTP, a gap fits (1 h)', nextSlot(1)),
    await measure('next slot over HTTP, no gap fits (2 h)', nextSlot(2)),
    await measure('v4 search, one week, all machines', search(7)),
  ];
  const monthRuns = await measure('v4 search, one month, all machines', search(30));
  results.push(monthRuns);

  const engine = platform.engine;
  report.log(
    `Scheduling API on ${engine}: ${Number(jobs.n).toLocaleString('en')} jobs (${MACHINES} machines × ${JOBS_PER_MACHINE}), loaded in ${loadSeconds.toFixed(1)} s; ${RUNS} requests each after ${WARM_UP} warm-up ones, over HTTP on loopback (one keep-alive connection)`,
  );
  report.log(['case'.padEnd(46), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'p99 ms'.padStart(8), '  result'].join(' '));
  for (const r of results) {
    const answer = r.last.json<{ fromDate?: number; jobDTOS?: unknown[] }>();
    const detail = answer.jobDTOS
      ? `${answer.jobDTOS.length} jobs`
      : `starts in ${((answer.fromDate! - Date.now()) / (24 * HOUR)).toFixed(1)} days`;
    report.log(
      [
        r.label.padEnd(46),
        r.p50.toFixed(2).padStart(8),
        r.p95.toFixed(2).padStart(8),
        r.p99.toFixed(2).padStart(8),
        `  ${detail}`,
      ].join(' '),
    );
  }
  // A month of the enterprise within 50 ms (p95) on PostgreSQL and 150 ms on PGlite; the next
  // free slot over HTTP within 5 ms (p99) on PostgreSQL, whether a gap fits soon or not at all.
  report.goal(`v4 search of one month, p95 on ${engine}`, monthRuns.p95, {
    atMost: engine === 'PostgreSQL' ? 50 : 150,
    unit: 'ms',
  });
  if (engine === 'PostgreSQL') {
    for (const r of results.filter((r) => r.label.startsWith('next slot over HTTP'))) {
      report.goal(`${r.label.replace('next slot', 'next free slot')}, p99`, r.p99, { atMost: 5, unit: 'ms' });
    }
  }
  await platform.close();
  report.finish();
}

await main();
