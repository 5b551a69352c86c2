import { screen, within } from '@testing-library/react';
import type { FileDTO } from 'shared/contracts';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import NewOrderPage from './new-order-page';

const file = (id: number, fileName: string, extra: Partial<FileDTO> = {}): FileDTO => ({
  id,
  fileName,
  extension: fileName.split('.').pop()!.toLowerCase(),
  size: 1_250_000,
  sha256: '0'.repeat(64),
  itar: false,
  createdAt: Date.UTC(2026, 10, 20, 9, 30),
  originalFileId: null,
  originalFileName: null,
  verified: true,
  pngFileDTO: null,
  ...extra,
});
const FILES = [
  file(7, 'Bracket_repaired.stl', {
    originalFileId: 6,
    originalFileName: 'Bracket.STL',
    pngFileDTO: { id: 8, fileURL: 'https://platform.test/media/files/8?sig' },
  }),
  file(6, 'Bracket.STL', { verified: false }),
  file(5, 'Housing.step', { itar: true }),
];

// The viewer draws with WebGL, which jsdom lacks; its own tests (shared/src/viewer/cad-viewer.test.tsx)
// and the e2e tests cover it. Here: which part the page opens it on, and how it closes.
jest.mock('shared/viewer', () => ({
  CadViewer: ({ source, name, onClose }: { source: { fileId: number }; name: string; onClose: () => void }) => (
    <div role="dialog" aria-label={`3D view of ${name}`}>
      file {source.fileId}
      <button onClick={onClose}>Close viewer</button>
    </div>
  ),
}));

const ADDRESS = {
  id: 3,
  label: 'Denver HQ',
  recipient: 'Acme Robotics Receiving',
  line1: '1550 Wewatta St',
  line2: null,
  city: 'Denver',
  region: 'CO',
  postalCode: '80202',
  countryCode: 'US',
  phone: null,
  isDefault: true,
};
const OFFER = {
  facilityCount: 2,
  finishEnabled: false,
  itarEnabled: true,
  multiRfq: true,
  currencies: ['USD', 'EUR'],
  defaultCurrency: 'USD',
  distributions: ['INTERNAL_FACILITY', 'APPROVED_VENDORS', 'LINK3D'],
  requiredFields: [],
  quoteDueDays: 7,
  ndaTemplate: '',
  terms: null,
  options: [
    { processId: 4, processCode: 'SLA', processName: 'SLA', materialId: 9, materialName: 'Clear Resin V4', facilityCount: 2 },
    { processId: 4, processCode: 'SLA', processName: 'SLA', materialId: 10, materialName: 'Grey Resin V4', facilityCount: 1 },
  ],
};
/** What the page reads before anything else: the files, the addresses and what the facilities run. */
const answers = (files: unknown = { files: FILES, totalCount: 3 }) => ({
  'GET /api/v1/files': files,
  'GET /api/v1/deliveryAddress': [ADDRESS],
  'GET /api/v1/orders/offer': OFFER,
});

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

