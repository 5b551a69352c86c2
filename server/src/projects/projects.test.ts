import { Poller } from '../background/poller.js';
import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(120_000);

let t: TestApp;
let erin: Session; // Acme's engineer
let globex: Session; // another customer company
let operator: Session; // Austin's operator
let northwind: Session; // another enterprise's facility
const ids = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  [erin, globex, operator, northwind] = await logins(t.app, 'engineer', 'thirdparty', 'operator', 'vendor');
  for (const row of await t.db.selectFrom('users').select(['id', 'email']).execute()) ids.set(row.email, row.id);
  for (const row of await t.db.selectFrom('companies').select(['id', 'company_name']).execute())
    ids.set(row.company_name, row.id);
});
afterAll(() => t.close());

const call = callsAs(() => t);
const id = (key: string) => ids.get(key)!;

interface Project {
  id: number;
  members: { userId: number; name: string }[];
  candidates: { userId: number }[];
  tasks: { id: number; title: string; assignee: string | null; state: string; dueDate: string | null }[];
  comments: { body: string; mentions: string[] }[];
  orders: { id: number; status: string }[];
}

describe('projects', () => {
  let project: Project;

  it('are made by a customer company’s person, who adds a colleague of the facility it is shared with', async () => {
    const made = await call(erin, 'POST', '/api/v1/engineer/projects', {
      name: 'Gripper rework',
      description: 'Rev D of the gripper',
      sharedFacilityId: id('Demo Additive — Austin Plant'),
    });
    expect(made.statusCode).toBe(201);
    project = made.json();
    expect(project.members.map((m) => m.name)).toEqual(['Erin Engineer']);
    expect(project.candidates.map((c) => c.userId)).toContain(id('operator@demo.test'));
    expect(project.candidates.map((c) => c.userId)).not.toContain(id('vendor@demo.test'));

    // Not a member yet: the operator finds no such project.
    expect((await call(operator, 'GET', `/api/v1/sp/projects/${project.id}`)).statusCode).toBe(404);
    const added = await call(erin, 'POST', `/api/v1/engineer/projects/${project.id}/members`, {
      userId: id('operator@demo.test'),
    });
    expect(added.json().members.map((m: { name: string }) => m.name)).toEqual(['Erin Engineer', 'Oscar Operator']);
    const listed = (await call(operator, 'GET', '/api/v1/sp/projects?offset=0&limit=20')).json();
    expect(listed.rows.map((row: { name: string }) => row.name)).toContain('Gripper rework');

    // Only the company's and the shared facility's people.
    const stranger = await call(erin, 'POST', `/api/v1/engineer/projects/${project.id}/members`, {
      userId: id('vendor@demo.test'),
    });
    expect([stranger.statusCode, stranger.json().details[0].field]).toEqual([400, 'body.userId']);
    for (const outsider of [globex, northwind]) {
      const side = outsider === globex ? 'engineer' : 'sp';
      expect((await call(outsider, 'GET', `/api/v1/${side}/projects/${project.id}`)).statusCode).toBe(404);
    }
  });

  it('assigns a task to a member, who sees it as theirs and moves it on', async () => {
    const assigned = await call(erin, 'POST', `/api/v1/engineer/projects/${project.id}/tasks`, {
      title: 'Quote the Rev D jaws',
      assigneeId: id('operator@demo.test'),
      dueDate: '2027-01-15',
    });
    expect(assigned.statusCode).toBe(201);
    const task = assigned.json().tasks[0];
    expect(task).toEqual(expect.objectContaining({ assignee: 'Oscar Operator', state: 'OPEN', dueDate: '2027-01-15' }));
    const rows = (await call(operator, 'GET', '/api/v1/sp/projects?offset=0&limit=20')).json().rows;
    expect(rows.find((row: { name: string }) => row.name === 'Gripper rework').myOpenTasks).toBe(1);

    const moved = await call(operator, 'PUT', `/api/v1/sp/projects/${project.id}/tasks/${task.id}`, {
      title: task.title,
      assigneeId: id('operator@demo.test'),
      dueDate: task.dueDate,
      state: 'DONE',
    });
    expect(moved.json().tasks[0].state).toBe('DONE');
    const nonMember = await call(erin, 'POST', `/api/v1/engineer/projects/${project.id}/tasks`, {
      title: 'For a stranger',
      assigneeId: id('admin@demo.test'),
      dueDate: null,
    });
    expect([nonMember.statusCode, nonMember.json().details[0].field]).toEqual([400, 'body.assigneeId']);
  });

  it('mails the members a comment mentions, and only members may be mentioned', async () => {
    // Every mail that appears is counted: the pollers that mail (order events, account requests, reminders) are held.
    const release = await Poller.holdAll();
    try {
      const before = await t.db.selectFrom('emails').select('id').execute();
      const commented = await call(erin, 'POST', `/api/v1/engineer/projects/${project.id}/comments`, {
        body: 'The jaws need 0.2 mm more clearance.',
        mentionedUserIds: [id('operator@demo.test')],
      });
      expect(commented.statusCode).toBe(201);
      expect(commented.json().comments[0]).toEqual(expect.objectContaining({ mentions: ['Oscar Operator'] }));
      const mails = await t.db
        .selectFrom('emails')
        .select(['to_address', 'subject', 'text_body'])
        .where('id', 'not in', before.length ? before.map((row) => row.id) : [-1])
        .execute();
      expect(mails).toEqual([
        expect.objectContaining({ to_address: 'operator@demo.test', subject: 'Erin Engineer mentioned you in Gripper rework' }),
      ]);
      expect(mails[0]!.text_body).toContain(`/service-provider/projects?project=${project.id}`);
    } finally {
      release();
    }
    const stranger = await call(erin, 'POST', `/api/v1/engineer/projects/${project.id}/comments`, {
      body: 'Hello',
      mentionedUserIds: [id('vendor@demo.test')],
    });
    expect([stranger.statusCode, stranger.json().details[0].field]).toEqual([400, 'body.mentionedUserIds']);
  });

  it('groups the company’s orders and files; the facility reads only the orders it makes', async () => {
    const orders = await t.db
      .selectFrom('rfqs')
      .select(['id', 'awarded_facility_id'])
      .where('customer_id', '=', id('Acme Robotics'))
      .where('status', '<>', 'DRAFT')
      .orderBy('id')
      .execute();
    const awarded = orders.find((order) => order.awarded_facility_id === id('Demo Additive — Austin Plant'))!;
    const other = orders.find((order) => order.awarded_facility_id !== id('Demo Additive — Austin Plant'))!;
    const linked = await call(erin, 'PUT', `/api/v1/engineer/projects/${project.id}/orders`, { ids: [awarded.id, other.id] });
    expect(
      linked
        .json()
        .orders.map((o: { id: number }) => o.id)
        .sort(),
    ).toEqual([awarded.id, other.id].sort());
    expect(linked.json().orders.every((o: { status: string }) => o.status.length > 0)).toBe(true);
    const facilityView = (await call(operator, 'GET', `/api/v1/sp/projects/${project.id}`)).json();
    expect(facilityView.orders.map((o: { id: number }) => o.id)).toEqual([awarded.id]);

    const foreign = await t.db
      .selectFrom('rfqs')
      .select('id')
      .where('customer_id', '<>', id('Acme Robotics'))
      .executeTakeFirstOrThrow();
    const refused = await call(erin, 'PUT', `/api/v1/engineer/projects/${project.id}/orders`, { ids: [foreign.id] });
    expect([refused.statusCode, refused.json().details[0].field]).toEqual([400, 'body.ids']);
  });

  it('keeps at least one member, and unassigns the open tasks of one who leaves', async () => {
    await call(erin, 'POST', `/api/v1/engineer/projects/${project.id}/tasks`, {
      title: 'Print a test jaw',
      assigneeId: id('operator@demo.test'),
      dueDate: null,
    });
    const left = await call(erin, 'DELETE', `/api/v1/engineer/projects/${project.id}/members/${id('operator@demo.test')}`);
    expect(left.statusCode).toBe(200);
    expect(left.json().tasks.find((task: { title: string }) => task.title === 'Print a test jaw').assignee).toBeNull();
    const last = await call(erin, 'DELETE', `/api/v1/engineer/projects/${project.id}/members/${id('engineer@demo.test')}`);
    expect([last.statusCode, last.json().message]).toEqual([409, 'A project keeps at least one member']);
  });
});
