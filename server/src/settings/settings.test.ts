import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(120_000);

let t: TestApp;
let admin: Session; // Austin's admin: FACILITY_SETTINGS_EDITOR
let operator: Session; // Austin's operator: no editor permission
let northwind: Session; // another enterprise's facility
beforeAll(async () => {
  t = await createTestApp();
  [admin, operator, northwind] = await logins(t.app, 'admin', 'operator', 'vendor');
});
afterAll(() => t.close());

const call = callsAs(() => t);

interface Switch {
  flag: string;
  enabled: boolean;
  changedAt: number | null;
  changedBy: string | null;
}
interface Change {
  setting: string;
  changedBy: string | null;
  before: unknown;
  after: unknown;
}
const switchOf = (list: Switch[], flag: string) => list.find((s) => s.flag === flag)!;

describe('the settings home', () => {
  it('switches a feature flag, keeps who did it and what it was, and the session follows', async () => {
    const before = (await call(admin, 'GET', '/api/v1/sp/settings/features')).json();
    expect(switchOf(before, 'QMS_CONFIG')).toEqual({ flag: 'QMS_CONFIG', enabled: true, changedAt: null, changedBy: null });

    expect((await call(operator, 'PUT', '/api/v1/sp/settings/features/QMS_CONFIG', { enabled: false })).statusCode).toBe(403);
    const off = await call(admin, 'PUT', '/api/v1/sp/settings/features/QMS_CONFIG', { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(switchOf(off.json(), 'QMS_CONFIG')).toMatchObject({ enabled: false, changedBy: 'Alex Admin' });
    expect((await call(admin, 'GET', '/api/v1/ui/session')).json().features).not.toContain('QMS_CONFIG');

    const audit = (await call(operator, 'GET', '/api/v1/sp/settings/audit?offset=0&limit=10')).json();
    expect(audit.rows[0]).toMatchObject({
      setting: 'QMS_CONFIG',
      changedBy: 'Alex Admin',
      before: { active: true, value: { enabled: true } },
      after: { active: true, value: { enabled: false } },
    } satisfies Partial<Change>);
    // Another facility reads none of it.
    const theirs = (await call(northwind, 'GET', '/api/v1/sp/settings/audit?offset=0&limit=100')).json();
    expect(theirs.rows.map((r: Change) => r.setting)).not.toContain('QMS_CONFIG');

    await call(admin, 'PUT', '/api/v1/sp/settings/features/QMS_CONFIG', { enabled: true });
    expect((await call(admin, 'GET', '/api/v1/ui/session')).json().features).toContain('QMS_CONFIG');
  });

  it('audits each change of a priority label: made, renamed, deleted', async () => {
    const made = (await call(admin, 'POST', '/api/v1/priorities', { label: 'Audit me', color: '#112233' })).json();
    await call(admin, 'PUT', `/api/v1/priorities/${made.id}`, { label: 'Audited', color: '#112233' });
    expect((await call(admin, 'DELETE', `/api/v1/priorities/${made.id}`)).statusCode).toBe(204);
    const audit = (await call(admin, 'GET', '/api/v1/sp/settings/audit?setting=PRIORITY_LABEL&offset=0&limit=3')).json();
    expect(audit.rows.map((r: Change) => [r.before, r.after])).toEqual([
      [{ label: 'Audited', color: '#112233' }, null],
      [
        { label: 'Audit me', color: '#112233' },
        { label: 'Audited', color: '#112233' },
      ],
      [null, { label: 'Audit me', color: '#112233' }],
    ]);
  });

  it('audits a config record saved through the config call, searchable by setting', async () => {
    const saved = await call(admin, 'POST', '/api/v1/link3d-config', {
      configType: 'MAGICS_CONFIG',
      configValue: JSON.stringify({ nonItarAdapterUrl: 'https://magics.example/a', itarAdapterUrl: 'https://magics.example/i' }),
    });
    expect(saved.statusCode).toBe(200);
    const found = (await call(admin, 'GET', '/api/v1/sp/settings/audit?search=magics&offset=0&limit=10')).json();
    expect(found.totalCount).toBeGreaterThanOrEqual(1);
    expect(found.rows[0]).toMatchObject({
      setting: 'MAGICS_CONFIG',
      after: { active: true, value: { nonItarAdapterUrl: 'https://magics.example/a' } },
    });
    expect((await call(admin, 'GET', '/api/v1/sp/settings/audit?search=Alex&offset=0&limit=100')).json().totalCount).toBe(
      (await call(admin, 'GET', '/api/v1/sp/settings/audit?offset=0&limit=100')).json().totalCount,
    );
  });
});
