import { allowedRanges } from '../webhooks/destination.js';
import { createEndpoint, type WebhookContext } from '../webhooks/endpoints.js';
import { openTestDatabase } from './test-database.js';

/** The app secret webhook endpoints' secrets are sealed with in the webhook tests. */
export const WEBHOOK_APP_SECRET = 'test-secret-'.padEnd(48, 'x');

/**
 * The database alone, opened before the file's tests and closed after them: the app's own
 * webhook pollers would race these tests for the queue. `context()` is what the webhooks'
 * functions take, on that database, sending to loopback addresses.
 */
export function webhookDatabase() {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());
  return {
    context: (): WebhookContext => ({ db: handle.db, appSecret: WEBHOOK_APP_SECRET, allowed: allowedRanges('127.0.0.1') }),
  };
}

/**
 * An enabled endpoint at `url` taking every order event, of the first demo facility: the endpoint
 * (its id and secret) and the scope it was made in (the facility, by no user).
 */
export async function facilityEndpoint(context: WebhookContext, url: string) {
  const facility = await context.db
    .selectFrom('companies')
    .select('id')
    .where('kind', '=', 'SERVICE_PROVIDER')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const scope = { facilityId: facility.id, userId: null };
  const endpoint = await createEndpoint(context, scope, { url, description: 'ERP', events: ['order.*'], enabled: true });
  return { endpoint, scope };
}