describe('the New Order page’s part files', () => {
  it('offers the upload and lists the company’s part files, newest first, with what each was made from', async () => {
    api = stubApi(answers());
    renderWithProviders(<NewOrderPage />, { route: '/store-front' });
    expect(screen.getByRole('heading', { level: 1, name: 'New Order' })).toBeVisible();
    expect(await screen.findByText('Drop part files here or choose files')).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Part files of your company' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Bracket_repaired.stl (made from Bracket.STL)',
      'Bracket.STL',
      'Housing.step ITAR',
    ]);
    expect(within(rows[0]!).getByRole('cell', { name: '1.3 MB' })).toBeVisible();
    expect(within(rows[0]!).getByRole('img', { name: 'Thumbnail of Bracket_repaired.stl' })).toHaveAttribute(
      'src',
      'https://platform.test/media/files/8?sig',
    );
    expect(within(rows[1]!).queryByRole('img')).not.toBeInTheDocument();
  });

  it('opens the viewer on a row’s STL file, and closes it', async () => {
    api = stubApi(answers());
    const { user } = renderWithProviders(<NewOrderPage />, { route: '/store-front' });
    await screen.findByRole('table', { name: 'Part files of your company' });
    // A STEP file is viewed through the STL it was converted to.
    expect(screen.queryByRole('button', { name: 'View Housing.step in 3D' })).not.toBeInTheDocument();
    const view = screen.getByRole('button', { name: 'View Bracket.STL in 3D' });
    await user.click(view);
    expect(screen.getByRole('dialog', { name: '3D view of Bracket.STL' })).toHaveTextContent('file 6');
    await user.click(screen.getByRole('button', { name: 'Close viewer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('searches from the third character and says when nothing matches', async () => {
    api = stubApi(
      answers(({ query }: { query: URLSearchParams }) =>
        query.get('search') ? { files: [], totalCount: 0 } : { files: FILES, totalCount: 3 },
      ),
    );
    const { user } = renderWithProviders(<NewOrderPage />, { route: '/store-front' });
    await screen.findByRole('cell', { name: 'Bracket.STL' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by file name' }), 'zz');
    // Two characters ask nothing new.
    expect(await screen.findByRole('cell', { name: 'Bracket.STL' })).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Search by file name' }), 'z');
    expect(await screen.findByText('No part file matches the search.')).toBeVisible();
  });

  it('says so, with a way to try again, when the list cannot be fetched', async () => {
    const stubbed: Record<string, unknown> = {
      ...answers(),
      'GET /api/v1/files': new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'Try later' }),
    };
    api = stubApi(stubbed);
    const { user } = renderWithProviders(<NewOrderPage />, { route: '/store-front' });
    expect(await screen.findByText('Could not load your part files')).toBeVisible();
    stubbed['GET /api/v1/files'] = { files: [], totalCount: 0 };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No part files yet: drop the first ones above.')).toBeVisible();
  });

  it('asks for the delivery addresses again when they could not be fetched, in the page', async () => {
    const stubbed: Record<string, unknown> = {
      ...answers(),
      'GET /api/v1/deliveryAddress': new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'Try later' }),
    };
    api = stubApi(stubbed);
    const { user } = renderWithProviders(<NewOrderPage />, { route: '/store-front' });
    const failed = await screen.findByRole('region', { name: 'Unable to open the order' });
    stubbed['GET /api/v1/deliveryAddress'] = [ADDRESS];
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'Bracket.STL' })).toBeVisible();
  });
});

