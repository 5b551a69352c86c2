import { createSigner } from 'fast-jwt';
import { createTestApp, login, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getUser = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/users/getUser', headers: { authorization: `Bearer ${token}` } });
/** The claims of a token the server issued. */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe('access tokens', () => {
  it('refuses a token signed with the right key but without exp or without iat', async () => {
    const session = await login(t.app, 'planner@demo.test');
    const { sub, sid } = claimsOf(session.accessToken);
    const key = t.config.appSecret;
    const withBoth = createSigner({ key, algorithm: 'HS256', expiresIn: 60_000 })({ sub, sid });
    const withoutExp = createSigner({ key, algorithm: 'HS256' })({ sub, sid });
    const withoutIat = createSigner({ key, algorithm: 'HS256', expiresIn: 60_000, noTimestamp: true })({ sub, sid });
    expect(claimsOf(withoutExp)).not.toHaveProperty('exp');
    expect(claimsOf(withoutIat)).not.toHaveProperty('iat');
    expect((await getUser(withBoth)).statusCode).toBe(200);
    for (const token of [withoutExp, withoutIat]) {
      const response = await getUser(token);
      expect([response.statusCode, response.json().code]).toEqual([401, 'TOKEN_INVALID']);
    }
  });

  it('issues tokens that carry both', async () => {
    const { accessToken } = await login(t.app, 'planner@demo.test');
    expect(claimsOf(accessToken)).toEqual(expect.objectContaining({ exp: expect.any(Number), iat: expect.any(Number) }));
  });
});
