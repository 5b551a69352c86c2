import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { Job } from 'shared/contracts';
import { DEMO_FACILITIES } from '../accounts/seed.js';
import { createTestApp, login, type TestApp } from '../test-support/test-app.js';

/**
 * Drives every route of the app as six kinds of caller and checks the status each gets,
 * and that no response carries another tenant's data. A route added without a row here
 * fails the first test, so the matrix cannot fall behind the route table.
 */
const CALLERS = ['anonymous', 'unverified', 'engineer', 'spWithout', 'spWith', 'otherTenant'] as const;
type Caller = (typeof CALLERS)[number];
const ACCOUNTS: Record<Exclude<Caller, 'anonymous'>, string> = {
  unverified: 'unverified@demo.test',
  engineer: 'engineer@demo.test',
  spWithout: 'operator@demo.test', // a service provider without the editor/view permissions
  spWith: 'admin@demo.test', // a service provider with every permission (and ROLE_ADMIN)
  otherTenant: 'vendor@demo.test', // SP_SUPER_ADMIN of a facility of another enterprise
};

type Statuses = [anonymous: number, unverified: number, engineer: number, spWithout: number, spWith: number, otherTenant: number];
const ALL = (status: number): Statuses => [status, status, status, status, status, status];
const VERIFIED_USER: Statuses = [401, 403, 200, 200, 200, 200];
const SP_MEMBER: Statuses = [401, 403, 403, 200, 200, 200];
const SP_PERMISSION: Statuses = [401, 403, 403, 403, 200, 200];

interface Probe {
  method: string;
  /** The route as registered. */
  route: string;
  /** The URL to call (route params filled in). */
  url?: string;
  payload?: () => object;
  expect: Statuses;
}

let t: TestApp;
let austin: number;
let austinLabel: number;
let austinEquipment: number;
/** SLS-01 of Austin as a client would send it back (its name, model and materials unchanged). */
let austinEquipmentInput: {
  displayName: string;
  machineId: number;
  materialIds: number[];
  currentlyUsedMaterialId: number | null;
};
let austinJob: Job;
let nextSlot = 0;
/** The seeded queued SLS job of Austin as a client would send it back. */
const austinJobInput = () => ({
  jobName: austinJob.jobName,
  fromDate: austinJob.fromDate,
  toDate: austinJob.toDate,
  equipmentDTO: { id: austinJob.equipmentDTO.id },
  materialDTO: { id: austinJob.materialDTO!.id },
  jobOrderDTOs: austinJob.jobOrderDTOs.map((o) => ({
    orderId: o.orderId,
    fileIds: o.fileIds.map((f) => ({ rfqCadFileId: f.rfqCadFileId, quantity: f.quantity })),
  })),
});
const headers: Partial<Record<Caller, Record<string, string>>> = { anonymous: {} };
const demoPassword = 'Demo-Password-1';

