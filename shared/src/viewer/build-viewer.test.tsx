import { screen, waitFor } from '@testing-library/react';
import { stubApi } from '../testing/stub-api';
import { cubePositions } from './test-meshes';
import { BuildViewer, groupColour } from './index';
import { fadedColour } from './group-colours';
import { renderWithIntl } from '../ui/test-utils';

// jsdom has no WebGL: the scene is a stand-in that records what the viewer gives it.
const scene = { setVolume: jest.fn(), setInstances: jest.fn(), dispose: jest.fn() };
jest.mock('./build-scene', () => ({ BuildScene: jest.fn(() => scene) }));
// three's loaders are ES modules that jest does not transform; this one reads the test's bytes
// as the positions they are.
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

const at = (x: number, y: number, z: number) => [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1];
const cube = (size: number) => cubePositions(size).buffer as ArrayBuffer;

/**
 * The platform's files: their details from the API, their bytes from the signed URLs the details
 * give. While `hold` is on, each download waits for `release`.
 */
function stubFiles(files: Record<number, ArrayBuffer>) {
  const api = stubApi(
    Object.fromEntries(
      Object.entries(files).map(([id, bytes]) => [
        `GET /api/v1/files/${id}`,
        { size: bytes.byteLength, downloadUrl: `/files/signed/${id}` },
      ]),
    ),
  );
  const apiFetch = globalThis.fetch;
  const downloads: number[] = [];
  const waiting: (() => void)[] = [];
  const stub = { calls: api.calls, downloads, hold: false, release: () => waiting.shift()?.(), restore: api.restore };
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const signed = /^\/files\/signed\/(\d+)$/.exec(String(input));
    if (!signed) return apiFetch(input, init);
    downloads.push(Number(signed[1]));
    if (stub.hold) await new Promise<void>((resolve) => waiting.push(resolve));
    const bytes = new Uint8Array(files[Number(signed[1])]!);
    let sent = false;
    return {
      ok: true,
      headers: new Headers({ 'content-length': String(bytes.length) }),
      body: { getReader: () => ({ read: async () => (sent ? { done: true } : ((sent = true), { done: false, value: bytes })) }) },
    } as unknown as Response;
  }) as typeof fetch;
  return stub;
}

const instances = [
  { fileId: 1, matrix: at(10, 10, 0), group: 0 },
  { fileId: 2, matrix: at(60, 10, 0), group: 0 },
  { fileId: 1, matrix: at(110, 10, 0), group: 1 },
];

describe('BuildViewer', () => {
  it('downloads each file once and gives the scene each file’s instances with their matrices and group colours', async () => {
    const files = stubFiles({ 1: cube(10), 2: cube(20) });
    try {
      renderWithIntl(<BuildViewer volume={[300, 200, 100]} margin={5} instances={instances} label="Build B-12 in 3D" />);
      await waitFor(() => expect(scene.setInstances).toHaveBeenCalled());
      expect(screen.getByRole('img', { name: 'Build B-12 in 3D' })).toHaveAccessibleDescription(
        'Drag to turn, right-drag or arrow keys to pan, wheel to zoom.',
      );
      expect(scene.setVolume).toHaveBeenCalledWith([300, 200, 100], 5);
      expect(files.calls.filter((call) => call.startsWith('GET /api/v1/files/')).sort()).toEqual([
        'GET /api/v1/files/1',
        'GET /api/v1/files/2',
      ]);
      expect(files.downloads.sort()).toEqual([1, 2]);
      expect(scene.setInstances).toHaveBeenCalledTimes(1);
      expect(scene.setInstances).toHaveBeenCalledWith([
        {
          fileId: 1,
          matrices: Float32Array.from([...at(10, 10, 0), ...at(110, 10, 0)]),
          colours: [groupColour(0), groupColour(1)],
          facets: expect.objectContaining({ positions: cubePositions(10) }),
        },
        {
          fileId: 2,
          matrices: Float32Array.from(at(60, 10, 0)),
          colours: [groupColour(0)],
          facets: expect.objectContaining({ positions: cubePositions(20) }),
        },
      ]);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      files.restore();
    }
  });

  it('shows how many of the parts are in while they download', async () => {
    const files = stubFiles({ 1: cube(10), 2: cube(20) });
    files.hold = true;
    try {
      renderWithIntl(<BuildViewer volume={[300, 200, 100]} margin={5} instances={instances} label="Build B-12 in 3D" />);
      expect(await screen.findByRole('status')).toHaveTextContent('Loading parts… 0 of 2');
      expect(screen.getByRole('progressbar', { name: 'Parts downloaded' })).toHaveAttribute('max', '2');
      await waitFor(() => expect(files.downloads).toHaveLength(2));
      files.release();
      expect(await screen.findByText('Loading parts… 1 of 2')).toBeVisible();
      expect(scene.setInstances).not.toHaveBeenCalled();
      files.release();
      await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
      expect(scene.setInstances).toHaveBeenCalledTimes(1);
    } finally {
      files.restore();
    }
  });

  it('fades the instances that are not highlighted, without downloading the parts again', async () => {
    const files = stubFiles({ 1: cube(10), 2: cube(20) });
    try {
      const { rerender } = renderWithIntl(
        <BuildViewer volume={[300, 200, 100]} margin={5} instances={instances} label="Build B-12 in 3D" highlighted={[2]} />,
      );
      await waitFor(() => expect(scene.setInstances).toHaveBeenCalled());
      const [[one, two]] = scene.setInstances.mock.lastCall as [{ colours: string[] }[]];
      expect(one!.colours).toEqual([fadedColour(groupColour(0)), groupColour(1)]);
      expect(two!.colours).toEqual([fadedColour(groupColour(0))]);

      // The same indexes and volume in new arrays change nothing.
      rerender(
        <BuildViewer volume={[300, 200, 100]} margin={5} instances={instances} label="Build B-12 in 3D" highlighted={[2]} />,
      );
      expect(scene.setInstances).toHaveBeenCalledTimes(1);
      expect(scene.setVolume).toHaveBeenCalledTimes(1);

      rerender(<BuildViewer volume={[300, 200, 100]} margin={5} instances={instances} label="Build B-12 in 3D" />);
      await waitFor(() => expect(scene.setInstances).toHaveBeenCalledTimes(2));
      const [[first]] = scene.setInstances.mock.lastCall as [{ colours: string[] }[]];
      expect(first!.colours).toEqual([groupColour(0), groupColour(1)]);
      expect(files.downloads).toHaveLength(2);
    } finally {
      files.restore();
    }
  });

  it('says why when a part cannot be fetched or read', async () => {
    const gone = stubFiles({ 1: cube(10) });
    try {
      const { unmount } = renderWithIntl(<BuildViewer volume={[300, 200, 100]} margin={5} instances={instances} label="Build" />);
      expect(await screen.findByRole('alert')).toHaveTextContent(/^The build cannot be shown: ./);
      expect(scene.setInstances).not.toHaveBeenCalled();
      unmount();
      expect(scene.dispose).toHaveBeenCalled();
    } finally {
      gone.restore();
    }
    const junk = stubFiles({ 1: new ArrayBuffer(3) });
    try {
      renderWithIntl(<BuildViewer volume={[300, 200, 100]} margin={5} instances={instances.slice(0, 1)} label="Build" />);
      expect(await screen.findByRole('alert')).toHaveTextContent('The build cannot be shown: not an STL file');
    } finally {
      junk.restore();
    }
  });
});
