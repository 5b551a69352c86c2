import { DEMO_PASSWORD } from '../accounts/seed.js';
import { callsAs, createTestApp, login, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = callsAs(() => t);
const newestMail = (to: string) =>
  t.db
    .selectFrom('emails')
    .select(['subject', 'text_body'])
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

describe('the user profile', () => {
  it('reads and updates the name, phone, language and date format, refusing what is not valid', async () => {
    const erin = await login(t.app, 'engineer@demo.test');
    expect((await call(erin, 'GET', '/api/v1/users/profile')).json()).toEqual({
      firstName: 'Erin',
      lastName: 'Engineer',
      email: 'engineer@demo.test',
      phone: null,
      language: 'en_US',
      dateFormat: 'MMM DD, YYYY',
      pendingEmail: null,
    });
    const update = {
      firstName: 'Erin',
      lastName: 'Engel',
      phone: '+49 151 23456789',
      language: 'de_DE',
      dateFormat: 'DD.MM.YYYY',
    };
    const updated = await call(erin, 'PUT', '/api/v1/users/profile', update);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual(
      expect.objectContaining({ lastName: 'Engel', phone: '+49 151 23456789', dateFormat: 'DD.MM.YYYY' }),
    );
    // The session reads the new date format and name.
    const user = (await call(erin, 'GET', '/api/v1/users/getUser')).json();
    expect([user.lastName, user.dateFormat]).toEqual(['Engel', 'DD.MM.YYYY']);

    const badPhone = await call(erin, 'PUT', '/api/v1/users/profile', { ...update, phone: '+49 12' });
    expect([badPhone.statusCode, badPhone.json().details[0].field]).toEqual([400, 'body.phone']);
    const badFormat = await call(erin, 'PUT', '/api/v1/users/profile', { ...update, dateFormat: 'YY' });
    expect([badFormat.statusCode, badFormat.json().details[0].field]).toEqual([400, 'body.dateFormat']);
  });

  it('changes the password given the current one; the other sessions end, this one goes on', async () => {
    const here = await login(t.app, 'operator@demo.test');
    const elsewhere = await login(t.app, 'operator@demo.test');
    const wrong = await call(here, 'POST', '/api/v1/users/password', {
      currentPassword: 'not-it',
      newPassword: 'Oscar-new-password-1',
    });
    expect([wrong.statusCode, wrong.json().message, wrong.json().details[0].field]).toEqual([
      400,
      'Your current password is not right',
      'body.currentPassword',
    ]);
    const weak = await call(here, 'POST', '/api/v1/users/password', { currentPassword: DEMO_PASSWORD, newPassword: 'short' });
    expect(weak.json().details[0].field).toBe('body.newPassword');

    const changed = await call(here, 'POST', '/api/v1/users/password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Oscar-new-password-1',
    });
    expect(changed.statusCode).toBe(204);
    expect((await call(here, 'GET', '/api/v1/users/getUser')).statusCode).toBe(200);
    expect((await call(elsewhere, 'GET', '/api/v1/users/getUser')).statusCode).toBe(401);
    await login(t.app, 'operator@demo.test', 'Oscar-new-password-1');
    expect((await newestMail('operator@demo.test')).subject).toBe('Your password was changed');
    // Only the other sessions' pages are told to sign out.
    const told = await t.db.selectFrom('event_outbox').select('payload').where('topic', '=', 'session.ended').execute();
    expect(told.at(-1)!.payload).toEqual({ userId: expect.any(Number), exceptSessionId: expect.any(String) });
    // A key may not do it.
    const { key } = (
      await call(here, 'POST', '/api/v1/users/api-keys', { name: 'Script', expiresAt: Date.now() + 86_400_000 })
    ).json();
    const byKey = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/password',
      headers: { 'x-api-key': key },
      payload: { currentPassword: 'Oscar-new-password-1', newPassword: 'Oscar-key-password-1' },
    });
    expect([byKey.statusCode, byKey.json().code]).toEqual([403, 'API_KEY_REFUSED']);
  });

  it('moves the account to a new address once the link sent to it is opened', async () => {
    const paula = await login(t.app, 'planner@demo.test');
    const taken = await call(paula, 'POST', '/api/v1/users/email', {
      newEmail: 'admin@demo.test',
      currentPassword: DEMO_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    const asked = await call(paula, 'POST', '/api/v1/users/email', {
      newEmail: 'paula.planner@demo.test',
      currentPassword: DEMO_PASSWORD,
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual(
      expect.objectContaining({ email: 'planner@demo.test', pendingEmail: 'paula.planner@demo.test' }),
    );
    expect((await newestMail('planner@demo.test')).subject).toBe('A change of your email address was asked for');
    const mail = await newestMail('paula.planner@demo.test');
    const token = /\/confirm-email\/([\w-]+)/.exec(mail.text_body)![1]!;

    const confirmed = await call(undefined, 'POST', `/api/v1/users/confirm-email/${token}`);
    expect(confirmed.json()).toEqual({ email: 'paula.planner@demo.test' });
    await login(t.app, 'paula.planner@demo.test');
    const again = await call(undefined, 'POST', `/api/v1/users/confirm-email/${token}`);
    expect([again.statusCode, again.json().message]).toEqual([400, 'This confirmation link is invalid or has expired']);
  });
});
