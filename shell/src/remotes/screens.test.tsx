import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type { AppDispatch } from 'shared/store';
import { preloadScreen, screenOf } from './screens';

const dispatch = jest.fn() as unknown as AppDispatch;

const route = (path: string, text: string) => ({
  path,
  title: { en_US: 't', de_DE: 't' },
  layout: 'serviceProvider' as const,
  remote: 'mfe_x',
  load: jest.fn(async () => ({ default: () => <p>{text}</p> })),
});

describe('screens of remote routes', () => {
  it('renders the screen of the address the page opened at without suspending, once preloaded', async () => {
    const here = route('/service-provider/things/:id', 'Thing 7');
    const elsewhere = route('/service-provider/other', 'Other');
    expect(preloadScreen([elsewhere], '/service-provider/things/7', dispatch)).toBeUndefined();
    await preloadScreen([elsewhere, here], '/service-provider/things/7', dispatch);
    expect(elsewhere.load).not.toHaveBeenCalled();

    const Here = screenOf(here.load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Here />
      </Suspense>,
    );
    // Synchronously there: no fallback, no wait for React to reveal a suspended boundary.
    expect(screen.getByText('Thing 7')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('loads a screen that was not preloaded when it first renders', async () => {
    const other = route('/service-provider/other', 'Other');
    const Other = screenOf(other.load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Other />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Other')).toBeTruthy();
  });

  it('leaves a screen whose preload failed to load when it renders', async () => {
    const broken = {
      ...route('/service-provider/broken', 'Broken'),
      load: jest.fn().mockRejectedValueOnce(new Error('offline')),
    };
    broken.load.mockResolvedValueOnce({ default: () => <p>Broken, then fine</p> });
    await preloadScreen([broken], '/service-provider/broken', dispatch);
    const Broken = screenOf(broken.load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Broken />
      </Suspense>,
    );
    expect(await screen.findByText('Broken, then fine')).toBeTruthy();
  });
});
