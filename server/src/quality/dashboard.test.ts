import { DEMO_PASSWORD } from '../accounts/seed.js';
import { failedThreeOfTen } from '../test-support/quality.js';
import { createTestApp, login, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(120_000);

let t: TestApp;
let engineer: Session;
let austin: Session;

beforeAll(async () => {
  t = await createTestApp();
  engineer = await login(t.app, 'engineer@demo.test');
  austin = await login(t.app, 'admin@demo.test');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: austin.bearer, ...(payload ? { payload } : {}) });

it('counts the defect codes and what their lost pieces cost, by customer, and proposes a CAPA for a code that keeps coming back', async () => {
  const settings = (await call('GET', '/api/v1/quality/settings')).json();
  expect(
    (await call('PUT', '/api/v1/quality/settings', { ...settings, trendThreshold: 2, trendWindowDays: 30 })).statusCode,
  ).toBe(200);
  for (const title of ['Porous brackets one', 'Porous brackets two']) {
    const { inspectionId } = await failedThreeOfTen(t, { engineer, austin }, title);
    const ncr = (await call('POST', `/api/v1/quality/ncr-inbox/${inspectionId}`, { defectCode: 'POR' })).json();
    const decided = await call('POST', `/api/v1/quality/ncrs/${ncr.id}/disposition`, {
      lines: [
        { disposition: 'SCRAP', quantity: 2 },
        { disposition: 'REWORK', quantity: 1 },
      ],
      signature: { password: DEMO_PASSWORD, meaning: 'APPROVED' },
    });
    expect(decided.statusCode).toBe(200);
  }
  const dashboard = (await call('GET', '/api/v1/quality/dashboard')).json();
  // Two scrapped pieces an NCR, at the bracket's 25.00 each.
  expect(dashboard.pareto).toContainEqual({
    defectCode: 'POR',
    count: 2,
    lostPieces: 4,
    cost: [{ currency: 'USD', minor: 10_000 }],
  });
  expect(dashboard.byCustomer).toContainEqual(expect.objectContaining({ name: 'Acme Robotics', count: expect.any(Number) }));
  expect(dashboard.openByAge[0].count).toBeGreaterThanOrEqual(2);
  expect(dashboard.trends).toContainEqual({ defectCode: 'POR', count: 2, windowDays: 30, openCapa: null });

  const backwards = await call('GET', '/api/v1/quality/dashboard?from=2000&to=1000');
  expect([backwards.statusCode, backwards.json().details[0].field]).toEqual([400, 'querystring.to']);
});
