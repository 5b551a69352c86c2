import { configure, screen, waitFor, within } from '@testing-library/react';
import type { JobLite, Preference } from 'shared/contracts';
import { equipmentFixture, renderWithProviders, stubApi } from 'shared/testing';
import { createPlatformStore } from 'shared/store';
import SchedulerViewPage, { prefetch } from './scheduler-view-page';

// A Wednesday noon: the default week (Sunday to Saturday) holds the seeded jobs, whatever today is.
const NOW = new Date(2025, 2, 5, 12).getTime();
const HOUR = 3_600_000;

const job = (id: number, jobName: string, equipmentId: number) => ({
  id,
  jobName,
  fromDate: NOW - 2 * HOUR,
  toDate: NOW + 2 * HOUR,
  jobStatus: 'IN_PROGRESS',
  jobType: 'BUILD',
  jobCreationType: 'USER',
  equipmentDTO: { id: equipmentId, displayName: `Machine ${equipmentId}` },
  jobOrderDTOs: [],
  notes: '',
});

const JOBS = [job(11, 'Ti64 manifold build', 1), job(12, 'PA12 housing batch', 2)];
const liteOf = (j: ReturnType<typeof job>): JobLite => ({
  id: j.id,
  jobName: j.jobName,
  jobStatus: 'IN_PROGRESS',
  fromDate: j.fromDate,
  toDate: j.toDate,
  equipmentId: j.equipmentDTO.id,
  equipmentName: j.equipmentDTO.displayName,
});

/** The saved filters as the server keeps them: JSON text of the list. */
let savedFilters: unknown[] = [];

/** The platform's API as the page calls it: two machines, a job on each, a lite search by name, saved filters. */
const ANSWERS = {
  'GET /api/v3/sp/equipments': [equipmentFixture(1, 'SLS-01'), equipmentFixture(2, 'SLS-02')],
  'GET /api/v3/sp/materials': [],
  'GET /api/v1/amprocess': [],
  'GET /api/v1/userPreference/SCHEDULER_FILTERS': () =>
    ({ preferenceType: 'SCHEDULER_FILTERS', preference: JSON.stringify(savedFilters) }) satisfies Preference,
  'POST /api/v1/userPreference/SCHEDULER_FILTERS': ({ body }: { body: { preference: unknown[] } }) => {
    savedFilters = body.preference;
    return { preferenceType: 'SCHEDULER_FILTERS', preference: JSON.stringify(savedFilters) };
  },
  'POST /api/v4/job-scheduling/search': { jobDTOS: JOBS, totalCount: JOBS.length },
  'POST /api/v4/job-scheduling/search/lite': ({ body }: { body: { searchString: string } }) =>
    JOBS.filter((j) => j.jobName.toLowerCase().includes(body.searchString.toLowerCase())).map(liteOf),
};

// The search waits 300 ms for typing to settle, then asks the API, and the whole page renders
// each time: allow a busy machine time.
configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(20_000);

let api: ReturnType<typeof stubApi>;
beforeAll(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  // jsdom has no layout: give the timeline a 1250 × 600 px viewport.
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1250);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});
beforeEach(() => {
  savedFilters = [];
  api = stubApi(ANSWERS);
});
afterEach(() => api.restore());
afterAll(() => jest.restoreAllMocks());

const renderPage = () => renderWithProviders(<SchedulerViewPage />, { route: '/service-provider/scheduler-view' }).user;

const timeline = () => screen.getByRole('region', { name: 'Machine timeline' });
const EMPTY = 'No jobs or machines match the given search criteria';

