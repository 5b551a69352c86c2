import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES_URL, takeBootResponse } from 'shared/api';
import type { AppDispatch } from 'shared/store';
import { contractProblem, expandArea, type AreaFile, type RemoteEntry, type RemoteRoute } from 'shared/remote';

/**
 * What a route's screen module gives: the screen, its default export, and optionally `prefetch`,
 * which starts the calls the screen's first render makes (with the same arguments), so that they
 * leave as soon as its code is in rather than once the shell has rendered it.
 */
interface ScreenModule {
  default: ComponentType;
  prefetch?: (dispatch: AppDispatch) => void;
}

export interface LoadedRoute extends RemoteRoute {
  remote: string;
  /** Loads the route's screen, fetching the remote's code the first time one of its screens is shown. */
  load?: () => Promise<ScreenModule>;
}

export interface RemotesState {
  routes: LoadedRoute[];
  /** Remotes whose route table could not be read (down, or not satisfying the contract). */
  failed: string[];
}

const RETRY_DELAY_MS = 500;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A remote's route table: the registry's, or the area.json beside its manifest (a remote served elsewhere). */
async function routeTable(entry: RemoteEntry, fetchFn: typeof fetch): Promise<RemoteRoute[]> {
  if (entry.routes) return entry.routes;
  const url = new URL('area.json', new URL(entry.entry, window.location.href));
  const response = await fetchFn(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const area = expandArea(entry.name, (await response.json()) as AreaFile);
  const problem = contractProblem(area);
  if (problem) throw new Error(`${entry.name}'s route table does not satisfy the contract: ${problem}`);
  return area.routes;
}

/** Loads a screen of a remote, retrying once (its manifest or a chunk can fail in transit). */
async function loadScreen(entry: RemoteEntry, screen: string): Promise<ScreenModule> {
  for (let attempt = 1; ; attempt++) {
    try {
      const module = await loadRemote<ScreenModule>(`${entry.name}/${screen.slice(2)}`);
      if (!module?.default) throw new Error(`${entry.name}/${screen.slice(2)} has no default export`);
      return module;
    } catch (error) {
      if (attempt >= 2) throw error;
      await delay(RETRY_DELAY_MS);
      // Forget the failed attempt so the runtime fetches the manifest again.
      registerRemotes([{ name: entry.name, entry: entry.entry }], { force: true });
    }
  }
}

/**
 * Learns the remotes and their route tables (from the server, never cached) and registers them
 * with the federation runtime, telling `onRoutes` each remote's routes as they arrive. No remote
 * code loads here: a route's `load` fetches its remote when one of its screens is shown, so a
 * user downloads only the areas they open. A remote whose table is missing is reported, not
 * fatal: the rest of the platform keeps working.
 */
export async function loadRemotes(
  fetchFn: typeof fetch = fetch,
  onRoutes: (routes: LoadedRoute[]) => void = () => undefined,
): Promise<RemotesState> {
  let entries: RemoteEntry[];
  try {
    const response = await (takeBootResponse(REMOTES_URL) ??
      fetchFn(REMOTES_URL, { credentials: 'same-origin', cache: 'no-store' }));
    entries = response.ok ? ((await response.json()) as RemoteEntry[]) : [];
  } catch {
    entries = [];
  }
  registerRemotes(
    entries.map(({ name, entry }) => ({ name, entry })),
    { force: true },
  );
  const results = await Promise.allSettled(
    entries.map(async (entry) => {
      const routes = (await routeTable(entry, fetchFn)).map((route): LoadedRoute => ({
        ...route,
        remote: entry.name,
        ...(route.screen ? { load: () => loadScreen(entry, route.screen!) } : {}),
      }));
      onRoutes(routes);
      return routes;
    }),
  );
  const state: RemotesState = { routes: [], failed: [] };
  results.forEach((result, index) => {
    const name = entries[index]!.name;
    if (result.status === 'fulfilled') state.routes.push(...result.value);
    else {
      state.failed.push(name);
      console.error(`Remote ${name} could not be loaded`, result.reason);
    }
  });
  return state;
}
