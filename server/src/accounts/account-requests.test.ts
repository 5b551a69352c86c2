import { Poller } from '../background/poller.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/** Registrations and password resets: the same answer and request-path work for any address, and limits on the emails. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ accountEmailLimits: { perAccountPerHour: 3, perIpPerHour: 3 } });
});
afterAll(() => t.close());

let nextAddress = 1;
/** A client address of its own for each call, unless a test says which. */
const forgot = (email: string, remoteAddress = `10.40.0.${nextAddress++}`) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/forgotPassword', payload: { email }, remoteAddress });
const register = (email: string, remoteAddress = `10.40.0.${nextAddress++}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/users/register',
    payload: { email, password: 'a-long-password-1', firstName: 'R', lastName: 'Q', companyName: 'Requests Ltd' },
    remoteAddress,
  });
const mailsTo = async (email: string, subject: string) =>
  (await t.db.selectFrom('emails').select('id').where('to_address', '=', email).where('subject', '=', subject).execute()).length;
const counts = async () => ({
  requests: (await t.db.selectFrom('account_requests').select('id').execute()).length,
  emails: (await t.db.selectFrom('emails').select('id').execute()).length,
  tokens: (await t.db.selectFrom('email_tokens').select('token_hash').execute()).length,
  users: (await t.db.selectFrom('users').select('id').execute()).length,
});

describe('account requests', () => {
  it('does the same work on the request path for a known and an unknown address: one queued row, nothing else', async () => {
    await t.app.ctx.accountRequests.drain();
    // The queue's poller is held, its clock with its kicks: it would otherwise do a request's work between two counts.
    const release = await Poller.holdAll();
    try {
      for (const [send, known, unknown] of [
        [forgot, 'planner@demo.test', 'nobody@example.com'],
        [register, 'planner@demo.test', 'someone.new@example.com'],
      ] as const) {
        const before = await counts();
        const knownAnswer = await send(known);
        const afterKnown = await counts();
        const unknownAnswer = await send(unknown);
        const afterUnknown = await counts();
        expect([knownAnswer.statusCode, knownAnswer.body]).toEqual([unknownAnswer.statusCode, unknownAnswer.body]);
        expect(afterKnown).toEqual({ ...before, requests: before.requests + 1 });
        expect(afterUnknown).toEqual({ ...afterKnown, requests: afterKnown.requests + 1 });
      }
    } finally {
      release();
    }
    await t.app.ctx.accountRequests.drain();
    expect(await mailsTo('planner@demo.test', 'Reset your password')).toBe(1);
    expect(await mailsTo('planner@demo.test', 'Someone tried to register with your email address')).toBe(1);
    expect(await mailsTo('someone.new@example.com', 'Verify your email address')).toBe(1);
    expect(await mailsTo('nobody@example.com', 'Reset your password')).toBe(0);
  });

  it('sends at most 3 reset emails an hour to one account, however many addresses ask', async () => {
    for (let i = 0; i < 6; i++) expect((await forgot('operator@demo.test')).statusCode).toBe(200);
    await t.app.ctx.accountRequests.drain();
    expect(await mailsTo('operator@demo.test', 'Reset your password')).toBe(3);
  });

  it('tells the owner of a registered address at most 3 times an hour', async () => {
    for (let i = 0; i < 6; i++) expect((await register('engineer@demo.test')).statusCode).toBe(202);
    await t.app.ctx.accountRequests.drain();
    expect(await mailsTo('engineer@demo.test', 'Someone tried to register with your email address')).toBe(3);
  });

  it('refuses a client address with 429 after its hourly requests, alike for any address asked for', async () => {
    const address = '10.41.0.1';
    expect((await forgot('admin@demo.test', address)).statusCode).toBe(200);
    expect((await register('flood@example.com', address)).statusCode).toBe(202);
    expect((await forgot('ghost@example.com', address)).statusCode).toBe(200);
    const known = await forgot('admin@demo.test', address);
    const unknown = await register('ghost@example.com', address);
    expect([known.statusCode, known.json().code, known.headers['retry-after']]).toEqual([429, 'TOO_MANY_REQUESTS', '3600']);
    expect(unknown.body).toBe(known.body);
    expect((await forgot('admin@demo.test', '10.41.0.2')).statusCode).toBe(200);
  });
});
