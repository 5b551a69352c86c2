import { screen, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import type { AccountingStatus } from '../api';
import { DAY, facilityUser, signedInStore } from '../test-fixtures';
import QuickBooksPage from './quickbooks-page';

const admin = { ...facilityUser(), roles: [...facilityUser().roles, { roleName: 'ROLE_ADMIN' as const }] };
const ACTIVE: AccountingStatus = {
  status: 'ACTIVE',
  realmId: '9130 3521 8811',
  connectedBy: 'Ada Admin',
  connectedAt: Date.now() - 3 * DAY,
};
const LAPSED: AccountingStatus = { status: 'INACTIVE', lapseReason: 'The refresh token expired', lapsedAt: Date.now() - DAY };

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());
jest.setTimeout(20_000);

const open = async (query = '') =>
  renderWithProviders(<QuickBooksPage />, {
    route: `/service-provider/settings/quickbooks${query}`,
    path: '/service-provider/settings/quickbooks',
    store: await signedInStore(),
  });

describe('the QuickBooks page', () => {
  it('shows the connection, tells the return from the tool, and disconnects only after asking', async () => {
    let status = ACTIVE;
    api = stubApi({
      'GET /api/v1/users/getUser': admin,
      'GET /api/v1/qb/oauth/token-status': () => status,
      'POST /api/v1/qb/oauth/revoke-token': () => {
        status = { status: 'INACTIVE' };
        return { success: 'revoked' };
      },
    });
    const { user } = await open('?connected=1');
    expect(await screen.findByText('Successfully connected to the accounting tool')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Connected' })).toBeVisible();
    expect(screen.getByText(/^Connected by Ada Admin on/)).toBeVisible();
    expect(screen.getByText('Company in the accounting tool: 9130 3521 8811')).toBeVisible();

    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect the accounting tool?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(api.calls).not.toContain('POST /api/v1/qb/oauth/revoke-token');
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Successfully disconnected from the accounting tool')).toBeVisible();
    expect(api.calls).toContain('POST /api/v1/qb/oauth/revoke-token');
    expect(await screen.findByText('The facility is not connected to an accounting tool.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeVisible();
  });

  it('shows why the connection lapsed and why connecting failed', async () => {
    api = stubApi({
      'GET /api/v1/users/getUser': admin,
      'GET /api/v1/qb/oauth/token-status': LAPSED,
      'GET /api/v1/qb/oauth/connect': new ApiRefusal(502, { code: 'UPSTREAM', message: 'The accounting tool did not answer' }),
    });
    const { user } = await open();
    expect(await screen.findByText('The connection has lapsed')).toBeVisible();
    expect(screen.getByText(/^The refresh token expired: connect again\./)).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Sorry, we were unable to connect to the accounting tool')).toBeVisible();
    expect(screen.getByText('The accounting tool did not answer')).toBeVisible();
  });

  it('leaves the buttons to admins, and offers Try again when the status fails', async () => {
    let fail = true;
    api = stubApi({
      'GET /api/v1/users/getUser': facilityUser(),
      'GET /api/v1/qb/oauth/token-status': () =>
        fail ? new ApiRefusal(500, { code: 'INTERNAL', message: 'Boom' }) : { status: 'INACTIVE' },
    });
    const { user } = await open();
    expect(await screen.findByText('Could not load the accounting connection')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Not connected')).toBeVisible();
    expect(screen.getByText('Only the facility’s admins connect or disconnect the accounting tool.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Connect' })).toBeNull();
  });
});
