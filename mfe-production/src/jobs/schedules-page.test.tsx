import { screen, waitFor, within } from '@testing-library/react';
import { SCHEDULING_LIMITS } from 'shared/contracts';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import SchedulesPage from './schedules-page';

const HOUR = 3_600_000;
const job = (id: number, jobName: string, jobStatus: string) => ({
  id,
  jobName,
  jobStatus,
  jobType: 'ORDER',
  fromDate: Date.now() - 2 * HOUR,
  toDate: Date.now() + 2 * HOUR,
  equipmentDTO: { id: 2, displayName: 'SLS-02', spId: 1, facilityName: 'Austin Plant' },
  priorityLabel: id === 11 ? { id: 1, name: 'Rush', color: '#d9534f' } : null,
  tags: [],
  jobOrderDTOs: [
    {
      orderId: 5,
      fileIds: [
        { id: 1, fileName: 'bracket.stl', quantity: 4 },
        { id: 2, fileName: 'clip.stl', quantity: 9 },
      ],
    },
  ],
});
const JOBS = [job(11, 'PA12 housing batch', 'IN_PROGRESS'), job(12, 'Gripper fingers', 'QUEUED')];
const PAGE = `GET /api/v1/job-scheduling/getAllWithPagination/${SCHEDULING_LIMITS.jobsPageSize}/0`;

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  api = stubApi({
    'GET /api/v3/sp/equipments': [],
    // The server filters by status; so does this answer, so the test sees the filter reach it.
    [PAGE]: ({ query }: { query: URLSearchParams }) => {
      const status = query.get('jobStatus');
      const jobDTOS = JOBS.filter((j) => !status || j.jobStatus === status);
      return { jobDTOS, totalCount: jobDTOS.length };
    },
  });
});
afterEach(() => api.restore());

jest.setTimeout(20_000);

describe('the schedules list', () => {
  it('lists the jobs with their parts, and narrows them by status', async () => {
    const { user } = renderWithProviders(<SchedulesPage />, { route: '/service-provider/schedules' });
    const table = await screen.findByRole('table', { name: 'Schedules' });
    expect(await within(table).findByRole('link', { name: 'PA12 housing batch' })).toBeVisible();
    expect(within(table).getByRole('link', { name: 'Gripper fingers' })).toBeVisible();
    expect(within(table).getAllByText('bracket.stl ×4 · 1 more')).toHaveLength(2);
    expect(within(table).getByText('Rush')).toHaveStyle({ backgroundColor: '#d9534f' });
    expect(screen.getByRole('status')).toHaveTextContent('2 jobs');

    await user.selectOptions(screen.getByLabelText('Status'), 'Queued');
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'PA12 housing batch' })).not.toBeInTheDocument());
    expect(within(table).getByRole('link', { name: 'Gripper fingers' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('1 job');
  });

  it('says so, with a way to try again, when the jobs cannot be fetched', async () => {
    api.restore();
    api = stubApi({
      'GET /api/v3/sp/equipments': [],
      'GET /api/v1/job-scheduling/getAllWithPagination/25/0': new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'Try later' }),
    });
    renderWithProviders(<SchedulesPage />, { route: '/service-provider/schedules' });
    const failed = await screen.findByRole('region', { name: 'Unable to fetch jobs' });
    expect(within(failed).getByText('Try later')).toBeVisible();
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
