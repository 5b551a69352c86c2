/**
 * A facility's webhook endpoints: the address, the events it takes (a type,
 * or a family such as `order.*`), on or off, and its signing secret, sealed with APP_SECRET and
 * shown to the facility on creation and rotation only. A rotation keeps the old secret signing
 * beside the new one for a day, so receivers can switch without losing a delivery.
 */
import type { AppConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { seal, unseal } from '../auth/index.js';
import { badRequest, notFound } from '../http/errors.js';
import { recordSettingChange } from '../settings/index.js';
import { allowedRanges, checkDestination, DestinationRefused } from './destination.js';
import { newSecret } from './signing.js';

/** The events the platform sends, from the event outbox's topics. */
export const WEBHOOK_EVENTS = [
  'order.status',
  'order.progress',
  'match.status',
  'bid.revised',
  'shipment.shipped',
  'job.saved',
  'file-operation.finished',
  'quality.ncr',
  'quality.capa',
] as const;
/** What a test delivery is: no endpoint takes it from the outbox. */
export const TEST_EVENT = 'webhook.test';
export const ROTATION_OVERLAP_MS = 24 * 3600_000;
const PURPOSE = 'webhooks';
/** The endpoints' changes in the settings audit. */
const SETTING = 'WEBHOOK_ENDPOINT';

export interface EndpointInput {
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
}

/** What the endpoints' service needs: the database, the app secret sealing theirs, the addresses allowed beside public ones. */
export interface WebhookContext {
  db: Db;
  appSecret: string;
  allowed: ReturnType<typeof allowedRanges>;
}

/** The context of a server of this configuration: its routes and its delivery each make one. */
export const webhookContext = (db: Db, config: AppConfig): WebhookContext => ({
  db,
  appSecret: config.appSecret,
  allowed: allowedRanges(config.webhookAllowedAddresses),
});

/** Who changes a facility's endpoints (null: the platform). */
export interface EndpointScope {
  facilityId: number;
  userId: number | null;
}

/** 400 naming the entry of `events` that is neither an event nor a family of events. */
export function assertEventPatterns(events: string[]): void {
  events.forEach((pattern, index) => {
    const family = pattern.endsWith('.*') ? pattern.slice(0, -1) : undefined;
    const known = family
      ? WEBHOOK_EVENTS.some((event) => event.startsWith(family))
      : (WEBHOOK_EVENTS as readonly string[]).includes(pattern);
    if (!known)
      throw badRequest(
        `${pattern} is not an event; the events are ${WEBHOOK_EVENTS.join(', ')} (or a family such as order.*)`,
        `body.events.${index}`,
      );
  });
}

/** Whether an endpoint taking `patterns` receives `event`. */
export const takes = (patterns: string[], event: string): boolean =>
  patterns.some((pattern) => pattern === event || (pattern.endsWith('.*') && event.startsWith(pattern.slice(0, -1))));

/** The endpoint as it is saved: its address checked (400 on `body.url` with the reason), its events known. */
async function checkedInput(context: WebhookContext, input: EndpointInput) {
  assertEventPatterns(input.events);
  const url = input.url.trim();
  try {
    await checkDestination(url, context.allowed);
  } catch (error) {
    if (error instanceof DestinationRefused) throw badRequest(error.message, 'body.url');
    throw error;
  }
  return { url, description: input.description.trim(), events: [...new Set(input.events)], enabled: input.enabled };
}

/** What the settings audit keeps of an endpoint: never its secret. */
const audited = (row: { id: number; url: string; description: string; events: string[]; enabled: boolean }) => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.enabled,
});

