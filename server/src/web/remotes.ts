/** The remotes the shell loads, in menu order; each is a workspace folder with its build in dist/. */
export const REMOTES = [
  { name: 'mfe_storefront', folder: 'mfe-storefront' },
  { name: 'mfe_orders', folder: 'mfe-orders' },
  { name: 'mfe_production', folder: 'mfe-production' },
  { name: 'mfe_quality', folder: 'mfe-quality' },
  { name: 'mfe_admin', folder: 'mfe-admin' },
  { name: 'mfe_grabcad', folder: 'mfe-grabcad' },
] as const;

export interface RemoteEntry {
  name: string;
  /** The remote's manifest; the shell registers it with the federation runtime. */
  entry: string;
}

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

/** Where each remote's manifest is: elsewhere when configured, else this server's /remotes/<folder>/. */
export function remoteEntries(remoteUrls: Record<string, string>): RemoteEntry[] {
  return REMOTES.map(({ name, folder }) => ({ name, entry: `${remoteUrls[name] ?? `/remotes/${folder}`}/mf-manifest.json` }));
}
