import { randomUUID } from 'node:crypto';
import { insertAccount } from '../accounts/service.js';
import type { AccessRow, AccessRows, Statuses } from '../test-support/access-matrix.js';

/** A facility's team editors: Austin's admin; Northwind's super admin edits its own team (404 for Austin's people). */
const facilityEditors = (status: number): Statuses => [401, 403, 403, 403, status, status];
/** A customer company's team editors: Acme's engineer, and the admin for Demo Additive Engineering (404 for Acme's people). */
const engineerEditors = (status: number): Statuses => [401, 403, status, 403, status, 403];

export const accessRows: AccessRows = async ({ t }) => {
  const id = async (email: string) =>
    (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const planner = await id('planner@demo.test');
  // A person of Acme whom no caller signs in as, to deactivate and reactivate.
  const acme = (
    await t.db.selectFrom('companies').select('id').where('company_name', '=', 'Acme Robotics').executeTakeFirstOrThrow()
  ).id;
  const ada = (
    await t.db.transaction().execute((trx) =>
      insertAccount(trx, { email: 'ada.acme@demo.test', firstName: 'Ada', lastName: 'Acme' }, 'not-a-hash', {
        verified: true,
        default_role: 'ROLE_ENGINEER',
        dashboard: 'STORE_FRONT',
        service_provider_id: null,
        engineer_company_id: acme,
        roles: ['ROLE_ENGINEER', 'ENG_NON_ADMIN'],
        permissions: [],
      }),
    )
  ).id;

  const team = (
    prefix: string,
    editors: (status: number) => Statuses,
    member: { id: number; grant: object },
    ownersStatus: (status: number) => Statuses,
  ): AccessRow[] => [
    { method: 'GET', route: `${prefix}/members`, expect: editors(200) },
    {
      method: 'PUT',
      route: `${prefix}/members/:id`,
      url: `${prefix}/members/${member.id}`,
      payload: () => member.grant,
      expect: ownersStatus(200),
    },
    {
      method: 'POST',
      route: `${prefix}/members/:id/deactivate`,
      url: `${prefix}/members/${member.id}/deactivate`,
      expect: ownersStatus(200),
    },
    {
      method: 'POST',
      route: `${prefix}/members/:id/reactivate`,
      url: `${prefix}/members/${member.id}/reactivate`,
      expect: ownersStatus(200),
    },
    { method: 'GET', route: `${prefix}/invitations`, expect: editors(200) },
    {
      method: 'POST',
      route: `${prefix}/invitations`,
      payload: () => ({
        email: `${randomUUID()}@example.com`,
        firstName: 'New',
        lastName: 'Colleague',
        roles: [],
        permissions: [],
      }),
      expect: editors(201),
    },
    { method: 'DELETE', route: `${prefix}/invitations/:id`, url: `${prefix}/invitations/999999`, expect: editors(404) },
  ];

  // Only a customer company approves or refuses a facility's invitation: 404 where none waits.
  const approval = ['approve', 'refuse'].map((answer): AccessRow => ({
    method: 'POST',
    route: `/api/v1/engineer/team/invitations/:id/${answer}`,
    url: `/api/v1/engineer/team/invitations/999999/${answer}`,
    expect: engineerEditors(404),
  }));

  return [
    ...approval,
    // The planner as she is: nothing changes, so no grant is refused.
    ...team(
      '/api/v1/sp/team',
      facilityEditors,
      {
        id: planner,
        grant: { roles: ['ITAR_ADMIN', 'SP_MANAGER'], permissions: ['ENTERPRISE_SCHEDULER_VIEW', 'MATERIAL_MANAGEMENT_EDITOR'] },
      },
      (status) => [401, 403, 403, 403, status, 404],
    ),
    ...team(
      '/api/v1/engineer/team',
      engineerEditors,
      { id: ada, grant: { roles: ['ENG_NON_ADMIN'], permissions: [] } },
      (status) => [401, 403, status, 403, 404, 403],
    ),
  ];
};
