import { createTestApp, login, type TestApp } from '../test-support/test-app.js';
import { waitFor } from '../test-support/wait-for.js';
import { DEMO_ACCOUNTS } from '../accounts/seed.js';
import { clearDemoData, isDatabaseEmpty, seedDemoData } from './demo-data.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo data', () => {
  it('lets every demo account log in', async () => {
    for (const account of DEMO_ACCOUNTS) await expect(login(t.app, account.email)).resolves.toBeDefined();
  });

  it('is re-created by a reset: changes are gone, ids start over', async () => {
    await t.app.inject({ method: 'POST', url: '/api/v1/users/forgotPassword', payload: { email: 'planner@demo.test' } });
    // The request is handled in the background: its email is written before the reset, not after it.
    await waitFor(
      async () => (await t.db.selectFrom('emails').select('id').execute()).length > 0 || undefined,
      'the reset email',
    );
    const before = await t.db.selectFrom('companies').select(['id', 'company_name']).orderBy('id').execute();
    await clearDemoData(t.db);
    expect(await isDatabaseEmpty(t.db)).toBe(true);
    await seedDemoData(t.db);
    expect(await t.db.selectFrom('companies').select(['id', 'company_name']).orderBy('id').execute()).toEqual(before);
    expect(await t.db.selectFrom('emails').selectAll().execute()).toEqual([]);
    await expect(login(t.app, 'admin@demo.test')).resolves.toBeDefined();
  });
});
