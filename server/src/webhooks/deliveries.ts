/**
 * A facility's delivery log: every delivery of its endpoints with its last
 * attempt's outcome, a delivery sent again by hand, and a test event queued like any other.
 */
import { randomUUID } from 'node:crypto';
import { sql, type SqlBool } from 'kysely';
import { countListUpTo } from '../db/capped-count.js';
import type { Db } from '../db/database.js';
import { conflict, notFound } from '../http/errors.js';
import { containsPattern } from '../http/schema-helpers.js';
import { TEST_EVENT } from './endpoints.js';
import type { DELIVERY_STATUSES } from './schemas.js';

export interface DeliveryFilters {
  endpointId?: number;
  status?: (typeof DELIVERY_STATUSES)[number];
  search?: string;
  offset: number;
  limit: number;
}

/** The facility's deliveries, newest first. */
export async function listDeliveries(db: Db, facilityId: number, filters: DeliveryFilters) {
  let query = db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .where('e.facility_id', '=', facilityId);
  if (filters.endpointId !== undefined) query = query.where('d.endpoint_id', '=', filters.endpointId);
  if (filters.status) query = query.where('d.status', '=', filters.status);
  if (filters.search?.trim()) {
    const pattern = containsPattern(filters.search);
    query = query.where((eb) => eb.or([eb('d.event_type', 'ilike', pattern), eb('d.message_id', 'ilike', pattern)]));
  }
  const [rows, total] = await Promise.all([
    query.selectAll('d').orderBy('d.id', 'desc').offset(filters.offset).limit(filters.limit).execute(),
    // The log keeps every delivery: its count stops at the cap.
    countListUpTo(db, query, filters),
  ]);
  return {
    ...total,
    rows: rows.map((row) => ({
      id: row.id,
      endpointId: row.endpoint_id,
      messageId: row.message_id,
      eventType: row.event_type,
      status: row.status,
      attempts: row.attempts,
      createdAt: row.created_at.getTime(),
      nextAttemptAt: row.status === 'PENDING' ? row.next_attempt_at.getTime() : null,
      deliveredAt: row.delivered_at?.getTime() ?? null,
      statusCode: row.last_status_code,
      durationMs: row.last_duration_ms,
      responseExcerpt: row.last_response_excerpt,
      error: row.last_error,
      payload: row.payload,
    })),
  };
}

/** Queues a delivery again, to be sent now with its own webhook-id (a receiver that has it drops the repeat). */
export async function redeliver(db: Db, facilityId: number, id: number): Promise<void> {
  const updated = await db
    .updateTable('webhook_deliveries as d')
    .set({ status: 'PENDING', next_attempt_at: new Date() })
    .where('d.id', '=', id)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('webhook_endpoints as e')
          .select(sql<SqlBool>`true`.as('one'))
          .whereRef('e.id', '=', 'd.endpoint_id')
          .where('e.facility_id', '=', facilityId),
      ),
    )
    .executeTakeFirst();
  if (!updated.numUpdatedRows) throw notFound(`Webhook delivery ${id} not found`);
}

/** Queues a test event to one of the facility's endpoints that is switched on. */
export async function queueTestEvent(db: Db, facilityId: number, endpointId: number): Promise<string> {
  const endpoint = await db
    .selectFrom('webhook_endpoints')
    .select('enabled')
    .where('id', '=', endpointId)
    .where('facility_id', '=', facilityId)
    .executeTakeFirst();
  if (!endpoint) throw notFound(`Webhook endpoint ${endpointId} not found`);
  if (!endpoint.enabled) throw conflict('The endpoint is switched off: switch it on to send it a test event');
  const messageId = `msg_test_${randomUUID()}`;
  await db
    .insertInto('webhook_deliveries')
    .values({
      endpoint_id: endpointId,
      event_id: null,
      message_id: messageId,
      event_type: TEST_EVENT,
      payload: JSON.stringify({
        type: TEST_EVENT,
        timestamp: new Date().toISOString(),
        data: { endpointId, message: 'A test event from the platform' },
      }),
      status: 'PENDING',
    })
    .execute();
  return messageId;
}
