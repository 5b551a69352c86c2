import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import TeamPage from './team-page';

const DAY = 86_400_000;
/** Paula: a manager who edits the team, holding a few permissions; not a super admin. */
const paula = {
  id: 2,
  email: 'planner@demo.test',
  firstName: 'Paula',
  lastName: 'Planner',
  emailVerfied: true,
  roles: [{ roleName: 'ROLE_SERVICE_PROVIDER' }, { roleName: 'SP_MANAGER' }],
  permissions: ['SP_TEAM_EDITOR', 'MATERIAL_MANAGEMENT_EDITOR'],
  serviceProvider: { id: 1, companyName: 'Demo Additive — Austin Plant', kind: 'SERVICE_PROVIDER' },
  engineerCompany: null,
};
const member = (id: number, firstName: string, more: object = {}) => ({
  id,
  firstName,
  lastName: 'Example',
  email: `${firstName.toLowerCase()}@demo.test`,
  emailVerified: true,
  roles: ['SP_NON_ADMIN'],
  permissions: [],
  status: 'ACTIVE',
  joinedAt: Date.now() - 100 * DAY,
  lastSignInAt: Date.now() - DAY,
  deactivatedAt: null,
  ...more,
});

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());
jest.setTimeout(20_000);

const open = () => renderWithProviders(<TeamPage />, { route: '/service-provider/team', path: '/service-provider/team' });

