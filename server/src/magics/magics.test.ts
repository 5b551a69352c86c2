import { createTestApp, login, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(120_000);

let t: TestApp;
let admin: Session; // Austin's admin: ITAR_ADMIN
let operator: Session; // Austin's operator: not ITAR-cleared
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.test');
  operator = await login(t.app, 'operator@demo.test');
});
afterAll(() => t.close());

const intentOf = async (session: Session, query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v3/magics/register-intent${query}`, headers: session.bearer });
  expect(response.statusCode).toBe(200);
  return new URL(response.json().url as string);
};
const redeem = (intent: string) => t.app.inject({ method: 'POST', url: '/api/v3/magics/intents/redeem', payload: { intent } });

describe('the build-preparation launcher', () => {
  it('sends ITAR-cleared people to the ITAR adapter, others to the other, each with an intent redeemable once', async () => {
    const itar = await intentOf(admin);
    expect(itar.origin).toBe('https://magics-adapter-itar.austin.demo.test');
    const plain = await intentOf(operator, '?tool=STREAMICS');
    expect(plain.origin).toBe('https://magics-adapter.austin.demo.test');
    expect(plain.searchParams.get('tool')).toBe('streamics');

    const first = await redeem(plain.searchParams.get('intent')!);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ email: 'operator@demo.test', tool: 'STREAMICS', itar: false });
    const again = await redeem(plain.searchParams.get('intent')!);
    expect([again.statusCode, again.json().message]).toEqual([
      404,
      'This launch has expired or was already used; launch the tool again',
    ]);
    expect((await redeem(itar.searchParams.get('intent')!)).json()).toMatchObject({ email: 'admin@demo.test', itar: true });
  });

  it('lets an intent expire unused', async () => {
    const url = await intentOf(operator);
    await t.db
      .updateTable('magics_intents')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('used_at', 'is', null)
      .execute();
    expect((await redeem(url.searchParams.get('intent')!)).statusCode).toBe(404);
  });

  it('says so when the facility has the tool switched off', async () => {
    const record = await t.db
      .selectFrom('config_records')
      .select(['id', 'config_value'])
      .where('config_type', '=', 'MAGICS_CONFIG')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('config_records')
      .set({ config_value: JSON.stringify({ ...JSON.parse(record.config_value), isMagicsEnabled: false }) })
      .where('id', '=', record.id)
      .execute();
    try {
      const off = await t.app.inject({ method: 'GET', url: '/api/v3/magics/register-intent', headers: operator.bearer });
      expect([off.statusCode, off.json().message]).toEqual([409, 'The build-preparation tool is not enabled for this facility']);
    } finally {
      await t.db.updateTable('config_records').set({ config_value: record.config_value }).where('id', '=', record.id).execute();
    }
  });
});
