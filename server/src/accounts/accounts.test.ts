import { createTestApp, login, type Session, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.test');
});
afterAll(() => t.close());

/** A call as Austin's admin, with `headers` beside its token. */
const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...admin.bearer, ...headers }, ...(payload === undefined ? {} : { payload }) });

describe('service-provider profile', () => {
  it('reads the facility with the caller’s service-provider permissions', async () => {
    const planner = await login(t.app, 'planner@demo.test');
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/service-provider/profile', headers: planner.bearer });
    expect(response.json()).toMatchObject({
      companyName: 'Demo Additive — Austin Plant',
      permissions: ['ENTERPRISE_SCHEDULER_VIEW', 'MATERIAL_MANAGEMENT_EDITOR'],
      currency: 'USD',
    });
  });

  it('updates the facility and answers with the merged profile', async () => {
    const response = await asAdmin('PUT', '/api/v1/service-provider/profile', {
      phone: '+1 512 555 0100',
      website: 'https://austin.example.com',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      phone: '+1 512 555 0100',
      website: 'https://austin.example.com',
      companyName: 'Demo Additive — Austin Plant',
    });
  });

  it.each([
    [{}, 'body'],
    [{ currency: 'dollars' }, 'body.currency'],
    [{ website: 'not a url' }, 'body.website'],
    [{ companyName: 'x'.repeat(201) }, 'body.companyName'],
  ])('rejects %j naming %s and changes nothing', async (payload, field) => {
    const response = await asAdmin('PUT', '/api/v1/service-provider/profile', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe(field);
    const profile = await asAdmin('GET', '/api/v1/service-provider/profile');
    expect(profile.json().currency).toBe('USD');
  });
});

describe('vendors', () => {
  it('filters by vendor type', async () => {
    const list = (vendorType: string) => asAdmin('GET', `/api/v1/sp/vendors?vendorType=${vendorType}`).then((r) => r.json());
    expect((await list('INTERNAL')).map((v: { vendorType: string }) => v.vendorType)).toEqual(['INTERNAL']);
    expect(await list('NOT_INTERNAL')).toEqual([
      { serviceProviderDTO: { id: expect.any(Number), companyName: 'Northwind Precision Printing' }, vendorType: 'MATCHED' },
    ]);
    expect((await asAdmin('GET', '/api/v1/sp/vendors?vendorType=OTHER')).statusCode).toBe(400);
  });
});

describe('engineer profile', () => {
  it('shows the customer company, engineer permissions and the b2cDashboard flag', async () => {
    const thirdParty = await login(t.app, 'thirdparty@demo.test');
    const engineer = await login(t.app, 'engineer@demo.test');
    const get = (session: Session) =>
      t.app.inject({ method: 'GET', url: '/api/v1/engineer/profile', headers: session.bearer }).then((r) => r.json());
    expect(await get(thirdParty)).toMatchObject({ companyName: 'Globex Prototyping', b2cDashboard: true, permissions: [] });
    expect(await get(engineer)).toMatchObject({
      companyName: 'Acme Robotics',
      b2cDashboard: false,
      permissions: ['ENG_TEAM_EDITOR'],
    });
  });
});

describe('register-without-verification', () => {
  const password = 'long-enough-password';
  /** The admin registers `person` with a password long enough, `headers` beside its token. */
  const register = (person: object, headers: Record<string, string> = {}) =>
    asAdmin('POST', '/api/v1/users/register-without-verification', { password, ...person }, headers);

  it('lets an admin create a verified member of its facility who can log in at once', async () => {
    const created = await register({
      email: 'new.operator@demo.test',
      firstName: 'N',
      lastName: 'O',
      accountType: 'SERVICE_PROVIDER',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ emailVerfied: true });
    const session = await login(t.app, 'new.operator@demo.test', password);
    const user = (await t.app.inject({ method: 'GET', url: '/api/v1/users/getUser', headers: session.bearer })).json();
    expect(user).toMatchObject({ serviceProvider: { companyName: 'Demo Additive — Austin Plant' }, permissions: [] });
    expect(user.roles).toEqual(expect.arrayContaining([{ roleName: 'SP_NON_ADMIN' }]));
  });

  it('puts an admin-created customer in the admin’s own store, whatever the Host header says', async () => {
    const created = await register(
      { email: 'placed@example.com', firstName: 'P', lastName: 'C', accountType: 'ENGINEER', companyName: 'Placed Co' },
      { host: 'other-tenant.example' },
    );
    expect(created.statusCode).toBe(201);
    const company = await t.db
      .selectFrom('users as u')
      .innerJoin('companies as c', 'c.id', 'u.engineer_company_id')
      .innerJoin('companies as s', 's.id', 'c.storefront_provider_id')
      .select('s.company_name')
      .where('u.email', '=', 'placed@example.com')
      .executeTakeFirstOrThrow();
    expect(company.company_name).toBe('Demo Additive — Austin Plant');
  });

  it('needs a company name for a customer account', async () => {
    const response = await register({ email: 'cust@example.com', firstName: 'C', lastName: 'D', accountType: 'ENGINEER' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe('body.companyName');
  });
});
