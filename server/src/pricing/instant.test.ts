import { sql } from 'kysely';
import { addressOf, orderInput, processAndMaterial, verifiedPart } from '../test-support/orders.js';
import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(120_000);

let t: TestApp;
let engineer: Session; // Acme Robotics: its APPROVED_VENDORS reach Austin (its store front) and Northwind
let admin: Session; // Austin's admin
let address: number;
beforeAll(async () => {
  t = await createTestApp();
  [engineer, admin] = await logins(t.app, 'engineer', 'admin');
  address = await addressOf(t, 'Acme Robotics');
});
afterAll(() => t.close());

const call = callsAs(() => t);

/** Austin's rules pricing SLS in PA 2200; quoting automatically or not. */
async function austinRules(autoQuote: boolean) {
  const { amProcessId, materialId } = await processAndMaterial(t, 'SELECTIVE_LASER_SINTERING', 'PA 2200');
  const { version } = (await call(admin, 'GET', '/api/v1/pricing-rules')).json();
  const saved = await call(admin, 'PUT', '/api/v1/pricing-rules', {
    baseVersion: version,
    rules: {
      currency: 'USD',
      setupMinor: 2_500,
      minimumOrderMinor: 0,
      postProcessingMinor: 100,
      materials: [{ materialId, pricePerCm3Minor: 50 }],
      processes: [{ processId: amProcessId, machineHourRateMinor: 4_000, buildRateCm3PerHour: 40 }],
      finishes: [],
      quantityBreaks: [],
      rushSurcharges: [],
      formulas: [],
      autoQuote,
    },
  });
  expect(saved.statusCode).toBe(200);
}

/** A draft of Acme's of twelve 10 mm cubes in SLS, PA 2200: ready to submit. */
async function draft() {
  const fileId = await verifiedPart(t, engineer, 'instant-cube.stl');
  const input = orderInput(
    Date.now(),
    { fileId, ...(await processAndMaterial(t, 'SELECTIVE_LASER_SINTERING', 'PA 2200')) },
    { deliveryAddressId: address, displayTitle: 'Instant cubes' },
  );
  const created = await call(engineer, 'POST', '/api/v1/orders', input);
  expect(created.statusCode).toBe(201);
  return { ...(created.json() as { id: number }), input };
}

describe('the demo’s instant prices', () => {
  // Before any test here saves rules of its own: these are the ones the demo is seeded with.
  it('give Acme an instant price from Austin’s own rules for its mounting brackets in SLS, PA 2200', async () => {
    const bracket = await t.db
      .selectFrom('files as f')
      .innerJoin('companies as c', 'c.id', 'f.company_id')
      .select([
        'f.id',
        sql<{ volume: number }>`(select o.response_data from file_operations o where o.file_id = f.id
          and o.operation_type = 'VERIFY' and o.status = 'SUCCESS' order by o.id desc limit 1)`.as('report'),
      ])
      .where('c.company_name', '=', 'Acme Robotics')
      .where('f.file_name', '=', 'mount_bracket.stl')
      .executeTakeFirstOrThrow();
    const input = orderInput(
      Date.now(),
      { fileId: bracket.id, quantity: 30, ...(await processAndMaterial(t, 'SELECTIVE_LASER_SINTERING', 'PA 2200')) },
      { deliveryAddressId: address, displayTitle: 'More mounting brackets' },
    );
    const created = await call(engineer, 'POST', '/api/v1/orders', input);
    expect(created.statusCode).toBe(201);

    const prices = await call(engineer, 'GET', `/api/v1/orders/${created.json().id}/instant-prices`);
    expect(prices.statusCode).toBe(200);
    // Austin's rules: PA 2200 at 0.28 per cm³, SLS at 48.00 an hour building 60 cm³, 1.50 of
    // post-processing a piece, 5 % off from 25 pieces, 45.00 of setup, an order at least 75.00.
    const cm3 = bracket.report.volume / 1_000;
    const piece = Math.round(cm3 * 28) + Math.round((cm3 / 60) * 4_800) + 150;
    const unit = piece - Math.round(piece * 0.05);
    const total = Math.max(7_500, 30 * unit + 4_500);
    expect(prices.json()).toEqual([
      expect.objectContaining({
        facilityName: 'Demo Additive — Austin Plant',
        rulesVersion: 1,
        currency: 'USD',
        parts: [expect.objectContaining({ fileName: 'mount_bracket.stl', quantity: 30, unitPriceMinor: unit })],
        totalMinor: total,
      }),
    ]);
  });
});

