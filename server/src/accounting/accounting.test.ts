import { createHash } from 'node:crypto';
import path from 'node:path';
import { unseal } from '../auth/sealed.js';
import { Poller } from '../background/poller.js';
import { loadConfig } from '../config.js';
import { startOAuthServer, type OAuthServer } from '../test-support/oauth-server-process.js';
import { createTestApp, login, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(120_000);

// The accounting connection against a real OAuth 2.0 server process.

let oauthServer: OAuthServer;
let t: TestApp;
let admin: Session;
let austin: number;
beforeAll(async () => {
  oauthServer = await startOAuthServer(path.resolve(__dirname, '../..'));
  const { accounting } = loadConfig({ ...oauthServer.env, APP_SECRET: 'unused-'.padEnd(40, 'x'), DATA_DIR: '/unused' });
  t = await createTestApp({ accounting });
  admin = await login(t.app, 'admin@demo.test');
  austin = (
    await t.db.selectFrom('users').select('service_provider_id').where('email', '=', 'admin@demo.test').executeTakeFirstOrThrow()
  ).service_provider_id!;
});
afterAll(async () => {
  await t.close();
  await oauthServer.stop();
});

const status = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/qb/oauth/token-status', headers: admin.bearer });
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** The admin's browser: the consent page (which answers at once) redirects to the callback, whose answer is the page to show. */
async function consent(): Promise<{ callback: string; page: string }> {
  const connect = await t.app.inject({ method: 'GET', url: '/api/v1/qb/oauth/connect', headers: admin.bearer });
  expect(connect.statusCode).toBe(200);
  const toTool = await fetch(connect.json().url as string, { redirect: 'manual' });
  const callback = new URL(toTool.headers.get('location')!);
  expect(callback.pathname).toBe('/api/v1/qb/oauth/callback');
  callback.searchParams.set('realmId', '9130-demo');
  const back = await t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
  expect(back.statusCode).toBe(302);
  return { callback: `${callback.pathname}${callback.search}`, page: back.headers.location as string };
}

const disconnect = () => t.app.inject({ method: 'POST', url: '/api/v1/qb/oauth/revoke-token', headers: admin.bearer });

describe('the accounting connection', () => {
  it('connects with a single-use state and PKCE proven at the token endpoint, keeping the tokens sealed', async () => {
    expect(await status()).toEqual({ status: 'INACTIVE' });
    const { callback, page } = await consent();
    expect(page).toBe('/service-provider/settings/quickbooks?connected=1');
    expect(await status()).toMatchObject({ status: 'ACTIVE', realmId: '9130-demo', connectedBy: 'Alex Admin' });

    const requests = await oauthServer.requests();
    const last = (endpoint: string) => requests.filter((r) => r.endpoint === endpoint).at(-1)!.parameters;
    const authorize = last('authorize');
    const token = last('token');
    expect(authorize).toMatchObject({ code_challenge_method: 'S256', client_id: 'AmPlatformClient', response_type: 'code' });
    expect(token.grant_type).toBe('authorization_code');
    expect(createHash('sha256').update(token.code_verifier!).digest('base64url')).toBe(authorize.code_challenge);

    const stored = await t.db
      .selectFrom('accounting_connections')
      .selectAll()
      .where('facility_id', '=', austin)
      .executeTakeFirstOrThrow();
    // Sealed with APP_SECRET: only the app secret opens the tool's token.
    expect(stored.access_token).not.toMatch(/^eyJ/);
    expect(unseal(t.config.appSecret, 'accounting-token', stored.access_token!)).toMatch(/^eyJ/);
    expect(unseal('another-secret-'.padEnd(40, 'x'), 'accounting-token', stored.access_token!)).toBeUndefined();

    // The tool's redirect played again is refused: its state was used.
    const replay = await t.app.inject({ method: 'GET', url: callback });
    expect(new URL(replay.headers.location as string, 'http://x').searchParams.get('failed')).toBe(
      'The connection request is unknown or was already used: connect again',
    );

    const audit = await t.db
      .selectFrom('settings_audit')
      .select(['setting', 'before', 'after'])
      .where('facility_id', '=', austin)
      .where('setting', '=', 'QUICKBOOKS_CONFIG')
      .execute();
    expect(audit).toContainEqual({ setting: 'QUICKBOOKS_CONFIG', before: 'INACTIVE', after: 'ACTIVE' });
    expect((await disconnect()).statusCode).toBe(200);
  });

  it('tells a refused consent on the page and stays disconnected', async () => {
    await oauthServer.refuseNext('consent');
    const { page } = await consent();
    expect(new URL(page, 'http://x').searchParams.get('failed')).toBe(
      'The accounting tool refused the connection (access_denied)',
    );
    expect(await status()).toEqual({ status: 'INACTIVE' });
  });

  it('renews a connection due within five minutes, and a refused renewal leaves it INACTIVE with why', async () => {
    await oauthServer.tokenLifetime(60);
    // The renewal poller is held: on its round it would renew this due connection too, or take the refusal meant for a read.
    const release = await Poller.holdAll();
    try {
      await consent();
      const before = (await oauthServer.requests()).length;
      // Reading the status renews a due connection first; two reads at once renew it once (the
      // tool rotates refresh tokens: a second use would be refused and lapse the connection).
      const reads = await Promise.all([status(), status()]);
      expect(reads.map((read) => read.status)).toEqual(['ACTIVE', 'ACTIVE']);
      const renewals = (await oauthServer.requests()).slice(before).filter((r) => r.endpoint === 'token');
      expect(renewals.map((r) => r.parameters.grant_type)).toEqual(['refresh_token']);

      await oauthServer.refuseNext('token');
      const lapsed = await status();
      expect(lapsed).toMatchObject({
        status: 'INACTIVE',
        lapseReason: 'The accounting tool refused to renew access (invalid_grant)',
      });
      expect(lapsed.lapsedAt).toBeGreaterThan(Date.now() - 60_000);
      expect((await disconnect()).json()).toMatchObject({ message: 'The facility is not connected to the accounting tool' });
    } finally {
      release();
      await oauthServer.tokenLifetime(3600);
    }
  });

  it('keeps the connection when the tool refuses the revocation, and ends it when the tool revokes', async () => {
    await consent();
    await oauthServer.refuseNext('revoke');
    const refused = await disconnect();
    expect([refused.statusCode, refused.json().message]).toEqual([
      502,
      'The accounting tool refused to end the connection (HTTP 503); the connection is kept',
    ]);
    expect((await status()).status).toBe('ACTIVE');

    const revoked = await disconnect();
    expect([revoked.statusCode, revoked.json()]).toEqual([200, { success: 'true' }]);
    expect(await status()).toEqual({ status: 'INACTIVE' });
    const stored = await t.db
      .selectFrom('accounting_connections')
      .selectAll()
      .where('facility_id', '=', austin)
      .executeTakeFirstOrThrow();
    expect([stored.access_token, stored.refresh_token]).toEqual([null, null]);
  });

  it('is read by the facility’s operators but connected only by its admins', async () => {
    const operator = await login(t.app, 'operator@demo.test');
    const connect = await t.app.inject({ method: 'GET', url: '/api/v1/qb/oauth/connect', headers: operator.bearer });
    expect(connect.statusCode).toBe(403);
    const read = await t.app.inject({ method: 'GET', url: '/api/v1/qb/oauth/token-status', headers: operator.bearer });
    expect(read.statusCode).toBe(200);
  });
});
