import { screen, waitFor, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import type { CapaRow } from '../api';
import { PEOPLE, savedViews } from '../test-fixtures';
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
  capa(1, 'CAPA-2026-001', { type: 'PREVENTIVE', status: 'CLOSED', title: 'Dry the filament', openActions: 0, owner: null }),
];

const capas =
  (asked: URLSearchParams[] = []) =>
  ({ query }: { query: URLSearchParams }) => {
    asked.push(query);
    const statuses = query.getAll('status');
    const owner = query.get('ownerUserId');
    const rows = ROWS.filter(
      (row) => (!statuses.length || statuses.includes(row.status)) && (owner === null || Number(owner) === (row.owner?.id ?? 0)),
    );
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

  it('narrows the CAPAs to an owner or to nobody, and saves and applies views of the search, filters and sort', async () => {
    const asked: URLSearchParams[] = [];
    const saved: unknown[] = [];
    const closed = {
      label: 'Closed preventive',
      filter: { status: ['CLOSED'], type: 'PREVENTIVE' },
      sort: 'title',
      direction: 'asc',
    };
    api = stubApi({
      'GET /api/v1/quality/capas': capas(asked),
      'GET /api/v1/quality/people': PEOPLE,
      ...savedViews('CAPA_VIEWS', saved, [closed]),
    });
    const { user } = open();
    const table = await screen.findByRole('table', { name: 'CAPA' });
    await within(table).findByRole('row', { name: /CAPA-2026-001/ });
    const owner = screen.getByRole('combobox', { name: 'Owner' });
    await within(owner).findByRole('option', { name: 'Alex Admin' });
    await user.selectOptions(owner, 'Nobody');
    await waitFor(() => expect(within(table).queryByRole('row', { name: /CAPA-2026-002/ })).toBeNull());
    expect(asked.at(-1)?.get('ownerUserId')).toBe('0');
    await user.selectOptions(owner, 'Alex Admin');
    await waitFor(() => expect(within(table).queryByRole('row', { name: /CAPA-2026-001/ })).toBeNull());
    expect(asked.at(-1)?.get('ownerUserId')).toBe('1');
    await user.click(within(table).getByRole('button', { name: /Check due/ }));
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('checkDue'));
    await user.type(screen.getByRole('searchbox', { name: 'Search by number or title' }), 'warped');
    await waitFor(() => expect(asked.at(-1)?.get('search')).toBe('warped'));

    await user.click(screen.getByRole('button', { name: 'Views' }));
    const views = await screen.findByRole('dialog', { name: 'Views' });
    await user.type(within(views).getByRole('textbox', { name: 'Name of the view' }), 'Alex’s warped');
    await user.click(within(views).getByRole('button', { name: 'Save this view' }));
    await within(views).findByRole('button', { name: 'Alex’s warped' });
    expect(saved).toEqual([
      {
        preferenceType: 'CAPA_VIEWS',
        preference: [
          closed,
          { label: 'Alex’s warped', search: 'warped', filter: { ownerUserId: 1 }, sort: 'checkDue', direction: 'asc' },
        ],
      },
    ]);

    await user.click(within(views).getByRole('button', { name: 'Closed preventive' }));
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('CLOSED'));
    expect([asked.at(-1)?.get('type'), asked.at(-1)?.get('ownerUserId'), asked.at(-1)?.get('sort')]).toEqual([
      'PREVENTIVE',
      null,
      'title',
    ]);
    expect(owner).toHaveDisplayValue('Anyone');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveDisplayValue('Preventive');
    expect(screen.getByRole('searchbox', { name: 'Search by number or title' })).toHaveValue('');
    expect(within(table).getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(await within(table).findByRole('row', { name: /CAPA-2026-001/ })).toBeVisible();
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
