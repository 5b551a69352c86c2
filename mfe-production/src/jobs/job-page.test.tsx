import { screen, within } from '@testing-library/react';
import { renderWithProviders, stubApi } from 'shared/testing';
import { equipmentFixture } from '../test-fixtures';
import JobPage from './job-page';

const SLS_02 = equipmentFixture(2, 'SLS-02', { materials: [{ id: 10, name: 'PA 2200' }], currentlyUsedMaterialId: 10 });

/** A job of Austin's on SLS-02, started. */
const LENS_PARTS = {
  id: 20,
  jobName: 'Lens parts',
  jobType: 'ORDER',
  jobSource: 'SCHEDULING',
  jobCreationType: 'MANUAL',
  jobStatus: 'IN_PROGRESS',
  fromDate: Date.UTC(2030, 0, 1, 8),
  toDate: Date.UTC(2030, 0, 1, 16),
  estimatedTime: 8,
  actualTime: 0,
  materialUnit: 'GRAM',
  materialQuantityUsed: 0,
  materialDTO: { id: 10, name: 'PA 2200' },
  secondaryMaterials: [],
  supportMaterial: null,
  equipmentDTO: { id: 2, displayName: 'SLS-02', spId: 1, facilityName: 'Austin Plant' },
  equipmentType: 'THREED_PRINTER',
  jobOrderDTOs: [],
  jobNotes: '',
  buildPlateUtilization: null,
  simulationSoftwareDTO: null,
  priorityLabel: null,
  tags: [],
  itar: false,
  active: true,
  updatedAt: 1,
};

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
      'GET /api/v1/job-scheduling/20': LENS_PARTS,
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
      'GET /api/v1/job-scheduling/20': { ...LENS_PARTS, jobSource: 'BUILD_PLANNING', jobStatus: 'QUEUED' },
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