function probes(): Probe[] {
  return [
    { method: 'GET', route: '/api/docs', expect: ALL(200) },
    { method: 'GET', route: '/api/docs/static/index.html', expect: ALL(302) }, // redirects to the UI
    { method: 'GET', route: '/api/docs/static/swagger-initializer.js', expect: ALL(200) },
    { method: 'GET', route: '/api/docs/json', expect: ALL(200) },
    { method: 'GET', route: '/api/docs/yaml', expect: ALL(200) },
    { method: 'GET', route: '/api/docs/static/*', url: '/api/docs/static/swagger-ui.css', expect: ALL(200) },
    { method: 'GET', route: '/api/openapi.json', expect: ALL(200) },
    { method: 'GET', route: '/api/health', expect: ALL(200) },
    { method: 'GET', route: '/api/v1/ui/remotes', expect: ALL(200) },
    { method: 'GET', route: '/remotes/:folder/*', url: '/remotes/mfe-orders/mf-manifest.json', expect: ALL(200) },
    { method: 'GET', route: '/', expect: ALL(200) },
    { method: 'GET', route: '/*', url: '/service-provider/schedules', expect: ALL(200) },
    {
      method: 'POST',
      route: '/api/v1/users/customLogin',
      payload: () => ({ email: 'planner@demo.test', password: demoPassword }),
      expect: ALL(200),
    },
    {
      method: 'POST',
      route: '/api/v1/oauth2/token',
      payload: () => ({ grant_type: 'password', username: 'planner@demo.test', password: demoPassword }),
      expect: ALL(200),
    },
    { method: 'GET', route: '/api/v1/users/getUser', expect: [401, 200, 200, 200, 200, 200] },
    { method: 'GET', route: '/api/v1/misc/login-sso-config', expect: ALL(200) },
    {
      method: 'POST',
      route: '/api/v1/misc/login-sso-config',
      payload: () => ({ headline1: '', headline2: '', authType: 'NONE', customLogin: false, buttonText: '' }),
      expect: [401, 403, 403, 403, 200, 404],
    },
    { method: 'POST', route: '/api/v1/users/forgotPassword', payload: () => ({ email: 'nobody@demo.test' }), expect: ALL(200) },
    {
      method: 'POST',
      route: '/api/v1/users/reset-password',
      payload: () => ({ token: 'not-a-token', password: 'long-enough-password' }),
      expect: ALL(400),
    },
    { method: 'GET', route: '/api/v1/users/verify-email/:hash', url: '/api/v1/users/verify-email/not-a-token', expect: ALL(400) },
    { method: 'GET', route: '/api/v1/users/resendEmailVerification', expect: [401, 200, 409, 409, 409, 409] },
    { method: 'GET', route: '/api/v1/users/media-config', expect: VERIFIED_USER },
    { method: 'GET', route: '/api/v1/users/keys', expect: VERIFIED_USER },
    { method: 'POST', route: '/api/v1/users/keys', expect: VERIFIED_USER },
    {
      method: 'POST',
      route: '/api/v1/users/switch/:role',
      url: '/api/v1/users/switch/ROLE_SERVICE_PROVIDER',
      expect: [401, 403, 403, 403, 200, 403],
    },
    {
      method: 'POST',
      route: '/api/v1/users/switch-facility/:id',
      url: `/api/v1/users/switch-facility/${austin}`,
      expect: [401, 403, 403, 403, 200, 404],
    },
    {
      method: 'POST',
      route: '/api/v1/users/register',
      payload: () => ({
        email: `${randomUUID()}@example.com`,
        password: 'long-enough-password',
        firstName: 'A',
        lastName: 'B',
        companyName: 'C',
      }),
      expect: ALL(202),
    },
    {
      method: 'POST',
      route: '/api/v1/users/register-without-verification',
      payload: () => ({
        email: `${randomUUID()}@example.com`,
        password: 'long-enough-password',
        firstName: 'A',
        lastName: 'B',
        accountType: 'SERVICE_PROVIDER',
      }),
      expect: [401, 403, 403, 403, 201, 403],
    },
    { method: 'GET', route: '/api/v1/service-provider/profile', expect: SP_MEMBER },
    {
      method: 'PUT',
      route: '/api/v1/service-provider/profile',
      payload: () => ({ about: 'Updated by the matrix' }),
      expect: SP_PERMISSION,
    },
    { method: 'GET', route: '/api/v1/sp/vendors', expect: SP_MEMBER },
    { method: 'GET', route: '/api/v1/engineer/profile', expect: [401, 403, 200, 403, 200, 403] },
    {
      method: 'GET',
      route: '/api/v1/link3d-config/:type',
      url: '/api/v1/link3d-config/STORE_FRONT_CONFIG',
      expect: VERIFIED_USER,
    },
    {
      method: 'GET',
      route: '/api/v1/link3d-config/:type/:elementType/:elementId',
      url: `/api/v1/link3d-config/QMS_CONFIG/SERVICE_PROVIDER/${austin}`,
      expect: [401, 403, 403, 200, 200, 404],
    },
    {
      method: 'POST',
      route: '/api/v1/link3d-config',
      payload: () => ({ configType: 'WORKPLAN', configValue: '{"questionsEnabled":true}' }),
      expect: SP_PERMISSION,
    },
    { method: 'GET', route: '/api/v1/link3d-config/getConfig/LANGUAGE', expect: ALL(200) },
    { method: 'GET', route: '/api/v1/translations/:key', url: '/api/v1/translations/de_DE', expect: ALL(200) },
    { method: 'GET', route: '/api/v1/domain-config/THEME_CONFIG', expect: ALL(200) },
    {
      method: 'POST',
      route: '/api/v1/domain-config/THEME_CONFIG',
      payload: () => ({
        'root-css': { '--color-primary': '#123456' },
        title: 'Austin',
        description: '',
        fonts: [],
        favicon: '/favicon.ico',
        'show-materialise-info': false,
        'navigation-logo-type': 'LOGO',
        'hero-image': '/hero.svg',
        logos: { navigation: '/logo.svg', login: '/logo.svg' },
      }),
      expect: [401, 403, 403, 403, 200, 404],
    },
    { method: 'GET', route: '/api/v1/misc/themes', expect: VERIFIED_USER },
    { method: 'GET', route: '/api/v1/settings/menu-config', expect: VERIFIED_USER },
    { method: 'GET', route: '/api/v1/ui/session', expect: VERIFIED_USER },
    {
      method: 'GET',
      route: '/api/v1/userPreference/:type',
      url: '/api/v1/userPreference/SCHEDULER_FILTERS',
      expect: VERIFIED_USER,
    },
    {
      method: 'POST',
      route: '/api/v1/userPreference/:type',
      url: '/api/v1/userPreference/SCHEDULER_FILTERS',
      payload: () => ({
        preferenceType: 'SCHEDULER_FILTERS',
        preference: [{ label: 'SLS only', searchFilters: { amProcesses: [1] } }],
      }),
      expect: VERIFIED_USER,
    },
    { method: 'GET', route: '/api/v1/apps', expect: SP_MEMBER },
    {
      method: 'GET',
      route: '/api/v1/amprocess',
      url: '/api/v1/amprocess?filter_by_match_type=true&matchingType=INTERNAL_FACILITY',
      expect: SP_MEMBER,
    },
    {
      method: 'GET',
      route: '/api/v1/machines',
      url: '/api/v1/machines?filter_by_match_type=true&matchingType=INTERNAL_FACILITY',
      expect: SP_MEMBER,
    },
    {
      method: 'GET',
      route: '/api/v1/sp/materials',
      url: '/api/v1/sp/materials?filter_by_match_type=true&matchingType=INTERNAL_FACILITY',
      expect: SP_MEMBER,
    },
    {
      method: 'GET',
      route: '/api/v1/sp/machineMaterialMapping',
      url: '/api/v1/sp/machineMaterialMapping?filter_by_match_type=true',
      expect: SP_MEMBER,
    },
    {
      method: 'GET',
      route: '/api/v1/sp/equipments',
      url: '/api/v1/sp/equipments?filter_by_match_type=true&matchingType=INTERNAL_FACILITY',
      expect: SP_MEMBER,
    },
    {
      method: 'GET',
      route: '/api/v1/sp/equipments/:id',
      url: `/api/v1/sp/equipments/${austinEquipment}`,
      expect: [401, 403, 403, 200, 200, 404],
    },
    {
      method: 'POST',
      route: '/api/v1/sp/equipments',
      payload: () => ({ ...austinEquipmentInput, displayName: `Matrix ${randomUUID().slice(0, 8)}` }),
      expect: [401, 403, 403, 403, 201, 201],
    },
    {
      method: 'PUT',
      route: '/api/v1/sp/equipments/:id',
      url: `/api/v1/sp/equipments/${austinEquipment}`,
      payload: () => austinEquipmentInput,
      expect: [401, 403, 403, 403, 200, 404],
    },
    { method: 'GET', route: '/api/v3/sp/equipments', url: '/api/v3/sp/equipments?getFromAllFacilities=true', expect: SP_MEMBER },
    { method: 'GET', route: '/api/v3/sp/materials', url: '/api/v3/sp/materials?getFromAllFacilities=true', expect: SP_MEMBER },
    { method: 'GET', route: '/api/v1/simulation-software', expect: SP_MEMBER },
    { method: 'GET', route: '/api/v1/priorities', expect: SP_MEMBER },
    {
      method: 'POST',
      route: '/api/v1/priorities',
      payload: () => ({ label: `Matrix ${randomUUID().slice(0, 8)}`, color: '#123456' }),
      expect: [401, 403, 403, 403, 201, 201],
    },
    {
      method: 'PUT',
      route: '/api/v1/priorities/:id',
      url: `/api/v1/priorities/${austinLabel}`,
      payload: () => ({ label: 'Rush', color: '#aa0000' }),
      expect: [401, 403, 403, 403, 200, 404],
    },
    {
      method: 'DELETE',
      route: '/api/v1/priorities/:id',
      url: `/api/v1/priorities/${austinLabel}`,
      expect: [401, 403, 403, 403, 204, 404],
    },
    { method: 'GET', route: '/api/v1/geo/countries', expect: ALL(200) },
    { method: 'GET', route: '/api/v1/geo/countries/:countryId', url: '/api/v1/geo/countries/DE', expect: ALL(200) },
    { method: 'GET', route: '/assets/flags/:file', url: '/assets/flags/de.svg', expect: ALL(200) },
    { method: 'GET', route: '/api/v1/deliveryAddress', expect: VERIFIED_USER },
    {
      method: 'POST',
      route: '/api/v3/orders/search',
      url: '/api/v3/orders/search?page=0&size=15&schedulingCall=true',
      payload: () => ({ searchFilters: [{ filterType: 'ORDER_STATUS', values: ['AWARDED'] }] }),
      expect: SP_MEMBER,
    },
    {
      method: 'POST',
      route: '/api/v1/job-scheduling/file-job-status',
      payload: () => [austinJob.jobOrderDTOs[0]!.fileIds[0]!.rfqCadFileId],
      expect: [401, 403, 403, 200, 200, 400],
    },
    {
      method: 'GET',
      route: '/api/v1/job-scheduling/getAllWithPagination/:limit/:offset',
      url: '/api/v1/job-scheduling/getAllWithPagination/25/0',
      expect: SP_MEMBER,
    },
    {
      method: 'GET',
      route: '/api/v1/job-scheduling/getNextAvailableTimeSlot',
      url: `/api/v1/job-scheduling/getNextAvailableTimeSlot?equipment=${austinJob.equipmentDTO.id}&totalHours=2`,
      expect: [401, 403, 403, 200, 200, 403],
    },
    {
      method: 'GET',
      route: '/api/v1/job-scheduling/:id',
      url: `/api/v1/job-scheduling/${austinJob.id}`,
      expect: [401, 403, 403, 200, 200, 404],
    },
    {
      method: 'POST',
      route: '/api/v1/job-scheduling',
      payload: () => {
        const from = Date.UTC(2035, 0, 1) + nextSlot++ * 86_400_000;
        return { ...austinJobInput(), jobOrderDTOs: [], fromDate: from, toDate: from + 3_600_000 };
      },
      expect: [401, 403, 403, 201, 201, 403],
    },
    {
      method: 'PUT',
      route: '/api/v1/job-scheduling',
      payload: () => ({ ...austinJobInput(), id: austinJob.id, jobNotes: 'Checked by the matrix' }),
      expect: [401, 403, 403, 200, 200, 404],
    },
    {
      method: 'POST',
      route: '/api/v4/job-scheduling/search',
      url: '/api/v4/job-scheduling/search?getFromAllFacilities=true',
      payload: () => ({ fromDate: Date.now() - 7 * 86_400_000, toDate: Date.now() + 7 * 86_400_000 }),
      expect: SP_MEMBER,
    },
    {
      method: 'POST',
      route: '/api/v4/job-scheduling/search/lite',
      url: '/api/v4/job-scheduling/search/lite?getFromAllFacilities=true',
      payload: () => ({ searchString: 'build' }),
      expect: SP_MEMBER,
    },
    { method: 'GET', route: '/api/v1/admin/outbox', expect: [401, 403, 403, 403, 200, 403] },
    // Last: it ends the callers' sessions.
    { method: 'GET', route: '/api/v1/users/logout', expect: ALL(200) },
  ];
}

