import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(120_000);

let t: TestApp;
let admin: Session; // Austin's admin: FACILITY_SETTINGS_EDITOR
let operator: Session; // Austin's operator
let northwind: Session;
beforeAll(async () => {
  t = await createTestApp();
  [admin, operator, northwind] = await logins(t.app, 'admin', 'operator', 'vendor');
});
afterAll(() => t.close());

const call = callsAs(() => t);
interface App {
  id: number;
  name: string;
  enabled: boolean;
  internalApp: boolean;
}
const sessionApps = async (session: Session) =>
  ((await call(session, 'GET', '/api/v1/ui/session')).json().apps as App[]).filter((app) => app.enabled).map((app) => app.name);

describe('the facility’s apps', () => {
  it('are added, turned off and on, and removed by its editors, each change audited, and the session follows', async () => {
    const input = { name: 'Build Reports', logo: '', appURL: 'https://reports.example.com', internalApp: true, enabled: true };
    expect((await call(operator, 'POST', '/api/v1/apps', input)).statusCode).toBe(403);
    const made = await call(admin, 'POST', '/api/v1/apps', input);
    expect(made.statusCode).toBe(201);
    const app = made.json() as App;
    expect(app).toMatchObject({ name: 'Build Reports', internalApp: true, enabled: true });
    expect(await sessionApps(operator)).toContain('Build Reports');
    expect(await sessionApps(northwind)).not.toContain('Build Reports');

    const off = await call(admin, 'PUT', `/api/v1/apps/${app.id}`, { ...input, enabled: false });
    expect(off.json()).toMatchObject({ enabled: false });
    expect(await sessionApps(operator)).not.toContain('Build Reports');
    expect((await call(northwind, 'PUT', `/api/v1/apps/${app.id}`, input)).statusCode).toBe(404);

    expect((await call(admin, 'DELETE', `/api/v1/apps/${app.id}`)).statusCode).toBe(204);
    const audit = (await call(operator, 'GET', '/api/v1/sp/settings/audit?offset=0&limit=3')).json();
    expect(
      audit.rows.map((row: { setting: string; before: { enabled: boolean } | null; after: { enabled: boolean } | null }) => [
        row.setting,
        row.before?.enabled ?? null,
        row.after?.enabled ?? null,
      ]),
    ).toEqual([
      ['APP', false, null],
      ['APP', true, false],
      ['APP', null, true],
    ]);
  });

  it('refuses addresses a browser cannot open, naming the field', async () => {
    const bad = await call(admin, 'POST', '/api/v1/apps', {
      name: 'Scripted',
      logo: '',
      appURL: 'javascript:alert(1)',
      internalApp: false,
      enabled: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('body.appURL');
  });
});
