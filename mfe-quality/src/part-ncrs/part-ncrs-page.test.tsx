import { screen, waitFor, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import { CurrentAddress, inboxEntry, ncrRow, partNcr, PEOPLE, savedViews } from '../test-fixtures';
import PartNcrsPage from './part-ncrs-page';

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

const ROWS = [
  ncrRow(5, 'NCR-2026-0005', { assignee: { id: 2, name: 'Paula Planner' } }),
  ncrRow(4, 'NCR-2026-0004', { status: 'CLOSED', severity: 'MINOR', title: 'Burr on the plate edge', quantity: 1200 }),
];

/** The part NCRs as the server narrows them: by status, assignee (0 for nobody) and search. */
const ncrs =
  (asked: URLSearchParams[] = []) =>
  ({ query }: { query: URLSearchParams }) => {
    asked.push(query);
    const search = query.get('search')?.toLowerCase();
    const statuses = query.getAll('status');
    const assignee = query.get('assignedUserId');
    const rows = ROWS.filter(
      (row) =>
        (!statuses.length || statuses.includes(row.status)) &&
        (assignee === null || Number(assignee) === (row.assignee?.id ?? 0)) &&
        (!search || [row.number, row.title].some((value) => value.toLowerCase().includes(search))),
    );
    return { rows, totalCount: rows.length, totalCountCapped: false };
  };

const open = (language: 'en_US' | 'de_DE' = 'en_US') =>
  renderWithProviders(
    <>
      <PartNcrsPage />
      <CurrentAddress />
    </>,
    { route: '/service-provider/quality-management/compliance', language },
  );

describe('the Part NCR page', () => {
  it('shows each inspection waiting for an NCR, and raising one opens the new NCR', async () => {
    const raised: unknown[] = [];
    api = stubApi({
      'GET /api/v1/quality/ncr-inbox': [inboxEntry()],
      'POST /api/v1/quality/ncr-inbox/31': ({ body }: { body: unknown }) => {
        raised.push(body);
        return partNcr({ id: 12 });
      },
      'GET /api/v1/quality/ncrs': ncrs(),
    });
    const { user } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Part NCR' })).toBeVisible();
    const entry = await screen.findByRole('region', { name: 'clamp-jaw.stl (CJ-200) of Fixture plates and clamp jaws' });
    expect(within(entry).getByRole('link', { name: '1042 · Fixture plates and clamp jaws' })).toHaveAttribute(
      'href',
      '/service-provider/part-orders/1042',
    );
    expect(entry).toHaveTextContent('Acme Robotics');
    expect(entry).toHaveTextContent('Failed pieces2');
    expect(entry).toHaveTextContent('Quinn Inspector');
    expect(entry).toHaveTextContent('Two jaws with a warped lip');

    await user.click(
      within(entry).getByRole('button', { name: 'Raise NCR for clamp-jaw.stl (CJ-200) of Fixture plates and clamp jaws' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/service-provider/quality-management/ncrs/12'),
    );
    expect(raised).toEqual([{}]);
  });

  it('says when no inspection waits for an NCR', async () => {
    api = stubApi({ 'GET /api/v1/quality/ncr-inbox': [], 'GET /api/v1/quality/ncrs': ncrs() });
    open();
    expect(await screen.findByText('No inspection is waiting for an NCR.')).toBeVisible();
  });

  it('shows why raising an NCR was refused', async () => {
    api = stubApi({
      'GET /api/v1/quality/ncr-inbox': [inboxEntry()],
      'POST /api/v1/quality/ncr-inbox/31': new ApiRefusal(409, {
        code: 'CONFLICT',
        message: 'An NCR was raised for this inspection already',
      }),
      'GET /api/v1/quality/ncrs': ncrs(),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /^Raise NCR for clamp-jaw/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An NCR was raised for this inspection already');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/service-provider/quality-management/compliance');
  });

  it('lists the part NCRs, each opening its record, narrowed by status and search', async () => {
    const asked: URLSearchParams[] = [];
    api = stubApi({ 'GET /api/v1/quality/ncr-inbox': [], 'GET /api/v1/quality/ncrs': ncrs(asked) });
    const { user } = open();
    const table = await screen.findByRole('table', { name: 'Part NCRs' });
    expect(await within(table).findByRole('link', { name: 'NCR-2026-0005' })).toHaveAttribute(
      'href',
      '/service-provider/quality-management/ncrs/5',
    );
    const burr = within(table).getByRole('row', { name: /NCR-2026-0004/ });
    expect(burr).toHaveTextContent('Closed');
    expect(burr).toHaveTextContent('Minor');
    expect(within(burr).getByRole('cell', { name: '1,200' })).toBeVisible();
    expect(asked[0]?.get('kind')).toBe('PART');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Open');
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'NCR-2026-0004' })).toBeNull());
    expect(asked.at(-1)?.getAll('status')).toEqual(['OPEN']);

    await user.type(screen.getByRole('searchbox', { name: 'Search by number, title, defect code, order or part' }), 'burr');
    expect(await within(table).findByText('No NCR matches the search and filters.')).toBeVisible();
    expect(asked.at(-1)?.get('search')).toBe('burr');
  });

  it('shows the list in German, its numbers as German writes them', async () => {
    api = stubApi({ 'GET /api/v1/quality/ncr-inbox': [], 'GET /api/v1/quality/ncrs': ncrs() });
    open('de_DE');
    const table = await screen.findByRole('table', { name: 'Teile-NCRs' });
    const burr = await within(table).findByRole('row', { name: /NCR-2026-0004/ });
    expect(burr).toHaveTextContent('Abgeschlossen');
    expect(within(burr).getByRole('cell', { name: '1.200' })).toBeVisible();
    expect(screen.getByText('Keine Prüfung wartet auf einen NCR.')).toBeVisible();
  });

  it('says so, with a way to try again, when the list cannot be fetched', async () => {
    const answers: Record<string, unknown> = {
      'GET /api/v1/quality/ncr-inbox': [],
      'GET /api/v1/quality/ncrs': new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'The database is busy' }),
    };
    api = stubApi(answers);
    const { user } = open();
    const failed = await screen.findByRole('region', { name: 'Could not load the NCRs' });
    expect(failed).toHaveTextContent('The database is busy');
    answers['GET /api/v1/quality/ncrs'] = ncrs();
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'NCR-2026-0005' })).toBeVisible();
  });
});

