import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';
import { layeredLogo } from '../company-profile/seed.js';
import { addressOf } from '../test-support/orders.js';
import { uploadFile } from '../test-support/part-files.js';

jest.setTimeout(120_000);

let t: TestApp;
let admin: Session; // Austin's admin: a DIGITAL_CATALOG_EDITOR
let operator: Session; // Austin's operator: no catalogue permission
let erin: Session; // Acme Robotics' engineer
let globex: Session; // another customer company of Austin
let northwind: Session; // another enterprise's facility
const companies = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  [admin, operator, erin, globex, northwind] = await logins(t.app, 'admin', 'operator', 'engineer', 'thirdparty', 'vendor');
  for (const row of await t.db.selectFrom('companies').select(['id', 'company_name', 'kind']).execute()) {
    companies.set(row.company_name, row.id);
  }
});
afterAll(() => t.close());

const call = callsAs(() => t);

const SP = '/api/v1/sp/digital-catalog';
const ENG = '/api/v1/engineer/digital-catalog';

interface Item {
  id: number;
  name: string;
  updatedAt: number;
  prices: { minQuantity: number; unitPriceMinor: number }[];
  customers: { id: number; name: string }[];
  orders: number;
  thumbnailUrl: string | null;
  dimensions: { x: number; y: number; z: number } | null;
}

/** A new item of Austin's, made from the first demo item's part file, published to `customers`. */
async function newItem(customers: number[], extra: object = {}) {
  const demo = (await call(admin, 'GET', `${SP}?search=Cable guide clip&offset=0&limit=10`)).json().rows[0];
  const body = {
    name: 'Bracket, 90°',
    partNumber: 'AUS-CAT-900',
    description: 'Right-angle bracket',
    fileId: demo.fileId,
    amProcessId: demo.amProcessId,
    materialId: demo.materialId,
    leadTimeDays: 4,
    currency: 'USD',
    prices: [
      { minQuantity: 5, unitPriceMinor: 900 },
      { minQuantity: 50, unitPriceMinor: 700 },
    ],
    imageFileIds: [],
    customerIds: customers,
    published: true,
    ...extra,
  };
  return { body, response: await call(admin, 'POST', SP, body) };
}