/** Text that only the other enterprise's rows contain, per side. */
const FOREIGN_TEXT: Record<Caller, string[]> = {
  anonymous: [],
  unverified: ['intranet.northwind', 'Northwind Intranet'],
  engineer: ['intranet.northwind', 'Northwind Intranet', 'Northwind Leeds'],
  spWithout: [
    'intranet.northwind',
    'Northwind Intranet',
    'NW-FFF-1',
    'Urgent',
    'Northwind stand',
    'Northwind Leeds',
    'display_stand',
  ],
  spWith: [
    'intranet.northwind',
    'Northwind Intranet',
    'NW-FFF-1',
    'Urgent',
    'Northwind stand',
    'Northwind Leeds',
    'display_stand',
  ],
  otherTenant: [
    DEMO_FACILITIES.austin,
    DEMO_FACILITIES.munich,
    'Acme Robotics',
    'austin.demo.test',
    'Demo Additive',
    'SLS-01',
    'MJF-M1',
    'Rush',
    'SLS-01 build',
    'Gripper fingers',
    'gripper_finger',
    'Denver HQ',
    'Burnet Rd',
  ],
};

/**
 * Text that only the sister facility's rows contain (Munich, of the same enterprise): a
 * caller without ENTERPRISE_SCHEDULER_VIEW reads its own facility even where it asks for
 * the whole enterprise (getFromAllFacilities, matchingType INTERNAL_FACILITY).
 */
