import { loadConfig } from '../config.js';
import { createTestApp, cookiesOf, login, type TestApp } from '../test-support/test-app.js';
import { loginThrottle, slowdownFor } from './login-throttle.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const loginWith = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/customLogin', payload: payload as object, headers });
/** A body posted as written, in `contentType` (a form's fields, or JSON that does not parse). */
const postText = (url: string, contentType: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType, ...headers }, payload });
const FORM = 'application/x-www-form-urlencoded';
/** The operator's password grant, as a form posts it. */
const OPERATOR_GRANT = 'grant_type=password&username=operator%40demo.test&password=Demo-Password-1';
const getUser = (headers: Record<string, string | undefined>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/users/getUser', headers });

describe('customLogin', () => {
  it('answers 200 with the token and sets the access, refresh and cross-site cookies', async () => {
    const response = await loginWith({ email: 'admin@demo.test', password: 'Demo-Password-1' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ access_token: expect.any(String), token_type: 'bearer', expires_in: 900 });
    const cookies = cookiesOf(response);
    expect(cookies.authorization).toMatchObject({ value: body.access_token, path: '/', sameSite: 'Lax' });
    expect(cookies.authorization!.httpOnly).toBeFalsy();
    expect(cookies.refresh_token).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/oauth2' });
    expect(cookies['XSRF-TOKEN']!.value).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(cookies['XSRF-TOKEN']!.httpOnly).toBeFalsy();
  });

  it('refuses a login posted from another site (login CSRF)', async () => {
    const response = await loginWith(
      { email: 'admin@demo.test', password: 'Demo-Password-1' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CROSS_SITE_LOGIN');
    expect(response.cookies).toHaveLength(0);
  });

  it('refuses a form-encoded login, which another site’s form can post in any browser, with 415 and a message', async () => {
    const response = await postText('/api/v1/users/customLogin', FORM, 'email=admin%40demo.test&password=Demo-Password-1');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'A login is sent as JSON (Content-Type: application/json)',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(response.cookies).toHaveLength(0);
  });

  it.each([
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['Origin: null (a sandboxed frame)', { origin: 'null' }],
    ['a sibling site', { 'sec-fetch-site': 'same-site' }],
  ])('refuses a login from %s', async (_from, headers) => {
    const response = await loginWith({ email: 'admin@demo.test', password: 'Demo-Password-1' }, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Logging in from another site is not allowed', code: 'CROSS_SITE_LOGIN' });
    expect(response.cookies).toHaveLength(0);
  });

  it.each([
    ['the public address', { origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin' }],
    ['a tenant’s own domain', { origin: 'https://plant.example', host: 'plant.example' }],
    ['a script without a browser’s headers', {}],
  ])('accepts a JSON login from %s', async (_from, headers) => {
    expect((await loginWith({ email: 'admin@demo.test', password: 'Demo-Password-1' }, headers)).statusCode).toBe(200);
  });

  it('accepts the email in any letter case', async () => {
    expect((await loginWith({ email: 'Planner@Demo.TEST', password: 'Demo-Password-1' })).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email alike with 401 and a JSON message', async () => {
    const wrong = await loginWith({ email: 'admin@demo.test', password: 'not-the-password' });
    const unknown = await loginWith({ email: 'nobody@demo.test', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies).toHaveLength(0);
  });

  it.each([
    [{ password: 'x' }, 'body.email'],
    [{ email: 'admin@demo.test' }, 'body.password'],
    [{ email: 'not-an-email', password: 'x' }, 'body.email'],
    [{ email: 5, password: 'x' }, 'body.email'],
    [{ email: 'admin@demo.test', password: 'x'.repeat(129) }, 'body.password'],
    [{ email: 'admin@demo.test', password: 'x', extra: true }, 'body.extra'],
  ])('answers 400 naming the field for %j', async (payload, field) => {
    const response = await loginWith(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(response.json().details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const response = await postText('/api/v1/users/customLogin', 'application/json', '{"email": "admin@demo.test",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON', code: 'MALFORMED_JSON' });
  });

  it('answers an oversized body with 413', async () => {
    const response = await loginWith({ email: 'admin@demo.test', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('getUser', () => {
  it('returns the user with roles, permissions and company, for the cookie or the bearer header', async () => {
    const session = await login(t.app, 'planner@demo.test');
    for (const headers of [{ cookie: `authorization=${session.accessToken}` }, session.bearer]) {
      const response = await getUser(headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        email: 'planner@demo.test',
        emailVerfied: true,
        roles: expect.arrayContaining([{ roleName: 'ROLE_SERVICE_PROVIDER' }, { roleName: 'SP_MANAGER' }]),
        permissions: ['ENTERPRISE_SCHEDULER_VIEW', 'MATERIAL_MANAGEMENT_EDITOR'],
        defaultRole: 'ROLE_SERVICE_PROVIDER',
        dateFormat: 'MMM DD, YYYY',
        serviceProvider: { companyName: 'Demo Additive — Austin Plant', kind: 'SERVICE_PROVIDER' },
        engineerCompany: null,
      });
    }
  });

  it('answers 401 without credentials and for a forged or malformed token', async () => {
    const session = await login(t.app, 'planner@demo.test');
    const [header, , signature] = session.accessToken.split('.');
    const forgedClaims = Buffer.from(JSON.stringify({ sub: '1', sid: 'x', exp: 9999999999 })).toString('base64url');
    for (const headers of [
      {},
      { authorization: `Bearer ${header}.${forgedClaims}.${signature}` },
      { authorization: 'Bearer nonsense' },
    ]) {
      const response = await getUser(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('answers 401 once the access token has expired', async () => {
    const short = await createTestApp({ accessTokenTtlSeconds: 1 });
    try {
      const session = await login(short.app, 'planner@demo.test');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const response = await short.app.inject({ method: 'GET', url: '/api/v1/users/getUser', headers: session.bearer });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('TOKEN_INVALID');
    } finally {
      await short.close();
    }
  });
});

describe('oauth2/token', () => {
  it('issues a token for the form-encoded password grant', async () => {
    const response = await postText('/api/v1/oauth2/token', FORM, OPERATOR_GRANT);
    expect(response.statusCode).toBe(200);
    const user = await getUser({ authorization: `Bearer ${response.json().access_token}` });
    expect(user.json().email).toBe('operator@demo.test');
  });

  it('refuses a password grant posted by another site’s form', async () => {
    const response = await postText('/api/v1/oauth2/token', FORM, OPERATOR_GRANT, { origin: 'https://evil.example' });
    expect([response.statusCode, response.json().code]).toEqual([403, 'CROSS_SITE_LOGIN']);
    expect(response.cookies).toHaveLength(0);
  });

  it('names the missing field of a password grant and rejects an unknown grant type', async () => {
    const grant = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/oauth2/token', payload });
    const missing = await grant({ grant_type: 'password', username: 'operator@demo.test' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('body.password is required');
    const unknown = await grant({ grant_type: 'client_credentials' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0].field).toBe('body.grant_type');
  });
});

describe('login throttling', () => {
  const limits = { perAccountAndIp: 10, perIp: 50, windowSeconds: 900, slowdownMs: 0, slowdownMaxMs: 0 };
  const attemptOn = (app: TestApp['app'], email: string, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/v1/users/customLogin', payload: { email, password }, remoteAddress });

  it('leaves the owner able to sign in from another address after a stranger’s 100 failures', async () => {
    const strict = await createTestApp({ loginLimits: { ...limits, slowdownMs: 1, slowdownMaxMs: 5 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 100; i++)
        statuses.push((await attemptOn(strict.app, 'operator@demo.test', `guess-${i}`, '10.6.6.6')).statusCode);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(new Set(statuses.slice(10))).toEqual(new Set([429]));
      // The stranger's address stays refused for this account, even with the right password.
      const stranger = await attemptOn(strict.app, 'operator@demo.test', 'Demo-Password-1', '10.6.6.6');
      expect([stranger.statusCode, stranger.json().code]).toEqual([429, 'TOO_MANY_REQUESTS']);
      expect(stranger.headers['retry-after']).toBeDefined();
      expect((await attemptOn(strict.app, 'operator@demo.test', 'Demo-Password-1', '10.7.7.7')).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('reads the address from X-Forwarded-For behind a trusted proxy', async () => {
    const strict = await createTestApp({ trustProxy: true, loginLimits: { ...limits, perAccountAndIp: 2 } });
    try {
      const viaProxy = (password: string, client: string) =>
        strict.app.inject({
          method: 'POST',
          url: '/api/v1/users/customLogin',
          payload: { email: 'operator@demo.test', password },
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': client },
        });
      for (let i = 0; i < 2; i++) expect((await viaProxy('wrong-password', '203.0.113.9')).statusCode).toBe(401);
      expect((await viaProxy('Demo-Password-1', '203.0.113.9')).statusCode).toBe(429);
      expect((await viaProxy('Demo-Password-1', '198.51.100.4')).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('slows attempts on an account failing from other addresses, rather than refusing them', async () => {
    const slow = await createTestApp({ loginLimits: { ...limits, slowdownMs: 40, slowdownMaxMs: 40 } });
    try {
      // Three failures are a person mistyping; the next attempt, from anywhere, waits.
      for (const address of ['10.2.0.1', '10.2.0.2', '10.2.0.3'])
        expect((await attemptOn(slow.app, 'planner@demo.test', 'wrong-password', address)).statusCode).toBe(401);
      expect(await loginThrottle(slow.db, slow.config.loginLimits).check('planner@demo.test', '10.2.0.4')).toBe(40);
      expect((await attemptOn(slow.app, 'planner@demo.test', 'Demo-Password-1', '10.2.0.4')).statusCode).toBe(200);
    } finally {
      await slow.close();
    }
  });

  it('keeps the owner’s wait at a second, however many strangers failed on the account from other addresses', async () => {
    const { loginLimits } = loadConfig({ NODE_ENV: 'test', APP_SECRET: 'x'.repeat(32) });
    const throttle = loginThrottle(t.db, loginLimits);
    for (let i = 1; i <= 15; i++) await throttle.recordFailure('thirdparty@demo.test', `10.8.0.${i}`);
    expect(await throttle.check('thirdparty@demo.test', '10.9.0.1')).toBe(1000);
    expect(Math.max(...Array.from({ length: 200 }, (_, failures) => slowdownFor(failures, loginLimits)))).toBe(1000);
  });

  it('refuses to start with a slow-down the owner would wait for more than two seconds', () => {
    const env = { NODE_ENV: 'test', APP_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...env, LOGIN_SLOWDOWN_MAX_MS: '2000' }).loginLimits.slowdownMaxMs).toBe(2000);
    expect(() => loadConfig({ ...env, LOGIN_SLOWDOWN_MAX_MS: '8000' })).toThrow(
      "LOGIN_SLOWDOWN_MAX_MS must be at most 2000: the owner's own login waits it too",
    );
  });

  it('doubles the delay with each failure from the third on, up to the maximum', () => {
    const delays = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((failures) => slowdownFor(failures, { slowdownMs: 500, slowdownMaxMs: 4000 }));
    expect(delays).toEqual([0, 0, 0, 500, 1000, 2000, 4000, 4000, 4000]);
  });

  it('answers 429 after too many failures from one address across accounts', async () => {
    const strict = await createTestApp({ loginLimits: { ...limits, perIp: 3 } });
    try {
      for (const email of ['a@demo.test', 'b@demo.test', 'c@demo.test'])
        expect((await attemptOn(strict.app, email, 'wrong-password', '10.1.1.1')).statusCode).toBe(401);
      expect((await attemptOn(strict.app, 'planner@demo.test', 'Demo-Password-1', '10.1.1.1')).statusCode).toBe(429);
      expect((await attemptOn(strict.app, 'planner@demo.test', 'Demo-Password-1', '10.1.1.2')).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
