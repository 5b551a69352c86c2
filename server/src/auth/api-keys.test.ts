import { createTestApp, login, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(60_000);

const DAY = 86_400_000;
let t: TestApp;
let planner: Session;
let engineer: Session;

beforeAll(async () => {
  t = await createTestApp();
  planner = await login(t.app, 'planner@demo.test');
  engineer = await login(t.app, 'engineer@demo.test');
});
afterAll(() => t.close());

const call = (headers: Record<string, string>, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const newKey = (session: Session, name: string, expiresAt = Date.now() + 30 * DAY) =>
  call(session.bearer, 'POST', '/api/v1/users/api-keys', { name, expiresAt });

describe('named API keys', () => {
  it('makes a key shown once that reads the API with its owner’s rights until it is revoked', async () => {
    const made = await newKey(planner, 'Nightly MES export');
    expect(made.statusCode).toBe(201);
    const { key, apiKey } = made.json();
    expect(key).toMatch(/^amk_/);
    expect(apiKey).toEqual(expect.objectContaining({ name: 'Nightly MES export', prefix: key.slice(0, 12), lastUsedAt: null }));
    // The list never shows the key again.
    const listed = (await call(planner.bearer, 'GET', '/api/v1/users/api-keys')).json();
    expect(JSON.stringify(listed)).not.toContain(key);

    const byKey = { 'x-api-key': key };
    const me = await call(byKey, 'GET', '/api/v1/users/getUser');
    expect([me.statusCode, me.json().email]).toEqual([200, 'planner@demo.test']);
    // The owner's rights, never more: the planner has no CUSTOMER_PORTAL_EDITOR, nor has the key.
    expect((await call(byKey, 'GET', '/api/v1/customers')).statusCode).toBe(403);
    // A key cannot manage keys.
    const minting = await call(byKey, 'POST', '/api/v1/users/api-keys', { name: 'Another', expiresAt: Date.now() + DAY });
    expect([minting.statusCode, minting.json().code]).toEqual([403, 'API_KEY_REFUSED']);
    // Nor does it read the desktop tool's key, which does not expire.
    expect((await call(byKey, 'GET', '/api/v1/users/keys')).statusCode).toBe(403);
    expect((await call(planner.bearer, 'GET', '/api/v1/users/api-keys')).json()[0].lastUsedAt).toEqual(expect.any(Number));

    // Another person cannot revoke it; its owner can, and it stops working at once.
    expect((await call(engineer.bearer, 'DELETE', `/api/v1/users/api-keys/${apiKey.id}`)).statusCode).toBe(404);
    expect((await call(planner.bearer, 'DELETE', `/api/v1/users/api-keys/${apiKey.id}`)).statusCode).toBe(204);
    expect((await call(byKey, 'GET', '/api/v1/users/getUser')).statusCode).toBe(401);
    expect((await call(planner.bearer, 'DELETE', `/api/v1/users/api-keys/${apiKey.id}`)).statusCode).toBe(404);
  });

  it('stops an expired key', async () => {
    const { key, apiKey } = (await newKey(planner, 'Short-lived')).json();
    await t.db
      .updateTable('user_api_keys')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', apiKey.id)
      .execute();
    expect((await call({ 'x-api-key': key }, 'GET', '/api/v1/users/getUser')).statusCode).toBe(401);
  });

  it('refuses a key without a name, an expiry in the past or beyond a year, and a name in use', async () => {
    const blank = await newKey(planner, '   ');
    expect([blank.statusCode, blank.json().details[0].field]).toEqual([400, 'body.name']);
    const past = await newKey(planner, 'Past', Date.now() - DAY);
    expect([past.statusCode, past.json().details[0].field]).toEqual([400, 'body.expiresAt']);
    const far = await newKey(planner, 'Far', Date.now() + 400 * DAY);
    expect([far.statusCode, far.json().message]).toEqual([400, 'A key lives at most 366 days']);
    expect((await newKey(planner, 'Twice')).statusCode).toBe(201);
    const again = await newKey(planner, 'twice');
    expect([again.statusCode, again.json().message]).toEqual([409, 'You already have a key named twice']);
  });

  it('documents for every operation whether an API key is accepted', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(spec.paths['/api/v1/users/getUser'].get.security).toContainEqual({ apiKey: [] });
    expect(spec.paths['/api/v1/users/api-keys'].post.security).toEqual([{ bearer: [] }, { cookie: [] }]);
    expect(spec.paths['/api/v1/users/customLogin'].post.security).toEqual([]);
  });
});