const SISTER_TEXT: Partial<Record<Caller, string[]>> = {
  spWithout: ['SLS-M1', 'MJF-M1', 'DLS-M1', 'Carbon M2', 'EPU 41', 'BLAST Vapour Agent'],
};

const results: { probe: Probe; caller: Caller; response: LightMyRequestResponse }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  austin = (
    await t.db.selectFrom('companies').select('id').where('company_name', '=', DEMO_FACILITIES.austin).executeTakeFirstOrThrow()
  ).id;
  austinLabel = (
    await t.db
      .selectFrom('priority_labels')
      .select('id')
      .where('facility_id', '=', austin)
      .where('label', '=', 'Rush')
      .executeTakeFirstOrThrow()
  ).id;
  const sls01 = await t.db
    .selectFrom('equipment')
    .select(['id', 'display_name', 'machine_id', 'currently_used_material_id'])
    .where('facility_id', '=', austin)
    .where('display_name', '=', 'SLS-01 · EOS P 396')
    .executeTakeFirstOrThrow();
  austinEquipment = sls01.id;
  austinEquipmentInput = {
    displayName: sls01.display_name,
    machineId: sls01.machine_id,
    materialIds: (
      await t.db
        .selectFrom('equipment_materials')
        .select('material_id')
        .where('equipment_id', '=', sls01.id)
        .where('role', '=', 'PRIMARY')
        .execute()
    ).map((m) => m.material_id),
    currentlyUsedMaterialId: sls01.currently_used_material_id,
  };
  for (const [caller, email] of Object.entries(ACCOUNTS)) headers[caller as Caller] = (await login(t.app, email)).bearer;
  const [queued] = (
    await t.app.inject({
      method: 'POST',
      url: '/api/v4/job-scheduling/search/lite',
      headers: headers.spWith,
      payload: { jobName: 'SLS-01 build 1189' },
    })
  ).json();
  austinJob = (await t.app.inject({ method: 'GET', url: `/api/v1/job-scheduling/${queued.id}`, headers: headers.spWith })).json();
  for (const probe of probes()) {
    for (const caller of CALLERS) {
      const response = await t.app.inject({
        method: probe.method as 'GET',
        url: probe.url ?? probe.route,
        headers: headers[caller],
        ...(probe.payload ? { payload: probe.payload() } : {}),
      });
      results.push({ probe, caller, response });
    }
  }
}, 120_000);
afterAll(() => t.close());

