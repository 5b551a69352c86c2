import { sql } from 'kysely';
import { DEMO_FACILITIES } from '../accounts/seed.js';
import { LIST_COUNT_CAP } from '../db/capped-count.js';
import { createTestApp, login, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(120_000);

/** More of Acme's orders at Austin than a list counts, all new requests there. */
const ORDERS = LIST_COUNT_CAP + 100;

let t: TestApp;
let austin: Session;
let acme: Session;

beforeAll(async () => {
  t = await createTestApp();
  austin = await login(t.app, 'admin@demo.test');
  acme = await login(t.app, 'engineer@demo.test');
  const id = async (name: string) =>
    (await t.db.selectFrom('companies').select('id').where('company_name', '=', name).executeTakeFirstOrThrow()).id;
  const [customer, facility] = [await id('Acme Robotics'), await id(DEMO_FACILITIES.austin)];
  await sql`insert into rfqs (customer_id, display_title, status, quote_due_date, estimated_delivery_date, created_at, submitted_at)
    select ${customer}::bigint, 'Many orders ' || g, 'DISTRIBUTED', now() + interval '7 days', now() + interval '30 days',
      now() - g * interval '1 minute', now() - g * interval '1 minute'
    from generate_series(1, ${ORDERS}) g`.execute(t.db);
  await sql`insert into matches (rfq_id, facility_id, status)
    select r.id, ${facility}::bigint, 'BID_WAITING' from rfqs r where r.display_title like 'Many orders %'`.execute(t.db);
});
afterAll(() => t.close());

const list = async (session: Session, url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: session.bearer });
  expect(response.statusCode).toBe(200);
  const { totalCount, totalCountCapped, orders } = response.json();
  return { totalCount, totalCountCapped, rows: orders.length };
};

describe('a list with more rows than it counts', () => {
  it('answers the first page of part orders with the capped total and the flag', async () => {
    expect(await list(austin, '/api/v1/part-orders?stage=NEW&offset=0&limit=15')).toEqual({
      totalCount: LIST_COUNT_CAP,
      totalCountCapped: true,
      rows: 15,
    });
  });

  it('counts a page past the cap as far as the page reaches, so a next page is known to follow', async () => {
    expect(await list(austin, `/api/v1/part-orders?stage=NEW&offset=${LIST_COUNT_CAP + 5}&limit=15`)).toEqual({
      totalCount: LIST_COUNT_CAP + 20,
      totalCountCapped: true,
      rows: 15,
    });
  });

  it('counts a search exactly', async () => {
    // 'Many orders 42', 420 to 429 and 4200 to 4299.
    expect(await list(austin, '/api/v1/part-orders?stage=NEW&search=Many%20orders%2042&offset=0&limit=15')).toEqual({
      totalCount: 111,
      totalCountCapped: false,
      rows: 15,
    });
  });

  it('caps the customer’s order history the same way', async () => {
    expect(await list(acme, '/api/v1/orders?offset=0&limit=15')).toEqual({
      totalCount: LIST_COUNT_CAP,
      totalCountCapped: true,
      rows: 15,
    });
  });
});
