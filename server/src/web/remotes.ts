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
 * Where each remote is served from: this server's /remotes/<folder>/ by default, or the
 * base URL in REMOTE_<NAME>_URL (e.g. REMOTE_MFE_ORDERS_URL=http://localhost:3002 for a
 * remote's own dev server, or a CDN), so one remote is deployed and rolled back alone.
 */
export function remoteEntries(env: NodeJS.ProcessEnv): RemoteEntry[] {
  return REMOTES.map(({ name, folder }) => {
    const base = env[`REMOTE_${name.toUpperCase()}_URL`]?.replace(/\/$/, '') ?? `/remotes/${folder}`;
    return { name, entry: `${base}/mf-manifest.json` };
  });
}
