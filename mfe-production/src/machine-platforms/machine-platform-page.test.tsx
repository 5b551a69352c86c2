import { screen, within } from '@testing-library/react';
import { SCHEDULING_LIMITS } from 'shared/contracts';
import { ApiRefusal, equipmentFixture, renderWithProviders, stubApi } from 'shared/testing';
import { batchRow, KG, person } from '../material-batches/test-fixtures';
import MachinePlatformPage from './machine-platform-page';

const HOUR = 3_600_000;
const UPCOMING = `GET /api/v1/job-scheduling/getAllWithPagination/${SCHEDULING_LIMITS.jobsPageSize}/0`;
const job = (id: number, jobName: string, jobStatus: string) => ({
  id,
  jobName,
  jobStatus,
  jobType: 'BUILD',
  fromDate: Date.now() + id * HOUR,
  toDate: Date.now() + (id + 2) * HOUR,
  equipmentDTO: { id: 4, displayName: 'SLS-01' },
  jobOrderDTOs: [],
});

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

const open = (id: string) =>
  renderWithProviders(<MachinePlatformPage />, {
    route: `/service-provider/machine-platforms/${id}`,
    path: '/service-provider/machine-platforms/:id',
  });

describe('one machine’s page', () => {
  it('shows the machine, its packing figures and its upcoming jobs, soonest first, without the cancelled ones', async () => {
    api = stubApi({
      'GET /api/v1/sp/equipments/4': equipmentFixture(4, 'SLS-01', {
        packingMarginMm: 3,
        layerMm: 0.12,
        layerSeconds: 9,
        secondsPerCm3: 1.5,
      }),
      'GET /api/v1/users/getUser': { id: 1, roles: [], permissions: [] },
      [UPCOMING]: {
        jobDTOS: [
          job(3, 'Gripper fingers', 'QUEUED'),
          job(2, 'Cancelled run', 'CANCELLED'),
          job(1, 'PA12 housing batch', 'IN_PROGRESS'),
        ],
        totalCount: 3,
      },
    });
    open('4');
    expect(await screen.findByRole('heading', { name: 'SLS-01', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to machine platforms' })).toHaveAttribute(
      'href',
      '/service-provider/machine-platforms',
    );
    const packing = screen.getByRole('region', { name: 'Build packing' });
    const facts = within(packing)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Margin at the walls (mm)', '3'],
      ['Layer thickness (mm)', '0.12'],
      ['Time per layer, recoating included (s)', '9'],
      ['Time per cm³ of parts (s)', '1.5'],
    ]);
    const upcoming = screen.getByRole('region', { name: 'Upcoming jobs' });
    const names = await within(upcoming).findAllByText(/Gripper fingers|PA12 housing batch|Cancelled run/);
    expect(names.map((cell) => cell.textContent)).toEqual(['PA12 housing batch', 'Gripper fingers']);
  });

  it('says an id that names no equipment of this facility is not found, and asks nothing for a malformed one', async () => {
    api = stubApi({ 'GET /api/v1/users/getUser': { id: 1, roles: [], permissions: [] } });
    open('77');
    expect(await screen.findByText('There is no equipment 77 in this facility.')).toBeVisible();
    expect(api.calls).toContain('GET /api/v1/sp/equipments/77');

    api.restore();
    api = stubApi({ 'GET /api/v1/users/getUser': { id: 1, roles: [], permissions: [] } });
    open('abc');
    expect(await screen.findByText('There is no equipment abc in this facility.')).toBeVisible();
    expect(api.calls.filter((call) => call.startsWith('GET /api/v1/sp/equipments'))).toEqual([]);
  });

  it('says so, with a way to try again and the way back, when the machine cannot be fetched', async () => {
    const stubbed: Record<string, unknown> = {
      'GET /api/v1/sp/equipments/4': new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'Try later' }),
      'GET /api/v1/users/getUser': { id: 1, roles: [], permissions: [] },
      [UPCOMING]: { jobDTOS: [], totalCount: 0 },
    };
    api = stubApi(stubbed);
    const { user } = open('4');
    const failed = await screen.findByRole('region', { name: 'Could not load the equipment' });
    expect(within(failed).getByText('Try later')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to machine platforms' })).toBeVisible();
    stubbed['GET /api/v1/sp/equipments/4'] = equipmentFixture(4, 'SLS-01');
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'SLS-01', level: 1 })).toBeVisible();
  });
  it('shows the batch of powder on the machine, where the facility manages material, and a lot user may scan one to load', async () => {
    api = stubApi({
      'GET /api/v1/sp/equipments/4': equipmentFixture(4, 'SLS-01'),
      'GET /api/v1/users/getUser': person(true),
      'GET /api/v1/ui/session': { features: ['MATERIAL_MANAGEMENT_CONFIG'] },
      'GET /api/v1/materials/batches': ({ query }: { query: URLSearchParams }) =>
        query.get('equipmentId') === '4' && query.getAll('state').join() === 'IN_USE'
          ? { totalCount: 1, rows: [batchRow(31, { state: 'IN_USE', massMg: 9 * KG, machine: { id: 4, name: 'SLS-01' } })] }
          : { totalCount: 0, rows: [] },
      [UPCOMING]: { jobDTOS: [], totalCount: 0 },
    });
    open('4');
    const powder = await screen.findByRole('region', { name: 'Powder' });
    expect(await within(powder).findByRole('link', { name: 'B-00031' })).toHaveAttribute(
      'href',
      '/service-provider/material-management/batches?batch=31',
    );
    expect(within(powder).getByText('9 kg')).toBeVisible();
    expect(within(powder).getByRole('button', { name: 'Scan a batch to load' })).toBeVisible();
  });

  it('shows the powder apart from the agents beside it, and says when only those are loaded', async () => {
    const mjf = equipmentFixture(4, 'MJF-02', {
      materials: [{ id: 7, name: 'HP 3D HR PA 12' }],
      fusingAgentMaterials: [{ id: 9, name: 'HP 3D600 Fusing Agent' }],
    });
    const agent = batchRow(32, {
      state: 'IN_USE',
      material: { id: 9, name: 'HP 3D600 Fusing Agent' },
      massMg: 2.75 * KG,
      machine: { id: 4, name: 'MJF-02' },
    });
    const onMachine = [agent, batchRow(31, { state: 'IN_USE', massMg: 9 * KG, machine: { id: 4, name: 'MJF-02' } })];
    const stubbed: Parameters<typeof stubApi>[0] = {
      'GET /api/v1/sp/equipments/4': mjf,
      'GET /api/v1/users/getUser': person(true),
      'GET /api/v1/ui/session': { features: ['MATERIAL_MANAGEMENT_CONFIG'] },
      'GET /api/v1/materials/batches': { totalCount: 2, rows: onMachine },
      [UPCOMING]: { jobDTOS: [], totalCount: 0 },
    };
    api = stubApi(stubbed);
    const { unmount } = open('4');
    const powder = await screen.findByRole('region', { name: 'Powder' });
    // The facts are the powder's, the table the agent's.
    expect(await within(powder).findByRole('link', { name: 'B-00031' })).toBeVisible();
    expect(within(powder).getByText('9 kg')).toBeVisible();
    const beside = within(powder).getByRole('table', { name: 'Beside the powder' });
    expect(within(beside).getByRole('row', { name: /B-00032/ })).toHaveTextContent('B-00032HP 3D600 Fusing Agent2.75 kg');
    unmount();
    api.restore();

    api = stubApi({ ...stubbed, 'GET /api/v1/materials/batches': { totalCount: 1, rows: [agent] } });
    open('4');
    expect(await screen.findByText('No powder is loaded on this machine.')).toBeVisible();
    expect(screen.getByRole('table', { name: 'Beside the powder' })).toBeVisible();
  });

  it('shows no powder where the facility does not manage material', async () => {
    api = stubApi({
      'GET /api/v1/sp/equipments/4': equipmentFixture(4, 'SLS-01'),
      'GET /api/v1/users/getUser': person(true),
      'GET /api/v1/ui/session': { features: [] },
      [UPCOMING]: { jobDTOS: [], totalCount: 0 },
    });
    open('4');
    await screen.findByRole('region', { name: 'Upcoming jobs' });
    expect(screen.queryByRole('region', { name: 'Powder' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.startsWith('GET /api/v1/materials'))).toEqual([]);
  });
});
