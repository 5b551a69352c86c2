import { ACCESS_COOKIE, readCookies, XSRF_COOKIE, XSRF_HEADER } from './cookies.js';

/** The headers of every API call: JSON, the bearer from the access cookie, the cross-site token. */
export function apiHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const cookies = readCookies();
  const token = cookies.get(ACCESS_COOKIE);
  if (token) headers.Authorization = `Bearer ${token}`;
  const xsrf = cookies.get(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  return headers;
}

/** The signed-in user (getUser): the first thing the shell asks. */
export const USER_URL = '/api/v1/users/getUser';
/** What the signed-in shell needs besides the user: menu, profiles, apps, feature flags. */
export const SESSION_URL = '/api/v1/ui/session';
/** The remotes the shell loads at run time (public). */
export const REMOTES_URL = '/api/v1/ui/remotes';

// On the page's global object: the start bundle and the signed-in shell are separate builds.
const KEY = '__amBootResponses';
const started = () => ((globalThis as Record<string, unknown>)[KEY] ??= new Map()) as Map<string, Promise<Response>>;

/**
 * Sends GETs that the signed-in shell makes first, as the page starts: the start bundle sends
 * them before the shell's scripts arrive and run, which on a planner's machine is ~0.4 s the
 * requests would otherwise wait. The shell takes each answer once (takeBootResponse) instead of
 * asking again; its own handling (a refresh on 401, errors) applies to it as to any answer.
 */
export function startBootRequests(urls: string[]) {
  for (const url of urls) started().set(url, fetch(url, { headers: apiHeaders(), credentials: 'same-origin' }));
}

/** The answer to a boot request for `url`, once; undefined when none was sent or it was taken. */
export function takeBootResponse(url: string): Promise<Response> | undefined {
  const response = started().get(url);
  started().delete(url);
  return response;
}