describe('the digital catalogue', () => {
  it('shows the demo items to the customer they are published to, and not to another', async () => {
    const acme = (await call(erin, 'GET', `${ENG}?offset=0&limit=20`)).json();
    expect(acme.rows.map((r: Item) => r.name)).toEqual(expect.arrayContaining(['Cable guide clip', 'Sensor mounting plate']));
    const clip = acme.rows.find((r: Item) => r.name === 'Cable guide clip');
    expect(clip.prices[0]).toEqual({ minQuantity: 10, unitPriceMinor: 240 });
    expect(clip.dimensions).toEqual({ x: 24, y: 12, z: 8 });
    expect(clip).not.toHaveProperty('customers');
    expect((await call(globex, 'GET', `${ENG}?offset=0&limit=20`)).json().totalCount).toBe(0);
    expect((await call(globex, 'GET', `${ENG}/${clip.id}`)).statusCode).toBe(404);
    expect((await call(northwind, 'GET', `${SP}/${clip.id}`)).statusCode).toBe(404);
    expect((await call(operator, 'GET', `${SP}/${clip.id}`)).json().customers).toEqual([
      { id: companies.get('Acme Robotics'), name: 'Acme Robotics' },
    ]);
  });

  it('offers as filters the processes and materials of the items the reader sees, a customer too', async () => {
    const options = async (session: Session, url: string) => {
      const response = await call(session, 'GET', `${url}/filter-options`);
      expect(response.statusCode).toBe(200);
      return response.json() as { processes: { name: string }[]; materials: { name: string }[] };
    };
    const names = (list: { name: string }[]) => list.map((entry) => entry.name);
    // The demo items published to Acme are SLS in PA 2200.
    expect(await options(erin, ENG)).toEqual({
      processes: [expect.objectContaining({ name: 'SLS' })],
      materials: [expect.objectContaining({ name: 'PA 2200' })],
    });
    expect(await options(globex, ENG)).toEqual({ processes: [], materials: [] });
    expect(names((await options(operator, SP)).materials)).toContain('PA 2200');
    expect(await options(northwind, SP)).toEqual({ processes: [], materials: [] });
  });

  it('is kept by its editors only, with the facility’s own files and customers', async () => {
    const acme = companies.get('Acme Robotics')!;
    const image = await uploadFile(t, admin, 'bracket.png', layeredLogo(48, [20, 90, 160]));
    const { body, response } = await newItem([acme], { imageFileIds: [image] });
    expect(response.statusCode).toBe(201);
    const item: Item & { images: { fileId: number; url: string }[] } = response.json();
    expect(item.customers).toEqual([{ id: acme, name: 'Acme Robotics' }]);
    // The customer reads the picture through the link signed for them.
    const shown = (await call(erin, 'GET', `${ENG}/${item.id}`)).json().images[0];
    expect(shown.fileId).toBe(image);
    const picture = await t.app.inject({ method: 'GET', url: shown.url });
    expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/png']);
    const erinsImage = await uploadFile(t, erin, 'note.png', layeredLogo(16, [0, 0, 0]));

    expect((await call(operator, 'POST', SP, body)).statusCode).toBe(403);
    expect((await call(operator, 'GET', `${SP}/customers`)).statusCode).toBe(403);
    const customers = (await call(admin, 'GET', `${SP}/customers`)).json();
    expect(customers).toContainEqual({ id: acme, name: 'Acme Robotics' });

    const refused = async (change: object, field: string) => {
      const answer = await call(admin, 'PUT', `${SP}/${item.id}`, { ...body, ...change });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().details[0].field).toBe(field);
    };
    const erinsFile = await t.db
      .selectFrom('files')
      .select('id')
      .where('company_id', '=', acme)
      .where('part_id', 'is not', null)
      .executeTakeFirstOrThrow();
    await refused({ fileId: erinsFile.id }, 'body.fileId');
    await refused({ fileId: image }, 'body.fileId');
    await refused({ imageFileIds: [erinsImage] }, 'body.imageFileIds.0');
    await refused({ customerIds: [companies.get('Northwind Manufacturing — Leeds') ?? 999_999] }, 'body.customerIds.0');
    await refused({ customerIds: [] }, 'body.customerIds');
    await refused(
      {
        prices: [
          { minQuantity: 5, unitPriceMinor: 900 },
          { minQuantity: 5, unitPriceMinor: 800 },
        ],
      },
      'body.prices.1.minQuantity',
    );

    const changed = await call(admin, 'PUT', `${SP}/${item.id}`, {
      ...body,
      name: 'Bracket, 90° (rev B)',
      updatedAt: item.updatedAt,
    });
    expect(changed.statusCode).toBe(200);
    const stale = await call(admin, 'PUT', `${SP}/${item.id}`, { ...body, updatedAt: item.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Someone else changed this item after you opened it; reload it to see their changes');

    const unpublished = await call(admin, 'PUT', `${SP}/${item.id}`, { ...body, published: false });
    expect(unpublished.statusCode).toBe(200);
    expect((await call(erin, 'GET', `${ENG}/${item.id}`)).statusCode).toBe(404);

    expect((await call(northwind, 'DELETE', `${SP}/${item.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `${SP}/${item.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `${SP}/${item.id}`)).statusCode).toBe(404);
  });

  it('takes a customer’s order at its price, straight to the facility’s confirmation', async () => {
    const acme = companies.get('Acme Robotics')!;
    const item: Item = (await newItem([acme])).response.json();
    const address = await addressOf(t, 'Acme Robotics');

    const tooFew = await call(erin, 'POST', `${ENG}/${item.id}/orders`, { quantity: 4, deliveryAddressId: address });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().message).toBe('The least you can order of this item is 5');
    const foreignAddress = await t.db
      .selectFrom('delivery_addresses')
      .select('id')
      .where('company_id', '<>', acme)
      .executeTakeFirstOrThrow();
    expect(
      (await call(erin, 'POST', `${ENG}/${item.id}/orders`, { quantity: 5, deliveryAddressId: foreignAddress.id })).statusCode,
    ).toBe(400);
    expect((await call(globex, 'POST', `${ENG}/${item.id}/orders`, { quantity: 5, deliveryAddressId: address })).statusCode).toBe(
      404,
    );

    const ordered = await call(erin, 'POST', `${ENG}/${item.id}/orders`, { quantity: 60, deliveryAddressId: address });
    expect([ordered.statusCode, ordered.json().message]).toEqual([201, undefined]);
    const { orderId } = ordered.json();
    const order = (await call(erin, 'GET', `/api/v1/orders/${orderId}`)).json();
    expect(order.status).toBe('BID_ACCEPTED');
    expect(order.displayTitle).toBe('Bracket, 90°');

    const match = await t.db
      .selectFrom('matches')
      .innerJoin('bids', 'bids.match_id', 'matches.id')
      .select(['matches.id', 'matches.status', 'matches.facility_id', 'bids.total_minor', 'bids.currency'])
      .where('matches.rfq_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(match).toMatchObject({ status: 'BID_APPROVED', facility_id: companies.get('Demo Additive — Austin Plant') });
    expect(Number(match.total_minor)).toBe(60 * 700);
    const history = await t.db
      .selectFrom('order_events')
      .select(['to_status', 'actor'])
      .where('rfq_id', '=', orderId)
      .where('match_id', 'is', null)
      .orderBy('id')
      .execute();
    expect(history.map((e) => e.to_status)).toEqual(['DRAFT', 'SUBMITTED', 'BID_ACCEPTED']);

    // The part is the customer's own now: in its inventory, ordered again as the same revision.
    const parts = (await call(erin, 'GET', '/api/v1/engineer/part-inventory?search=AUS-CAT-900&offset=0&limit=10')).json();
    expect(parts.rows).toHaveLength(1);
    expect(parts.rows[0]).toMatchObject({ revisions: 1, latest: { verified: true } });
    const again = (await call(erin, 'POST', `${ENG}/${item.id}/orders`, { quantity: 5, deliveryAddressId: address })).json();
    const files = await t.db.selectFrom('rfq_files').select('file_id').where('rfq_id', 'in', [orderId, again.orderId]).execute();
    expect(new Set(files.map((f) => f.file_id)).size).toBe(1);

    // The facility confirms as it confirms any award; it can open the part's file.
    expect((await call(admin, 'POST', `/api/v1/matches/${match.id}/confirm`)).statusCode).toBe(200);
    expect((await call(erin, 'GET', `/api/v1/orders/${orderId}`)).json().status).toBe('AGREEMENT_DONE');
    expect((await call(admin, 'GET', `/api/v1/files/${files[0]!.file_id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `${SP}/${item.id}`)).json().orders).toBe(2);
  });

  it('is ordered under the terms its facility sells under, shown with the item', async () => {
    const acme = companies.get('Acme Robotics')!;
    const item: Item = (await newItem([acme], { partNumber: 'AUS-CAT-901' })).response.json();
    const address = await addressOf(t, 'Acme Robotics');
    const rfqConfig = (await call(admin, 'GET', '/api/v1/sp/rfq-config')).json();
    const { termsVersion: _version, termsChangedAt: _changed, ...input } = rfqConfig;
    const terms = await call(admin, 'PUT', '/api/v1/sp/rfq-config', { ...input, termsText: 'Payment within 30 days.' });
    expect(terms.statusCode).toBe(200);
    const version = terms.json().termsVersion as number;
    try {
      expect((await call(erin, 'GET', `${ENG}/${item.id}`)).json().terms).toEqual({ version, text: 'Payment within 30 days.' });
      const order = (termsVersion?: number) =>
        call(erin, 'POST', `${ENG}/${item.id}/orders`, { quantity: 5, deliveryAddressId: address, termsVersion });
      for (const [accepted, message] of [
        [undefined, 'Please accept the terms and conditions'],
        [version + 7, 'The terms and conditions changed since you accepted them: please read and accept them again'],
      ] as const) {
        const refused = await order(accepted);
        expect([refused.statusCode, refused.json().message, refused.json().details[0].field]).toEqual([
          400,
          message,
          'body.termsVersion',
        ]);
      }
      const ordered = await order(version);
      expect(ordered.statusCode).toBe(201);
      expect((await call(erin, 'GET', `/api/v1/orders/${ordered.json().orderId}`)).json()).toMatchObject({
        termsVersion: version,
        termsAcceptedAt: expect.any(Number),
      });
    } finally {
      await call(admin, 'PUT', '/api/v1/sp/rfq-config', { ...input, termsText: '' });
    }
    expect((await call(erin, 'GET', `${ENG}/${item.id}`)).json().terms).toBeNull();
  });

  it('hides the items of a facility the customer black-listed', async () => {
    const acme = companies.get('Acme Robotics')!;
    const austin = companies.get('Demo Additive — Austin Plant')!;
    await t.db
      .insertInto('vendor_relations')
      .values({ facility_id: acme, vendor_id: austin, relation: 'BLACK_LISTED' })
      .execute();
    try {
      expect((await call(erin, 'GET', `${ENG}?offset=0&limit=20`)).json().totalCount).toBe(0);
    } finally {
      await t.db.deleteFrom('vendor_relations').where('facility_id', '=', acme).where('vendor_id', '=', austin).execute();
    }
  });
});
