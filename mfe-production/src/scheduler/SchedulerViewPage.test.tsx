import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { JobLite, Preference } from 'shared/contracts';
import { createPlatformStore } from 'shared/store';
import { ToastProvider } from 'shared/ui';
import SchedulerViewPage from './SchedulerViewPage';

// A Wednesday noon: the default week (Sunday to Saturday) holds the seeded jobs, whatever today is.
const NOW = new Date(2025, 2, 5, 12).getTime();
const HOUR = 3_600_000;

const machine = (id: number, displayName: string) => ({
  id,
  displayName,
  spId: 1,
  facilityName: 'Austin Plant',
  machineDTO: { model: 'EOS P 396' },
  machine: {
    id: 7,
    modelName: 'EOS P 396',
    amProcess: 'SLS',
    kind: 'THREED_PRINTER',
    manufacturer: { id: 3, name: 'EOS' },
    generalMaterialTypes: [],
  },
  materials: [],
  supportMaterials: [],
  detailingAgentMaterials: [],
  fusingAgentMaterials: [],
  currentlyUsedMaterialId: null,
  imageUrl: null,
});
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

/** The platform's API as the page calls it: two machines, a job on each, a lite search by name. */
async function fakeApi(input: RequestInfo | URL, init?: RequestInit) {
  const url = new URL(String(input), 'http://platform.test');
  const answer = (body: unknown) => ({ ok: true, status: 200, text: async () => JSON.stringify(body) }) as Response;
  switch (url.pathname) {
    case '/api/v3/sp/equipments':
      return answer([machine(1, 'SLS-01'), machine(2, 'SLS-02')]);
    case '/api/v3/sp/materials':
    case '/api/v1/amprocess':
      return answer([]);
    case '/api/v1/userPreference/SCHEDULER_FILTERS':
      return answer({ preferenceType: 'SCHEDULER_FILTERS', preference: '[]' } satisfies Preference);
    case '/api/v4/job-scheduling/search':
      return answer({ jobDTOS: JOBS, totalCount: JOBS.length });
    case '/api/v4/job-scheduling/search/lite': {
      const { searchString } = JSON.parse(String(init?.body)) as { searchString: string };
      return answer(JOBS.filter((j) => j.jobName.toLowerCase().includes(searchString.toLowerCase())).map(liteOf));
    }
    default:
      return { ok: false, status: 404, text: async () => '' } as Response;
  }
}

// The search waits 300 ms for typing to settle, then asks the API, and the whole page renders
// each time: allow a busy machine time.
configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(20_000);

const realFetch = globalThis.fetch;
beforeAll(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  // jsdom has no layout: give the timeline a 1250 × 600 px viewport.
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1250);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  globalThis.fetch = jest.fn(fakeApi) as typeof fetch;
});
afterAll(() => {
  jest.restoreAllMocks();
  globalThis.fetch = realFetch;
});

function renderPage() {
  render(
    <Provider store={createPlatformStore()}>
      <IntlProvider locale="en" defaultLocale="en" messages={{}} onError={() => {}}>
        <ToastProvider>
          <MemoryRouter>
            <SchedulerViewPage />
          </MemoryRouter>
        </ToastProvider>
      </IntlProvider>
    </Provider>,
  );
  return userEvent.setup();
}

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

  it('empties the timeline and says so in the spec’s one text when it matches nothing', async () => {
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
