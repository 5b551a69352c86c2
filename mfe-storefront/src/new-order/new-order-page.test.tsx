import { screen, within } from '@testing-library/react';
import type { FileDTO } from 'shared/contracts';
import { renderWithProviders, stubApi } from 'shared/testing';
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
  pngFileDTO: null,
  ...extra,
});
const FILES = [
  file(7, 'Bracket_repaired.stl', {
    originalFileId: 6,
    pngFileDTO: { id: 8, fileURL: 'https://platform.test/media/files/8?sig' },
  }),
  file(6, 'Bracket.STL'),
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

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

describe('the New Order page', () => {
  it('offers the upload and lists the company’s part files, newest first, with what each was made from', async () => {
    api = stubApi({ 'GET /api/v1/files': { files: FILES, totalCount: 3 } });
    renderWithProviders(<NewOrderPage />, { route: '/store-front' });
    expect(screen.getByRole('heading', { level: 1, name: 'New Order' })).toBeVisible();
    expect(screen.getByText('Drop part files here or choose files')).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Part files of your company' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Bracket_repaired.stl (made from file 6)',
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
    api = stubApi({ 'GET /api/v1/files': { files: FILES, totalCount: 3 } });
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
    api = stubApi({
      'GET /api/v1/files': ({ query }: { query: URLSearchParams }) =>
        query.get('search') ? { files: [], totalCount: 0 } : { files: FILES, totalCount: 3 },
    });
    const { user } = renderWithProviders(<NewOrderPage />, { route: '/store-front' });
    await screen.findByRole('cell', { name: 'Bracket.STL' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by file name' }), 'zz');
    // Two characters ask nothing new.
    expect(await screen.findByRole('cell', { name: 'Bracket.STL' })).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Search by file name' }), 'z');
    expect(await screen.findByText('No part file matches the search.')).toBeVisible();
  });

  it('says so, with a way to try again, when the list cannot be fetched', async () => {
    const answers: Record<string, unknown> = {};
    api = stubApi(answers);
    const { user } = renderWithProviders(<NewOrderPage />, { route: '/store-front' });
    expect(await screen.findByText('Unable to fetch your part files')).toBeVisible();
    answers['GET /api/v1/files'] = { files: [], totalCount: 0 };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No part files yet: drop the first ones above.')).toBeVisible();
  });
});
