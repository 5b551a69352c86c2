import { DEMO_PASSWORD } from '../accounts/index.js';
import { passkeysOf } from '../test-support/passkey-authenticator.js';
import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(120_000);

let t: TestApp;
let planner: Session;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  [planner, admin] = await logins(t.app, 'planner', 'admin');
});
afterAll(() => t.close());

const call = callsAs(() => t);
const { authenticator, registered } = passkeysOf(() => t);
const userIdOf = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

describe('registering a passkey', () => {
  it('takes the current password first, then keeps the passkey the browser made, listed on the profile', async () => {
    const wrong = await call(planner, 'POST', '/api/v1/users/passkeys/options', { currentPassword: 'not-it' });
    expect([wrong.statusCode, wrong.json().details[0].field]).toEqual([400, 'body.currentPassword']);

    const started = await call(planner, 'POST', '/api/v1/users/passkeys/options', { currentPassword: DEMO_PASSWORD });
    const options = started.json();
    expect(options).toMatchObject({
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      rp: { id: 'localhost', name: 'AM Platform' },
      user: { name: 'planner@demo.test', displayName: 'Paula Planner' },
      attestation: 'none',
      authenticatorSelection: { userVerification: 'required' },
    });
    expect(options.pubKeyCredParams).toEqual(expect.arrayContaining([{ alg: -7, type: 'public-key' }]));
    const key = authenticator();
    const kept = await call(planner, 'POST', '/api/v1/users/passkeys', {
      name: '  Work laptop ',
      response: key.register(options),
    });
    expect(kept.statusCode).toBe(201);
    expect(kept.json()).toEqual({
      id: expect.any(Number),
      name: 'Work laptop',
      createdAt: expect.any(String),
      lastUsedAt: null,
      backedUp: false,
    });
    expect((await call(planner, 'GET', '/api/v1/users/passkeys')).json()).toEqual([kept.json()]);
    const row = await t.db.selectFrom('passkeys').selectAll().where('id', '=', kept.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: await userIdOf('planner@demo.test'), credential_id: key.id, sign_count: 0 });
    expect(row.transports).toEqual(['internal']);
    // Another person sees none of it.
    expect((await call(admin, 'GET', '/api/v1/users/passkeys')).json()).toEqual([]);

    // The next options exclude it, so the authenticator says it holds one already; made again, it is refused.
    const again = (await call(planner, 'POST', '/api/v1/users/passkeys/options', { currentPassword: DEMO_PASSWORD })).json();
    expect(again.excludeCredentials).toEqual([{ id: key.id, type: 'public-key', transports: ['internal'] }]);
    const twice = await call(planner, 'POST', '/api/v1/users/passkeys', { name: 'Twice', response: key.register(again) });
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'This passkey is registered already']);
    await call(planner, 'DELETE', `/api/v1/users/passkeys/${kept.json().id}`);
  });

  it('refuses an answer to a used, foreign or expired challenge, from another origin, or without user verification', async () => {
    const options = () => call(planner, 'POST', '/api/v1/users/passkeys/options', { currentPassword: DEMO_PASSWORD });
    const keep = (response: object) => call(planner, 'POST', '/api/v1/users/passkeys', { name: 'Key', response });
    const refused = async (response: object) => {
      const answer = await keep(response);
      return [answer.statusCode, answer.json().details?.[0]?.field, answer.json().message];
    };
    const used = (await options()).json();
    const first = await keep(authenticator().register(used));
    expect(first.statusCode).toBe(201);
    const stale = 'This passkey was made for a request that has expired or was used already: please add it again';
    expect(await refused(authenticator().register(used))).toEqual([400, 'body.response', stale]);

    // The admin's challenge is not the planner's.
    const adminsOptions = (
      await call(admin, 'POST', '/api/v1/users/passkeys/options', { currentPassword: DEMO_PASSWORD })
    ).json();
    expect(await refused(authenticator().register(adminsOptions))).toEqual([400, 'body.response', stale]);

    const late = (await options()).json();
    await t.db
      .updateTable('passkey_challenges')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('challenge', '=', late.challenge)
      .execute();
    expect(await refused(authenticator().register(late))).toEqual([400, 'body.response', stale]);

    const elsewhere = authenticator().register((await options()).json(), { origin: 'https://evil.example' });
    expect((await refused(elsewhere)).slice(0, 2)).toEqual([400, 'body.response']);
    const unverified = authenticator().register((await options()).json(), { userVerified: false });
    expect((await refused(unverified)).slice(0, 2)).toEqual([400, 'body.response']);

    const name = await call(planner, 'POST', '/api/v1/users/passkeys', {
      name: '   ',
      response: authenticator().register((await options()).json()),
    });
    expect([name.statusCode, name.json().details[0].field]).toEqual([400, 'body.name']);
    expect((await call(planner, 'GET', '/api/v1/users/passkeys')).json()).toHaveLength(1);
    await call(planner, 'DELETE', `/api/v1/users/passkeys/${first.json().id}`);
  });

  it('removes one of the person’s own passkeys only', async () => {
    const { passkey } = await registered(planner, 'Old phone');
    expect((await call(admin, 'DELETE', `/api/v1/users/passkeys/${passkey.id}`)).statusCode).toBe(404);
    expect((await call(planner, 'DELETE', `/api/v1/users/passkeys/${passkey.id}`)).statusCode).toBe(204);
    expect((await call(planner, 'DELETE', `/api/v1/users/passkeys/${passkey.id}`)).statusCode).toBe(404);
    expect((await call(planner, 'GET', '/api/v1/users/passkeys')).json()).toEqual([]);
  });

  it('keeps at most ten unanswered challenges a person, dropping the oldest', async () => {
    const userId = await userIdOf('admin@demo.test');
    const live = async () =>
      (await t.db.selectFrom('passkey_challenges').select('challenge').where('user_id', '=', userId).execute()).length;
    const challenges: string[] = [];
    for (let i = 0; i < 12; i++)
      challenges.push(
        (await call(admin, 'POST', '/api/v1/users/passkeys/options', { currentPassword: DEMO_PASSWORD })).json().challenge,
      );
    expect(await live()).toBe(10);
    // The oldest are gone: answered now, they are stale; the newest still registers.
    const stale = await call(admin, 'POST', '/api/v1/users/passkeys', {
      name: 'Late',
      response: authenticator().register({ challenge: challenges[0]! }),
    });
    expect(stale.statusCode).toBe(400);
    const newest = await call(admin, 'POST', '/api/v1/users/passkeys', {
      name: 'On time',
      response: authenticator().register({ challenge: challenges[11]! }),
    });
    expect(newest.statusCode).toBe(201);
    await call(admin, 'DELETE', `/api/v1/users/passkeys/${newest.json().id}`);
  });

  it('refuses an API key: passkeys are the person’s own', async () => {
    const { key } = (
      await call(planner, 'POST', '/api/v1/users/api-keys', { name: 'Script', expiresAt: Date.now() + 86_400_000 })
    ).json();
    for (const [method, url, payload] of [
      ['GET', '/api/v1/users/passkeys', undefined],
      ['POST', '/api/v1/users/passkeys/options', { currentPassword: DEMO_PASSWORD }],
      ['POST', '/api/v1/signatures/passkey-challenge', undefined],
    ] as const) {
      const byKey = await t.app.inject({ method, url, headers: { 'x-api-key': key }, ...(payload ? { payload } : {}) });
      expect([url, byKey.statusCode, byKey.json().code]).toEqual([url, 403, 'API_KEY_REFUSED']);
    }
  });
});
