import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import MaterialSearchPage from './material-search-page';

const material = (id: number, name: string, tensile: number, heat: number | null) => ({
  id,
  name,
  type: 'Polymer powder',
  processes: ['SLS'],
  maker: 'EOS',
  colour: 'White',
  tensileStrengthMpa: tensile,
  elongationPercent: 18,
  heatDeflectionC: heat,
  densityGcm3: 0.93,
  certifications: [],
  facilities: [{ id: 1, name: 'Austin Plant' }],
});
const ROWS = [
  material(1, 'PA 2200', 48, 154),
  material(2, 'PA 1101', 48, 180),
  material(3, 'PrimePart TPU', 8, null),
  material(4, 'HP 3D HR PA 12', 48, 175),
  material(5, 'HP 3D HR PP', 30, 100),
];
const OPTIONS = { processes: [{ id: 4, name: 'SLS' }], types: [{ id: 1, name: 'Polymer powder' }] };

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());
jest.setTimeout(20_000);

describe('material search', () => {
  it('sends the property bounds to the server and compares up to four materials side by side', async () => {
    const queries: URLSearchParams[] = [];
    api = stubApi({
      'GET /api/v1/engineer/material-search': ({ query }: { query: URLSearchParams }) => {
        queries.push(query);
        const min = Number(query.get('tensileMin') ?? 0);
        const rows = ROWS.filter((row) => row.tensileStrengthMpa >= min);
        return { totalCount: rows.length, rows, options: OPTIONS };
      },
    });
    renderWithProviders(<MaterialSearchPage />, { route: '/engineer/material-search', path: '/engineer/material-search' });
    const table = await screen.findByRole('table', { name: 'Materials' });
    expect(within(table).getByRole('row', { name: /PrimePart TPU/ })).toHaveTextContent('—');

    await userEvent.type(screen.getByLabelText('Tensile strength (MPa) at least'), '40');
    // After the pause the server filters: the 8 and 30 MPa materials go.
    await waitFor(() => expect(within(table).queryByText('HP 3D HR PP')).toBeNull());
    expect(queries.at(-1)!.get('tensileMin')).toBe('40');
    expect(within(table).getAllByRole('row')).toHaveLength(4);

    for (const name of ['PA 2200', 'PA 1101']) await userEvent.click(screen.getByRole('checkbox', { name: `Compare ${name}` }));
    const comparison = screen.getByRole('table', { name: 'Comparison' });
    expect(within(comparison).getByRole('row', { name: /Heat deflection/ })).toHaveTextContent('154180');
    await userEvent.click(within(comparison).getByRole('button', { name: 'Remove PA 1101 from the comparison' }));
    expect(within(comparison).queryByText('PA 1101')).toBeNull();
    expect(screen.getByText('Tick a second material to compare (up to four).')).toBeVisible();
  });

  it('compares at most four at once', async () => {
    api = stubApi({ 'GET /api/v1/engineer/material-search': { totalCount: 5, rows: ROWS, options: OPTIONS } });
    renderWithProviders(<MaterialSearchPage />, { route: '/engineer/material-search', path: '/engineer/material-search' });
    await screen.findByRole('table', { name: 'Materials' });
    for (const row of ROWS.slice(0, 4)) await userEvent.click(screen.getByRole('checkbox', { name: `Compare ${row.name}` }));
    expect(screen.getByRole('checkbox', { name: 'Compare HP 3D HR PP' })).toBeDisabled();
    expect(within(screen.getByRole('table', { name: 'Comparison' })).getAllByRole('columnheader')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Clear the comparison' }));
    expect(screen.queryByRole('table', { name: 'Comparison' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Compare HP 3D HR PP' })).toBeEnabled();
  });

  it('narrows by process and certification, says when nothing matches, and clears every filter at once', async () => {
    const queries: URLSearchParams[] = [];
    api = stubApi({
      'GET /api/v1/engineer/material-search': ({ query }: { query: URLSearchParams }) => {
        queries.push(query);
        const rows = query.get('certification') ? [] : ROWS;
        return { totalCount: rows.length, rows, options: OPTIONS };
      },
    });
    renderWithProviders(<MaterialSearchPage />, { route: '/engineer/material-search', path: '/engineer/material-search' });
    const table = await screen.findByRole('table', { name: 'Materials' });
    const clear = screen.getByRole('button', { name: 'Clear filters' });
    expect(clear).toBeDisabled();

    await userEvent.selectOptions(screen.getByLabelText('Process'), 'SLS');
    await userEvent.type(screen.getByLabelText('Certification'), ' ISO 10993 ');
    expect(await within(table).findByText('No material matches these filters.')).toBeVisible();
    expect(queries.at(-1)!.get('processId')).toBe('4');
    expect(queries.at(-1)!.get('certification')).toBe('ISO 10993');

    await userEvent.click(clear);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(ROWS.length + 1));
    expect(screen.getByLabelText('Process')).toHaveValue('');
    expect(screen.getByLabelText('Certification')).toHaveValue('');
    expect(clear).toBeDisabled();
  });

  it('says when the materials could not be loaded, with the server’s message, and loads them again on Try again', async () => {
    let fail = true;
    api = stubApi({
      'GET /api/v1/sp/material-search': () =>
        fail ? new ApiRefusal(500, { code: 'INTERNAL', message: 'Boom' }) : { totalCount: 0, rows: [], options: OPTIONS },
    });
    renderWithProviders(<MaterialSearchPage />, {
      route: '/service-provider/material-search',
      path: '/service-provider/material-search',
    });
    expect(await screen.findByText('Could not load the materials')).toBeVisible();
    expect(screen.getByText('Boom')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No materials in reach yet.')).toBeVisible();
  });
});
