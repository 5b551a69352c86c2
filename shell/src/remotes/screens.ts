import { lazy, type ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import type { LoadedRoute, RemotesState } from './load-remotes';

type LoadScreen = NonNullable<LoadedRoute['load']>;

/** Screens already loaded, by their route's load function. */
const loaded = new WeakMap<LoadScreen, ComponentType>();

/**
 * The component of a route's screen: the loaded one itself, else a lazy() that loads it. A
 * lazy() suspends on its first render even when its module is there, and React holds a
 * revealed Suspense boundary back for up to 300 ms, which a planner would wait through on
 * every page load.
 */
export function screenOf(load: LoadScreen): ComponentType {
  return loaded.get(load) ?? lazy(load);
}

/**
 * Loads the screen of the address the page opened at, while the user's settings still load,
 * so that its first render does not suspend. A failure is left to the screen's own lazy() to
 * show when it mounts: this is only a head start.
 */
export async function preloadCurrentScreen(state: RemotesState): Promise<RemotesState> {
  const load = state.routes.find((r) => matchPath(r.path, window.location.pathname))?.load;
  if (load) {
    await load().then(
      (module) => loaded.set(load, module.default),
      () => undefined,
    );
  }
  return state;
}
