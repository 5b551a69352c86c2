import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, stubApi } from 'shared/testing';
import { formatDate } from 'shared/ui';
import BuildPlanningPage from './build-planning-page';
import { planningPart } from './test-fixtures';

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());
jest.setTimeout(30_000);

const PLANNER = { id: 1, roles: [{ roleName: 'ROLE_SERVICE_PROVIDER' }], permissions: [] };
const PARTS = [
  planningPart(1, 'bracket.stl'),
  planningPart(2, 'housing.stl', { itar: true, notScheduled: 3, fitsPrinters: [], size: null, volumeMm3: null }),
];
const PRINTERS = [
  { id: 11, displayName: 'SLS-01' },
  { id: 12, displayName: 'SLS-02' },
];

const answers = (asked: URLSearchParams[], sent: unknown[]) => ({
  'GET /api/v1/users/getUser': PLANNER,
  'GET /api/v1/amprocess': [{ id: 2, name: 'SLS' }],
  'GET /api/v1/sp/materials': [{ id: 7, name: 'PA 2200' }],
  'GET /api/v3/sp/equipments': PRINTERS,
  'GET /api/v1/userPreference/BUILD_PART_VIEWS': { preferenceType: 'BUILD_PART_VIEWS', preference: '[]' },
  'GET /api/v1/builds/parts': ({ query }: { query: URLSearchParams }) => {
    asked.push(query);
    return { rows: PARTS, totalCount: PARTS.length };
  },
  'GET /api/v1/builds': {
    rows: [
      {
        id: 9,
        name: 'Friday SLS',
        state: 'ON_MACHINE',
        machine: { id: 7, modelName: 'EOS P 396', volume: [340, 340, 600] },
        equipment: { id: 11, displayName: 'SLS-01' },
        pieces: 14,
        jobId: 300,
        updatedAt: Date.UTC(2031, 2, 1, 9),
      },
    ],
    totalCount: 1,
  },
  'POST /api/v1/builds': ({ body }: { body: unknown }) => {
    sent.push(body);
    return { id: 9 };
  },
});

describe('build planning', () => {
  it('lists the parts to plan with their size, volume and printers, narrowed by process on the server', async () => {
    const asked: URLSearchParams[] = [];
    api = stubApi(answers(asked, []));
    const { user } = renderWithProviders(<BuildPlanningPage />, { route: '/service-provider/build-planning-new' });
    const table = await screen.findByRole('table', { name: 'Build planning' });
    const bracket = await within(table).findByRole('row', { name: /bracket\.stl/ });
    expect(bracket).toHaveTextContent('Acme Robotics');
    // The day in the reader's time zone, as the platform writes days.
    expect(bracket).toHaveTextContent(formatDate(PARTS[0]!.dueDate));
    expect(bracket).toHaveTextContent('40 × 25.5 × 12');
    expect(bracket).toHaveTextContent('12.5');
    expect(bracket).toHaveTextContent('SLS-01');
    const housing = within(table).getByRole('row', { name: /housing\.stl/ });
    expect(housing).toHaveTextContent('ITAR');
    expect(housing).toHaveTextContent('No printer');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Process' }), 'SLS');
    await waitFor(() => expect(asked.at(-1)?.get('processId')).toBe('2'));
  });

  it('plans a build of the parts ticked, each at most what is left to plan', async () => {
    const sent: unknown[] = [];
    api = stubApi(answers([], sent));
    const { user } = renderWithProviders(<BuildPlanningPage />, { route: '/service-provider/build-planning-new' });
    expect(await screen.findByRole('button', { name: 'Plan a build' })).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: 'Select bracket.stl (Order of bracket.stl)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select housing.stl (Order of housing.stl)' }));
    await user.click(screen.getByRole('button', { name: 'Plan a build' }));

    const form = await screen.findByRole('form', { name: 'Plan a build' });
    expect(form).toHaveTextContent('2 parts selected');
    // SLS-01 holds the bracket only: neither printer holds both parts.
    expect(within(form).getByRole('combobox', { name: 'Printer' })).toHaveDisplayValue('Not chosen yet');
    await user.click(within(form).getByRole('button', { name: 'Plan' }));
    expect(await within(form).findByText('Give the build a name')).toBeVisible();
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Friday SLS');
    const housing = within(form).getByRole('spinbutton', { name: 'Pieces of housing.stl (up to 3)' });
    await user.clear(housing);
    await user.type(housing, '2');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Printer' }), 'SLS-02 (not every part fits)');
    await user.click(within(form).getByRole('button', { name: 'Plan' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          name: 'Friday SLS',
          equipmentId: 12,
          spacing: 2,
          parts: [
            { rfqFileId: 1, quantity: 6 },
            { rfqFileId: 2, quantity: 2 },
          ],
        },
      ]),
    );
  });

  it('lists the builds with their state in words and their job', async () => {
    api = stubApi(answers([], []));
    renderWithProviders(<BuildPlanningPage />, { route: '/service-provider/build-planning-new?view=builds' });
    const table = await screen.findByRole('table', { name: 'Build planning' });
    const row = await within(table).findByRole('row', { name: /Friday SLS/ });
    expect(row).toHaveTextContent('On the machine');
    expect(row).not.toHaveTextContent('ON_MACHINE');
    expect(within(row).getByRole('link', { name: 'Friday SLS' })).toHaveAttribute(
      'href',
      '/service-provider/build-planning-new/9',
    );
    expect(within(row).getByRole('link', { name: '300' })).toHaveAttribute('href', '/service-provider/schedules/300');
  });
});
