import { screen, waitFor, within } from '@testing-library/react';
import { ApiRefusal, stubApi } from 'shared/testing';
import { answers, batch, batchRow, open, PAGE, PATH, person } from './test-fixtures';

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(30_000);

const ROWS = [
  batchRow(12, { state: 'IN_USE', powderState: 'UNSIEVED', machine: { id: 31, name: 'P396-01' }, location: '' }),
  batchRow(11, { massMg: 250_000, virginThousandths: 100_000, maxCycles: 0, powderState: 'NEW' }),
];

/** The list as the server answers it, narrowed by state; each query asked is kept. */
const batches =
  (asked: URLSearchParams[] = []) =>
  ({ query }: { query: URLSearchParams }) => {
    asked.push(query);
    const rows = ROWS.filter((one) => !query.get('state') || query.getAll('state').includes(one.state));
    return { totalCount: rows.length, rows };
  };

describe('the material batches page', () => {
  it('lists the batches with their states in words, masses and shares, narrowed on the server', async () => {
    const asked: URLSearchParams[] = [];
    api = stubApi(answers({ [`GET ${PATH}`]: batches(asked) }));
    const { user } = open();
    const table = await screen.findByRole('table', { name: 'Material batches' });
    const loaded = await within(table).findByRole('row', { name: /B-00012/ });
    expect(loaded).toHaveTextContent('On a machine');
    expect(loaded).toHaveTextContent('Unsieved');
    expect(loaded).toHaveTextContent('12.5 kg');
    expect(loaded).toHaveTextContent('30%');
    expect(loaded).toHaveTextContent('P396-01');
    const stored = within(table).getByRole('row', { name: /B-00011/ });
    expect(stored).toHaveTextContent('In storage');
    expect(stored).toHaveTextContent('Virgin');
    expect(stored).toHaveTextContent('250 g');
    expect(stored).toHaveTextContent('100%');
    expect(table).not.toHaveTextContent(/IN_USE|IDLE|UNSIEVED|NEW|SIEVED/);

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'On a machine');
    await waitFor(() => expect(within(table).queryByRole('row', { name: /B-00011/ })).toBeNull());
    expect(asked.at(-1)?.getAll('state')).toEqual(['IN_USE']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Powder' }), 'Unsieved');
    await waitFor(() => expect(asked.at(-1)?.getAll('powderState')).toEqual(['UNSIEVED']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Material' }), 'PA 2200');
    await waitFor(() => expect(asked.at(-1)?.get('materialId')).toBe('7'));
    expect(screen.getByRole('button', { name: 'New batch' })).toBeVisible();
  });

  it('says in German when there is no batch, and when the list cannot be fetched, with a way to try again', async () => {
    const stubbed = answers({ [`GET ${PATH}`]: { totalCount: 0, rows: [] } });
    api = stubApi(stubbed);
    const german = open(PAGE, 'de_DE');
    expect(await screen.findByText('Es gibt noch keine Charge.')).toBeVisible();
    german.unmount();

    stubbed[`GET ${PATH}`] = new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'The database is busy' });
    const { user } = open();
    const failed = await screen.findByRole('region', { name: 'Could not load the batches' });
    expect(failed).toHaveTextContent('The database is busy');
    stubbed[`GET ${PATH}`] = batches();
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /B-00012/ })).toBeVisible();
  });
});

describe('a batch of the material batches page', () => {
  it('shows what the batch is made of: its cycles and its lots with their shares, against its material’s rules', async () => {
    api = stubApi(answers({ [`GET ${PATH}/12`]: batch() }));
    open(`${PAGE}?batch=12`);
    expect(await screen.findByRole('heading', { level: 1, name: 'B-00012: PA 2200' })).toBeVisible();
    const composition = screen.getByRole('region', { name: 'Composition' });
    // The rule allows one re-use cycle; this batch's powder has been through two builds.
    expect(await within(composition).findByText('30% (at least 20%)')).toBeVisible();
    expect(within(composition).getByText('2 (at most 1)')).toBeVisible();
    expect(within(composition).getByText('0.70')).toBeVisible();
    expect(screen.getByText('Re-used too often')).toBeVisible();

    const cycles = within(composition).getByRole('table', { name: 'By re-use cycles' });
    expect(within(cycles).getByRole('row', { name: /0 \(virgin\)/ })).toHaveTextContent(/30\.000%.*3\.75 kg/);
    expect(within(cycles).getByRole('row', { name: /^1/ })).toHaveTextContent(/70\.000%.*8\.75 kg/);
    const lots = within(composition).getByRole('table', { name: 'By supplier lot' });
    const first = within(lots).getByRole('row', { name: /LOT-00003/ });
    expect(first).toHaveTextContent(/Keystone Additive.*K-3.*70\.000%.*8\.75 kg/);
    expect(within(lots).getByRole('row', { name: /LOT-00004/ })).toHaveTextContent(/Orbit Powders.*OP-77.*30\.000%/);
    expect(within(first).getByRole('link', { name: 'LOT-00003' })).toHaveAttribute(
      'href',
      '/service-provider/material-management/lots?lot=3',
    );

    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByRole('heading', { level: 3, name: 'Blended' })).toBeVisible();
    expect(history).toHaveTextContent(/LOT-00004 \(3\.75 kg\), B-00009 \(8\.85 kg\)/);
    expect(history).toHaveTextContent('Olga Operator');
    expect(history).toHaveTextContent('Mixed for the March builds');
    expect(within(history).getByRole('link', { name: 'B-00009' })).toHaveAttribute('href', `${PAGE}?batch=9`);
    expect(document.body).not.toHaveTextContent(/BLEND|IDLE|SIEVED/);
  });

  it('shows the German composition with the reader’s decimal comma', async () => {
    api = stubApi(answers({ [`GET ${PATH}/12`]: batch() }));
    open(`${PAGE}?batch=12`, 'de_DE');
    const composition = await screen.findByRole('region', { name: 'Zusammensetzung' });
    const cycles = within(composition).getByRole('table', { name: 'Nach Wiederverwendungen' });
    expect(within(cycles).getByRole('row', { name: /0 \(Neupulver\)/ })).toHaveTextContent(/30,000\s%.*3,75\skg/);
    expect(within(composition).getByText('0,70')).toBeVisible();
  });

  it('offers a reader without the lot user’s role no event to record, on the list or on a batch', async () => {
    api = stubApi(
      answers({
        'GET /api/v1/users/getUser': person(false),
        [`GET ${PATH}`]: batches(),
        [`GET ${PATH}/12`]: batch({ powderState: 'UNSIEVED' }),
        [`GET ${PATH}/13`]: batch({ id: 13, number: 'B-00013', state: 'IN_USE', machine: { id: 31, name: 'P396-01' } }),
      }),
    );
    const list = open();
    expect(await screen.findByRole('row', { name: /B-00012/ })).toBeVisible();
    await waitFor(() => expect(api.calls).toContain('GET /api/v1/users/getUser'));
    expect(screen.queryByRole('button', { name: 'New batch' })).toBeNull();
    list.unmount();

    const stored = open(`${PAGE}?batch=12`);
    expect(await screen.findByRole('heading', { level: 1, name: 'B-00012: PA 2200' })).toBeVisible();
    for (const name of ['New batch from it', 'Sieve…', 'Load on a machine…', 'Scrap…', 'Save the location'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Location' })).toBeNull();
    stored.unmount();

    open(`${PAGE}?batch=13`);
    expect(await screen.findByRole('heading', { level: 1, name: 'B-00013: PA 2200' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Unload the machine…' })).toBeNull();
  });
});
