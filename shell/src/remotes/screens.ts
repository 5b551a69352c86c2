import { lazy, type ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import type { AppDispatch } from 'shared/store';
import type { LoadedRoute } from './load-remotes';

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
 * Starts loading the screen of `pathname` when its route is among `routes` (a remote's, as it
 * arrives), while the other remotes and the user's settings still load, so that its first
 * render does not suspend, and starts its calls (`prefetch`) as soon as it is in. Resolves once
 * it is in; a failure is left to the screen's own lazy() to show when it mounts: this is only a
 * head start. (A prefetch the user may not make is answered 403 by the server, and the route's
 * guard shows that page instead of the screen.)
 */
export function preloadScreen(routes: LoadedRoute[], pathname: string, dispatch: AppDispatch): Promise<void> | undefined {
  const load = routes.find((r) => matchPath(r.path, pathname))?.load;
  return load?.().then(
    (module) => {
      module.prefetch?.(dispatch);
      loaded.set(load, module.default);
    },
    () => undefined,
  );
}
