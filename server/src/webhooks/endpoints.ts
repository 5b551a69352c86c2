/**
 * A facility's webhook endpoints (issue 15, item 9): the address, the events it takes (a type,
 * or a family such as `order.*`), on or off, and its signing secret, sealed with APP_SECRET and
 * shown to the facility on creation and rotation only. A rotation keeps the old secret signing
 * beside the new one for a day, so receivers can switch without losing a delivery.
 */
import type { Db } from '../db/database.js';
import { seal, unseal } from '../auth/sealed.js';
import { badRequest, notFound } from '../http/errors.js';
import { newSecret } from './signing.js';

/** The events the platform sends, from the event outbox's topics. */
export const WEBHOOK_EVENTS = ['order.status', 'order.progress', 'match.status', 'bid.revised', 'shipment.shipped'] as const;
export const ROTATION_OVERLAP_MS = 24 * 3600_000;
const PURPOSE = 'webhooks';

export interface EndpointInput {
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
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

/** Creates an endpoint; its secret is answered this once. */
export async function createEndpoint(db: Db, appSecret: string, facilityId: number, input: EndpointInput) {
  assertEventPatterns(input.events);
  const secret = newSecret();
  const row = await db
    .insertInto('webhook_endpoints')
    .values({
      facility_id: facilityId,
      url: input.url.trim(),
      description: input.description.trim(),
      events: input.events,
      enabled: input.enabled,
      secret: seal(appSecret, PURPOSE, secret),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, secret };
}

/** A new secret for the endpoint; the old one keeps signing beside it for a day. */
export async function rotateSecret(db: Db, appSecret: string, facilityId: number, id: number, now: number) {
  const secret = newSecret();
  const row = await db
    .updateTable('webhook_endpoints')
    .set((eb) => ({
      previous_secret: eb.ref('secret'),
      previous_secret_until: new Date(now + ROTATION_OVERLAP_MS),
      secret: seal(appSecret, PURPOSE, secret),
      updated_at: new Date(now),
    }))
    .where('id', '=', id)
    .where('facility_id', '=', facilityId)
    .returning('previous_secret_until')
    .executeTakeFirst();
  if (!row) throw notFound(`Webhook endpoint ${id} not found`);
  return { secret, previousSecretUntil: row.previous_secret_until!.getTime() };
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
