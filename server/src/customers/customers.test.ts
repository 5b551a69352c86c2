import { callsAs, createTestApp, login, logins, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(120_000);

let t: TestApp;
let austin: Session; // admin of the Austin plant, CUSTOMER_PORTAL_EDITOR
let operator: Session; // Austin, without permissions
let northwind: Session; // another tenant's facility
let companies: Map<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  [austin, operator, northwind] = await logins(t.app, 'admin', 'operator', 'vendor');
  const rows = await t.db.selectFrom('companies').select(['id', 'company_name']).execute();
  companies = new Map(rows.map((row) => [row.company_name, row.id]));
});
afterAll(() => t.close());

const call = callsAs(() => t);

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
  const acme = () => companies.get('Acme Robotics')!;
  const globex = () => companies.get('Globex Prototyping')!;
  const mailsTo = (email: string) =>
    t.db.selectFrom('emails').select(['subject', 'text_body']).where('to_address', '=', email).orderBy('id', 'desc').execute();
  const linkTo = async (email: string) => {
    const mails = await mailsTo(email);
    expect(mails[0]!.subject).toBe('Demo Additive — Austin Plant invites you to order for Acme Robotics');
    return /\/register\?invitation=([\w-]+)/.exec(mails[0]!.text_body)![1]!;
  };
  const invite = (email: string, firstName: string, session = austin, company = acme()) =>
    call(session, 'POST', `/api/v1/customers/${company}/invitations`, { email, firstName, lastName: 'Buyer' });
  const waiting = async (erin: Session, email: string) => {
    const list = (await call(erin, 'GET', '/api/v1/engineer/team/invitations')).json();
    return list.find((invitation: { email: string }) => invitation.email === email);
  };

  it('gives a facility’s invitee no access to the company until one of its team editors approves', async () => {
    const invited = await invite('gina.buyer@example.com', 'Gina');
    expect(invited.statusCode).toBe(201);
    expect(invited.json().invitations[0]).toEqual(
      expect.objectContaining({ email: 'gina.buyer@example.com', name: 'Gina Buyer', status: 'AWAITING_APPROVAL' }),
    );
    // The invitee is told nothing yet; Acme's team editor is asked.
    expect(await mailsTo('gina.buyer@example.com')).toEqual([]);
    const [asked] = await mailsTo('engineer@demo.test');
    expect(asked!.subject).toBe('Demo Additive — Austin Plant asks to add Gina Buyer <gina.buyer@example.com> to Acme Robotics');
    expect(asked!.text_body).toContain('/engineer/team');
    expect(asked!.text_body).not.toContain('invitation=');

    const erin = await login(t.app, 'engineer@demo.test');
    const pending = await waiting(erin, 'gina.buyer@example.com');
    expect(pending).toEqual(
      expect.objectContaining({ awaitingApproval: true, facility: 'Demo Additive — Austin Plant', roles: ['ENG_NON_ADMIN'] }),
    );
    // Another company's editor cannot answer for Acme.
    const admin = await login(t.app, 'admin@demo.test');
    expect((await call(admin, 'POST', `/api/v1/engineer/team/invitations/${pending.id}/approve`)).statusCode).toBe(404);

    expect((await call(erin, 'POST', `/api/v1/engineer/team/invitations/${pending.id}/approve`)).statusCode).toBe(204);
    expect((await call(austin, 'GET', `/api/v1/customers/${acme()}`)).json().invitations[0].status).toBe('APPROVED');
    const token = await linkTo('gina.buyer@example.com');
    expect((await call(undefined, 'GET', `/api/v1/users/invitations/${token}`)).json()).toEqual({
      email: 'gina.buyer@example.com',
      firstName: 'Gina',
      lastName: 'Buyer',
      kind: 'CUSTOMER',
      companyName: 'Acme Robotics',
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
      password: 'Acme-buyer-password-1',
    });
    expect(accepted.statusCode).toBe(201);
    const gina = await login(t.app, 'gina.buyer@example.com', 'Acme-buyer-password-1');
    expect((await call(gina, 'GET', '/api/v1/engineer/profile')).json().companyName).toBe('Acme Robotics');
    expect((await call(gina, 'GET', '/api/v1/orders')).statusCode).toBe(200);
    // Gina is a contact now, and the link is spent.
    const customer = (await call(austin, 'GET', `/api/v1/customers/${acme()}`)).json();
    expect(customer.contacts.map((person: { email: string }) => person.email)).toContain('gina.buyer@example.com');
    expect(customer.invitations[0]).toEqual(expect.objectContaining({ status: 'ACCEPTED', acceptedAt: expect.any(Number) }));
    const again = await call(undefined, 'POST', `/api/v1/users/invitations/${token}/accept`, {
      firstName: 'Gina',
      lastName: 'Buyer',
      password: 'Acme-buyer-password-1',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This invitation link is invalid or has expired');
    expect(again.json().details[0].field).toBe('params.token');
  });

  it('lets the company refuse: the invitee gets no link, the facility sees it refused', async () => {
    expect((await invite('mallory@example.com', 'Mallory')).statusCode).toBe(201);
    const erin = await login(t.app, 'engineer@demo.test');
    const pending = await waiting(erin, 'mallory@example.com');
    expect((await call(erin, 'POST', `/api/v1/engineer/team/invitations/${pending.id}/refuse`)).statusCode).toBe(204);
    expect(await waiting(erin, 'mallory@example.com')).toBeUndefined();
    expect((await call(austin, 'GET', `/api/v1/customers/${acme()}`)).json().invitations[0]).toEqual(
      expect.objectContaining({ email: 'mallory@example.com', status: 'REFUSED' }),
    );
    const late = await call(erin, 'POST', `/api/v1/engineer/team/invitations/${pending.id}/approve`);
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe('There is no invitation waiting for your approval with this id');
    expect(await mailsTo('mallory@example.com')).toEqual([]);
  });

  it('renews an invitation sent again: it waits for approval again, and the first link stops working', async () => {
    const erin = await login(t.app, 'engineer@demo.test');
    expect((await invite('hal.buyer@example.com', 'Hal')).statusCode).toBe(201);
    await call(erin, 'POST', `/api/v1/engineer/team/invitations/${(await waiting(erin, 'hal.buyer@example.com')).id}/approve`);
    const first = await linkTo('hal.buyer@example.com');
    expect((await invite('hal.buyer@example.com', 'Hal')).statusCode).toBe(201);
    expect((await call(undefined, 'GET', `/api/v1/users/invitations/${first}`)).statusCode).toBe(400);
    const renewed = await waiting(erin, 'hal.buyer@example.com');
    expect(renewed.awaitingApproval).toBe(true);
    await call(erin, 'POST', `/api/v1/engineer/team/invitations/${renewed.id}/approve`);
    const second = await linkTo('hal.buyer@example.com');
    expect(second).not.toBe(first);
    expect((await call(undefined, 'GET', `/api/v1/users/invitations/${second}`)).statusCode).toBe(200);
  });

  it('refuses to ask a company that has nobody who may approve a new member', async () => {
    const refused = await invite('ida.buyer@example.com', 'Ida', austin, globex());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Nobody at Globex Prototyping can approve a new member yet: ask its people to invite their colleague themselves',
    );
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
