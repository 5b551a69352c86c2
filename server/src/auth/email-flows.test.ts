import { startSmtpServer } from '../test-support/smtp.js';
import { waitFor } from '../test-support/wait-for.js';
import { createTestApp, login, type TestApp } from '../test-support/test-app.js';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'http://platform.test' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** An anonymous POST, as the sign-up and password pages send theirs. */
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
/** A customer's sign-up of `email`: a long enough password and placeholder names unless `fields` says otherwise. */
const signUp = (email: string, fields: { password?: string; firstName?: string; lastName?: string; companyName?: string } = {}) =>
  post('/api/v1/users/register', {
    email,
    password: 'a-long-password-1',
    firstName: 'A',
    lastName: 'B',
    companyName: 'C',
    ...fields,
  });
const mailTo = (address: string) => waitFor(() => smtp.inbox.find((m) => m.to === address), `a mail to ${address}`);

describe('registration and email verification', () => {
  it('registers a customer, mails a verification link over SMTP, and the link verifies the email', async () => {
    const register = await signUp('new.customer@example.com', { firstName: 'Nia', lastName: 'New', companyName: 'Nia Labs' });
    expect(register.statusCode).toBe(202);
    expect(register.json()).toEqual({ message: 'We sent you an email. Open its link to continue.' });
    await t.app.ctx.accountRequests.drain();

    const session = await login(t.app, 'new.customer@example.com', 'a-long-password-1');
    const me = await get('/api/v1/users/getUser', session.bearer);
    expect(me.json()).toMatchObject({
      emailVerfied: false,
      dashboard: 'STORE_FRONT',
      engineerCompany: { companyName: 'Nia Labs' },
    });
    // Unverified: only the routes that help them verify are open.
    expect((await get('/api/v1/settings/menu-config', session.bearer)).json().code).toBe('EMAIL_NOT_VERIFIED');

    const mail = await mailTo('new.customer@example.com');
    const hash = /http:\/\/platform\.test\/verify-email\/([\w-]+)/.exec(mail.text)?.[1];
    expect(hash).toBeDefined();
    const verify = await get(`/api/v1/users/verify-email/${hash}`);
    expect(verify.statusCode).toBe(200);
    expect((await get('/api/v1/users/getUser', session.bearer)).json().emailVerfied).toBe(true);
    // A link works once.
    const again = await get(`/api/v1/users/verify-email/${hash}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This verification link is invalid or has expired');
  });

  it('answers a known address (any case) exactly like a new one, and emails its owner instead', async () => {
    const register = (email: string) => signUp(email, { companyName: 'Taken Inc' });
    const taken = await register('ADMIN@demo.test');
    const fresh = await register('fresh.address@example.com');
    expect([taken.statusCode, taken.body]).toEqual([fresh.statusCode, fresh.body]);
    expect(taken.statusCode).toBe(202);
    await t.app.ctx.accountRequests.drain();

    const notice = await mailTo('admin@demo.test');
    expect(notice.text).toContain('Someone tried to register with your email address');
    expect(notice.text).toContain('http://platform.test/forgot-password');
    // Nothing of the owner's changed: still one account, the old password, no company made.
    const admins = await t.db.selectFrom('users').select('id').where('email', 'ilike', 'admin@demo.test').execute();
    expect(admins).toHaveLength(1);
    await expect(login(t.app, 'admin@demo.test')).resolves.toBeDefined();
    await expect(login(t.app, 'admin@demo.test', 'a-long-password-1')).rejects.toThrow(/401/);
    const company = await t.db.selectFrom('companies').select('id').where('company_name', '=', 'Taken Inc').execute();
    expect(company).toHaveLength(1); // the fresh address's
    await mailTo('fresh.address@example.com');
  });

  it('refuses a short password with 400 and creates nothing', async () => {
    const short = await signUp('short@example.com', { password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      message: 'Password must be at least 10 characters long',
      details: [{ field: 'body.password' }],
    });
    await t.app.ctx.accountRequests.drain();
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', 'short@example.com').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('resends the verification email to an unverified user, and answers 409 to a verified one', async () => {
    const resendTo = async (email: string) => get('/api/v1/users/resendEmailVerification', (await login(t.app, email)).bearer);
    expect((await resendTo('unverified@demo.test')).statusCode).toBe(200);
    await mailTo('unverified@demo.test');
    expect((await resendTo('engineer@demo.test')).statusCode).toBe(409);
  });
});

describe('forgot and reset password', () => {
  it('mails a reset link; the new password works, the old one, old sessions and the API key do not', async () => {
    const before = await login(t.app, 'operator@demo.test');
    const apiKey = (await get('/api/v1/users/keys', before.bearer)).json().userKey as string;
    const forgot = await post('/api/v1/users/forgotPassword', { email: 'operator@demo.test' });
    expect(forgot.statusCode).toBe(200);
    const mail = await mailTo('operator@demo.test');
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();

    const weak = await post('/api/v1/users/reset-password', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details[0].field).toBe('body.password');

    const reset = await post('/api/v1/users/reset-password', { token, password: 'a-brand-new-password' });
    expect(reset.statusCode).toBe(200);
    expect((await get('/api/v1/users/getUser', before.bearer)).statusCode).toBe(401);
    await expect(login(t.app, 'operator@demo.test')).rejects.toThrow(/401/);
    await expect(login(t.app, 'operator@demo.test', 'a-brand-new-password')).resolves.toBeDefined();
    expect((await get('/api/v1/users/getUser', { 'x-api-key': apiKey })).statusCode).toBe(401);

    const reused = await post('/api/v1/users/reset-password', { token, password: 'another-new-password' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      message: 'This reset link is invalid or has expired',
      details: [{ field: 'body.token' }],
    });
  });

  it('answers an unknown email exactly like a known one and sends nothing', async () => {
    const known = await post('/api/v1/users/forgotPassword', { email: 'planner@demo.test' });
    const unknown = await post('/api/v1/users/forgotPassword', { email: 'ghost@demo.test' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await mailTo('planner@demo.test');
    expect(smtp.inbox.some((m) => m.to === 'ghost@demo.test')).toBe(false);
  });
});

describe('a facility’s sender', () => {
  it('sends its people’s mails under its sender name, with its reply-to', async () => {
    const admin = await login(t.app, 'admin@demo.test');
    const config = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/sp/email-config',
      headers: admin.bearer,
      payload: { senderName: 'Austin Plant', replyTo: 'orders@austin.example.com', disabled: [] },
    });
    expect(config.statusCode).toBe(200);
    const seen = smtp.inbox.length;
    await post('/api/v1/users/forgotPassword', { email: 'admin@demo.test' });
    const mail = await waitFor(() => smtp.inbox.slice(seen).find((m) => m.to === 'admin@demo.test'), 'the reset mail');
    expect(mail.raw).toMatch(/^From: Austin Plant <no-reply@localhost>\r?$/m);
    expect(mail.raw).toMatch(/^Reply-To: orders@austin\.example\.com\r?$/m);
  });
});

describe('dev outbox', () => {
  it('keeps mails without SMTP_URL and lists them to admins only', async () => {
    const local = await createTestApp();
    try {
      await local.app.inject({ method: 'POST', url: '/api/v1/users/forgotPassword', payload: { email: 'planner@demo.test' } });
      await local.app.ctx.accountRequests.drain();
      const admin = await login(local.app, 'admin@demo.test');
      const outbox = await local.app.inject({ method: 'GET', url: '/api/v1/admin/outbox', headers: admin.bearer });
      expect(outbox.statusCode).toBe(200);
      expect(outbox.json()[0]).toMatchObject({ to: 'planner@demo.test', subject: 'Reset your password', status: 'CAPTURED' });
      const planner = await login(local.app, 'planner@demo.test');
      expect((await local.app.inject({ method: 'GET', url: '/api/v1/admin/outbox', headers: planner.bearer })).statusCode).toBe(
        403,
      );
    } finally {
      await local.close();
    }
  });
});

describe('concurrent registration', () => {
  it('creates one account when the same email registers twice at once; both get the same answer', async () => {
    const register = () => signUp('twice@example.com', { firstName: 'T', lastName: 'W', companyName: 'Twice' });
    const statuses = (await Promise.all([register(), register()])).map((r) => r.statusCode);
    expect(statuses).toEqual([202, 202]);
    await t.app.ctx.accountRequests.drain();
    const rows = await t.db.selectFrom('users').select('id').where('email', '=', 'twice@example.com').execute();
    expect(rows).toHaveLength(1);
  });
});
