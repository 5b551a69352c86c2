import { DEMO_PASSWORD } from '../accounts/seed.js';
import { callsAs, createTestApp, login, logins, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(120_000);

let t: TestApp;
let admin: Session; // Austin's super admin, every permission
let engineer: Session; // Acme's ENG_ADMIN with ENG_TEAM_EDITOR
let northwind: Session; // another tenant's super admin

beforeAll(async () => {
  t = await createTestApp();
  [admin, engineer, northwind] = await logins(t.app, 'admin', 'engineer', 'vendor');
});
afterAll(() => t.close());

const call = callsAs(() => t);

interface Member {
  id: number;
  email: string;
  firstName: string;
  roles: string[];
  permissions: string[];
  status: 'ACTIVE' | 'DEACTIVATED';
  lastSignInAt: number | null;
}

const members = async (session: Session, query = '', side = 'sp') => {
  const response = await call(session, 'GET', `/api/v1/${side}/team/members?offset=0&limit=50${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { totalCount: number; rows: Member[] };
};
const idOf = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/** The registration link of the newest email to `email`, after checking its subject. */
const invitationLink = async (email: string, subject: string) => {
  const mail = await t.db
    .selectFrom('emails')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(mail.subject).toBe(subject);
  return /\/register\?invitation=([\w-]+)/.exec(mail.text_body)![1]!;
};

describe('a facility’s team', () => {
  it('lists its own people with this side’s roles and permissions, searchable, never another facility’s', async () => {
    const { rows, totalCount } = await members(admin);
    expect(rows.map((row) => row.email)).toEqual(['admin@demo.test', 'operator@demo.test', 'planner@demo.test']);
    expect(totalCount).toBe(3);
    const alex = rows[0]!;
    // The engineer-side permission and the side's authority are not this team's to show.
    expect(alex.roles).toEqual(['ITAR_ADMIN', 'LOT_USER', 'ROLE_ADMIN', 'SP_SUPER_ADMIN', 'SWITCH_DASHBOARD']);
    expect(alex.permissions).not.toContain('ENG_TEAM_EDITOR');
    expect(alex.lastSignInAt).toEqual(expect.any(Number));
    expect((await members(admin, '&search=paula')).rows.map((row) => row.email)).toEqual(['planner@demo.test']);
    expect((await members(admin, '&role=SP_MANAGER')).rows.map((row) => row.email)).toEqual(['planner@demo.test']);
    expect((await members(northwind)).rows.map((row) => row.email)).toEqual(['vendor@demo.test']);
  });

  it('invites a colleague who registers through the link with the roles and permissions chosen', async () => {
    const invited = await call(admin, 'POST', '/api/v1/sp/team/invitations', {
      email: 'quinn.quality@demo.test',
      firstName: 'Quinn',
      lastName: 'Quality',
      roles: ['SP_NON_ADMIN'],
      permissions: ['QMS_SETTINGS_EDITOR'],
    });
    expect(invited.statusCode).toBe(201);
    const open = (await call(admin, 'GET', '/api/v1/sp/team/invitations')).json();
    expect(open[0]).toEqual(
      expect.objectContaining({ email: 'quinn.quality@demo.test', roles: ['SP_NON_ADMIN'], invitedBy: 'Alex Admin' }),
    );
    const token = await invitationLink('quinn.quality@demo.test', 'Alex Admin invites you to join Demo Additive — Austin Plant');
    expect((await call(undefined, 'GET', `/api/v1/users/invitations/${token}`)).json()).toEqual({
      email: 'quinn.quality@demo.test',
      firstName: 'Quinn',
      lastName: 'Quality',
      kind: 'TEAM',
      companyName: 'Demo Additive — Austin Plant',
      invitedBy: 'Alex Admin',
    });
    const accepted = await call(undefined, 'POST', `/api/v1/users/invitations/${token}/accept`, {
      firstName: 'Quinn',
      lastName: 'Quality',
      password: 'Quinn-quality-password-1',
    });
    expect(accepted.statusCode).toBe(201);

    const quinn = await login(t.app, 'quinn.quality@demo.test', 'Quinn-quality-password-1');
    const user = (await call(quinn, 'GET', '/api/v1/users/getUser')).json();
    expect(user.serviceProvider.companyName).toBe('Demo Additive — Austin Plant');
    expect(user.roles.map((role: { roleName: string }) => role.roleName).sort()).toEqual([
      'ROLE_SERVICE_PROVIDER',
      'SP_NON_ADMIN',
    ]);
    expect(user.permissions).toEqual(['QMS_SETTINGS_EDITOR']);
    expect((await call(admin, 'GET', '/api/v1/sp/team/invitations')).json()).toEqual([]);
    expect((await members(admin, '&search=quinn')).rows[0]).toEqual(expect.objectContaining({ status: 'ACTIVE' }));
    // An address with an account cannot be invited again.
    const again = await call(admin, 'POST', '/api/v1/sp/team/invitations', {
      email: 'Quinn.Quality@demo.test',
      firstName: 'Quinn',
      lastName: 'Quality',
      roles: [],
      permissions: [],
    });
    expect(again.statusCode).toBe(409);
  });

  it('withdraws an invitation: its link stops working', async () => {
    await call(admin, 'POST', '/api/v1/sp/team/invitations', {
      email: 'withdrawn@demo.test',
      firstName: 'Will',
      lastName: 'Drawn',
      roles: [],
      permissions: [],
    });
    const token = await invitationLink('withdrawn@demo.test', 'Alex Admin invites you to join Demo Additive — Austin Plant');
    const [invitation] = (await call(admin, 'GET', '/api/v1/sp/team/invitations')).json();
    // Not Northwind's to withdraw.
    expect((await call(northwind, 'DELETE', `/api/v1/sp/team/invitations/${invitation.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/v1/sp/team/invitations/${invitation.id}`)).statusCode).toBe(204);
    expect((await call(undefined, 'GET', `/api/v1/users/invitations/${token}`)).statusCode).toBe(400);
  });

  it('lets nobody grant or take away what they do not hold themselves', async () => {
    const planner = await idOf('planner@demo.test');
    const operator = await idOf('operator@demo.test');
    const alex = await idOf('admin@demo.test');
    // Alex makes Paula a team editor: Alex holds everything Paula gets.
    const promoted = await call(admin, 'PUT', `/api/v1/sp/team/members/${planner}`, {
      roles: ['ITAR_ADMIN', 'SP_MANAGER'],
      permissions: ['ENTERPRISE_SCHEDULER_VIEW', 'MATERIAL_MANAGEMENT_EDITOR', 'SP_TEAM_EDITOR'],
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().permissions).toEqual(['ENTERPRISE_SCHEDULER_VIEW', 'MATERIAL_MANAGEMENT_EDITOR', 'SP_TEAM_EDITOR']);

    const paula = await login(t.app, 'planner@demo.test');
    const invite = await call(paula, 'POST', '/api/v1/sp/team/invitations', {
      email: 'overreach@demo.test',
      firstName: 'Over',
      lastName: 'Reach',
      roles: ['SP_NON_ADMIN'],
      permissions: ['CUSTOMER_PORTAL_EDITOR'],
    });
    expect(invite.statusCode).toBe(403);
    expect(invite.json().message).toBe(
      'You cannot grant or take away what you do not hold yourself: SP_NON_ADMIN, CUSTOMER_PORTAL_EDITOR',
    );
    const raise = await call(paula, 'PUT', `/api/v1/sp/team/members/${operator}`, {
      roles: ['SP_NON_ADMIN', 'SP_SUPER_ADMIN'],
      permissions: [],
    });
    expect(raise.statusCode).toBe(403);
    // What Paula holds she may give.
    const given = await call(paula, 'PUT', `/api/v1/sp/team/members/${operator}`, {
      roles: ['SP_NON_ADMIN'],
      permissions: ['MATERIAL_MANAGEMENT_EDITOR'],
    });
    expect(given.statusCode).toBe(200);
    // Nor may she demote or deactivate the super admin.
    const demote = await call(paula, 'PUT', `/api/v1/sp/team/members/${alex}`, { roles: ['ROLE_ADMIN'], permissions: [] });
    expect(demote.statusCode).toBe(403);
    const deactivate = await call(paula, 'POST', `/api/v1/sp/team/members/${alex}/deactivate`);
    expect(deactivate.statusCode).toBe(403);
    expect(deactivate.json().message).toBe('Only a super admin can deactivate a super admin');
    // Another facility's people are not found.
    expect((await call(northwind, 'PUT', `/api/v1/sp/team/members/${operator}`, { roles: [], permissions: [] })).statusCode).toBe(
      404,
    );
  });

  it('keeps the last super admin, and nobody deactivates themselves', async () => {
    const alex = await idOf('admin@demo.test');
    const alexNow = (await members(admin, '&search=alex')).rows[0]!;
    const demote = await call(admin, 'PUT', `/api/v1/sp/team/members/${alex}`, {
      roles: alexNow.roles.filter((role) => role !== 'SP_SUPER_ADMIN'),
      permissions: alexNow.permissions,
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe('The last super admin cannot be removed: make another person super admin first');
    const self = await call(admin, 'POST', `/api/v1/sp/team/members/${alex}/deactivate`);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot deactivate yourself');
  });

  it('deactivates a person: their sessions and keys stop at once, they cannot sign in, their account stays', async () => {
    const operatorId = await idOf('operator@demo.test');
    const oscar = await login(t.app, 'operator@demo.test');
    const key = (
      await call(oscar, 'POST', '/api/v1/users/api-keys', { name: 'Script', expiresAt: Date.now() + 86_400_000 })
    ).json().key as string;
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/getUser', headers: { 'x-api-key': key } })).statusCode).toBe(
      200,
    );

    const deactivated = await call(admin, 'POST', `/api/v1/sp/team/members/${operatorId}/deactivate`);
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json().status).toBe('DEACTIVATED');
    expect((await call(oscar, 'GET', '/api/v1/users/getUser')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/getUser', headers: { 'x-api-key': key } })).statusCode).toBe(
      401,
    );
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth2/token',
      payload: { grant_type: 'refresh_token' },
      headers: { cookie: `refresh_token=${oscar.refresh}; XSRF-TOKEN=${oscar.xsrf}`, 'x-xsrf-token': oscar.xsrf },
    });
    expect(refresh.statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/customLogin',
      payload: { email: 'operator@demo.test', password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual(expect.objectContaining({ code: 'ACCOUNT_DEACTIVATED' }));
    // The open pages were told, for this person alone.
    const told = await t.db.selectFrom('event_outbox').select('payload').where('topic', '=', 'session.ended').execute();
    expect(told.map((row) => row.payload)).toContainEqual({ userId: operatorId });
    expect((await members(admin, '&status=DEACTIVATED')).rows.map((row) => row.email)).toEqual(['operator@demo.test']);

    const reactivated = await call(admin, 'POST', `/api/v1/sp/team/members/${operatorId}/reactivate`);
    expect(reactivated.json().status).toBe('ACTIVE');
    await login(t.app, 'operator@demo.test');
  });
});

describe('a customer company’s team', () => {
  it('is the engineer’s company, edited with ENG_TEAM_EDITOR, apart from any facility', async () => {
    expect((await members(engineer, '', 'engineer')).rows.map((row) => row.email)).toEqual([
      'engineer@demo.test',
      'unverified@demo.test',
    ]);
    // Alex edits Demo Additive Engineering's team there, not Acme's.
    expect((await members(admin, '', 'engineer')).rows.map((row) => row.email)).toEqual(['admin@demo.test']);
    const acmePerson = await idOf('unverified@demo.test');
    expect((await call(admin, 'POST', `/api/v1/engineer/team/members/${acmePerson}/deactivate`)).statusCode).toBe(404);
    // A facility's team route is not a customer's.
    expect((await call(engineer, 'GET', '/api/v1/sp/team/members')).statusCode).toBe(403);

    const invited = await call(engineer, 'POST', '/api/v1/engineer/team/invitations', {
      email: 'bo.buyer@acme.test',
      firstName: 'Bo',
      lastName: 'Buyer',
      roles: ['ENG_ADMIN'],
      permissions: ['ENG_TEAM_EDITOR'],
    });
    expect(invited.statusCode).toBe(201);
    const token = await invitationLink('bo.buyer@acme.test', 'Erin Engineer invites you to join Acme Robotics');
    await call(undefined, 'POST', `/api/v1/users/invitations/${token}/accept`, {
      firstName: 'Bo',
      lastName: 'Buyer',
      password: 'Bo-buyer-password-1',
    });
    const bo = await login(t.app, 'bo.buyer@acme.test', 'Bo-buyer-password-1');
    const user = (await call(bo, 'GET', '/api/v1/users/getUser')).json();
    expect(user.engineerCompany.companyName).toBe('Acme Robotics');
    expect(user.currentRole).toBe('ROLE_ENGINEER');
    expect(user.permissions).toEqual(['ENG_TEAM_EDITOR']);
    // ENG_ADMIN is Erin's to give; a role she lacks is not.
    const raise = await call(engineer, 'PUT', `/api/v1/engineer/team/members/${await idOf('bo.buyer@acme.test')}`, {
      roles: ['ENG_SUPER_ADMIN'],
      permissions: [],
    });
    expect(raise.statusCode).toBe(403);
  });
});
