import { SP_MEMBER, seededId, type AccessRow, type AccessRows, type Statuses } from '../test-support/access-matrix.js';

/** Acme's people (engineer) only; the admin's customer company is another (404). */
const ACME_MEMBER: Statuses = [401, 403, 200, 403, 404, 403];
/** Austin's people, members of the project Acme shares with it; the other tenant finds none (404). */
const SHARED_MEMBER: Statuses = [401, 403, 403, 200, 200, 404];

export const accessRows: AccessRows = async ({ t, austin }) => {
  const userId = (email: string) => seededId(t, 'users', { email });
  const acme = await seededId(t, 'companies', { company_name: 'Acme Robotics' });
  const erin = await userId('engineer@demo.test');
  const operator = await userId('operator@demo.test');
  const admin = await userId('admin@demo.test');
  const planner = await userId('planner@demo.test');
  // A project of Acme's shared with Austin, with Erin and three of Austin's people.
  const project = (
    await t.db
      .insertInto('projects')
      .values({ company_id: acme, shared_facility_id: austin, name: 'Matrix project', created_by: erin })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await t.db
    .insertInto('project_members')
    .values([erin, operator, admin, planner].map((user_id) => ({ project_id: project, user_id })))
    .execute();
  const task = (
    await t.db
      .insertInto('project_tasks')
      .values({ project_id: project, title: 'Matrix task', created_by: erin })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const engineer = `/api/v1/engineer/projects/${project}`;
  const facility = `/api/v1/sp/projects/${project}`;
  const taskBody = () => ({ title: 'Matrix task', assigneeId: null, dueDate: null, state: 'IN_PROGRESS' });
  /**
   * The routes both sides have on one project, under `/api/v1/${side}/projects/:id` (`url`):
   * reading it, adding `newMember`, changing a task, as `member`; adding a task or a comment
   * as `writer`.
   */
  const projectRows = (
    side: 'engineer' | 'sp',
    url: string,
    newMember: number,
    member: Statuses,
    writer: Statuses,
  ): AccessRow[] => {
    const route = `/api/v1/${side}/projects/:id`;
    return [
      { method: 'GET', route, url, expect: member },
      {
        method: 'POST',
        route: `${route}/members`,
        url: `${url}/members`,
        payload: () => ({ userId: newMember }),
        expect: member,
      },
      {
        method: 'POST',
        route: `${route}/tasks`,
        url: `${url}/tasks`,
        payload: taskBody,
        expect: writer,
      },
      { method: 'PUT', route: `${route}/tasks/:taskId`, url: `${url}/tasks/${task}`, payload: taskBody, expect: member },
      {
        method: 'POST',
        route: `${route}/comments`,
        url: `${url}/comments`,
        payload: () => ({ body: 'Matrix comment', mentionedUserIds: [] }),
        expect: writer,
      },
    ];
  };
  return [
    {
      method: 'GET',
      route: '/api/v1/engineer/projects',
      url: '/api/v1/engineer/projects?offset=0&limit=20',
      expect: [401, 403, 200, 403, 200, 403],
    },
    {
      method: 'POST',
      route: '/api/v1/engineer/projects',
      payload: () => ({ name: 'Matrix new project', description: '', sharedFacilityId: null }),
      expect: [401, 403, 201, 403, 201, 403],
    },
    ...projectRows('engineer', engineer, operator, ACME_MEMBER, [401, 403, 201, 403, 404, 403]),
    {
      method: 'PUT',
      route: '/api/v1/engineer/projects/:id/orders',
      url: `${engineer}/orders`,
      payload: () => ({ ids: [] }),
      expect: ACME_MEMBER,
    },
    {
      method: 'PUT',
      route: '/api/v1/engineer/projects/:id/files',
      url: `${engineer}/files`,
      payload: () => ({ ids: [] }),
      expect: ACME_MEMBER,
    },
    { method: 'GET', route: '/api/v1/sp/projects', url: '/api/v1/sp/projects?offset=0&limit=20', expect: SP_MEMBER },
    ...projectRows('sp', facility, admin, SHARED_MEMBER, [401, 403, 403, 201, 201, 404]),
    // The operator takes the planner off; the admin then finds no such member.
    {
      method: 'DELETE',
      route: '/api/v1/sp/projects/:id/members/:userId',
      url: `${facility}/members/${planner}`,
      expect: [401, 403, 403, 200, 404, 404],
    },
    {
      method: 'DELETE',
      route: '/api/v1/engineer/projects/:id/members/:userId',
      url: `${engineer}/members/${admin}`,
      expect: ACME_MEMBER,
    },
  ];
};
