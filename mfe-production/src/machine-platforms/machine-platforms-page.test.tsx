import { screen, within } from '@testing-library/react';
import { ApiRefusal, equipmentFixture, renderWithProviders, stubApi } from 'shared/testing';
import MachinePlatformsPage from './machine-platforms-page';

const EQUIPMENT = [equipmentFixture(4, 'SLS-01'), equipmentFixture(5, 'SLS-02')];
const user = (permissions: string[]) => ({ id: 1, roles: [{ roleName: 'ROLE_SERVICE_PROVIDER' }], permissions });

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

describe('the machine platforms page', () => {
  it('lists the facility’s equipment, each linking to its page, without the add button for a reader', async () => {
    api = stubApi({ 'GET /api/v3/sp/equipments': EQUIPMENT, 'GET /api/v1/users/getUser': user([]) });
    renderWithProviders(<MachinePlatformsPage />, { route: '/service-provider/machine-platforms' });
    const table = await screen.findByRole('table', { name: 'Equipment of this facility' });
    expect(await within(table).findByRole('link', { name: 'SLS-01' })).toHaveAttribute(
      'href',
      '/service-provider/machine-platforms/4',
    );
    expect(within(table).getByRole('link', { name: 'SLS-02' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New equipment' })).not.toBeInTheDocument();
  });

  it('offers the add button to a user who may edit machines', async () => {
    api = stubApi({ 'GET /api/v3/sp/equipments': EQUIPMENT, 'GET /api/v1/users/getUser': user(['MES_SETTINGS_EDITOR']) });
    renderWithProviders(<MachinePlatformsPage />, { route: '/service-provider/machine-platforms' });
    expect(await screen.findByRole('button', { name: 'New equipment' })).toBeVisible();
  });

  it('says so, with a way to try again, when the equipment cannot be fetched', async () => {
    // The server fails at first (a 404 would say there is nothing to try again for).
    const answers: Record<string, unknown> = {
      'GET /api/v1/users/getUser': user([]),
      'GET /api/v3/sp/equipments': new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'Error, something went wrong!' }),
    };
    api = stubApi(answers);
    const { user: clicker } = renderWithProviders(<MachinePlatformsPage />, { route: '/service-provider/machine-platforms' });
    expect(await screen.findByText('Could not load machine platforms')).toBeVisible();
    answers['GET /api/v3/sp/equipments'] = EQUIPMENT;
    await clicker.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'SLS-01' })).toBeVisible();
  });
});
