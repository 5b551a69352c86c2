import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contractProblem, expandArea, remoteName, type AreaFile, type RemoteEntry, type RemoteRoute } from 'shared/remote';

/** The remotes the shell loads: workspace folders, each with its build in dist/ (the folder names the remote). */
export const REMOTES = ['mfe-storefront', 'mfe-orders', 'mfe-production', 'mfe-quality', 'mfe-admin', 'mfe-grabcad'].map(
  (folder) => ({ name: remoteName(folder), folder }),
);

/**
 * Remotes served from elsewhere, by name: REMOTE_<NAME>_URL is a remote's base URL (e.g.
 * REMOTE_MFE_ORDERS_URL=http://localhost:3002 for its own dev server, or a CDN), so one
 * remote is deployed and rolled back alone.
 */
export function remoteUrlsFrom(env: NodeJS.ProcessEnv): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const { name } of REMOTES) {
    const url = env[`REMOTE_${name.toUpperCase()}_URL`];
    if (url) urls[name] = url.replace(/\/$/, '');
  }
  return urls;
}

/** A remote's route table from its build (dist/area.json); undefined when it is not built or not valid. */
async function builtRoutes(webRoot: string, folder: string): Promise<RemoteRoute[] | undefined> {
  try {
    const file = JSON.parse(await readFile(path.join(webRoot, folder, 'dist', 'area.json'), 'utf8')) as AreaFile;
    const area = expandArea(remoteName(folder), file);
    return contractProblem(area) === undefined ? area.routes : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Each remote's manifest and, when this server serves it, its route table: elsewhere when
 * configured, else this server's /remotes/<folder>/. The tables come with the list so that the
 * shell knows every route at once and loads a remote's code only to show one of its screens.
 */
export async function remoteEntries(remoteUrls: Record<string, string>, webRoot: string): Promise<RemoteEntry[]> {
  return Promise.all(
    REMOTES.map(async ({ name, folder }) => {
      const elsewhere = remoteUrls[name];
      if (elsewhere) return { name, entry: `${elsewhere}/mf-manifest.json` };
      const routes = await builtRoutes(webRoot, folder);
      return { name, entry: `/remotes/${folder}/mf-manifest.json`, ...(routes ? { routes } : {}) };
    }),
  );
}