describe('the New Order page’s steps', () => {
  it('adds only verified files to the order, and will not go on without a part', async () => {
    api = stubApi(answers());
    const { user } = renderWithProviders(<NewOrderPage />, { route: '/store-front' });
    await screen.findByRole('table', { name: 'Part files of your company' });
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Please add at least one part')).toBeVisible();
    expect(api.calls).not.toContain('POST /api/v1/orders');

    const row = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;
    expect(within(row('Bracket.STL')).getByText('Not verified')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add to order: Bracket_repaired.stl' }));
    expect(screen.getByText('Parts in this order: 1')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove from order: Bracket_repaired.stl' }));
    expect(screen.getByText('Parts in this order: 0')).toBeVisible();
  });

  it('saves once when Save and continue is clicked twice in a row (the second save would be refused as someone else’s)', async () => {
    const saved: unknown[] = [];
    api = stubApi({
      ...answers(),
      'POST /api/v1/orders': ({ body }: { body: unknown }) => {
        saved.push(body);
        return { id: 41, updatedAt: 1_000, status: 'DRAFT' };
      },
    });
    const { user } = renderWithProviders(<NewOrderPage />, { route: '/store-front' });
    await user.click(await screen.findByRole('button', { name: 'Add to order: Bracket_repaired.stl' }));
    const next = screen.getByRole('button', { name: 'Save and continue' });
    await user.dblClick(next);
    expect(await screen.findByText('Saved as draft 41: you can carry on with it later.')).toBeVisible();
    expect(saved).toHaveLength(1);
  });

  it('saves the draft at each step and asks each part’s process and material from what the facilities run', async () => {
    const saved: unknown[] = [];
    api = stubApi({
      ...answers(),
      'POST /api/v1/orders': ({ body }: { body: unknown }) => {
        saved.push(body);
        return { id: 41, updatedAt: 1_000, status: 'DRAFT' };
      },
      'PUT /api/v1/orders/41': ({ body }: { body: unknown }) => {
        saved.push(body);
        return { id: 41, updatedAt: 2_000, status: 'DRAFT' };
      },
    });
    const { user } = renderWithProviders(<NewOrderPage />, { route: '/store-front' });
    await user.click(await screen.findByRole('button', { name: 'Add to order: Bracket_repaired.stl' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByText('Saved as draft 41: you can carry on with it later.')).toBeVisible();
    expect(saved[0]).toMatchObject({ parts: [{ fileId: 7, quantity: 1, units: 'MM' }], deliveryAddressId: 3 });
    const part = await screen.findByRole('region', { name: 'Bracket_repaired.stl' });
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await within(part).findByText('Please choose a process')).toBeVisible();
    expect(within(part).getByText('Please choose a material')).toBeVisible();

    await user.selectOptions(within(part).getByRole('combobox', { name: 'Process' }), 'SLA');
    const material = within(part).getByRole('combobox', { name: 'Material' });
    expect(
      within(material)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Clear Resin V4 (facilities: 2)', 'Grey Resin V4 (facilities: 1)']);
    await user.selectOptions(material, 'Clear Resin V4 (facilities: 2)');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('textbox', { name: 'Order title' })).toBeVisible();
    expect(saved[1]).toMatchObject({ updatedAt: 1_000, parts: [{ fileId: 7, amProcessId: 4, materialId: 9 }] });
  });

  it('follows the store front: no ITAR box when it takes no ITAR orders, and one facility quoting without multi-RFQ', async () => {
    api = stubApi({
      ...answers(),
      'GET /api/v1/orders/offer': { ...OFFER, itarEnabled: false, multiRfq: false },
      'POST /api/v1/orders': { id: 41, updatedAt: 1_000, status: 'DRAFT' },
      'PUT /api/v1/orders/41': { id: 41, updatedAt: 2_000, status: 'DRAFT' },
    });
    const { user } = renderWithProviders(<NewOrderPage />, { route: '/store-front' });
    await user.click(await screen.findByRole('button', { name: 'Add to order: Bracket_repaired.stl' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const part = await screen.findByRole('region', { name: 'Bracket_repaired.stl' });
    await user.selectOptions(within(part).getByRole('combobox', { name: 'Process' }), 'SLA');
    await user.selectOptions(within(part).getByRole('combobox', { name: 'Material' }), 'Clear Resin V4 (facilities: 2)');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('textbox', { name: 'Order title' })).toBeVisible();
    expect(screen.getByText('Facilities this order reaches: 2; one of them quotes')).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: /ITAR/ })).toBeNull();
  });
});

describe('a draft opened in New Order', () => {
  it('asks again for an order that could not be fetched, and says a submitted one can no longer be changed here', async () => {
    const stubbed: Record<string, unknown> = {
      ...answers(),
      'GET /api/v1/orders/41': new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'Try later' }),
    };
    api = stubApi(stubbed);
    const { user } = renderWithProviders(<NewOrderPage />, { route: '/store-front?draft=41' });
    const failed = await screen.findByRole('region', { name: 'Unable to open the order' });
    stubbed['GET /api/v1/orders/41'] = { id: 41, status: 'COMPLETED' };
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('region', { name: 'Order 41 has been submitted: it can no longer be changed here.' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open its details' })).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Part files of your company' })).toBeNull();
  });
});