describe('authorisation matrix', () => {
  it('has a row for every route of the app', () => {
    const covered = new Set(probes().map((p) => `${p.method} ${p.route}`));
    const missing = t.app.ctx.routes.map((r) => `${r.method} ${r.url}`).filter((r) => !covered.has(r));
    expect(missing).toEqual([]);
  });

  it('gives each caller the expected status on each route', () => {
    const table = results.map(
      ({ probe, caller, response }) => `${probe.method} ${probe.route} as ${caller}: ${response.statusCode}`,
    );
    const expected = results.map(
      ({ probe, caller }) => `${probe.method} ${probe.route} as ${caller}: ${probe.expect[CALLERS.indexOf(caller)]}`,
    );
    expect(table).toEqual(expected);
    console.info(`authorisation matrix: ${probes().length} routes × ${CALLERS.length} callers = ${results.length} requests`);
  });

  it('answers every refusal with a JSON message', () => {
    for (const { response } of results.filter((r) => r.response.statusCode >= 400)) {
      expect(response.json()).toEqual(expect.objectContaining({ message: expect.any(String), code: expect.any(String) }));
    }
  });

  it('never returns another tenant’s data, nor a sister facility’s without the enterprise view', () => {
    const leaks = results
      .filter(({ response }) => response.statusCode < 300)
      .flatMap(({ probe, caller, response }) =>
        [...FOREIGN_TEXT[caller], ...(SISTER_TEXT[caller] ?? [])]
          .filter((text) => response.body.includes(text))
          .map((text) => `${probe.method} ${probe.route} as ${caller}: ${text}`),
      );
    expect(leaks).toEqual([]);
  });
});
