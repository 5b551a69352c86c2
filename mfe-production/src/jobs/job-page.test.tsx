import { screen, within } from '@testing-library/react';
import { equipmentFixture, jobFixture, renderWithProviders, stubApi } from 'shared/testing';
import JobPage from './job-page';

const SLS_02 = equipmentFixture(2, 'SLS-02', { materials: [{ id: 10, name: 'PA 2200' }], currentlyUsedMaterialId: 10 });

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  api = stubApi({
    'GET /api/v3/sp/equipments': [SLS_02],
    'GET /api/v1/service-provider/profile': { id: 1, companyName: 'Austin Plant' },
    'GET /api/v1/simulation-software': [],
  });
});
afterEach(() => api.restore());

jest.setTimeout(20_000);

describe('the job form', () => {
  it('submitted empty shows each required-field message and sends nothing', async () => {
    const { user } = renderWithProviders(<JobPage />, { route: '/service-provider/schedules/new' });
    await user.click(await screen.findByRole('button', { name: 'Add secondary material' }));
    await user.click(screen.getByRole('button', { name: 'Save job' }));
    for (const message of [
      'Please enter job name',
      'Please select an equipment',
      'Please select a material',
      'Please select start date',
      'Please select end date',
      'Please select material',
    ]) {
      expect(await screen.findByText(message, { exact: true })).toBeVisible();
    }
    expect(api.calls.filter((call) => call.startsWith('POST') || call.startsWith('PUT'))).toEqual([]);
  });

  it('asks how long a started job took when it is completed, instead of refusing to save without a word', async () => {
    api.restore();
    api = stubApi({
      'GET /api/v3/sp/equipments': [SLS_02],
      'GET /api/v1/service-provider/profile': { id: 1, companyName: 'Austin Plant' },
      'GET /api/v1/simulation-software': [],
      'GET /api/v1/job-scheduling/20': jobFixture('IN_PROGRESS'),
    });
    const { user } = renderWithProviders(<JobPage />, {
      route: '/service-provider/schedules/20',
      path: '/service-provider/schedules/:id',
    });
    await user.selectOptions(await screen.findByLabelText('Status'), 'Completed');
    await user.click(screen.getByRole('button', { name: 'Save job' }));
    expect(await screen.findByText('Please enter duration', { exact: true })).toBeVisible();
    expect(screen.getByLabelText('Duration (hours)')).toBeVisible();
    expect(api.calls.filter((call) => call.startsWith('PUT'))).toEqual([]);
  });

  it('keeps a build’s job on the machine it was packed for, saying so', async () => {
    api.restore();
    api = stubApi({
      'GET /api/v3/sp/equipments': [SLS_02],
      'GET /api/v1/service-provider/profile': { id: 1, companyName: 'Austin Plant' },
      'GET /api/v1/simulation-software': [],
      'GET /api/v1/job-scheduling/20': { ...jobFixture('QUEUED'), jobSource: 'BUILD_PLANNING' },
    });
    renderWithProviders(<JobPage />, { route: '/service-provider/schedules/20', path: '/service-provider/schedules/:id' });
    expect(await screen.findByText('The job is a build packed for this equipment: it stays on it.')).toBeVisible();
    expect(screen.getByLabelText('Equipment')).toBeDisabled();
  });

  it('shows the messages in German for a German user', async () => {
    const { user } = renderWithProviders(<JobPage />, { route: '/service-provider/schedules/new', language: 'de_DE' });
    await user.click(await screen.findByRole('button', { name: 'Auftrag speichern' }));
    expect(await screen.findByText('Bitte Auftragsnamen eingeben', { exact: true })).toBeVisible();
    expect(within(document.body).getByText('Bitte eine Maschine auswählen', { exact: true })).toBeVisible();
  });
});