describe('the part NCR list’s assignee filter, sort and saved views', () => {
  it('narrows the list to an assignee or to nobody, sorts it on the server, and keeps all of it as a named view', async () => {
    const asked: URLSearchParams[] = [];
    const saved: unknown[] = [];
    api = stubApi({
      'GET /api/v1/quality/ncr-inbox': [],
      'GET /api/v1/quality/ncrs': ncrs(asked),
      'GET /api/v1/quality/people': PEOPLE,
      ...savedViews('PART_NCR_VIEWS', saved),
    });
    const { user } = open();
    const table = await screen.findByRole('table', { name: 'Part NCRs' });
    await within(table).findByRole('link', { name: 'NCR-2026-0004' });
    const assignee = screen.getByRole('combobox', { name: 'Assignee' });
    await within(assignee).findByRole('option', { name: 'Paula Planner' });
    await user.selectOptions(assignee, 'Nobody');
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'NCR-2026-0005' })).toBeNull());
    expect(asked.at(-1)?.get('assignedUserId')).toBe('0');
    await user.selectOptions(assignee, 'Paula Planner');
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'NCR-2026-0004' })).toBeNull());
    expect(within(table).getByRole('row', { name: /NCR-2026-0005/ })).toHaveTextContent('Paula Planner');
    expect(asked.at(-1)?.get('assignedUserId')).toBe('2');

    const severity = within(table).getByRole('columnheader', { name: /Severity/ });
    await user.click(within(severity).getByRole('button'));
    await user.click(within(severity).getByRole('button'));
    await waitFor(() => expect(asked.at(-1)?.get('direction')).toBe('desc'));
    expect(asked.at(-1)?.get('sort')).toBe('severity');
    expect(severity).toHaveAttribute('aria-sort', 'descending');
    await user.type(screen.getByRole('searchbox', { name: /^Search by number/ }), 'jaw');
    await waitFor(() => expect(asked.at(-1)?.get('search')).toBe('jaw'));

    await user.click(screen.getByRole('button', { name: 'Views' }));
    const views = await screen.findByRole('dialog', { name: 'Views' });
    await user.type(within(views).getByRole('textbox', { name: 'Name of the view' }), 'Paula’s worst jaws');
    await user.click(within(views).getByRole('button', { name: 'Save this view' }));
    expect(await within(views).findByRole('button', { name: 'Paula’s worst jaws' })).toBeVisible();
    expect(saved).toEqual([
      {
        preferenceType: 'PART_NCR_VIEWS',
        preference: [
          { label: 'Paula’s worst jaws', search: 'jaw', filter: { assignedUserId: 2 }, sort: 'severity', direction: 'desc' },
        ],
      },
    ]);

    // Elsewhere again, the view brings back its search, its assignee and its sort.
    await user.keyboard('{Escape}');
    await user.selectOptions(assignee, 'Anyone');
    await user.clear(screen.getByRole('searchbox', { name: /^Search by number/ }));
    await waitFor(() => expect(asked.at(-1)?.get('search')).toBeNull());
    await user.click(within(table).getByRole('button', { name: /Number/ }));
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('number'));
    expect(await within(table).findByRole('link', { name: 'NCR-2026-0004' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('button', { name: 'Paula’s worst jaws' }));
    // The list asked so before: its answer is the one kept.
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'NCR-2026-0004' })).toBeNull());
    expect(within(table).getByRole('link', { name: 'NCR-2026-0005' })).toBeVisible();
    expect(assignee).toHaveDisplayValue('Paula Planner');
    expect(screen.getByRole('searchbox', { name: /^Search by number/ })).toHaveValue('jaw');
    expect(severity).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByRole('columnheader', { name: /Number/ })).toHaveAttribute('aria-sort', 'none');
  });
});
