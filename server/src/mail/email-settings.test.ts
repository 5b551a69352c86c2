import { composeMail } from './compose.js';
import { createTestApp, login, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(120_000);

let t: TestApp;
let admin: Session; // Austin's admin: EMAIL_SETTINGS_EDITOR
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.test');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, session = admin) =>
  t.app.inject({ method, url, payload, headers: session.bearer });
const template = (key: string, language = 'de_DE') => `/api/v1/sp/email-templates/${key}/${language}`;
const newestMailTo = async (address: string) => {
  const mails = (await call('GET', '/api/v1/admin/outbox?limit=20')).json() as {
    to: string;
    subject: string;
    text: string;
    fromName: string | null;
    replyTo: string | null;
  }[];
  return mails.find((mail) => mail.to === address);
};
const forgotPassword = async (email: string) => {
  await t.app.inject({ method: 'POST', url: '/api/v1/users/forgotPassword', payload: { email } });
  await t.app.ctx.accountRequests.drain();
};

describe('email templates', () => {
  it('mails a German customer the facility’s own German wording, and the platform’s again after a reset', async () => {
    // Acme orders from Austin's store: Austin's wording reaches its people.
    await t.db.updateTable('users').set({ language: 'de_DE' }).where('email', '=', 'engineer@demo.test').execute();
    const saved = await call('PUT', template('account.resetPassword'), {
      subject: 'Neues Passwort für {{name}}',
      body: 'Guten Tag {{name}},\n\nhier entlang: {{link}} (gültig {{hours}} Stunde).\n\nIhr Austin-Team',
    });
    expect(saved.statusCode).toBe(204);

    await forgotPassword('engineer@demo.test');
    const mail = await newestMailTo('engineer@demo.test');
    expect(mail?.subject).toBe('Neues Passwort für Erin');
    expect(mail?.text).toMatch(
      /^Guten Tag Erin,\n\nhier entlang: http\S+\/reset-password\?token=\S+ \(gültig 1 Stunde\)\.\n\nIhr Austin-Team$/,
    );

    const listed = (await call('GET', '/api/v1/sp/email-templates')).json() as {
      key: string;
      languages: { language: string; subject: string; custom: boolean; updatedBy: string | null }[];
    }[];
    const german = listed.find((entry) => entry.key === 'account.resetPassword')!.languages.find((l) => l.language === 'de_DE')!;
    expect(german).toMatchObject({ subject: 'Neues Passwort für {{name}}', custom: true });
    expect(german.updatedBy).toBeTruthy();

    expect((await call('DELETE', template('account.resetPassword'))).statusCode).toBe(204);
    await forgotPassword('engineer@demo.test');
    expect((await newestMailTo('engineer@demo.test'))?.subject).toBe('Setzen Sie Ihr Passwort zurück');

    const changes = (await call('GET', '/api/v1/sp/settings/audit?setting=EMAIL_TEMPLATE&offset=0&limit=5')).json() as {
      rows: { before: unknown; after: unknown }[];
    };
    expect(changes.rows[0]).toMatchObject({
      before: { template: 'account.resetPassword', language: 'de_DE', subject: 'Neues Passwort für {{name}}' },
      after: { default: true, subject: 'Setzen Sie Ihr Passwort zurück' },
    });
  });

  it('refuses a placeholder the email does not have, naming it and the field', async () => {
    const refused = await call('PUT', template('order.quoteReceived', 'en_US'), {
      subject: 'Quote received: {{title}}',
      body: '{{facility}} quoted {{price}} on order {{id}}.',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: '{{price}} is not a placeholder of this email; it knows {{customer}}, {{facility}}, {{id}}, {{title}}, {{link}}',
      details: [{ field: 'body.body' }],
    });
    const unknownEmail = await call('PUT', template('order.nothing', 'en_US'), { subject: 'x', body: 'y' });
    expect(unknownEmail.statusCode).toBe(400);
  });

  it('test-sends a draft to the person trying it, filled with the demo values, from the facility’s sender', async () => {
    const config = await call('PUT', '/api/v1/sp/email-config', {
      senderName: 'Austin Plant',
      replyTo: 'orders@austin.example.com',
      disabled: ['order.quoteReceived'],
    });
    expect(config.json()).toEqual({
      senderName: 'Austin Plant',
      replyTo: 'orders@austin.example.com',
      disabled: ['order.quoteReceived'],
    });
    const sent = await call('POST', `${template('order.shipped', 'en_US')}/test`, {
      subject: 'On its way: {{title}}',
      body: '{{carrier}} {{trackingNumber}}',
    });
    expect([sent.statusCode, sent.json()]).toEqual([202, { to: 'admin@demo.test' }]);
    expect(await newestMailTo('admin@demo.test')).toMatchObject({
      subject: 'On its way: Sensor brackets',
      text: 'UPS 1Z999AA10123456784',
      fromName: 'Austin Plant',
      replyTo: 'orders@austin.example.com',
    });

    const templates = (await call('GET', '/api/v1/sp/email-templates')).json() as { key: string; enabled: boolean }[];
    expect(templates.find((entry) => entry.key === 'order.quoteReceived')?.enabled).toBe(false);
    const austin = await t.db
      .selectFrom('users')
      .select('service_provider_id')
      .where('email', '=', 'admin@demo.test')
      .executeTakeFirstOrThrow();
    const quoteMail = { to: 'engineer@demo.test', language: 'en_US', facilityId: austin.service_provider_id, values: {} };
    expect(await composeMail(t.db, { ...quoteMail, template: 'order.quoteReceived' })).toBeNull();
    expect(await composeMail(t.db, { ...quoteMail, template: 'order.shipped' })).toMatchObject({ fromName: 'Austin Plant' });
    expect(templates.find((entry) => entry.key === 'order.shipped')?.enabled).toBe(true);
  });

  it('keeps account mails on and the reply-to an address', async () => {
    const mandatory = await call('PUT', '/api/v1/sp/email-config', {
      senderName: '',
      replyTo: '',
      disabled: ['order.shipped', 'account.verifyEmail'],
    });
    expect(mandatory.statusCode).toBe(400);
    expect(mandatory.json()).toMatchObject({
      message: 'account.verifyEmail always goes out: it cannot be switched off',
      details: [{ field: 'body.disabled.1' }],
    });
    const badAddress = await call('PUT', '/api/v1/sp/email-config', { senderName: '', replyTo: 'orders@', disabled: [] });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json().details[0].field).toBe('body.replyTo');
    // The generic config route would skip this route's permission and checks.
    const generic = await call('POST', '/api/v1/link3d-config', { configType: 'EMAIL_CONFIG', configValue: '{}' });
    expect([generic.statusCode, generic.json().details[0].field]).toEqual([400, 'body.configType']);
  });
});
