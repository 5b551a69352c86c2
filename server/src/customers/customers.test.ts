import { createTestApp, login, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(120_000);

let t: TestApp;
let austin: Session; // admin of the Austin plant, CUSTOMER_PORTAL_EDITOR
let operator: Session; // Austin, without permissions
let northwind: Session; // another tenant's facility
let companies: Map<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  austin = await login(t.app, 'admin@demo.test');
  operator = await login(t.app, 'operator@demo.test');
  northwind = await login(t.app, 'vendor@demo.test');
  const rows = await t.db.selectFrom('companies').select(['id', 'company_name']).execute();
  companies = new Map(rows.map((row) => [row.company_name, row.id]));
});
afterAll(() => t.close());

const call = (session: Session | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: session?.bearer ?? {}, ...(payload ? { payload } : {}) });

interface CustomerRow {
  id: number;
  name: string;
  contacts: number;
  orders: number;
  lastOrderAt: number | null;
  revenue: { currency: string; totalMinor: number }[];
}

/** What the facility's awarded bids on the company's orders add up to, per currency, read from the tables. */
async function awardedTotals(facility: string, company: string) {
  const rows = await t.db
    .selectFrom('rfqs as r')
    .innerJoin('matches as m', (join) => join.onRef('m.rfq_id', '=', 'r.id').onRef('m.facility_id', '=', 'r.awarded_facility_id'))
    .innerJoin('bids as b', 'b.match_id', 'm.id')
    .select(['b.currency', 'b.total_minor'])
    .where('r.customer_id', '=', companies.get(company)!)
    .where('r.awarded_facility_id', '=', companies.get(facility)!)
    .execute();
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.currency, (totals.get(row.currency) ?? 0) + Number(row.total_minor));
  return [...totals].map(([currency, totalMinor]) => ({ currency, totalMinor }));
}

const list = async (session: Session, query = '') =>
  (await call(session, 'GET', `/api/v1/customers?offset=0&limit=50${query}`)).json() as {
    totalCount: number;
    rows: CustomerRow[];
  };

describe('a facility’s customers', () => {
  it('lists the companies that order from it, with their people, orders, last order and revenue per currency', async () => {
    const { rows, totalCount } = await list(austin);
    expect(rows.map((row) => row.name)).toEqual(['Acme Robotics', 'Demo Additive Engineering', 'Globex Prototyping']);
    expect(totalCount).toBe(3);
    const acme = rows.find((row) => row.name === 'Acme Robotics')!;
    expect(acme.contacts).toBe(2);
    expect(acme.orders).toBeGreaterThan(5);
    expect(acme.lastOrderAt).toEqual(expect.any(Number));
    const expected = await awardedTotals('Demo Additive — Austin Plant', 'Acme Robotics');
    expect(expected[0]!.totalMinor).toBeGreaterThan(0);
    expect(acme.revenue).toEqual(expected);
  });

  it('shows another facility only its own dealings: its customers and its own revenue', async () => {
    const { rows } = await list(northwind);
    expect(rows.map((row) => row.name)).toEqual(['Acme Robotics', 'Demo Additive Engineering']);
    expect(rows[0]!.revenue).toEqual(await awardedTotals('Northwind Precision Printing', 'Acme Robotics'));
    expect((await call(northwind, 'GET', `/api/v1/customers/${companies.get('Globex Prototyping')}`)).statusCode).toBe(404);
  });

  it('finds a customer by a contact’s email, and says so when nothing matches', async () => {
    expect((await list(austin, '&search=thirdparty%40')).rows.map((row) => row.name)).toEqual(['Globex Prototyping']);
    expect(await list(austin, '&search=nobody-here')).toEqual({ totalCount: 0, rows: [] });
  });

  it('reads one customer: contacts and the facility’s offers by state, adding up to its orders', async () => {
    const acme = (await list(austin)).rows.find((row) => row.name === 'Acme Robotics')!;
    const response = await call(austin, 'GET', `/api/v1/customers/${acme.id}`);
    expect(response.statusCode).toBe(200);
    const customer = response.json() as {
      contacts: { email: string; emailVerified: boolean }[];
      ordersByState: { status: string; count: number }[];
    };
    expect(customer.contacts).toEqual([
      expect.objectContaining({ email: 'engineer@demo.test', emailVerified: true }),
      expect.objectContaining({ email: 'unverified@demo.test', emailVerified: false }),
    ]);
    expect(customer.ordersByState.reduce((sum, state) => sum + state.count, 0)).toBe(acme.orders);
    expect(customer.ordersByState).toContainEqual({ status: 'COMPLETED', count: 1 });
  });

  it('needs CUSTOMER_PORTAL_EDITOR', async () => {
    const refused = await call(operator, 'GET', '/api/v1/customers');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This needs the permission CUSTOMER_PORTAL_EDITOR');
  });
});

