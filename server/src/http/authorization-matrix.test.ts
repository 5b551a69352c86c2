import type { LightMyRequestResponse } from 'fastify';
import { accessRows as accountRows } from '../accounts/access-rows.js';
import { DEMO_FACILITIES } from '../accounts/seed.js';
import { accessRows as auditRows } from '../audit/access-rows.js';
import { accessRows as authRows } from '../auth/access-rows.js';
import { accessRows as catalogRows } from '../catalog/access-rows.js';
import { accessRows as configRows } from '../config/access-rows.js';
import { accessRows as customerRows } from '../customers/access-rows.js';
import { accessRows as eventRows } from '../events/access-rows.js';
import { accessRows as documentRows } from '../documents/access-rows.js';
import { accessRows as fileRows } from '../files/access-rows.js';
import { accessRows as fulfilmentRows } from '../fulfilment/access-rows.js';
import { accessRows as geoRows } from '../geo/access-rows.js';
import { accessRows as mailRows } from '../mail/access-rows.js';
import { accessRows as messageRows } from '../messages/access-rows.js';
import { accessRows as orderRows } from '../orders/access-rows.js';
import { accessRows as schedulingRows } from '../scheduling/access-rows.js';
import { accessRows as vendorOrderRows } from '../vendor-orders/access-rows.js';
import { accessRows as teamRows } from '../team/access-rows.js';
import { accessRows as companyProfileRows } from '../company-profile/access-rows.js';
import { accessRows as partRows } from '../parts/access-rows.js';
import { accessRows as projectRows } from '../projects/access-rows.js';
import { accessRows as digitalCatalogRows } from '../digital-catalog/access-rows.js';
import { accessRows as settingsRows } from '../settings/access-rows.js';
import { accessRows as tagRows } from '../tags/access-rows.js';
import { accessRows as workplanRows } from '../workplans/access-rows.js';
import { accessRows as workCenterRows } from '../work-center/access-rows.js';
import { accessRows as machineRows } from '../machines/access-rows.js';
import { accessRows as analyticsRows } from '../analytics/access-rows.js';
import { accessRows as magicsRows } from '../magics/access-rows.js';
import { accessRows as desktopRows } from '../desktop/access-rows.js';
import { accessRows as pricingRows } from '../pricing/access-rows.js';
import { accessRows as appRows } from '../apps/access-rows.js';
import { accessRows as facilityRows } from '../facilities/access-rows.js';
import { accessRows as materialSearchRows } from '../material-search/access-rows.js';
import { accessRows as profileRows } from '../profile/access-rows.js';
import { accessRows as qualityRows } from '../quality/access-rows.js';
import { accessRows as materialRows } from '../materials/access-rows.js';
import { accessRows as buildRows } from '../builds/access-rows.js';
import { accessRows as signatureRows } from '../signatures/access-rows.js';
import {
  CALLER_ACCOUNTS,
  CALLERS,
  type AccessFixtures,
  type AccessRow,
  type AccessRows,
  type Caller,
} from '../test-support/access-matrix.js';
import { createTestApp, login, type TestApp } from '../test-support/test-app.js';
import { accessRows as webRows } from '../web/access-rows.js';
import { accessRows as webhookRows } from '../webhooks/access-rows.js';
import { accessRows as accountingRows } from '../accounting/access-rows.js';
import { accessRows as rfqConfigRows } from '../rfq-config/access-rows.js';
import { accessRows as samlRows } from '../saml/access-rows.js';
import { accessRows as httpRows } from './access-rows.js';

/**
 * Drives every route of the app as six kinds of caller and checks the status each gets,
 * and that no response carries another tenant's data. Each domain names the rows of its
 * routes in its `access-rows.ts`; a route added without a row fails the first test, so the
 * matrix cannot fall behind the route table.
 */
const DOMAIN_ROWS: AccessRows[] = [
  httpRows,
  webRows,
  authRows,
  accountRows,
  configRows,
  catalogRows,
  geoRows,
  orderRows,
  fulfilmentRows,
  documentRows,
  customerRows,
  vendorOrderRows,
  teamRows,
  facilityRows,
  companyProfileRows,
  partRows,
  projectRows,
  digitalCatalogRows,
  settingsRows,
  tagRows,
  workplanRows,
  workCenterRows,
  machineRows,
  analyticsRows,
  magicsRows,
  desktopRows,
  pricingRows,
  appRows,
  materialSearchRows,
  profileRows,
  messageRows,
  schedulingRows,
  mailRows,
  fileRows,
  eventRows,
  webhookRows,
  accountingRows,
  rfqConfigRows,
  samlRows,
  auditRows,
  qualityRows,
  signatureRows,
  materialRows,
  buildRows,
];