describe('instant prices', () => {
  it('price a ready draft by each facility that quotes automatically, and the customer orders at that price', async () => {
    await austinRules(true);
    const order = await draft();
    const prices = await call(engineer, 'GET', `/api/v1/orders/${order.id}/instant-prices`);
    expect(prices.statusCode).toBe(200);
    const [austin, ...others] = prices.json();
    expect(others).toEqual([]);
    // A 1 cm³ cube: 0.50 of material, 1/40 h × 40.00 = 1.00 of machine time, 1.00 of post-processing.
    expect(austin).toMatchObject({
      facilityName: 'Demo Additive — Austin Plant',
      currency: 'USD',
      parts: [{ fileName: 'instant-cube.stl', quantity: 12, unitPriceMinor: 250 }],
      setupMinor: 2_500,
      totalMinor: 12 * 250 + 2_500,
    });
    expect(austin.deliveryDate).toBeGreaterThan(Date.now());

    const stale = await call(engineer, 'POST', `/api/v1/orders/${order.id}/instant-accept`, {
      facilityId: austin.facilityId,
      totalMinor: austin.totalMinor - 1,
    });
    expect([stale.statusCode, stale.json().message]).toEqual([
      409,
      'The instant price has changed since you saw it; look at it again before you accept it',
    ]);
    const accepted = await call(engineer, 'POST', `/api/v1/orders/${order.id}/instant-accept`, {
      facilityId: austin.facilityId,
      totalMinor: austin.totalMinor,
    });
    expect(accepted.statusCode).toBe(204);

    // Awarded to Austin alone at that price, waiting for its confirmation.
    const details = (await call(engineer, 'GET', `/api/v1/orders/${order.id}`)).json();
    expect(details.status).toBe('BID_ACCEPTED');
    expect(details.matches).toHaveLength(1);
    expect(details.matches[0]).toMatchObject({ status: 'BID_APPROVED', bid: { totalMinor: 12 * 250 + 2_500 } });
    expect((await call(engineer, 'GET', `/api/v1/orders/${order.id}/instant-prices`)).json()).toEqual([]);
  });

  it('are none while the facility does not quote automatically, and cannot be accepted then', async () => {
    await austinRules(false);
    const order = await draft();
    expect((await call(engineer, 'GET', `/api/v1/orders/${order.id}/instant-prices`)).json()).toEqual([]);
    const austinId = (
      await t.db
        .selectFrom('companies')
        .select('id')
        .where('company_name', '=', 'Demo Additive — Austin Plant')
        .executeTakeFirstOrThrow()
    ).id;
    const refused = await call(engineer, 'POST', `/api/v1/orders/${order.id}/instant-accept`, {
      facilityId: austinId,
      totalMinor: 5_500,
    });
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'This facility gives this order no instant price']);
    expect((await call(engineer, 'GET', `/api/v1/orders/${order.id}`)).json().status).toBe('DRAFT');
  });

  it('are ordered under the store front’s terms: shown before they are accepted, ordered once they are', async () => {
    await austinRules(true);
    const rfqConfig = {
      requiredFields: [],
      distributions: ['LINK3D', 'INTERNAL_FACILITY', 'APPROVED_VENDORS'],
      quoteDueDays: 7,
      ndaTemplate: '',
    };
    const terms = await call(admin, 'PUT', '/api/v1/sp/rfq-config', { ...rfqConfig, termsText: 'Payment within 30 days.' });
    expect(terms.statusCode).toBe(200);
    try {
      const order = await draft();
      const [austin] = (await call(engineer, 'GET', `/api/v1/orders/${order.id}/instant-prices`)).json();
      const accept = () =>
        call(engineer, 'POST', `/api/v1/orders/${order.id}/instant-accept`, {
          facilityId: austin.facilityId,
          totalMinor: austin.totalMinor,
        });
      const refused = await accept();
      expect([refused.statusCode, refused.json().message, refused.json().details[0].field]).toEqual([
        400,
        'Please accept the terms and conditions',
        'body.termsVersion',
      ]);
      // The customer ticks the box: New Order saves the draft with the version read, then orders.
      const saved = await call(engineer, 'PUT', `/api/v1/orders/${order.id}`, {
        ...order.input,
        termsVersion: terms.json().termsVersion,
      });
      expect(saved.statusCode).toBe(200);
      expect((await accept()).statusCode).toBe(204);
      expect((await call(engineer, 'GET', `/api/v1/orders/${order.id}`)).json()).toMatchObject({
        termsVersion: terms.json().termsVersion,
        termsAcceptedAt: expect.any(Number),
      });
    } finally {
      await call(admin, 'PUT', '/api/v1/sp/rfq-config', { ...rfqConfig, termsText: '' });
    }
  });

  it('are none for an order under NDA: the facility must sign before it sees the files', async () => {
    await austinRules(true);
    const order = await draft();
    expect((await call(engineer, 'GET', `/api/v1/orders/${order.id}/instant-prices`)).json()).toHaveLength(1);
    await t.db.updateTable('rfqs').set({ nda_required: true }).where('id', '=', order.id).execute();
    expect((await call(engineer, 'GET', `/api/v1/orders/${order.id}/instant-prices`)).json()).toEqual([]);
  });
});