describe('inviting a person of a customer company', () => {
  const globex = () => companies.get('Globex Prototyping')!;
  const linkTo = async (email: string) => {
    const mails = await t.db
      .selectFrom('emails')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .execute();
    expect(mails[0]!.subject).toBe('Demo Additive — Austin Plant invites you to order for Globex Prototyping');
    return /\/register\?invitation=([\w-]+)/.exec(mails[0]!.text_body)![1]!;
  };

  it('mails a registration link that makes a verified account in the company', async () => {
    const invited = await call(austin, 'POST', `/api/v1/customers/${globex()}/invitations`, {
      email: 'gina.buyer@globex.test',
      firstName: 'Gina',
      lastName: 'Buyer',
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().invitations[0]).toEqual(
      expect.objectContaining({ email: 'gina.buyer@globex.test', name: 'Gina Buyer', acceptedAt: null }),
    );
    const token = await linkTo('gina.buyer@globex.test');

    const opened = await call(undefined, 'GET', `/api/v1/users/invitations/${token}`);
    expect(opened.json()).toEqual({
      email: 'gina.buyer@globex.test',
      firstName: 'Gina',
      lastName: 'Buyer',
      kind: 'CUSTOMER',
      companyName: 'Globex Prototyping',
      invitedBy: 'Demo Additive — Austin Plant',
    });
    const weak = await call(undefined, 'POST', `/api/v1/users/invitations/${token}/accept`, {
      firstName: 'Gina',
      lastName: 'Buyer',
      password: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details[0].field).toBe('body.password');

    const accepted = await call(undefined, 'POST', `/api/v1/users/invitations/${token}/accept`, {
      firstName: 'Gina',
      lastName: 'Buyer',
      password: 'Globex-buyer-password-1',
    });
    expect(accepted.statusCode).toBe(201);
    const gina = await login(t.app, 'gina.buyer@globex.test', 'Globex-buyer-password-1');
    const profile = (await call(gina, 'GET', '/api/v1/engineer/profile')).json();
    expect(profile.companyName).toBe('Globex Prototyping');
    // Gina is a contact now, and the link is spent.
    const customer = (await call(austin, 'GET', `/api/v1/customers/${globex()}`)).json();
    expect(customer.contacts.map((person: { email: string }) => person.email)).toContain('gina.buyer@globex.test');
    expect(customer.invitations[0].acceptedAt).toEqual(expect.any(Number));
    const again = await call(undefined, 'POST', `/api/v1/users/invitations/${token}/accept`, {
      firstName: 'Gina',
      lastName: 'Buyer',
      password: 'Globex-buyer-password-1',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This invitation link is invalid or has expired');
    expect(again.json().details[0].field).toBe('params.token');
  });

  it('renews an invitation sent again: the first link stops working', async () => {
    const invite = () =>
      call(austin, 'POST', `/api/v1/customers/${globex()}/invitations`, {
        email: 'hal.buyer@globex.test',
        firstName: 'Hal',
        lastName: 'Buyer',
      });
    expect((await invite()).statusCode).toBe(201);
    const first = await linkTo('hal.buyer@globex.test');
    expect((await invite()).statusCode).toBe(201);
    const second = await linkTo('hal.buyer@globex.test');
    expect(second).not.toBe(first);
    expect((await call(undefined, 'GET', `/api/v1/users/invitations/${first}`)).statusCode).toBe(400);
    expect((await call(undefined, 'GET', `/api/v1/users/invitations/${second}`)).statusCode).toBe(200);
  });

  it('refuses an address with an account, a bad address, and a company that is not the facility’s customer', async () => {
    const taken = await call(austin, 'POST', `/api/v1/customers/${globex()}/invitations`, {
      email: 'Engineer@demo.test',
      firstName: 'Erin',
      lastName: 'Engineer',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('An account with this email already exists');
    const bad = await call(austin, 'POST', `/api/v1/customers/${globex()}/invitations`, {
      email: 'not an address',
      firstName: 'X',
      lastName: 'Y',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('body.email');
    const foreign = await call(northwind, 'POST', `/api/v1/customers/${globex()}/invitations`, {
      email: 'someone@globex.test',
      firstName: 'Some',
      lastName: 'One',
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('order history and customer service (vendor orders)', () => {
  const rows = async (session: Session, vendorType: string, search = '') =>
    (
      (await call(session, 'GET', `/api/v1/vendor-orders?vendorType=${vendorType}${search}`)).json() as {
        rows: { title: string; vendor: string; orderedBy: string; status: string; price: { totalMinor: number } | null }[];
      }
    ).rows;

  it('lists what the facility received from its enterprise, and what the enterprise ordered outside', async () => {
    const internal = await rows(operator, 'INTERNAL');
    expect(internal).toEqual([
      expect.objectContaining({
        title: 'Coolant nozzles for the Munich line',
        vendor: 'Demo Additive — Austin Plant',
        orderedBy: 'Demo Additive Engineering',
        status: 'INTERNAL_SHIPPED',
      }),
    ]);
    const outside = await rows(operator, 'NOT_INTERNAL');
    expect(outside).toEqual([
      expect.objectContaining({
        title: 'Trade show display models',
        vendor: 'Northwind Precision Printing',
        status: 'SP_BID_ACCEPTED',
        price: expect.objectContaining({ currency: 'USD' }),
      }),
    ]);
    expect(await rows(operator, 'NOT_INTERNAL', '&search=nozzle')).toEqual([]);
    expect(await rows(operator, 'INTERNAL', '&search=nozzle')).toHaveLength(1);
  });

  it('is empty for a facility no enterprise engineering orders from', async () => {
    expect(await rows(northwind, 'INTERNAL')).toEqual([]);
    expect(await rows(northwind, 'NOT_INTERNAL')).toEqual([]);
  });
});
