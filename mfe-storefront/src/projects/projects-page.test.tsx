import { screen, waitFor, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import ProjectsPage from './projects-page';

const PROJECT = {
  id: 5,
  name: 'Gripper rework',
  description: 'Rev D of the gripper',
  company: 'Acme Robotics',
  sharedFacility: 'Demo Additive — Austin Plant',
  updatedAt: Date.UTC(2026, 10, 20),
  members: [{ userId: 4, name: 'Erin Engineer', email: 'engineer@demo.test', company: 'Acme Robotics' }],
  candidates: [{ userId: 3, name: 'Oscar Operator', email: 'operator@demo.test', company: 'Demo Additive — Austin Plant' }],
  tasks: [{ id: 9, title: 'Quote the jaws', assigneeId: 4, assignee: 'Erin Engineer', dueDate: '2027-01-15', state: 'OPEN' }],
  comments: [],
  orders: [{ id: 41, title: 'Gripper fingers — Rev C', status: 'IN_MANUFACTURING' }],
  files: [],
};

const ROW = {
  id: 5,
  name: 'Gripper rework',
  company: 'Acme Robotics',
  sharedFacility: 'Austin',
  members: 2,
  orders: 1,
  openTasks: 1,
  myOpenTasks: 1,
  updatedAt: 0,
};
const ENGINEER = { route: '/engineer/projects', path: '/engineer/projects' };

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());
jest.setTimeout(30_000);

