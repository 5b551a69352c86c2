import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startSamlIdentityProvider, type IdpPerson, type SamlIdentityProvider } from '../test-support/saml-idp-process.js';
import { createTestApp, login, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(120_000);

// Single sign-on against a real SAML 2.0 identity provider process.

let idp: SamlIdentityProvider;
let t: TestApp;
let admin: Session;
/** The platform as the browser reaches it: the seeded domain 127.0.0.1 (Austin's) on the port it listens on. */
let host: string;

const PLANNER: IdpPerson = {
  email: 'pat.planner@demo.test',
  password: 'idp-password',
  firstName: 'Pat',
  lastName: 'Planner',
  groups: 'am-planners',
};
const OPERATOR: IdpPerson = {
  ...PLANNER,
  email: 'operator@demo.test',
  firstName: 'Otto',
  lastName: 'Operator',
  groups: 'shop-floor',
};
const NORTHWIND: IdpPerson = { ...PLANNER, email: 'vendor@demo.test', firstName: 'Vera', lastName: 'Vendor', groups: '' };

const PROVIDER = {
  emailAttribute: 'email',
  firstNameAttribute: 'firstName',
  lastNameAttribute: 'lastName',
  rolesAttribute: 'groups',
  roleMap: [{ value: 'am-planners', role: 'SP_MANAGER' }],
  provisioning: 'JUST_IN_TIME',
};

beforeAll(async () => {
  idp = await startSamlIdentityProvider(path.resolve(__dirname, '../..'));
  await idp.setDirectory([PLANNER, OPERATOR, NORTHWIND]);
  // The provider runs on loopback, which the operator allows here as for the e2e.
  t = await createTestApp({ webhookAllowedAddresses: '127.0.0.1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  host = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await login(t.app, 'admin@demo.test');
});
afterAll(async () => {
  await t.close();
  await idp.stop();
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload, headers: { host, ...headers } });

const setProvider = (changes: object = {}) =>
  call('PUT', '/api/v1/sp/saml-provider', { metadataUrl: idp.metadataUrl, ...PROVIDER, ...changes }, admin.bearer);

const hidden = (html: string, name: string) => {
  const value = new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];
  if (value === undefined) throw new Error(`no ${name} in ${html}`);
  return value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');
};

/** The browser's way through: the platform sends it to the provider, the person signs in, the answer is posted to the ACS. */
async function signIn(
  person: IdpPerson,
  returnTo = '/service-provider/jobs',
): Promise<{ location: string; SAMLResponse: string }> {
  const SAMLResponse = await answerFor(person, returnTo);
  return { location: await post(SAMLResponse), SAMLResponse };
}

/** The provider's answer for the person, as its page would post it to the ACS. */
async function answerFor(person: IdpPerson, returnTo = '/service-provider/jobs'): Promise<string> {
  const start = await call('GET', `/api/v1/saml/authn-request?returnTo=${encodeURIComponent(returnTo)}`);
  expect(start.statusCode).toBe(200);
  const signInPage = await (await fetch(start.json().url as string)).text();
  const answerPage = await (
    await fetch(new URL('/sso', idp.metadataUrl), {
      method: 'POST',
      body: new URLSearchParams({
        query: hidden(signInPage, 'query'),
        requestId: hidden(signInPage, 'requestId'),
        email: person.email,
        password: person.password,
      }),
    })
  ).text();
  const SAMLResponse = hidden(answerPage, 'SAMLResponse');
  expect(/action="([^"]+)"/.exec(answerPage)?.[1]).toBe(`http://${host}/api/v1/saml/acs`);
  return SAMLResponse;
}

async function post(SAMLResponse: string): Promise<string> {
  const acs = await t.app.inject({
    method: 'POST',
    url: '/api/v1/saml/acs',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ SAMLResponse, RelayState: '' }).toString(),
  });
  expect(acs.statusCode).toBe(303);
  return acs.headers.location as string;
}

