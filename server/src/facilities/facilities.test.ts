import { addressOf, orderInput, processAndMaterial, verifiedPart } from '../test-support/orders.js';
import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(120_000);

let t: TestApp;
let acme: Session; // Acme's ENG_ADMIN: its approved vendors are Austin (its store front) and Northwind
let globex: Session; // Globex's ENG_NON_ADMIN
let austin: Session; // Austin's admin, FACILITY_SETTINGS_EDITOR
let northwind: Session; // another enterprise's facility
let ids: Map<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  [acme, globex, austin, northwind] = await logins(t.app, 'engineer', 'thirdparty', 'admin', 'vendor');
  const rows = await t.db.selectFrom('companies').select(['id', 'company_name']).execute();
  ids = new Map(rows.map((row) => [row.company_name, row.id]));
});
afterAll(() => t.close());

const call = callsAs(() => t);

interface FacilityRow {
  name: string;
  relation: string | null;
  processes: string[];
  machines: { model: string; manufacturer: string; count: number }[];
  materials: string[];
  certifications: { name: string; validUntil: string | null }[];
}
const list = async (session: Session, side: 'sp' | 'engineer', query = '') => {
  const response = await call(session, 'GET', `/api/v1/${side}/facilities?offset=0&limit=50${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { totalCount: number; rows: FacilityRow[] };
};
const names = (rows: FacilityRow[]) => rows.map((row) => row.name);
const NORTHWIND = 'Northwind Precision Printing';

describe('a customer company’s facilities', () => {
  it('are the network its orders may reach, with what each runs, its certifications and the relation', async () => {
    const { rows, totalCount } = await list(acme, 'engineer');
    expect(names(rows)).toEqual(['Demo Additive — Austin Plant', 'Demo Additive — Munich Plant', NORTHWIND]);
    expect(totalCount).toBe(3);
    const austinRow = rows[0]!;
    expect(austinRow.relation).toBeNull();
    expect(austinRow.processes).toContain('SLS');
    expect(austinRow.machines).toContainEqual(expect.objectContaining({ model: 'EOS P 396', manufacturer: 'EOS', count: 2 }));
    expect(austinRow.certifications).toEqual([
      { name: 'AS9100D', reference: 'AS-7741-TX', validUntil: '2027-09-30' },
      { name: 'ISO 9001:2015', reference: 'US-QMS-48213', validUntil: '2028-03-31' },
    ]);
    expect(rows[2]!.relation).toBe('PRIVATE');
    // Found by what they run and hold, and by relation.
    expect(names((await list(acme, 'engineer', '&search=13485')).rows)).toEqual(['Demo Additive — Munich Plant']);
    expect(names((await list(acme, 'engineer', '&search=UltiMaker')).rows)).toEqual([NORTHWIND]);
    expect(names((await list(acme, 'engineer', '&relation=NONE')).rows)).toHaveLength(2);
    expect(names((await list(acme, 'engineer', '&relation=PRIVATE')).rows)).toEqual([NORTHWIND]);
  });

  it('a facility its admin blacklists no longer receives its APPROVED_VENDORS orders', async () => {
    const offer = async () =>
      (await call(acme, 'GET', '/api/v1/orders/offer?distribution=APPROVED_VENDORS')).json().facilityCount as number;
    expect(await offer()).toBe(2);
    // A person without an admin role may not decide it.
    const notAdmin = await call(globex, 'PUT', `/api/v1/engineer/facilities/${ids.get(NORTHWIND)}/relation`, {
      relation: 'PRIVATE',
    });
    expect([notAdmin.statusCode, notAdmin.json().message]).toEqual([403, 'This needs the role ENG_ADMIN or ENG_SUPER_ADMIN']);

    const blacklisted = await call(acme, 'PUT', `/api/v1/engineer/facilities/${ids.get(NORTHWIND)}/relation`, {
      relation: 'BLACK_LISTED',
    });
    expect(blacklisted.statusCode).toBe(204);
    expect(await offer()).toBe(1);
    const fileId = await verifiedPart(t, acme);
    const created = await call(
      acme,
      'POST',
      '/api/v1/orders',
      orderInput(
        Date.now(),
        { fileId, ...(await processAndMaterial(t, 'SLA', 'Clear Resin V4')) },
        { deliveryAddressId: await addressOf(t, 'Acme Robotics') },
      ),
    );
    const order = (await call(acme, 'POST', `/api/v1/orders/${created.json().id}/submit`, {})).json();
    expect(order.matches.map((match: { facilityName: string }) => match.facilityName)).toEqual(['Demo Additive — Austin Plant']);
    // INTERNAL is not a company's to give itself.
    const internal = await call(acme, 'PUT', `/api/v1/engineer/facilities/${ids.get(NORTHWIND)}/relation`, {
      relation: 'INTERNAL',
    });
    expect(internal.statusCode).toBe(400);

    expect(
      (await call(acme, 'PUT', `/api/v1/engineer/facilities/${ids.get(NORTHWIND)}/relation`, { relation: 'PRIVATE' })).statusCode,
    ).toBe(204);
    expect(await offer()).toBe(2);
  });
});

describe('a facility’s vendors', () => {
  it('are only the facilities it works with; its enterprise’s own stay INTERNAL', async () => {
    const { rows } = await list(austin, 'sp');
    expect(rows.map((row) => [row.name, row.relation])).toEqual([
      ['Demo Additive — Munich Plant', 'INTERNAL'],
      [NORTHWIND, 'MATCHED'],
    ]);
    expect((await list(northwind, 'sp')).rows).toEqual([]);
    const munich = ids.get('Demo Additive — Munich Plant');
    const internal = await call(austin, 'PUT', `/api/v1/sp/facilities/${munich}/relation`, { relation: 'BLACK_LISTED' });
    expect([internal.statusCode, internal.json().message]).toEqual([
      409,
      'This facility is one of your enterprise’s own (INTERNAL): that cannot be changed here',
    ]);
    // Northwind cannot reach Austin through it: it does not work with Austin.
    const foreign = await call(northwind, 'PUT', `/api/v1/sp/facilities/${ids.get('Demo Additive — Austin Plant')}/relation`, {
      relation: 'BLACK_LISTED',
    });
    expect(foreign.statusCode).toBe(404);

    expect(
      (await call(austin, 'PUT', `/api/v1/sp/facilities/${ids.get(NORTHWIND)}/relation`, { relation: 'PRIVATE' })).statusCode,
    ).toBe(204);
    expect((await list(austin, 'sp', '&relation=PRIVATE')).rows.map((row) => row.name)).toEqual([NORTHWIND]);
  });
});
