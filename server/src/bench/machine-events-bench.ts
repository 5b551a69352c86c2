/**
 * Server benchmark of machines reporting (not a test): MACHINES machines (500) each posting a
 * layer event every 2 seconds for BENCH_SECONDS (600) through the signed webhook, over HTTP on
 * loopback, into one server as production runs it, while a browser's event stream is open.
 *
 * - Every event stored: the events in `machine_events` against those posted.
 * - Receipt → update: the time from a post to its `machine.changed` event reaching the event
 *   stream, which is what makes the machine page and the scheduler read the layer again; p50,
 *   p95, p99 and the largest.
 * - CPU: the server process's CPU time over the run's wall time; the machines' load runs in a
 *   process of its own (machine-events-load.ts), as machines are other computers.
 *
 * The embedded database by default; PostgreSQL when TEST_DATABASE_URL names a server.
 * Run: pnpm --filter server bench:machine-events (both engines; MACHINES and BENCH_SECONDS set the load)
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createConnection } from '../machines/connections.js';
import { demoPlatform, engineReport } from './api-bench.js';
import { percentile } from './http-client.js';
import type { LoadJob, LoadResult } from './machine-events-load.js';

const MACHINES = Number(process.env.MACHINES ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 600);
const EVERY_MS = 2_000;
const SECRET = 'bench-machine-webhook-secret-0123456789';
const APP_SECRET = 'bench-secret-'.padEnd(48, 'x');

async function main() {
  const report = engineReport('machine-events', 'Machines reporting');
  const platform = await demoPlatform();
  const { db } = platform;
  const austin = await platform.companyId('Demo Additive — Austin Plant');
  const admin = await db.selectFrom('users').select('id').where('email', '=', 'admin@demo.test').executeTakeFirstOrThrow();
  const model = await db.selectFrom('equipment').select('machine_id').where('facility_id', '=', austin).executeTakeFirstOrThrow();
  const machines = await db
    .insertInto('equipment')
    .values(
      Array.from({ length: MACHINES }, (_, n) => ({
        facility_id: austin,
        display_name: `BENCH-${n + 1}`,
        machine_id: model.machine_id,
      })),
    )
    .returning('id')
    .execute();
  const context = { db, appSecret: APP_SECRET, machineNetworks: '127.0.0.0/8', changed: () => undefined };
  const hooks: { equipmentId: number; url: string }[] = [];
  for (const machine of machines) {
    const connection = await createConnection(
      context,
      { facilityId: austin, userId: admin.id },
      {
        equipmentId: machine.id,
        protocol: 'WEBHOOK',
        address: '',
        mode: 'SUBSCRIBE',
        topic: '',
        username: '',
        password: SECRET,
        jobIdPattern: '',
        enabled: true,
      },
    );
    hooks.push({ equipmentId: machine.id, url: `/api/v1/machine-connectivity/connections/${connection.id}/events` });
  }
  const { http, bearer } = await platform.serve({ appSecret: APP_SECRET, machineAdapters: false });
  const headers = await bearer('admin@demo.test');
  // The machines are other computers: their load runs in a process of its own (machine-events-load.ts),
  // so the CPU measured here is the server's alone.
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const here = fileURLToPath(import.meta.url);
  const load = fork(path.join(path.dirname(here), 'machine-events-load.ts'), { execArgv: ['--import', 'tsx'] });
  const job: LoadJob = { origin: http.origin, headers, hooks, seconds: SECONDS, everyMs: EVERY_MS, secret: SECRET };
  const { posted, delays } = await new Promise<LoadResult>((resolve, reject) => {
    load.once('message', (result) => resolve(result as LoadResult));
    load.once('error', reject);
    load.once('exit', (code) => reject(new Error(`the machines' load ended with ${code}`)));
    load.send(job);
  });
  load.removeAllListeners('exit');
  load.kill();
  const wall = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const stored = await db
    .selectFrom('machine_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  delays.sort((a, b) => a - b);
  const ms = (p: number) => Math.round(percentile(delays, p));

  report.log(
    `Machines reporting on ${platform.engine}: ${MACHINES} machines, a layer every 2 s each for ${SECONDS} s, over the signed webhook:`,
  );
  report.log(
    `  events posted ${posted}, stored ${Number(stored.n)}${Number(stored.n) === posted ? ' (every one)' : ' (MISSING SOME)'}`,
  );
  report.log(
    `  post → machine.changed on the event stream (${delays.length} seen): p50 ${ms(50)} ms, p95 ${ms(95)} ms, p99 ${ms(99)} ms, max ${Math.round(delays.at(-1) ?? 0)} ms`,
  );
  report.log(
    `  server CPU ${(((cpu.user + cpu.system) / 1e6 / wall) * 100).toFixed(0)} % of one core over ${wall.toFixed(0)} s (the machines' load in a process of its own)`,
  );
  report.goal(`post → update, p99 on ${platform.engine}`, ms(99), { atMost: 1_000, unit: 'ms' });
  report.goal(`events stored of ${posted} posted`, Number(stored.n), { atLeast: posted, unit: 'events' });
  await platform.close();
  report.finish();
}

await main();
