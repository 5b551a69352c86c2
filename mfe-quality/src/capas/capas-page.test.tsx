import { screen, waitFor, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import type { CapaRow } from '../api';
import CapasPage from './capas-page';

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

const capa = (id: number, number: string, extra: Partial<CapaRow> = {}): CapaRow => ({
  id,
  number,
  type: 'CORRECTIVE',
  status: 'ACTIONS',
  title: 'Warped jaws from FDM-01',
  owner: { id: 1, name: 'Alex Admin' },
  defectCode: 'WARP',
  openActions: 2,
  checkDue: Date.UTC(2026, 3, 1),
  createdAt: Date.UTC(2026, 2, 3),
  ...extra,
});
const ROWS = [
  capa(2, 'CAPA-2026-002'),
  capa(1, 'CAPA-2026-001', { type: 'PREVENTIVE', status: 'CLOSED', title: 'Dry the filament', openActions: 0 }),
];

const capas =
  (asked: URLSearchParams[] = []) =>
  ({ query }: { query: URLSearchParams }) => {
    asked.push(query);
    const statuses = query.getAll('status');
    const rows = ROWS.filter((row) => !statuses.length || statuses.includes(row.status));
    return { rows, totalCount: rows.length, totalCountCapped: false };
  };

const open = (language: 'en_US' | 'de_DE' = 'en_US') =>
  renderWithProviders(<CapasPage />, { route: '/service-provider/quality-management/capa', language });

describe('the CAPA page', () => {
  it('lists the CAPAs with their type, status, owner and open actions, each opening its record, narrowed by status', async () => {
    const asked: URLSearchParams[] = [];
    api = stubApi({ 'GET /api/v1/quality/capas': capas(asked) });
    const { user } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'CAPA' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'CAPA' });
    const warped = await within(table).findByRole('row', { name: /CAPA-2026-002/ });
    expect(warped).toHaveTextContent('Corrective');
    expect(warped).toHaveTextContent('Actions under way');
    expect(warped).toHaveTextContent('Alex Admin');
    expect(within(warped).getByRole('link', { name: 'CAPA-2026-002' })).toHaveAttribute(
      'href',
      '/service-provider/quality-management/capa/2',
    );
    expect(within(table).getByRole('row', { name: /CAPA-2026-001/ })).toHaveTextContent('Preventive');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Closed');
    await waitFor(() => expect(within(table).queryByRole('row', { name: /CAPA-2026-002/ })).toBeNull());
    expect(asked.at(-1)?.getAll('status')).toEqual(['CLOSED']);
  });

  it('says when there is no CAPA, in German too', async () => {
    api = stubApi({ 'GET /api/v1/quality/capas': { rows: [], totalCount: 0, totalCountCapped: false } });
    open('de_DE');
    expect(await screen.findByText('Es wurde noch keine CAPA erstellt.')).toBeVisible();
  });

  it('says so, with a way to try again, when the CAPAs cannot be fetched', async () => {
    const answers: Record<string, unknown> = {
      'GET /api/v1/quality/capas': new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'The database is busy' }),
    };
    api = stubApi(answers);
    const { user } = open();
    const failed = await screen.findByRole('region', { name: 'Could not load the CAPAs' });
    answers['GET /api/v1/quality/capas'] = capas();
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /CAPA-2026-002/ })).toBeVisible();
  });
});
