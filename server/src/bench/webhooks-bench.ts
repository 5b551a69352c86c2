/**
 * Server benchmark of webhook delivery (not a test): the app as production runs it, with its
 * pollers, posting signed deliveries to a receiver on loopback.
 *
 * - Delay: an order put on hold and resumed by its facility over HTTP on loopback, one
 *   transition at a time; the time from the transition's answer to its order.status delivery
 *   arriving.
 * - Throughput: 1,000 order events written to the outbox at once (as transitions write them);
 *   the time until the receiver holds all 1,000, in events per second.
 *
 * The embedded database by default; PostgreSQL when TEST_DATABASE_URL names a server.
 * Run: pnpm --filter server bench:webhooks (both engines; BENCH_RUNS sets the transitions)
 */
import { performance } from 'node:perf_hooks';
import { allowedRanges } from '../webhooks/destination.js';
import { createEndpoint } from '../webhooks/endpoints.js';
import { startReceiver } from '../test-support/webhook-receiver.js';
import { demoPlatform, engineReport } from './api-bench.js';

const TRANSITIONS = Number(process.env.BENCH_RUNS ?? 200);
const EVENTS = 1_000;
const ORDER = 'Mounting brackets (on hold)';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const report = engineReport('webhooks', 'Webhook delivery');
  const platform = await demoPlatform();
  const { db } = platform;
  const order = await db
    .selectFrom('rfqs')
    .select(['id', 'awarded_facility_id'])
    .where('display_title', '=', ORDER)
    .executeTakeFirstOrThrow();
  const facilityId = Number(order.awarded_facility_id);
  const receiver = await startReceiver();
  const appSecret = 'bench-secret-'.padEnd(48, 'x');
  await createEndpoint(
    { db, appSecret, allowed: allowedRanges('127.0.0.1') },
    { facilityId, userId: null },
    { url: receiver.url, description: 'bench', events: ['order.status'], enabled: true },
  );
  const { http, bearer } = await platform.serve({ webhookAllowedAddresses: '127.0.0.1' });
  const headers = await bearer('admin@demo.test');

  // Delay from a transition to its delivery.
  const delays: number[] = [];
  for (let run = 0; run < TRANSITIONS; run++) {
    const action = run % 2 === 0 ? 'resume' : 'hold';
    const before = receiver.received.length;
    const response = await http.request({
      method: 'POST',
      url: `/api/v1/orders/${order.id}/${action}`,
      headers,
      payload: action === 'hold' ? { reason: 'bench' } : undefined,
    });
    if (response.statusCode !== 200) throw new Error(`${action}: ${response.statusCode} ${JSON.stringify(response.json())}`);
    const answered = Date.now();
    await receiver.waitFor(before + 1, 10_000);
    delays.push(receiver.received[before]!.at - answered);
  }
  delays.sort((a, b) => a - b);

  // Throughput: 1,000 events at once.
  const before = receiver.received.length;
  const started = performance.now();
  await db
    .insertInto('event_outbox')
    .values(
      Array.from({ length: EVENTS }, (_, index) => ({
        topic: 'order.status',
        rfq_id: order.id,
        match_id: null,
        company_ids: [facilityId],
        payload: { from: 'IN_PROGRESS', to: 'ON_HOLD', actor: 'FACILITY', bench: index },
      })),
    )
    .execute();
  await receiver.waitFor(before + EVENTS, 300_000);
  const seconds = (performance.now() - started) / 1000;

  report.log(`Webhook delivery on ${platform.engine}, receiver on loopback, deliveries signed (HMAC-SHA256):`);
  report.log(
    `  transition → delivery over ${TRANSITIONS} transitions: p50 ${percentile(delays, 50)} ms, p95 ${percentile(delays, 95)} ms, max ${delays.at(-1)} ms`,
  );
  report.log(`  ${EVENTS} events at once: all delivered in ${seconds.toFixed(2)} s, ${Math.round(EVENTS / seconds)} events/s`);
  await platform.close();
  await receiver.close();
  report.finish();
}

await main();