/** Text that only Northwind's facility rows contain: Austin's people, with or without permissions, never read it. */
const NORTHWIND_FACILITY_TEXT = [
  'intranet.northwind',
  'Northwind Intranet',
  'NW-FFF-1',
  'Urgent',
  'Northwind stand',
  'Northwind Leeds',
  'display_stand',
];

/** Text that only the other enterprise's rows contain, per side. */
const FOREIGN_TEXT: Record<Caller, string[]> = {
  anonymous: [],
  unverified: ['intranet.northwind', 'Northwind Intranet'],
  engineer: ['intranet.northwind', 'Northwind Intranet', 'Northwind Leeds'],
  spWithout: NORTHWIND_FACILITY_TEXT,
  spWith: NORTHWIND_FACILITY_TEXT,
  // Not 'Acme Robotics' nor 'Demo Additive Engineering': they order from Northwind too.
  otherTenant: [
    DEMO_FACILITIES.austin,
    DEMO_FACILITIES.munich,
    'austin.demo.test',
    'Demo Additive Group',
    'Demo Additive —',
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

let t: TestApp;
let rows: AccessRow[] = [];

/**
 * An endless answer (an event stream) over real HTTP: its status and first bytes, then closed;
 * shaped like an injected response for the checks below.
 */
async function streamStart(probe: AccessRow, headers: Record<string, string>) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  const abort = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}${probe.url ?? probe.route}`, { headers, signal: abort.signal });
  const { value } = await response.body!.getReader().read();
  abort.abort();
  const body = new TextDecoder().decode(value);
  return { statusCode: response.status, body, json: () => JSON.parse(body) } as unknown as LightMyRequestResponse;
}
const results: { probe: AccessRow; caller: Caller; response: LightMyRequestResponse }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const headers = { anonymous: {} } as AccessFixtures['headers'];
  for (const [caller, email] of Object.entries(CALLER_ACCOUNTS)) headers[caller as Caller] = (await login(t.app, email)).bearer;
  const austin = (
    await t.db.selectFrom('companies').select('id').where('company_name', '=', DEMO_FACILITIES.austin).executeTakeFirstOrThrow()
  ).id;
  const fixtures: AccessFixtures = { t, headers, austin };
  for (const domainRows of DOMAIN_ROWS) rows.push(...(await domainRows(fixtures)));
  rows = [...rows.filter((row) => !row.runsLast), ...rows.filter((row) => row.runsLast)];
  for (const probe of rows) {
    for (const caller of CALLERS) {
      if (probe.stream) {
        results.push({ probe, caller, response: await streamStart(probe, headers[caller]) });
        continue;
      }
      const form = probe.form?.();
      const response = await t.app.inject({
        method: probe.method as 'GET',
        url: probe.url ?? probe.route,
        headers: { ...headers[caller], ...form?.headers },
        ...(form ? { payload: form.payload } : probe.payload ? { payload: probe.payload() } : {}),
      });
      results.push({ probe, caller, response });
    }
  }
  // Every route as each of six callers, one after another: a busy 2-core machine took over two minutes.
}, 300_000);
afterAll(() => t.close());

describe('authorisation matrix', () => {
  it('has a row for every route of the app', () => {
    const covered = rows.map((p) => `${p.method} ${p.route}`);
    const registered = t.app.ctx.routes.map((r) => `${r.method} ${r.url}`);
    const missing = registered.filter((r) => !covered.includes(r));
    expect(missing).toEqual([]);
    // And no row names a route that is gone, or a route twice.
    expect(covered.filter((r, i) => !registered.includes(r) || covered.indexOf(r) !== i)).toEqual([]);
  });

  it('gives each caller the expected status on each route', () => {
    const table = results.map(
      ({ probe, caller, response }) => `${probe.method} ${probe.route} as ${caller}: ${response.statusCode}`,
    );
    const expected = results.map(
      ({ probe, caller }) => `${probe.method} ${probe.route} as ${caller}: ${probe.expect[CALLERS.indexOf(caller)]}`,
    );
    expect(table).toEqual(expected);
    console.info(`authorisation matrix: ${rows.length} routes × ${CALLERS.length} callers = ${results.length} requests`);
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
