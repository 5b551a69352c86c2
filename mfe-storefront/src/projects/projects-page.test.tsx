import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, stubApi } from 'shared/testing';
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
      'GET /api/v1/sp/projects': {
        totalCount: 1,
        rows: [
          {
            id: 5,
            name: 'Gripper rework',
            company: 'Acme Robotics',
            sharedFacility: 'Austin',
            members: 2,
            orders: 1,
            openTasks: 1,
            myOpenTasks: 1,
            updatedAt: 0,
          },
        ],
      },
    });
    renderWithProviders(<ProjectsPage />, { route: '/service-provider/projects', path: '/service-provider/projects' });
    const row = within(await screen.findByRole('table', { name: 'Your projects' })).getByRole('row', { name: /Gripper rework/ });
    expect(row).toHaveTextContent('Acme Robotics');
    expect(screen.queryByRole('button', { name: 'New project' })).toBeNull();
  });
});
