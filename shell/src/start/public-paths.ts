/**
 * The pages anyone may open. The start bundle (start/index.ts) serves exactly these, small and
 * without module federation; every other path is the signed-in shell's. Both sides read this
 * one table, so a page is never claimed by both or by neither.
 */
export const PUBLIC_PATHS = [
  '/custom-login',
  '/grabcad-login',
  '/forgot-password',
  '/reset-password',
  '/register',
  '/account-verify',
  '/verify-email/:hash',
  '/confirm-email/:token',
  '/saml/login',
  '/access-denied',
  '/logout',
] as const;

export type PublicPath = (typeof PUBLIC_PATHS)[number];

/** The parameters of `pathname` under `pattern` (`:name` takes one segment), or null when it does not match. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = pathname.replace(/(.)\/$/, '$1').split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i]!.startsWith(':')) {
      if (!have[i]) return null;
      params[want[i]!.slice(1)] = decodeURIComponent(have[i]!);
    } else if (want[i] !== have[i]) return null;
  }
  return params;
}

/** The public page at `pathname`, with its parameters. */
export function findPublicPath(pathname: string): { path: PublicPath; params: Record<string, string> } | undefined {
  for (const path of PUBLIC_PATHS) {
    const params = matchPath(path, pathname);
    if (params) return { path, params };
  }
  return undefined;
}
