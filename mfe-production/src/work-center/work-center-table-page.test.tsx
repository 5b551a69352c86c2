import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, stubApi } from 'shared/testing';
import type { WorkplanLot } from './api';
import { INSPECT, lotFixture, PRINT, WORK_CENTERS } from './lot-fixtures';
import WorkCenterTablePage from './work-center-table-page';

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(30_000);

const LOTS = [
  lotFixture(103, { status: 'IN_PROGRESS' }),
  lotFixture(105, { status: 'DONE', step: INSPECT, priority: null, dueDate: null }),
  lotFixture(101, { step: PRINT, order: { id: 1050, title: 'Gripper jaws', customer: 'Beta Automation' } }),
];

/** The page of lots as the server answers it, narrowed by state, work center and search; each query asked is kept. */
const lotsOf =
  (lots: WorkplanLot[], asked: URLSearchParams[] = []) =>
  ({ query }: { query: URLSearchParams }) => {
    asked.push(query);
    const statuses = query.getAll('statuses');
    const search = query.get('search')?.toLowerCase();
    const rows = lots.filter(
      (lot) =>
        (!statuses.length || statuses.includes(lot.status)) &&
        (!query.get('workCenterId') || String(lot.step.workCenter?.id) === query.get('workCenterId')) &&
        (!search || lot.order.customer.toLowerCase().includes(search)),
    );
    return { totalCount: rows.length, totalCountCapped: false, rows };
  };

describe('the classic work center table', () => {
  it('lists the facility’s lots across work centers in words, narrowed by state, work center and search on the server', async () => {
    const asked: URLSearchParams[] = [];
    api = stubApi({ 'GET /api/v1/mes/work-centers': WORK_CENTERS, 'GET /api/v1/work-center/lots': lotsOf(LOTS, asked) });
    const { user } = renderWithProviders(<WorkCenterTablePage />, { route: '/service-provider/work-center-old' });
    const table = await screen.findByRole('table', { name: 'Work center lots' });
    const rows = await within(table).findAllByRole('row');
    expect(rows).toHaveLength(4);
    const inProgress = within(table).getByRole('row', { name: /arm-left.stl \(PN-118\).*In progress/ });
    expect(inProgress).toHaveTextContent('Drone arms (#1042)');
    expect(inProgress).toHaveTextContent('Acme Robotics');
    expect(inProgress).toHaveTextContent('Depowder, step 3 of 6 (Work)');
    expect(inProgress).toHaveTextContent('Depowdering station');
    expect(inProgress).toHaveTextContent('Apr 15, 2026');
    expect(inProgress).toHaveTextContent('Rush');
    expect(within(inProgress).getByRole('link', { name: 'Drone arms (#1042)' })).toHaveAttribute(
      'href',
      '/service-provider/part-orders/1042',
    );
    const done = within(table).getByRole('row', { name: /Done/ });
    expect(done).toHaveTextContent('Inspect, step 5 of 6 (Inspection)');
    expect(done).toHaveTextContent('No due date');
    const printing = within(table).getByRole('row', { name: /Gripper jaws/ });
    expect(printing).toHaveTextContent('None (printing)');
    expect(printing).toHaveTextContent('Waiting');
    expect(table).not.toHaveTextContent(/IN_PROGRESS|WAITING|INSPECT/);

    await user.click(screen.getByRole('checkbox', { name: 'In progress' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(asked.at(-1)?.getAll('statuses')).toEqual(['IN_PROGRESS']);
    await user.click(screen.getByRole('checkbox', { name: 'In progress' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Work center' }), 'Inspection bench');
    await waitFor(() => expect(asked.at(-1)?.get('workCenterId')).toBe('4'));
    expect(await within(table).findByRole('row', { name: /Inspect, step 5/ })).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Work center' }), 'Any');
    await user.type(screen.getByRole('searchbox', { name: 'Search by order, customer or part' }), 'beta');
    await waitFor(() => expect(asked.at(-1)?.get('search')).toBe('beta'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('row', { name: /Gripper jaws/ })).toBeVisible();
  });

  it('says when the facility has no lot, and when nothing matches', async () => {
    api = stubApi({ 'GET /api/v1/mes/work-centers': WORK_CENTERS, 'GET /api/v1/work-center/lots': lotsOf([]) });
    const { user } = renderWithProviders(<WorkCenterTablePage />, { language: 'de_DE' });
    expect(await screen.findByText(/Noch kein Los ist an einem Schritt/)).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Fertig' }));
    expect(await screen.findByText('Kein Los passt.')).toBeVisible();
  });
});
