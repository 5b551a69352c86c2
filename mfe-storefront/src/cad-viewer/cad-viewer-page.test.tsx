import { screen, within } from '@testing-library/react';
import { orderFixture, renderWithProviders, stubApi } from 'shared/testing';
import CadViewerPage from './cad-viewer-page';

// jsdom has no WebGL: the viewer is a stand-in naming the file it was given (the viewer itself
// has its own tests, and the e2e tests draw real parts).
jest.mock('shared/viewer', () => ({
  CadViewer: ({ source, name }: { source: { fileId: number }; name: string }) => (
    <p>
      Viewing {name} (file {source.fileId})
    </p>
  ),
}));

const order = orderFixture();
const housing = order.parts[0]!;
const ORDER = {
  ...order,
  parts: [
    housing,
    { ...housing, id: 502, fileId: 902, fileName: 'lid.stl', quantity: 5, material: { id: 9, name: 'PA11' } },
    // A part whose file the reader may not see has nothing to show.
    { ...housing, id: 503, fileId: null, fileName: null },
  ],
};

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

const open = (route: string) => renderWithProviders(<CadViewerPage />, { route, path: '/order/:id/cad-viewer' });

describe('the order’s 3D view', () => {
  it('shows the part the address names, and switches between the parts with files', async () => {
    api = stubApi({ 'GET /api/v1/orders/41': ORDER });
    const { user } = open('/order/41/cad-viewer?part=502');
    expect(await screen.findByRole('heading', { level: 1, name: /PA12 housings/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute('href', '/order-details/41');
    expect(screen.getByText('Viewing lid.stl (file 902)')).toBeVisible();

    const parts = screen.getByRole('navigation', { name: 'Parts of the order' });
    expect(within(parts).getAllByRole('button')).toHaveLength(2);
    expect(within(parts).getByRole('button', { name: /lid\.stl/ })).toHaveAttribute('aria-current', 'true');
    expect(within(parts).getByRole('button', { name: /lid\.stl/ })).toHaveTextContent('5 × PA11');

    await user.click(within(parts).getByRole('button', { name: /housing\.stl/ }));
    expect(screen.getByText('Viewing housing.stl (file 901)')).toBeVisible();
    expect(within(parts).getByRole('button', { name: /housing\.stl/ })).toHaveAttribute('aria-current', 'true');
  });

  it('shows the first part when the address names none, and says so when no file may be shown', async () => {
    api = stubApi({ 'GET /api/v1/orders/41': ORDER });
    const { unmount } = open('/order/41/cad-viewer');
    expect(await screen.findByText('Viewing housing.stl (file 901)')).toBeVisible();
    unmount();
    api.restore();

    api = stubApi({ 'GET /api/v1/orders/41': { ...ORDER, parts: [ORDER.parts[2]] } });
    open('/order/41/cad-viewer');
    expect(await screen.findByText(/no part to show/i)).toBeVisible();
  });
});
