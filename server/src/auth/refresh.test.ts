import { cookiesOf, createTestApp, login, type Session, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ refreshGraceSeconds: 2 });
});
afterAll(() => t.close());

/** A browser refresh: the refresh cookie plus the cross-site token header. */
const refresh = (refreshToken: string, xsrf: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/oauth2/token',
    payload: { grant_type: 'refresh_token' },
    headers: { cookie: `refresh_token=${refreshToken}; XSRF-TOKEN=${xsrf ?? ''}`, ...(xsrf ? { 'x-xsrf-token': xsrf } : {}) },
  });

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const getUser = (accessToken: string) => get('/api/v1/users/getUser', { authorization: `Bearer ${accessToken}` });
const logout = (headers: Record<string, string> = {}) => get('/api/v1/users/logout', headers);
/** The user's API key as `/api/v1/users/keys` answers it: its key (GET), or a new one replacing it (POST). */
const userKey = async (session: Session, method: 'GET' | 'POST' = 'GET') =>
  (await t.app.inject({ method, url: '/api/v1/users/keys', headers: session.bearer })).json().userKey;

describe('refresh_token grant', () => {
  it('rotates the refresh token and issues a working access token', async () => {
    const session = await login(t.app, 'planner@demo.test');
    const response = await refresh(session.refresh, session.xsrf);
    expect(response.statusCode).toBe(200);
    const cookies = cookiesOf(response);
    expect(cookies.refresh_token!.value).not.toBe(session.refresh);
    expect(cookies.authorization!.value).toBe(response.json().access_token);
    expect(response.json().access_token).not.toBe(session.accessToken);
    expect((await getUser(response.json().access_token)).statusCode).toBe(200);
  });

  it('needs the session-bound cross-site token', async () => {
    const session = await login(t.app, 'planner@demo.test');
    const other = await login(t.app, 'operator@demo.test');
    expect((await refresh(session.refresh, undefined)).statusCode).toBe(403);
    const foreign = await refresh(session.refresh, other.xsrf);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('XSRF_INVALID');
    // Those refusals did not spend the token.
    expect((await refresh(session.refresh, session.xsrf)).statusCode).toBe(200);
  });

  it('lets two tabs refresh with the same token at once without logging out', async () => {
    const session = await login(t.app, 'planner@demo.test');
    const [first, second] = await Promise.all([refresh(session.refresh, session.xsrf), refresh(session.refresh, session.xsrf)]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    for (const response of [first, second]) {
      expect((await getUser(response.json().access_token)).statusCode).toBe(200);
      expect((await refresh(cookiesOf(response).refresh_token!.value, session.xsrf)).statusCode).toBe(200);
    }
  });

  it('revokes the whole family when a used refresh token comes back after the grace window', async () => {
    const session: Session = await login(t.app, 'planner@demo.test');
    const rotated = await refresh(session.refresh, session.xsrf);
    const successor = cookiesOf(rotated).refresh_token!.value;
    await new Promise((resolve) => setTimeout(resolve, 2100));

    const replay = await refresh(session.refresh, session.xsrf);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('REFRESH_TOKEN_REUSED');

    // Every token of the family is dead now: the legitimate successor and the access tokens.
    expect((await refresh(successor, session.xsrf)).statusCode).toBe(401);
    expect((await getUser(rotated.json().access_token)).statusCode).toBe(401);
    expect((await getUser(session.accessToken)).statusCode).toBe(401);
    const row = await t.db
      .selectFrom('sessions')
      .select('revoked_reason')
      .where('revoked_reason', '=', 'REFRESH_TOKEN_REUSE')
      .executeTakeFirst();
    expect(row).toBeDefined();
    // Other sessions of the same user are not affected.
    const fresh = await login(t.app, 'planner@demo.test');
    expect((await getUser(fresh.accessToken)).statusCode).toBe(200);
  });

  it('answers 401 for an unknown refresh token or none', async () => {
    const session = await login(t.app, 'planner@demo.test');
    expect((await refresh('made-up-token', session.xsrf)).statusCode).toBe(401);
    const none = await t.app.inject({ method: 'POST', url: '/api/v1/oauth2/token', payload: { grant_type: 'refresh_token' } });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('REFRESH_TOKEN_MISSING');
  });
});

describe('logout', () => {
  it('ends the session: its access and refresh tokens stop working, and the cookies are cleared', async () => {
    const session = await login(t.app, 'operator@demo.test');
    const response = await logout(session.bearer);
    expect(response.statusCode).toBe(200);
    expect(cookiesOf(response).authorization!.value).toBe('');
    expect((await getUser(session.accessToken)).statusCode).toBe(401);
    expect((await refresh(session.refresh, session.xsrf)).statusCode).toBe(401);
  });

  it('is refused to a cross-site link: with cookies it needs the session’s cross-site token header', async () => {
    const session = await login(t.app, 'operator@demo.test');
    const cookies = { cookie: `authorization=${session.accessToken}; XSRF-TOKEN=${session.xsrf}` };
    const fromLink = await logout(cookies);
    expect([fromLink.statusCode, fromLink.json().code]).toEqual([403, 'XSRF_INVALID']);
    expect(fromLink.cookies).toEqual([]);
    const other = await login(t.app, 'operator@demo.test');
    const foreignCookie = `authorization=${session.accessToken}; XSRF-TOKEN=${other.xsrf}`;
    expect((await logout({ cookie: foreignCookie, 'x-xsrf-token': other.xsrf })).statusCode).toBe(403);
    expect((await getUser(session.accessToken)).statusCode).toBe(200);
    expect((await logout(session.browser)).statusCode).toBe(200);
    expect((await getUser(session.accessToken)).statusCode).toBe(401);
  });

  it('needs the header to clear even stale cookies, and clears them with it', async () => {
    const stale = { cookie: 'authorization=expired.token.here; XSRF-TOKEN=abc.def' };
    expect((await logout(stale)).statusCode).toBe(403);
    const withHeader = await logout({ ...stale, 'x-xsrf-token': 'abc.def' });
    expect(withHeader.statusCode).toBe(200);
    expect(cookiesOf(withHeader).authorization!.value).toBe('');
  });

  it('answers 200 without a session, so a stale page can always log out', async () => {
    expect((await logout()).statusCode).toBe(200);
  });
});

describe('cross-site request token', () => {
  const save = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/userPreference/SCHEDULER_FILTERS',
      headers,
      payload: { preferenceType: 'SCHEDULER_FILTERS', preference: [] },
    });

  it('is required on a state-changing request that relies on the cookies', async () => {
    const session = await login(t.app, 'planner@demo.test');
    const withoutHeader = await save({ cookie: `authorization=${session.accessToken}; XSRF-TOKEN=${session.xsrf}` });
    expect(withoutHeader.statusCode).toBe(403);
    expect(withoutHeader.json().code).toBe('XSRF_INVALID');
    expect((await save(session.browser)).statusCode).toBe(200);
  });

  it('must belong to the same session', async () => {
    const session = await login(t.app, 'planner@demo.test');
    const other = await login(t.app, 'planner@demo.test');
    const response = await save({
      cookie: `authorization=${session.accessToken}; XSRF-TOKEN=${other.xsrf}`,
      'x-xsrf-token': other.xsrf,
    });
    expect(response.statusCode).toBe(403);
  });

  it('is not needed with a bearer header or an API key', async () => {
    const session = await login(t.app, 'planner@demo.test');
    expect((await save(session.bearer)).statusCode).toBe(200);
    const key = await userKey(session);
    expect((await save({ 'x-api-key': key })).statusCode).toBe(200);
  });
});

describe('API keys', () => {
  it('returns the same key until it is replaced; the old key then stops working', async () => {
    const session = await login(t.app, 'operator@demo.test');
    const first = await userKey(session);
    expect(first).toMatch(/^amk_/);
    const again = await userKey(session);
    expect(again).toBe(first);
    const asKey = await get('/api/v1/users/getUser', { 'x-api-key': first });
    expect(asKey.json().email).toBe('operator@demo.test');

    const replaced = await userKey(session, 'POST');
    expect(replaced).not.toBe(first);
    expect((await get('/api/v1/users/getUser', { 'x-api-key': first })).statusCode).toBe(401);
    expect((await get('/api/v1/users/getUser', { 'x-api-key': replaced })).statusCode).toBe(200);
  });
});