async function endpointForUpdate(db: Db, facilityId: number, id: number) {
  const row = await db
    .selectFrom('webhook_endpoints')
    .select(['id', 'url', 'description', 'events', 'enabled'])
    .where('id', '=', id)
    .where('facility_id', '=', facilityId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(`Webhook endpoint ${id} not found`);
  return row;
}

/** The facility's endpoints, oldest first, with what waits and what failed in their queues. */
export async function listEndpoints(db: Db, facilityId: number) {
  const rows = await db
    .selectFrom('webhook_endpoints as e')
    .select((eb) => [
      'e.id',
      'e.url',
      'e.description',
      'e.events',
      'e.enabled',
      'e.created_at',
      'e.previous_secret_until',
      eb
        .selectFrom('webhook_deliveries as d')
        .select((d) => d.fn.countAll<string>().as('n'))
        .whereRef('d.endpoint_id', '=', 'e.id')
        .where('d.status', '=', 'PENDING')
        .as('pending'),
      eb
        .selectFrom('webhook_deliveries as d')
        .select((d) => d.fn.countAll<string>().as('n'))
        .whereRef('d.endpoint_id', '=', 'e.id')
        .where('d.status', '=', 'FAILED')
        .as('failed'),
    ])
    .where('e.facility_id', '=', facilityId)
    .orderBy('e.id')
    .execute();
  const now = Date.now();
  return rows.map((row) => ({
    ...audited(row),
    createdAt: row.created_at.getTime(),
    previousSecretUntil:
      row.previous_secret_until && row.previous_secret_until.getTime() > now ? row.previous_secret_until.getTime() : null,
    pending: Number(row.pending ?? 0),
    failed: Number(row.failed ?? 0),
  }));
}

/** Creates an endpoint (audited); its secret is answered this once. */
export async function createEndpoint(context: WebhookContext, scope: EndpointScope, input: EndpointInput) {
  const values = await checkedInput(context, input);
  const secret = newSecret();
  return context.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('webhook_endpoints')
      .values({ facility_id: scope.facilityId, ...values, secret: seal(context.appSecret, PURPOSE, secret) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordSettingChange(trx, { ...scope, setting: SETTING, before: null, after: audited({ id: row.id, ...values }) });
    return { id: row.id, secret, previousSecretUntil: null };
  });
}

/** Changes an endpoint's address, events or switch (audited); its secret stays. */
export async function updateEndpoint(context: WebhookContext, scope: EndpointScope, id: number, input: EndpointInput) {
  const values = await checkedInput(context, input);
  await context.db.transaction().execute(async (trx) => {
    const before = await endpointForUpdate(trx, scope.facilityId, id);
    await trx
      .updateTable('webhook_endpoints')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await recordSettingChange(trx, { ...scope, setting: SETTING, before: audited(before), after: audited({ id, ...values }) });
  });
}

/** Removes an endpoint with its queue and log (audited). */
export async function deleteEndpoint(db: Db, scope: EndpointScope, id: number) {
  await db.transaction().execute(async (trx) => {
    const before = await endpointForUpdate(trx, scope.facilityId, id);
    await trx.deleteFrom('webhook_endpoints').where('id', '=', id).execute();
    await recordSettingChange(trx, { ...scope, setting: SETTING, before: audited(before), after: null });
  });
}

/** A new secret for the endpoint (audited, without either secret); the old one keeps signing beside it for a day. */
export async function rotateSecret(context: WebhookContext, scope: EndpointScope, id: number, now: number) {
  const secret = newSecret();
  return context.db.transaction().execute(async (trx) => {
    const before = await endpointForUpdate(trx, scope.facilityId, id);
    const row = await trx
      .updateTable('webhook_endpoints')
      .set((eb) => ({
        previous_secret: eb.ref('secret'),
        previous_secret_until: new Date(now + ROTATION_OVERLAP_MS),
        secret: seal(context.appSecret, PURPOSE, secret),
        updated_at: new Date(now),
      }))
      .where('id', '=', id)
      .returning('previous_secret_until')
      .executeTakeFirstOrThrow();
    const previousSecretUntil = row.previous_secret_until!.getTime();
    await recordSettingChange(trx, {
      ...scope,
      setting: SETTING,
      before: audited(before),
      after: { ...audited(before), secretRotatedAt: now, previousSecretUntil },
    });
    return { id, secret, previousSecretUntil };
  });
}

/** The secrets a delivery is signed with at `now`: the current one, and the previous one while it overlaps. */
export function signingSecrets(
  appSecret: string,
  endpoint: { secret: string; previous_secret: string | null; previous_secret_until: Date | null },
  now: number,
): string[] {
  const current = unseal(appSecret, PURPOSE, endpoint.secret);
  const previous =
    endpoint.previous_secret && endpoint.previous_secret_until && endpoint.previous_secret_until.getTime() > now
      ? unseal(appSecret, PURPOSE, endpoint.previous_secret)
      : undefined;
  return [current, previous].filter((secret): secret is string => secret !== undefined);
}
