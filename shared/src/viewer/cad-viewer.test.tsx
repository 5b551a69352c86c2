import { screen, waitFor, within } from '@testing-library/react';
import { stubApi } from '../testing/stub-api';
import { cubePositions } from './test-meshes';
import { CadViewer } from './index';
import { renderWithIntl } from '../ui/test-utils';

// jsdom has no WebGL: the scene is a stand-in that records what the controls ask of it.
const scene = {
  setPart: jest.fn(),
  setDefects: jest.fn(),
  setMovingCopy: jest.fn(),
  view: jest.fn(),
  fit: jest.fn(),
  turn: jest.fn(),
  zoom: jest.fn(),
  setWireframe: jest.fn(),
  setSection: jest.fn(),
  dispose: jest.fn(),
};
jest.mock('../viewer/part-scene', () => ({
  VIEWS: ['front', 'top', 'side', 'iso'],
  PartScene: jest.fn(() => scene),
}));
// three's loaders are ES modules that jest does not transform; this one reads the test's bytes
// as the positions they are (the real parse runs in the e2e tests).
jest.mock(
  'three/examples/jsm/loaders/STLLoader.js',
  () => ({
    STLLoader: class {
      parse(bytes: ArrayBuffer) {
        if (bytes.byteLength === 3) throw new Error('not an STL file');
        const positions = new Float32Array(bytes);
        return { getAttribute: () => ({ array: positions }) };
      }
    },
  }),
  { virtual: true },
);

beforeEach(() => jest.clearAllMocks());

const cube = (options?: Parameters<typeof cubePositions>[1]) => cubePositions(10, options).buffer as ArrayBuffer;

describe('CadViewer', () => {
  it('shows the part’s dimensions in mm or inch and says it found nothing wrong', async () => {
    const { user } = renderWithIntl(<CadViewer source={{ bytes: cube() }} name="bracket.stl" />);
    expect(await screen.findByText('10 × 10 × 10 mm')).toBeVisible();
    expect(screen.getByRole('img', { name: /^3D view of bracket\.stl/ })).toBeInTheDocument();
    expect(screen.getByText('12')).toBeVisible();
    expect(await screen.findByText('No open edges or flipped facets')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'inch' }));
    expect(screen.getByText('0.394 × 0.394 × 0.394 in')).toBeVisible();
    expect(screen.getByRole('button', { name: 'inch' })).toHaveAttribute('aria-pressed', 'true');
    expect(scene.setPart).toHaveBeenCalledTimes(1);
  });

  it('counts the open edges of a part with a hole, and the flipped facets', async () => {
    renderWithIntl(<CadViewer source={{ bytes: cube({ missing: [2] }) }} name="holed.stl" />);
    expect(await screen.findByText('3 open edges')).toBeVisible();
    expect(scene.setDefects).toHaveBeenCalledWith(expect.objectContaining({ openEdges: 3 }), expect.any(Float32Array));
  });

  it('counts one flipped facet in the singular', async () => {
    renderWithIntl(<CadViewer source={{ bytes: cube({ flipped: [9] }) }} name="flipped.stl" />);
    expect(await screen.findByText('1 flipped facet')).toBeVisible();
  });

  it('turns, zooms, changes view, wireframe and section from buttons and the slider', async () => {
    const { user } = renderWithIntl(<CadViewer source={{ bytes: cube() }} name="bracket.stl" />);
    await user.click(await screen.findByRole('button', { name: 'Top' }));
    expect(scene.view).toHaveBeenLastCalledWith('top');
    await user.click(screen.getByRole('button', { name: 'Turn left' }));
    expect(scene.turn).toHaveBeenLastCalledWith(15, 0);
    await user.click(screen.getByRole('button', { name: 'Zoom to fit' }));
    expect(scene.fit).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(scene.zoom).toHaveBeenLastCalledWith(0.8);
    await user.click(screen.getByRole('button', { name: 'Wireframe' }));
    expect(scene.setWireframe).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('button', { name: 'Wireframe' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Section plane' }));
    expect(scene.setSection).toHaveBeenLastCalledWith({ axis: 'z', at: 0.5 });
    await user.click(within(screen.getByRole('group', { name: 'Cut along' })).getByRole('button', { name: 'X' }));
    const slider = screen.getByRole('slider', { name: 'Section position along X' });
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(scene.setSection).toHaveBeenLastCalledWith({ axis: 'x', at: 0.51 });
  });

  it('fetches a platform file’s details, then its bytes from the signed URL, and shows the download', async () => {
    let release: () => void = () => {};
    const bytes = new Uint8Array(cube());
    const api = stubApi({ 'GET /api/v1/files/42': { size: bytes.length, downloadUrl: '/files/signed/42' } });
    const apiFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).startsWith('/files/signed/42')) return apiFetch(input, init);
      await new Promise<void>((resolve) => (release = resolve));
      let sent = false;
      return {
        ok: true,
        headers: new Headers({ 'content-length': String(bytes.length) }),
        body: {
          getReader: () => ({
            read: async () => (sent ? { done: true } : ((sent = true), { done: false, value: bytes })),
          }),
        },
      } as unknown as Response;
    }) as typeof fetch;
    try {
      renderWithIntl(<CadViewer source={{ fileId: 42 }} name="bracket.stl" />);
      expect(await screen.findByRole('progressbar', { name: 'Download of bracket.stl' })).toBeInTheDocument();
      expect(screen.getByText('0 B of 432 B')).toBeVisible();
      release();
      expect(await screen.findByText('10 × 10 × 10 mm')).toBeVisible();
    } finally {
      api.restore();
    }
  });

  it('says why when the part cannot be fetched or read, and when it has no facets', async () => {
    const api = stubApi({});
    try {
      const { unmount } = renderWithIntl(<CadViewer source={{ fileId: 7 }} name="gone.stl" />);
      expect(await screen.findByRole('alert')).toHaveTextContent(/^The part cannot be shown: /);
      unmount();
    } finally {
      api.restore();
    }
    const { unmount } = renderWithIntl(<CadViewer source={{ bytes: new ArrayBuffer(3) }} name="junk.stl" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The part cannot be shown: not an STL file');
    unmount();
    renderWithIntl(<CadViewer source={{ bytes: new ArrayBuffer(0) }} name="empty.stl" />);
    expect(await screen.findByText('This file has no facets to show.')).toBeVisible();
  });

  it('as a dialog, closes on Escape and gives focus back to the button that opened it', async () => {
    const onClose = jest.fn();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { user, rerender } = renderWithIntl(<CadViewer source={{ bytes: cube() }} name="bracket.stl" onClose={onClose} />);
    expect(await screen.findByRole('dialog', { name: '3D view of bracket.stl' })).toBeVisible();
    await waitFor(() => expect(opener).not.toHaveFocus());
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<></>);
    await waitFor(() => expect(opener).toHaveFocus());
    opener.remove();
  });
});
