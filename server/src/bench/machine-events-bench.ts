/**
 * Server benchmark of machines reporting (not a test): MACHINES machines (500) each posting a
 * layer event every 2 seconds for BENCH_SECONDS (600) through the signed webhook, over HTTP on
 * loopback, into one server as production runs it, while a browser's event stream is open.
 *
 * - Every event stored: the events in `machine_events` against those posted.
 * - Receipt → update: the time from a post to its `machine.changed` event reaching the event
 *   stream, which is what makes the machine page and the scheduler read the layer again; p50,
 *   p95, p99 and the largest.
 * - CPU: the process's CPU time over the run's wall time (the server and the load it is given
 *   share the process: the server's own share is lower).
 *
 * The embedded database by default; PostgreSQL when TEST_DATABASE_URL names a server.
 * Run: pnpm --filter server bench:machine-events (both engines; MACHINES and BENCH_SECONDS set the load)
 */
import { performance } from 'node:perf_hooks';
import { Webhook } from 'standardwebhooks';
import { Agent, request } from 'undici';
import { createConnection } from '../machines/connections.js';
import { demoPlatform, engineReport } from './api-bench.js';
import { percentile } from './http-client.js';

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
  const agent = new Agent({ connections: 64 });
  const signer = new Webhook(SECRET, { format: 'raw' });

  // The browser's event stream: each machine.changed closes the oldest post of its machine still waiting.
  const waiting = new Map<number, number[]>();
  const delays: number[] = [];
  const stream = await request(`${http.origin}/api/v1/events`, { headers, dispatcher: agent });
  const reading = (async () => {
    let buffer = '';
    for await (const chunk of stream.body) {
      buffer += chunk.toString();
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!frame.includes('event: machine.changed')) continue;
        const data = JSON.parse(frame.slice(frame.indexOf('data: ') + 6)) as { equipmentId: number };
        const sent = waiting.get(data.equipmentId)?.shift();
        if (sent !== undefined) delays.push(performance.now() - sent);
      }
    }
  })().catch(() => undefined); // ends when the stream is closed at the end

  const post = async (hook: (typeof hooks)[number], event: object, id: string) => {
    const body = JSON.stringify(event);
    const sentAt = performance.now();
    (waiting.get(hook.equipmentId) ?? waiting.set(hook.equipmentId, []).get(hook.equipmentId)!).push(sentAt);
    const response = await request(`${http.origin}${hook.url}`, {
      method: 'POST',
      dispatcher: agent,
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
        'webhook-signature': signer.sign(id, new Date(), body),
      },
      body,
    });
    await response.body.text();
    if (response.statusCode !== 200) throw new Error(`${hook.url}: ${response.statusCode}`);
  };

  const layers = Math.floor((SECONDS * 1000) / EVERY_MS);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let posted = 0;
  // Each machine starts a build nobody planned (a job of its own), then reports a layer every 2 s, the machines spread over the 2 s.
  await Promise.all(
    hooks.map(async (hook, index) => {
      await new Promise((resolve) => setTimeout(resolve, (index * EVERY_MS) / hooks.length));
      const jobName = `Bench build ${hook.equipmentId}`;
      const at = () => new Date().toISOString();
      await post(
        hook,
        { type: 'JOB_STARTED', sourceId: `${jobName}:started`, occurredAt: at(), jobName, totalLayers: layers },
        `s${index}`,
      );
      posted++;
      for (let layer = 1; layer <= layers; layer++) {
        const due = started + (index * EVERY_MS) / hooks.length + layer * EVERY_MS;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
        await post(
          hook,
          { type: 'JOB_LAYER', sourceId: `${jobName}:layer:${layer}`, occurredAt: at(), jobName, layer, totalLayers: layers },
          `l${index}-${layer}`,
        );
        posted++;
      }
    }),
  );
  // The last events' updates arrive.
  for (let waited = 0; delays.length < posted && waited < 30_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
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
    `  process CPU ${(((cpu.user + cpu.system) / 1e6 / wall) * 100).toFixed(0)} % of one core over ${wall.toFixed(0)} s (server and load together)`,
  );
  report.goal(`post → update, p99 on ${platform.engine}`, ms(99), { atMost: 1_000, unit: 'ms' });
  report.goal(`events stored of ${posted} posted`, Number(stored.n), { atLeast: posted, unit: 'events' });
  stream.body.destroy();
  await reading;
  await agent.close();
  await platform.close();
  report.finish();
}

await main();
