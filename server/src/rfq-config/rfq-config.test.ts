import { addressOf, orderInput, processAndMaterial, verifiedPart } from '../test-support/orders.js';
import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(120_000);

// What a facility's RFQ configuration asks of its store front's New Order.

let t: TestApp;
let admin: Session; // Austin's admin: RFQ_CONFIG_EDITOR of the store front Acme orders through
let engineer: Session; // Acme Robotics
let address: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, engineer] = await logins(t.app, 'admin', 'engineer');
  address = await addressOf(t, 'Acme Robotics');
});
afterAll(() => t.close());

const call = callsAs(() => t);
const config = (changes: object = {}) => ({
  requiredFields: [],
  distributions: ['LINK3D', 'INTERNAL_FACILITY', 'APPROVED_VENDORS'],
  quoteDueDays: 7,
  ndaTemplate: '',
  termsText: '',
  ...changes,
});
const save = async (changes: object) => {
  const saved = await call(admin, 'PUT', '/api/v1/sp/rfq-config', config(changes));
  expect(saved.statusCode).toBe(200);
  return saved.json();
};

/** Saves a draft of Acme's and tries to submit it: the status, message and field of a refusal. */
async function submit(changes: object) {
  const now = Date.now();
  const part = {
    fileId: await verifiedPart(t, engineer, 'asked.stl'),
    ...(await processAndMaterial(t, 'SLA', 'Clear Resin V4')),
  };
  const draft = await call(engineer, 'POST', '/api/v1/orders', orderInput(now, part, { deliveryAddressId: address, ...changes }));
  expect(draft.statusCode).toBe(201);
  const answer = await call(engineer, 'POST', `/api/v1/orders/${draft.json().id}/submit`, {});
  return { id: draft.json().id as number, answer: [answer.statusCode, answer.json().message, answer.json().details?.[0]?.field] };
}

describe('the RFQ configuration', () => {
  it('starts from every distribution, a week to quote, nothing required and no terms', async () => {
    expect((await call(admin, 'GET', '/api/v1/sp/rfq-config')).json()).toEqual({
      ...config(),
      termsVersion: 0,
      termsChangedAt: null,
    });
  });

  it('refuses what cannot be a configuration, naming the field', async () => {
    const refused = async (changes: object) => {
      const answer = await call(admin, 'PUT', '/api/v1/sp/rfq-config', config(changes));
      return [answer.statusCode, answer.json().details?.[0]?.field];
    };
    expect(await refused({ quoteDueDays: 0 })).toEqual([400, 'body.quoteDueDays']);
    expect(await refused({ distributions: [] })).toEqual([400, 'body.distributions']);
    expect(await refused({ requiredFields: ['colour'] })).toEqual([400, 'body.requiredFields.0']);
  });

  it('is what New Order asks: required fields, the quote due period, the terms in force accepted', async () => {
    const terms = 'Parts are made to the drawing supplied. Payment within 30 days.';
    const first = await save({
      requiredFields: ['thirdPartyOrderId'],
      quoteDueDays: 10,
      ndaTemplate: 'Mutual NDA',
      termsText: terms,
    });
    expect(first).toMatchObject({ termsVersion: 1, quoteDueDays: 10 });
    expect(first.termsChangedAt).toBeGreaterThan(Date.now() - 60_000);
    // Saving the same wording again is not a new version.
    expect(
      (await save({ requiredFields: ['thirdPartyOrderId'], quoteDueDays: 10, ndaTemplate: 'Mutual NDA', termsText: terms }))
        .termsVersion,
    ).toBe(1);

    const offer = (await call(engineer, 'GET', '/api/v1/orders/offer?distribution=APPROVED_VENDORS')).json();
    expect(offer).toMatchObject({
      requiredFields: ['thirdPartyOrderId'],
      quoteDueDays: 10,
      ndaTemplate: 'Mutual NDA',
      terms: { version: 1, text: terms },
    });

    expect((await submit({})).answer).toEqual([400, 'Please enter your order reference', 'body.thirdPartyOrderId']);
    expect((await submit({ thirdPartyOrderId: 'PO-7731' })).answer).toEqual([
      400,
      'Please accept the terms and conditions',
      'body.termsVersion',
    ]);

    // The facility rewords its terms: an acceptance of the old ones no longer passes.
    expect((await save({ requiredFields: ['thirdPartyOrderId'], termsText: `${terms} Shipping EXW.` })).termsVersion).toBe(2);
    expect((await submit({ thirdPartyOrderId: 'PO-7731', termsVersion: 1 })).answer).toEqual([
      400,
      'The terms and conditions changed since you accepted them: please read and accept them again',
      'body.termsVersion',
    ]);
    const { id, answer } = await submit({ thirdPartyOrderId: 'PO-7731', termsVersion: 2 });
    expect(answer[0]).toBe(200);
    const order = await t.db
      .selectFrom('rfqs')
      .select(['terms_version', 'terms_accepted_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(order.terms_version).toBe(2);
    expect(order.terms_accepted_at).not.toBeNull();

    const audit = await t.db.selectFrom('settings_audit').select('after').where('setting', '=', 'RFQ_CONFIG').execute();
    expect(audit).toHaveLength(3);

    // Without terms nothing is to be accepted; the versions go on (an old acceptance never passes again).
    expect((await save({})).termsVersion).toBe(3);
    expect((await call(engineer, 'GET', '/api/v1/orders/offer?distribution=APPROVED_VENDORS')).json().terms).toBeNull();
    expect((await submit({})).answer[0]).toBe(200);
  });

  it('holds where the store front’s orders may go', async () => {
    await save({ distributions: ['APPROVED_VENDORS'] });
    try {
      const offer = (await call(engineer, 'GET', '/api/v1/orders/offer?distribution=APPROVED_VENDORS')).json();
      expect(offer.distributions).toEqual(['APPROVED_VENDORS']);
      const part = { fileId: await verifiedPart(t, engineer, 'elsewhere.stl') };
      const elsewhere = await call(engineer, 'POST', '/api/v1/orders', orderInput(Date.now(), part, { distribution: 'LINK3D' }));
      expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([400, 'This store front does not send orders there']);
    } finally {
      await save({});
    }
  });
});