const ticketOf = (location: string) => {
  expect(location).toMatch(/^\/saml\/login#ticket=/);
  return location.split('#ticket=')[1]!;
};

describe('single sign-on', () => {
  it('is set up from the provider’s metadata and refuses metadata it cannot use, naming the field', async () => {
    const none = await call('GET', '/api/v1/sp/saml-provider', undefined, admin.bearer);
    expect(none.json()).toEqual({
      domain: '127.0.0.1',
      serviceProvider: {
        entityId: `http://${host}/api/v1/saml/metadata`,
        acsUrl: `http://${host}/api/v1/saml/acs`,
        metadataUrl: `http://${host}/api/v1/saml/metadata`,
      },
      provider: null,
    });
    expect((await call('GET', '/api/v1/saml/authn-request')).json().message).toBe('Single sign-on is not set up for this domain');

    const notXml = await setProvider({ metadataUrl: undefined, metadataXml: 'not metadata' });
    expect([notXml.statusCode, notXml.json().details[0].field]).toEqual([400, 'body.metadataXml']);
    expect(notXml.json().message).toMatch(/^The metadata is not XML: /);
    const notProvider = await setProvider({ metadataUrl: undefined, metadataXml: '<EntityDescriptor entityID="x"/>' });
    expect(notProvider.json().message).toBe('The metadata describes no identity provider (IDPSSODescriptor)');
    const metadata = await (await fetch(idp.metadataUrl)).text();
    const unsignedMetadata = await setProvider({
      metadataUrl: undefined,
      metadataXml: metadata.replace(/<(\w+:)?KeyDescriptor[\s\S]*?<\/(\w+:)?KeyDescriptor>/g, ''),
    });
    expect(unsignedMetadata.json().message).toBe('The metadata names no signing certificate');
    const privateAddress = await setProvider({ metadataUrl: 'http://10.0.0.5/metadata' });
    expect([privateAddress.statusCode, privateAddress.json().details[0].field, privateAddress.json().message]).toEqual([
      400,
      'body.metadataUrl',
      '10.0.0.5 resolves to 10.0.0.5, a private address: metadata is read from public addresses only',
    ]);
    const rolesWithoutAttribute = await setProvider({ rolesAttribute: '' });
    expect(rolesWithoutAttribute.json().details[0].field).toBe('body.rolesAttribute');

    const saved = await setProvider();
    expect(saved.statusCode).toBe(200);
    expect(saved.json().provider).toMatchObject({
      metadataUrl: idp.metadataUrl,
      entityId: idp.metadataUrl,
      ssoUrl: new URL('/sso', idp.metadataUrl).href,
      certificates: [{ subject: expect.stringContaining('Test identity provider (idp)') }],
      provisioning: 'JUST_IN_TIME',
    });
    const audit = await t.db
      .selectFrom('settings_audit')
      .select(['setting', 'after'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.setting).toBe('SSO_CONFIG');

    // What the provider's administrator registers: the platform's own metadata.
    const own = await call('GET', '/api/v1/saml/metadata');
    expect(own.headers['content-type']).toContain('application/samlmetadata+xml');
    expect(own.body).toContain(`entityID="http://${host}/api/v1/saml/metadata"`);
    expect(own.body).toContain(`Location="http://${host}/api/v1/saml/acs"`);
  });

  it('signs a new person in just in time, with the roles their groups map to, where they were going', async () => {
    const { location, SAMLResponse } = await signIn(PLANNER);
    const session = await call('POST', '/api/v1/saml/session', { ticket: ticketOf(location) });
    expect(session.statusCode).toBe(200);
    expect(session.json().returnTo).toBe('/service-provider/jobs');
    expect(session.headers['set-cookie']).toEqual(expect.arrayContaining([expect.stringMatching(/^refresh_token=/)]));
    const me = (
      await call('GET', '/api/v1/users/getUser', undefined, { authorization: `Bearer ${session.json().access_token}` })
    ).json();
    expect(me).toMatchObject({
      email: PLANNER.email,
      firstName: 'Pat',
      lastName: 'Planner',
      defaultRole: 'ROLE_SERVICE_PROVIDER',
    });
    expect(me.roles.map((role: { roleName: string }) => role.roleName).sort()).toEqual([
      'ROLE_SERVICE_PROVIDER',
      'SP_MANAGER',
      'SP_NON_ADMIN',
    ]);

    // The ticket opens one session; the same answer posted again is refused.
    expect((await call('POST', '/api/v1/saml/session', { ticket: ticketOf(location) })).statusCode).toBe(401);
    expect(await post(SAMLResponse)).toBe('/custom-login?sso=REPLAYED');
  });

  it('refuses a ticket posted by a form, as another site could post its own, and the ticket still opens its session', async () => {
    const { location } = await signIn(PLANNER);
    const byForm = await t.app.inject({
      method: 'POST',
      url: '/api/v1/saml/session',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ticket: ticketOf(location) }).toString(),
    });
    expect([byForm.statusCode, byForm.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    expect(byForm.cookies).toHaveLength(0);
    expect((await call('POST', '/api/v1/saml/session', { ticket: ticketOf(location) })).statusCode).toBe(200);
  });

  it('takes an existing member, withdrawing a mapped role their groups no longer carry', async () => {
    await t.db
      .insertInto('user_roles')
      .values({ user_id: (await idOf(OPERATOR.email))!, role_name: 'SP_MANAGER' })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    const { location } = await signIn(OPERATOR, '//evil.example/');
    const session = (await call('POST', '/api/v1/saml/session', { ticket: ticketOf(location) })).json();
    // Only a path of ours is a place to go back to.
    expect(session.returnTo).toBeNull();
    const roles = await t.db
      .selectFrom('user_roles')
      .select('role_name')
      .where('user_id', '=', (await idOf(OPERATOR.email))!)
      .execute();
    expect(roles.map((row) => row.role_name)).not.toContain('SP_MANAGER');
  });

  it('makes one account when a new person’s two first sign-ins arrive at once', async () => {
    const twin = { ...PLANNER, email: 'twin.signin@demo.test' };
    await idp.setDirectory([PLANNER, OPERATOR, NORTHWIND, twin]);
    const answers = [await answerFor(twin), await answerFor(twin)];
    const locations = await Promise.all(answers.map(post));
    locations.forEach((location) => ticketOf(location));
    const accounts = await t.db.selectFrom('users').select('id').where('email', '=', twin.email).execute();
    expect(accounts).toHaveLength(1);
  });

  it('never withdraws the facility’s last super admin through a role map', async () => {
    expect(await setProvider({ roleMap: [...PROVIDER.roleMap, { value: 'owners', role: 'SP_SUPER_ADMIN' }] })).toMatchObject({
      statusCode: 200,
    });
    const owner: IdpPerson = { ...PLANNER, email: 'admin@demo.test', groups: 'shop-floor' };
    await idp.setDirectory([PLANNER, OPERATOR, NORTHWIND, owner]);
    const rolesOf = async (email: string) =>
      (
        await t.db
          .selectFrom('user_roles')
          .select('role_name')
          .where('user_id', '=', (await idOf(email))!)
          .execute()
      ).map((row) => row.role_name);
    // The only super admin of Austin keeps the role their groups do not carry…
    ticketOf((await signIn(owner)).location);
    expect(await rolesOf(owner.email)).toContain('SP_SUPER_ADMIN');
    // …while another, with the admin still one, loses it.
    await t.db
      .insertInto('user_roles')
      .values({ user_id: (await idOf(OPERATOR.email))!, role_name: 'SP_SUPER_ADMIN' })
      .execute();
    ticketOf((await signIn(OPERATOR)).location);
    expect(await rolesOf(OPERATOR.email)).not.toContain('SP_SUPER_ADMIN');
    expect(await setProvider()).toMatchObject({ statusCode: 200 });
  });

  it.each([
    ['unsigned', 'SIGNATURE'],
    ['forged', 'SIGNATURE'],
    ['expired', 'EXPIRED'],
    ['wrong-audience', 'AUDIENCE'],
  ] as const)('refuses the answer when it is %s (%s)', async (mode, failure) => {
    await idp.answerNext(mode);
    expect((await signIn(PLANNER)).location).toBe(`/custom-login?sso=${failure}`);
  });

  it('refuses another organisation’s account, and a person without one when only existing accounts may sign in', async () => {
    expect((await signIn(NORTHWIND)).location).toBe('/custom-login?sso=OTHER_ORGANISATION');
    expect(await setProvider({ provisioning: 'EXISTING_ONLY' })).toMatchObject({ statusCode: 200 });
    const newcomer = { ...PLANNER, email: 'newcomer@demo.test' };
    await idp.setDirectory([PLANNER, OPERATOR, NORTHWIND, newcomer]);
    expect((await signIn(newcomer)).location).toBe('/custom-login?sso=NO_ACCOUNT');
    expect(await idOf(newcomer.email)).toBeUndefined();

    const removed = await call('DELETE', '/api/v1/sp/saml-provider', undefined, admin.bearer);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', '/api/v1/saml/authn-request')).statusCode).toBe(409);
  });
});

async function idOf(email: string): Promise<number | undefined> {
  return (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())?.id;
}