describe('the enterprise scheduler’s job search', () => {
  it('narrows the timeline to the machines and jobs it matches', async () => {
    const user = renderPage();
    expect(await screen.findByText('SLS-01')).toBeInTheDocument();
    expect(within(timeline()).getByText('SLS-02')).toBeInTheDocument();
    expect(await within(timeline()).findByRole('button', { name: /^PA12 housing batch/ })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search jobs, orders or parts' }), 'manifold');
    expect(await screen.findByRole('link', { name: '#11 Ti64 manifold build' })).toBeInTheDocument();
    expect(within(timeline()).queryByText('SLS-02')).not.toBeInTheDocument();
    expect(within(timeline()).getByText('SLS-01')).toBeInTheDocument();
    expect(within(timeline()).getByRole('button', { name: /^Ti64 manifold build/ })).toBeInTheDocument();
    expect(within(timeline()).queryByRole('button', { name: /^PA12 housing batch/ })).not.toBeInTheDocument();
  });

  it('empties the timeline and says so in the one text for search and filters when it matches nothing', async () => {
    const user = renderPage();
    expect(await screen.findByText('SLS-01')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs, orders or parts' }), 'no such job');
    // The grid gives way to the empty text: look the region up again each time.
    await waitFor(() => expect(within(timeline()).getByText(EMPTY)).toBeVisible());
    expect(within(timeline()).queryByText('SLS-01')).not.toBeInTheDocument();
    expect(within(timeline()).queryByText('SLS-02')).not.toBeInTheDocument();
    expect(screen.getByRole('search')).toHaveTextContent(EMPTY);
    expect(screen.queryByText('No job matches.')).not.toBeInTheDocument();

    // Clearing the search brings every machine back.
    await user.clear(screen.getByRole('searchbox', { name: 'Search jobs, orders or parts' }));
    await waitFor(() => expect(within(timeline()).getByText('SLS-02')).toBeInTheDocument());
  });
});

describe('the enterprise scheduler’s saved filters', () => {
  it('saves the chosen filters under a name, refuses a taken name, and deletes one', async () => {
    const user = renderPage();
    const saved = await screen.findByRole('region', { name: 'Saved filters' });
    expect(within(saved).getByText('No saved filters yet.')).toBeVisible();

    await user.type(within(saved).getByLabelText('Filter name'), 'Night shift');
    await user.click(within(saved).getByRole('button', { name: 'Save filter' }));
    expect(await within(saved).findByRole('button', { name: 'Night shift' })).toBeVisible();
    expect(savedFilters).toEqual([{ label: 'Night shift', searchFilters: {} }]);

    await user.type(within(saved).getByLabelText('Filter name'), ' night shift ');
    await user.click(within(saved).getByRole('button', { name: 'Save filter' }));
    expect(await within(saved).findByText('Filter name is missing or already in use')).toBeVisible();
    expect(savedFilters).toHaveLength(1);

    await user.click(within(saved).getByRole('button', { name: 'Delete filter Night shift' }));
    // Deleting asks first; No keeps the filter.
    const question = await screen.findByRole('alertdialog', { name: 'Delete the filter?' });
    expect(question).toHaveTextContent('The saved filter “Night shift” will be gone.');
    await user.click(within(question).getByRole('button', { name: 'No' }));
    expect(savedFilters).toHaveLength(1);
    await user.click(within(saved).getByRole('button', { name: 'Delete filter Night shift' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(saved).findByText('No saved filters yet.')).toBeVisible();
    expect(savedFilters).toEqual([]);
    // Each change shows the list from the save's answer: the list is never read again, so no job
    // search in flight holds it back.
    expect(api.calls.filter((call) => call === 'GET /api/v1/userPreference/SCHEDULER_FILTERS')).toHaveLength(1);
  });
});

describe('the enterprise scheduler’s prefetch', () => {
  it('asks for what the page’s first render needs, so that the page asks for none of it again', async () => {
    const store = createPlatformStore();
    prefetch(store.dispatch);
    const first = [
      'POST /api/v4/job-scheduling/search',
      'GET /api/v3/sp/equipments',
      'GET /api/v3/sp/materials',
      'GET /api/v1/amprocess',
    ];
    expect(api.calls).toEqual(first);
    renderWithProviders(<SchedulerViewPage />, { route: '/service-provider/scheduler-view', store });
    expect(await screen.findByText('SLS-01')).toBeInTheDocument();
    expect(await within(timeline()).findByRole('button', { name: /^PA12 housing batch/ })).toBeInTheDocument();
    for (const call of first) expect([call, api.calls.filter((c) => c === call).length]).toEqual([call, 1]);
  });
});

describe('the enterprise scheduler’s range and filters', () => {
  it('moves the range by its length, asks again on Refresh now, and says when the jobs came', async () => {
    const asked: { fromDate: number; toDate: number }[] = [];
    api.restore();
    api = stubApi({
      ...ANSWERS,
      'POST /api/v4/job-scheduling/search': ({ body }: { body: { fromDate: number; toDate: number } }) => {
        asked.push(body);
        return { jobDTOS: JOBS, totalCount: JOBS.length };
      },
    });
    const user = renderPage();
    expect(await screen.findByText('SLS-01')).toBeInTheDocument();
    expect(await within(timeline()).findByRole('button', { name: /^PA12 housing batch/ })).toBeInTheDocument();
    expect(screen.getByText(/^Updated /)).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('button', { name: 'Next period' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(new Date(asked[1]!.fromDate).getDate() - new Date(asked[0]!.fromDate).getDate()).toBe(7);

    await user.click(screen.getByRole('button', { name: 'Refresh now' }));
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(asked[2]).toEqual(asked[1]);
  });

  it('narrows the machines to a filter’s choice, and clears the filters', async () => {
    const user = renderPage();
    expect(await screen.findByText('SLS-01')).toBeInTheDocument();
    expect(within(timeline()).getByText('SLS-02')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Equipment: Any' }));
    await user.click(screen.getByRole('checkbox', { name: 'SLS-01' }));
    await waitFor(() => expect(within(timeline()).queryByText('SLS-02')).not.toBeInTheDocument());
    expect(within(timeline()).getByText('SLS-01')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(within(timeline()).getByText('SLS-02')).toBeInTheDocument());
  });
});
