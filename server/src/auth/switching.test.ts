import { DEMO_FACILITIES } from '../accounts/seed.js';
import { createTestApp, login, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let facility: Record<keyof typeof DEMO_FACILITIES, number>;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.selectFrom('companies').select(['id', 'company_name']).execute();
  const idOf = (name: string) => rows.find((r) => r.company_name === name)!.id;
  facility = { austin: idOf(DEMO_FACILITIES.austin), munich: idOf(DEMO_FACILITIES.munich), vendor: idOf(DEMO_FACILITIES.vendor) };
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>) => t.app.inject({ method, url, headers });

describe('switch/{role}', () => {
  it('switches the session’s dashboard for a user with switchAccountEnabled and both roles', async () => {
    const admin = await login(t.app, 'admin@demo.test');
    const switched = await call('POST', '/api/v1/users/switch/ROLE_ENGINEER', admin.bearer);
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({ currentRole: 'ROLE_ENGINEER', defaultRole: 'ROLE_SERVICE_PROVIDER' });
    // The context lives on the server: a new request in the same session sees it.
    expect((await call('GET', '/api/v1/users/getUser', admin.bearer)).json().currentRole).toBe('ROLE_ENGINEER');
    // Another session of the same user is not switched.
    const other = await login(t.app, 'admin@demo.test');
    expect((await call('GET', '/api/v1/users/getUser', other.bearer)).json().currentRole).toBe('ROLE_SERVICE_PROVIDER');
  });

  it('refuses users without switchAccountEnabled, and unknown roles', async () => {
    const planner = await login(t.app, 'planner@demo.test');
    const refused = await call('POST', '/api/v1/users/switch/ROLE_ENGINEER', planner.bearer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Switching dashboards is not enabled for this account');
    const admin = await login(t.app, 'admin@demo.test');
    expect((await call('POST', '/api/v1/users/switch/ROLE_ADMIN', admin.bearer)).statusCode).toBe(400);
  });
});

describe('switch-facility/{id}', () => {
  it('moves an SP_SUPER_ADMIN to an INTERNAL facility; facility-scoped data follows', async () => {
    const admin = await login(t.app, 'admin@demo.test');
    const switched = await call('POST', `/api/v1/users/switch-facility/${facility.munich}`, admin.bearer);
    expect(switched.statusCode).toBe(200);
    expect(switched.json().serviceProvider).toMatchObject({ id: facility.munich, companyName: DEMO_FACILITIES.munich });
    const profile = await call('GET', '/api/v1/service-provider/profile', admin.bearer);
    expect(profile.json()).toMatchObject({ id: facility.munich, currency: 'EUR' });
    const vendors = await call('GET', '/api/v1/sp/vendors?vendorType=INTERNAL', admin.bearer);
    expect(vendors.json()).toEqual([
      { serviceProviderDTO: { id: facility.austin, companyName: DEMO_FACILITIES.austin }, vendorType: 'INTERNAL' },
    ]);
    // And back home.
    expect((await call('POST', `/api/v1/users/switch-facility/${facility.austin}`, admin.bearer)).statusCode).toBe(200);
  });

  it('answers 404 for a facility of another enterprise, so its existence is not revealed', async () => {
    const admin = await login(t.app, 'admin@demo.test');
    const response = await call('POST', `/api/v1/users/switch-facility/${facility.vendor}`, admin.bearer);
    expect(response.statusCode).toBe(404);
    expect((await call('POST', '/api/v1/users/switch-facility/99999', admin.bearer)).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/users/getUser', admin.bearer)).json().serviceProvider.id).toBe(facility.austin);
  });

  it('needs SP_SUPER_ADMIN', async () => {
    const planner = await login(t.app, 'planner@demo.test');
    const response = await call('POST', `/api/v1/users/switch-facility/${facility.munich}`, planner.bearer);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Switching facilities needs the role SP_SUPER_ADMIN');
  });
});

describe('login single sign-on block', () => {
  const sso = {
    headline1: 'Welcome to Austin',
    headline2: 'Use your company account',
    authType: 'SAML',
    customLogin: true,
    buttonText: 'Company login',
  };
  /** Saves `payload` as the login page's SSO block of the caller's domain. */
  const saveAs = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/misc/login-sso-config', headers, payload });

  it('is set by a facility admin for its own domain and read by anyone on that domain', async () => {
    const admin = await login(t.app, 'admin@demo.test');
    const saved = await saveAs(admin.bearer, sso);
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', '/api/v1/misc/login-sso-config', {})).json()).toEqual(sso);
    const elsewhere = await call('GET', '/api/v1/misc/login-sso-config', { host: 'other.example' });
    expect(elsewhere.json()).toMatchObject({ authType: 'NONE', customLogin: false });
  });

  it('rejects an unknown auth type and another tenant’s domain', async () => {
    const admin = await login(t.app, 'admin@demo.test');
    const bad = await saveAs(admin.bearer, { ...sso, authType: 'OIDC' });
    expect(bad.statusCode).toBe(400);
    const vendor = await login(t.app, 'vendor@demo.test');
    expect((await saveAs(vendor.bearer, sso)).statusCode).toBe(404);
  });
});