describe('the team page', () => {
  it('lists the people with their rights and status, and filters them on the server', async () => {
    const queries: string[] = [];
    api = stubApi({
      'GET /api/v1/users/getUser': paula,
      'GET /api/v1/sp/team/members': ({ query }: { query: URLSearchParams }) => {
        queries.push(query.toString());
        return query.get('status') === 'DEACTIVATED'
          ? { totalCount: 1, rows: [member(4, 'Oscar', { status: 'DEACTIVATED', deactivatedAt: Date.now() })] }
          : {
              totalCount: 2,
              rows: [
                member(2, 'Paula', { roles: ['SP_MANAGER'], permissions: ['SP_TEAM_EDITOR'] }),
                member(4, 'Oscar', { lastSignInAt: null }),
              ],
            };
      },
      'GET /api/v1/sp/team/invitations': [],
    });
    open();
    const table = await screen.findByRole('table', { name: 'People' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    expect(row('Paula Example')).toHaveTextContent('(you)');
    expect(row('Paula Example')).toHaveTextContent('Manager');
    expect(row('Paula Example')).toHaveTextContent('Team');
    // Nobody deactivates themselves: no button on one's own row.
    expect(within(row('Paula Example')).queryByRole('button', { name: /Deactivate/ })).toBeNull();
    expect(row('Oscar Example')).toHaveTextContent('Never');
    expect(screen.getByText('No open invitations.')).toBeVisible();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Deactivated');
    expect(await within(table).findByRole('button', { name: 'Reactivate Oscar Example' })).toBeVisible();
    expect(queries.at(-1)).toContain('status=DEACTIVATED');
  });

  it('invites a person with only the rights the editor holds, and shows why the server refused', async () => {
    const invitations: unknown[] = [];
    api = stubApi({
      'GET /api/v1/users/getUser': paula,
      'GET /api/v1/sp/team/members': { totalCount: 0, rows: [] },
      'GET /api/v1/sp/team/invitations': [],
      'POST /api/v1/sp/team/invitations': ({ body }: { body: { email: string } }) => {
        invitations.push(body);
        return body.email === 'taken@demo.test'
          ? new ApiRefusal(409, { code: 'CONFLICT', message: 'An account with this email already exists' })
          : null;
      },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Invite a person' }));
    const form = screen.getByRole('form', { name: 'Invite a person' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Please enter a valid email address')).toBeVisible();
    expect(within(form).getAllByText('Please enter the name')).toHaveLength(2);

    // Paula is no super admin: a role or permission she lacks cannot be ticked.
    expect(within(form).getByRole('checkbox', { name: /Super admin/ })).toBeDisabled();
    expect(within(form).getByRole('checkbox', { name: /Customers/ })).toBeDisabled();
    expect(within(form).getByRole('checkbox', { name: /Manager/ })).toBeEnabled();

    await userEvent.type(within(form).getByLabelText('Email'), 'taken@demo.test');
    await userEvent.type(within(form).getByLabelText('First name'), 'Tom');
    await userEvent.type(within(form).getByLabelText('Last name'), 'Taken');
    await userEvent.click(within(form).getByRole('checkbox', { name: /Manager/ }));
    await userEvent.click(within(form).getByRole('checkbox', { name: /Material management/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('An account with this email already exists');
    expect(invitations[0]).toEqual({
      email: 'taken@demo.test',
      firstName: 'Tom',
      lastName: 'Taken',
      roles: ['SP_MANAGER'],
      permissions: ['MATERIAL_MANAGEMENT_EDITOR'],
    });

    await userEvent.clear(within(form).getByLabelText('Email'));
    await userEvent.type(within(form).getByLabelText('Email'), 'tom@demo.test');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to tom@demo.test: the link is valid for 14 days.')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Invite a person' })).toBeNull();
  });

  it('deactivates a person only after saying what it does', async () => {
    api = stubApi({
      'GET /api/v1/users/getUser': paula,
      'GET /api/v1/sp/team/members': { totalCount: 1, rows: [member(4, 'Oscar')] },
      'GET /api/v1/sp/team/invitations': [],
      'POST /api/v1/sp/team/members/4/deactivate': member(4, 'Oscar', { status: 'DEACTIVATED' }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Oscar Example' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Oscar Example?' });
    expect(dialog).toHaveTextContent('Their open sessions end at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(api.calls).not.toContain('POST /api/v1/sp/team/members/4/deactivate');
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate Oscar Example' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Oscar Example is deactivated.')).toBeVisible();
  });

  it('changes a person’s rights, and withdraws an invitation after asking', async () => {
    let saved: unknown;
    api = stubApi({
      'GET /api/v1/users/getUser': paula,
      'GET /api/v1/sp/team/members': { totalCount: 1, rows: [member(4, 'Oscar')] },
      'GET /api/v1/sp/team/invitations': [
        {
          id: 9,
          email: 'newbie@demo.test',
          firstName: 'New',
          lastName: 'Bie',
          roles: ['SP_NON_ADMIN'],
          permissions: [],
          invitedBy: 'Paula Planner',
          invitedAt: Date.now() - DAY,
          expiresAt: Date.now() + 13 * DAY,
        },
      ],
      'PUT /api/v1/sp/team/members/4': ({ body }: { body: unknown }) => {
        saved = body;
        return member(4, 'Oscar', body as object);
      },
      'DELETE /api/v1/sp/team/invitations/9': null,
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Oscar Example' }));
    const form = screen.getByRole('form', { name: 'Roles and permissions of Oscar Example' });
    await userEvent.click(within(form).getByRole('checkbox', { name: /Manager/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Oscar Example now has these roles and permissions.')).toBeVisible();
    expect(saved).toEqual({ roles: ['SP_NON_ADMIN', 'SP_MANAGER'], permissions: [] });

    const invitations = screen.getByRole('table', { name: 'Open invitations' });
    expect(within(invitations).getByRole('row', { name: /newbie@demo.test/ })).toHaveTextContent('Paula Planner');
    await userEvent.click(within(invitations).getByRole('button', { name: 'Withdraw the invitation of newbie@demo.test' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The invitation of newbie@demo.test is withdrawn.')).toBeVisible();
    expect(api.calls).toContain('DELETE /api/v1/sp/team/invitations/9');
  });
});

describe('the open invitations', () => {
  it('say when they could not be loaded could not be loaded, with the server’s message, and loads them again on Try again', async () => {
    let fail = true;
    api = stubApi({
      'GET /api/v1/users/getUser': paula,
      'GET /api/v1/sp/team/members': { totalCount: 1, rows: [member(4, 'Oscar')] },
      'GET /api/v1/sp/team/invitations': () => (fail ? new ApiRefusal(500, { code: 'INTERNAL', message: 'Boom' }) : []),
    });
    open();
    const invitations = await screen.findByRole('region', { name: 'Open invitations' });
    expect(await within(invitations).findByText('Could not load the team')).toBeVisible();
    expect(within(invitations).getByText('Boom')).toBeVisible();
    // The people load on their own.
    expect(await screen.findByRole('row', { name: /Oscar Example/ })).toBeVisible();
    fail = false;
    await userEvent.click(within(invitations).getByRole('button', { name: 'Try again' }));
    expect(await within(invitations).findByText('No open invitations.')).toBeVisible();
  });
});
