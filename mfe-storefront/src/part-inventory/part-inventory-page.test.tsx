import { screen, waitFor, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import PartInventoryPage from './part-inventory-page';

const revision = (revision: number, fileId: number, x: number, volume: number) => ({
  fileId,
  revision,
  fileName: `bracket-r${revision}.stl`,
  uploadedAt: Date.UTC(2026, 10, revision),
  uploadedBy: 'Erin Engineer',
  thumbnailUrl: null,
  verified: true,
  volume,
  dimensions: { x, y: 20, z: 5 },
});
const ROW = {
  id: 3,
  name: 'bracket',
  partNumber: 'BR-1',
  company: 'Acme Robotics',
  revisions: 2,
  latest: revision(2, 12, 12, 1500),
  process: 'SLS',
  material: 'PA 2200',
  lastOrderedAt: Date.UTC(2026, 10, 20),
  orders: 1,
  delivered: 8,
  tags: [],
};
const DETAILS = {
  id: 3,
  name: 'bracket',
  partNumber: 'BR-1',
  company: 'Acme Robotics',
  process: 'SLS',
  material: 'PA 2200',
  lastOrderedAt: Date.UTC(2026, 10, 20),
  tags: [],
  revisions: [revision(2, 12, 12, 1500), revision(1, 11, 10, 1000)],
  orders: [
    { id: 41, title: 'Brackets', status: 'COMPLETED', createdAt: Date.UTC(2026, 10, 20), revision: 1, quantity: 8, delivered: 8 },
  ],
};

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());
jest.setTimeout(30_000);

const open = (route = '/digital-part-inventory') =>
  renderWithProviders(<PartInventoryPage />, { route, path: route.split('?')[0]! });

describe('the part inventory', () => {
  it('lists the parts, opens one with its revisions compared, and reorders the chosen parts as a draft', async () => {
    const reordered: unknown[] = [];
    api = stubApi({
      'GET /api/v1/engineer/part-inventory': { totalCount: 1, rows: [ROW] },
      'GET /api/v1/engineer/part-inventory/3': DETAILS,
      // The customer's own parts' processes and materials: a customer may not read a facility's catalogue.
      'GET /api/v1/engineer/part-inventory/filter-options': {
        processes: [{ id: 2, name: 'SLS' }],
        materials: [{ id: 7, name: 'PA 2200' }],
      },
      'POST /api/v1/engineer/part-inventory/reorder': ({ body }: { body: unknown }) => {
        reordered.push(body);
        return { orderId: 77 };
      },
    });
    const { user } = open();
    const table = await screen.findByRole('table', { name: 'Parts' });
    expect(await screen.findByRole('option', { name: 'SLS' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'PA 2200' })).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /bracket/ });
    expect(row).toHaveTextContent('BR-1');
    expect(row).toHaveTextContent('PA 2200');

    await user.click(within(row).getByRole('button', { name: 'Open bracket' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'bracket' })).toBeVisible();
    const comparison = screen.getByRole('table', { name: 'Revision 1 and revision 2' });
    expect(within(comparison).getByRole('row', { name: /Size X/ })).toHaveTextContent('+2 (+20 %)');
    expect(within(comparison).getByRole('row', { name: /Volume/ })).toHaveTextContent('+0.5 (+50 %)');
    expect(
      within(screen.getByRole('table', { name: 'Orders of this part' })).getByRole('row', { name: /Brackets/ }),
    ).toHaveTextContent('Completed');
    expect(screen.getByRole('heading', { name: 'Upload a new revision' })).toBeVisible();

    // Back in the list, parts are chosen and ordered again: New Order opens the draft the server made.
    await user.click(screen.getByRole('button', { name: 'Back to the inventory' }));
    const again = within(await screen.findByRole('table', { name: 'Parts' })).getByRole('row', { name: /bracket/ });
    const reorder = screen.getByRole('button', { name: 'Reorder the chosen parts (0)' });
    expect(reorder).toBeDisabled();
    await user.click(within(again).getByRole('checkbox', { name: 'Choose bracket' }));
    await user.click(screen.getByRole('button', { name: 'Reorder the chosen parts (1)' }));
    await waitFor(() => expect(reordered).toEqual([{ partIds: [3] }]));
  });

  it('shows a facility its customers’ parts without choosing, reordering or uploading', async () => {
    api = stubApi({
      'GET /api/v1/sp/part-inventory': {
        totalCount: 1,
        rows: [{ ...ROW, tags: [{ id: 5, name: 'Prototype', color: '#2da44e' }] }],
      },
      'GET /api/v1/sp/part-inventory/filter-options': { processes: [], materials: [] },
      'GET /api/v1/sp/tags': [{ id: 5, name: 'Prototype', color: '#2da44e', kinds: ['PART'], createdAt: 0 }],
    });
    open('/service-provider/part-inventory');
    const row = within(await screen.findByRole('table', { name: 'Parts' })).getByRole('row', { name: /bracket/ });
    expect(row).toHaveTextContent('Acme Robotics');
    expect(within(row).getByText('Prototype')).toHaveStyle({ backgroundColor: '#2da44e' });
    expect(await screen.findByRole('option', { name: 'Prototype' })).toBeInTheDocument();
    expect(within(row).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Reorder/ })).toBeNull();
  });

  it('says when more parts match than its pages show', async () => {
    api = stubApi({
      'GET /api/v1/engineer/part-inventory': { totalCount: 1_000, more: true, rows: [ROW] },
      'GET /api/v1/engineer/part-inventory/filter-options': { processes: [], materials: [] },
    });
    open();
    expect(await screen.findByText(/^More than 1,000 parts match/)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Page 67' })).toBeVisible();
  });

  it('says so, with a way to try again, when the parts cannot be fetched', async () => {
    const stubbed: Record<string, unknown> = {
      'GET /api/v1/engineer/part-inventory': new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'Try later' }),
      'GET /api/v1/engineer/part-inventory/filter-options': { processes: [], materials: [] },
    };
    api = stubApi(stubbed);
    const { user } = open();
    const failed = await screen.findByRole('region', { name: 'The parts could not be loaded' });
    stubbed['GET /api/v1/engineer/part-inventory'] = { totalCount: 1, rows: [ROW] };
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Open bracket' })).toBeVisible();
  });

  it('keeps the way back, and a way to try again, when a part cannot be fetched; then reorders it', async () => {
    const reordered: unknown[] = [];
    const stubbed: Record<string, unknown> = {
      'GET /api/v1/engineer/part-inventory/3': new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'Try later' }),
      'POST /api/v1/engineer/part-inventory/reorder': ({ body }: { body: unknown }) => {
        reordered.push(body);
        return { orderId: 77 };
      },
    };
    api = stubApi(stubbed);
    const { user } = open('/digital-part-inventory?part=3');
    const failed = await screen.findByRole('region', { name: 'The part could not be loaded' });
    expect(screen.getByRole('button', { name: 'Back to the inventory' })).toBeVisible();
    stubbed['GET /api/v1/engineer/part-inventory/3'] = DETAILS;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Reorder this part' }));
    await waitFor(() => expect(reordered).toEqual([{ partIds: [3] }]));
  });
});
