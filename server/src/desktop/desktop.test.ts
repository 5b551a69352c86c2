import { createTestApp, login, type Session, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let planner: Session;

beforeAll(async () => {
  t = await createTestApp();
  planner = await login(t.app, 'planner@demo.test');
});
afterAll(() => t.close());

const pair = async () => {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/desktop/pairings', headers: planner.bearer });
  expect(response.statusCode).toBe(201);
  return response.json() as { token: string; expiresAt: number };
};
const redeem = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/desktop/pairings/redeem', payload: { token } });

describe('pairing the desktop tool', () => {
  it('tells the tool, once, who paired it and for which facility', async () => {
    const before = Date.now();
    const { token, expiresAt } = await pair();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 2 * 60_000);
    const redeemed = await redeem(token);
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toMatchObject({ email: 'planner@demo.test', facilityId: expect.any(Number) });
    const again = await redeem(token);
    expect([again.statusCode, again.json().message]).toEqual([
      404,
      'This pairing has expired or was already used; open the page in the desktop tool again',
    ]);
  });

  it('refuses an expired pairing, and a launch of another tool', async () => {
    const { token } = await pair();
    await t.db
      .updateTable('magics_intents')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('tool', '=', 'DESKTOP')
      .execute();
    expect((await redeem(token)).statusCode).toBe(404);
    // A pairing is no launch of the build-preparation tool, nor the other way round.
    const { token: fresh } = await pair();
    const asLaunch = await t.app.inject({ method: 'POST', url: '/api/v3/magics/intents/redeem', payload: { intent: fresh } });
    expect(asLaunch.statusCode).toBe(404);
    expect((await redeem(fresh)).statusCode).toBe(200);
  });
});
