/**
 * The durable webhook queue. Two steps, each safe to run on several servers at once:
 *
 * 1. fan-out: the event outbox's unmarked events (`for update skip locked`) become one delivery
 *    per enabled endpoint of a facility the event concerns that takes its type, in the
 *    transaction that marks the events — nothing lost, nothing queued twice
 *    (`unique (endpoint_id, event_id)`);
 * 2. delivery: due deliveries are leased (their next attempt pushed past the request's time
 *    limit) in a short transaction, then sent outside it — a slow receiver never holds a
 *    connection of the embedded engine — and their outcome written. A server that stops
 *    mid-send leaves the lease to expire and the delivery to be sent again with the same
 *    `webhook-id`, which receivers use to drop a repeat.
 *
 * Failed attempts wait longer each time; after the last (over 24 hours from the first) the
 * delivery is FAILED, to be sent again by hand.
 */
import type { Db } from '../db/database.js';
import { checkDestination } from './destination.js';
import { signingSecrets, takes, WEBHOOK_EVENTS, type WebhookContext } from './endpoints.js';
import { requestPinned } from './send.js';
import { signatureHeaders } from './signing.js';

/** Waits after each failed attempt: 30 s … 8 h, over 24 h in all. */
export const RETRY_DELAYS_MS = [30, 120, 600, 1_800, 3_600, 7_200, 14_400, 28_800, 28_800, 28_800].map((s) => s * 1000);
const REQUEST_TIMEOUT_MS = 10_000;
const LEASE_MS = REQUEST_TIMEOUT_MS * 3;
const EXCERPT_CHARACTERS = 500;

/** Turns the outbox's unmarked events into deliveries; how many events it handled. */
export async function fanOut(db: Db, limit = 200): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const events = await trx
      .selectFrom('event_outbox')
      .select(['id', 'topic', 'rfq_id', 'match_id', 'company_ids', 'payload', 'created_at'])
      .where('webhooks_at', 'is', null)
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (!events.length) return 0;
    const sent = events.filter((event) => (WEBHOOK_EVENTS as readonly string[]).includes(event.topic));
    // bigint[] reads back as text on some drivers: compared as numbers.
    const concerned = (event: { company_ids: unknown[] }) => event.company_ids.map(Number);
    const companies = [...new Set(sent.flatMap(concerned))];
    const endpoints = companies.length
      ? await trx
          .selectFrom('webhook_endpoints')
          .select(['id', 'facility_id', 'events', 'created_at'])
          .where('enabled', '=', true)
          .where('facility_id', 'in', companies)
          .execute()
      : [];
    const deliveries = sent.flatMap((event) =>
      endpoints
        .filter(
          (endpoint) =>
            // An endpoint hears of what happens after it was added.
            event.created_at >= endpoint.created_at &&
            concerned(event).includes(Number(endpoint.facility_id)) &&
            takes(endpoint.events, event.topic),
        )
        .map((endpoint) => ({
          endpoint_id: endpoint.id,
          event_id: event.id,
          message_id: `msg_${event.id}_${endpoint.id}`,
          event_type: event.topic,
          payload: JSON.stringify({
            type: event.topic,
            timestamp: event.created_at.toISOString(),
            data: { orderId: event.rfq_id, matchId: event.match_id, ...event.payload },
          }),
          status: 'PENDING' as const,
        })),
    );
    if (deliveries.length)
      await trx
        .insertInto('webhook_deliveries')
        .values(deliveries)
        .onConflict((oc) => oc.columns(['endpoint_id', 'event_id']).doNothing())
        .execute();
    await trx
      .updateTable('event_outbox')
      .set({ webhooks_at: new Date() })
      .where(
        'id',
        'in',
        events.map((event) => event.id),
      )
      .execute();
    return events.length;
  });
}

/** Leases up to `limit` due deliveries with their endpoints; a switched-off endpoint's wait for it to be switched on. */
async function leaseDue(db: Db, now: number, limit: number) {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('webhook_deliveries as d')
      .select('d.id')
      .where('d.status', '=', 'PENDING')
      .where('d.next_attempt_at', '<=', new Date(now))
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('webhook_endpoints as e')
            .select('e.id')
            .whereRef('e.id', '=', 'd.endpoint_id')
            .where('e.enabled', '=', true),
        ),
      )
      .orderBy('d.next_attempt_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (!due.length) return [];
    await trx
      .updateTable('webhook_deliveries')
      .set({ next_attempt_at: new Date(now + LEASE_MS) })
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .execute();
    return trx
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
      .select([
        'd.id',
        'd.message_id',
        'd.payload',
        'd.attempts',
        'e.url',
        'e.secret',
        'e.previous_secret',
        'e.previous_secret_until',
      ])
      .where(
        'd.id',
        'in',
        due.map((row) => row.id),
      )
      .execute();
  });
}

/** Sends the due deliveries once each and writes their outcome; how many it tried. */
export async function deliverDue(context: WebhookContext, now = Date.now(), limit = 50): Promise<number> {
  const { db, ...options } = context;
  const leased = await leaseDue(db, now, limit);
  await Promise.all(
    leased.map(async (delivery) => {
      const body = JSON.stringify(delivery.payload);
      const started = performance.now();
      let outcome: { statusCode: number | null; excerpt: string | null; error: string | null };
      try {
        // Checked at each attempt: a name may resolve elsewhere since the endpoint was saved.
        const target = await checkDestination(delivery.url, options.allowed);
        const headers = signatureHeaders(
          signingSecrets(options.appSecret, delivery, Date.now()),
          delivery.message_id,
          new Date(),
          body,
        );
        const response = await requestPinned(
          target,
          { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body },
          {
            timeoutMs: REQUEST_TIMEOUT_MS,
            excerptCharacters: EXCERPT_CHARACTERS,
          },
        );
        outcome = { statusCode: response.status, excerpt: response.excerpt, error: null };
      } catch (error) {
        outcome = { statusCode: null, excerpt: null, error: error instanceof Error ? error.message : String(error) };
      }
      const delivered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
      const attempts = delivery.attempts + 1;
      const retryIn = RETRY_DELAYS_MS[attempts - 1];
      await db
        .updateTable('webhook_deliveries')
        .set({
          attempts,
          status: delivered ? 'DELIVERED' : retryIn === undefined ? 'FAILED' : 'PENDING',
          next_attempt_at: new Date(Date.now() + (retryIn ?? 0)),
          delivered_at: delivered ? new Date() : null,
          last_status_code: outcome.statusCode,
          last_duration_ms: Math.round(performance.now() - started),
          last_response_excerpt: outcome.excerpt,
          last_error: outcome.error,
        })
        .where('id', '=', delivery.id)
        .execute();
    }),
  );
  return leased.length;
}
