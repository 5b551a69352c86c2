import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES_URL, takeBootResponse } from 'shared/api';
import { contractProblem, type RemoteModule, type RemoteRoute } from 'shared/remote';

export interface RemoteEntry {
  name: string;
  entry: string;
}

export interface LoadedRoute extends RemoteRoute {
  remote: string;
}

export interface RemotesState {
  routes: LoadedRoute[];
  /** Remotes that could not be loaded (down, or not satisfying the contract). */
  failed: string[];
}

const RETRY_DELAY_MS = 500;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Loads one remote's './routes' module and checks its shape, retrying once (a chunk can fail in transit). */
async function loadContract(entry: RemoteEntry): Promise<RemoteModule> {
  for (let attempt = 1; ; attempt++) {
    try {
      const module = await loadRemote<{ default: unknown }>(`${entry.name}/routes`);
      const problem = contractProblem(module?.default);
      if (problem) throw new Error(`${entry.name} does not satisfy the remote contract: ${problem}`);
      return module!.default as RemoteModule;
    } catch (error) {
      if (attempt >= 2) throw error;
      await delay(RETRY_DELAY_MS);
      // Forget the failed attempt so the runtime fetches the manifest again.
      registerRemotes([entry], { force: true });
    }
  }
}

/**
 * Learns the remotes from the server (names and manifest URLs, never cached) and loads
 * their route contracts in parallel, telling `onRoutes` each remote's routes as they arrive.
 * A remote that fails is reported, not fatal: the rest of the platform keeps working.
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
  registerRemotes(entries, { force: true });
  const results = await Promise.allSettled(
    entries.map(async (entry) => {
      const routes = (await loadContract(entry)).routes.map((route) => ({ ...route, remote: entry.name }));
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