describe('a project', () => {
  it('shows its orders’ states, adds a member and a task assigned to them, and changes a task’s state', async () => {
    const sent: unknown[] = [];
    const answer = (body: unknown) => {
      sent.push(body);
      return PROJECT;
    };
    api = stubApi({
      'GET /api/v1/engineer/projects/5': PROJECT,
      'GET /api/v1/orders': { orders: [], totalCount: 0 },
      'GET /api/v1/files': { files: [], totalCount: 0 },
      'POST /api/v1/engineer/projects/5/members': ({ body }: { body: unknown }) => answer(body),
      'POST /api/v1/engineer/projects/5/tasks': ({ body }: { body: unknown }) => answer(body),
      'PUT /api/v1/engineer/projects/5/tasks/9': ({ body }: { body: unknown }) => answer(body),
    });
    const { user } = renderWithProviders(<ProjectsPage />, { route: '/engineer/projects?project=5', path: '/engineer/projects' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gripper rework' })).toBeVisible();
    expect(
      within(screen.getByRole('table', { name: 'Orders at a glance' })).getByRole('row', { name: /Gripper fingers/ }),
    ).toHaveTextContent('In manufacturing');

    const members = screen.getByRole('region', { name: 'Members' });
    await user.selectOptions(
      within(members).getByRole('combobox', { name: 'Person to add' }),
      'Oscar Operator (Demo Additive — Austin Plant)',
    );
    await user.click(within(members).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sent).toEqual([{ userId: 3 }]));

    const task = screen.getByRole('group', { name: 'New task' });
    await user.click(within(task).getByRole('button', { name: 'Add the task' }));
    expect(within(task).getByText('Please say what is to be done')).toBeVisible();
    await user.type(within(task).getByRole('textbox', { name: 'Task' }), 'Print a test jaw');
    await user.selectOptions(within(task).getByRole('combobox', { name: 'Assign to' }), 'Erin Engineer');
    await user.click(within(task).getByRole('button', { name: 'Add the task' }));
    await waitFor(() => expect(sent[1]).toEqual({ title: 'Print a test jaw', assigneeId: 4, dueDate: null }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'State of Quote the jaws' }), 'Done');
    await waitFor(() =>
      expect(sent[2]).toEqual({ title: 'Quote the jaws', assigneeId: 4, dueDate: '2027-01-15', state: 'DONE' }),
    );
  });

  it('lists the projects shared with a facility, without making new ones', async () => {
    api = stubApi({
      'GET /api/v1/sp/projects': { totalCount: 1, rows: [ROW] },
    });
    renderWithProviders(<ProjectsPage />, { route: '/service-provider/projects', path: '/service-provider/projects' });
    const row = within(await screen.findByRole('table', { name: 'Your projects' })).getByRole('row', { name: /Gripper rework/ });
    expect(row).toHaveTextContent('Acme Robotics');
    expect(screen.queryByRole('button', { name: 'New project' })).toBeNull();
  });

  it('makes a new project from the list, and opens it', async () => {
    const made: unknown[] = [];
    api = stubApi({
      'GET /api/v1/engineer/projects': { totalCount: 1, rows: [ROW] },
      'GET /api/v1/engineer/facilities': { totalCount: 0, rows: [] },
      'POST /api/v1/engineer/projects': ({ body }: { body: unknown }) => {
        made.push(body);
        return { ...PROJECT, id: 6, name: 'Jaw redesign' };
      },
      'GET /api/v1/engineer/projects/6': { ...PROJECT, id: 6, name: 'Jaw redesign' },
      'GET /api/v1/orders': { orders: [], totalCount: 0 },
      'GET /api/v1/files': { files: [], totalCount: 0 },
    });
    const { user } = renderWithProviders(<ProjectsPage />, ENGINEER);
    await screen.findByRole('button', { name: 'Open Gripper rework' });
    await user.click(screen.getByRole('button', { name: 'New project' }));
    const form = screen.getByRole('form', { name: 'New project' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Jaw redesign');
    await user.click(within(form).getByRole('button', { name: 'Create project' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jaw redesign' })).toBeVisible();
    expect(made).toEqual([{ name: 'Jaw redesign', description: '', sharedFacilityId: null }]);
  });

  it('says when a search finds no project, and asks again when the list cannot be fetched', async () => {
    const stubbed: Record<string, unknown> = {
      'GET /api/v1/engineer/projects': new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'Try later' }),
    };
    api = stubApi(stubbed);
    const { user } = renderWithProviders(<ProjectsPage />, ENGINEER);
    const failed = await screen.findByRole('region', { name: 'The projects could not be loaded' });
    stubbed['GET /api/v1/engineer/projects'] = ({ query }: { query: URLSearchParams }) =>
      query.get('search') ? { totalCount: 0, rows: [] } : { totalCount: 1, rows: [ROW] };
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('button', { name: 'Open Gripper rework' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by project name' }), 'zzz');
    expect(await screen.findByText('No project matches.')).toBeVisible();
  });

  it('keeps the way back, and a way to try again, when a project cannot be fetched; then takes a comment', async () => {
    const sent: unknown[] = [];
    const stubbed: Record<string, unknown> = {
      'GET /api/v1/engineer/projects/5': new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'Try later' }),
      'GET /api/v1/orders': { orders: [], totalCount: 0 },
      'GET /api/v1/files': { files: [], totalCount: 0 },
      'POST /api/v1/engineer/projects/5/comments': ({ body }: { body: unknown }) => {
        sent.push(body);
        return PROJECT;
      },
    };
    api = stubApi(stubbed);
    const { user } = renderWithProviders(<ProjectsPage />, { ...ENGINEER, route: '/engineer/projects?project=5' });
    const failed = await screen.findByRole('region', { name: 'The project could not be loaded' });
    expect(screen.getByRole('button', { name: 'Back to the projects' })).toBeVisible();
    stubbed['GET /api/v1/engineer/projects/5'] = PROJECT;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));

    const comments = await screen.findByRole('region', { name: 'Comments' });
    expect(within(comments).getByText('No comments yet.')).toBeVisible();
    await user.type(within(comments).getByRole('textbox', { name: 'Comment' }), 'Jaws look good');
    await user.click(within(comments).getByRole('checkbox', { name: 'Erin Engineer' }));
    await user.click(within(comments).getByRole('button', { name: 'Post the comment' }));
    await waitFor(() => expect(sent).toEqual([{ body: 'Jaws look good', mentionedUserIds: [4] }]));
  });
});
