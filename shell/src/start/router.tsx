/**
 * The start bundle's router: the few hooks the public pages use, on the History API. The
 * signed-in shell uses react-router; the public pages do not, because react-router alone would
 * take a tenth of the login page's budget. Navigation state is kept where react-router keeps
 * it (`history.state.usr`), so the shell can send a page here with a state (e.g. the page to
 * return to after login) and it arrives.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
} from 'react';

export interface Location {
  pathname: string;
  search: string;
  /** The fragment, with its '#' ('' when none). */
  hash: string;
  state: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

const listeners = new Set<() => void>();
let seen: { href: string; state: unknown; location: Location } | undefined;

/** The current location; the same object while neither the address nor history.state changed. */
function readLocation(): Location {
  const { href, pathname, search, hash } = window.location;
  const state: unknown = window.history.state;
  if (seen?.href !== href || seen.state !== state) {
    seen = { href, state, location: { pathname, search, hash, state: (state as { usr?: unknown } | null)?.usr ?? null } };
  }
  return seen.location;
}

function changed() {
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('popstate', changed);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', changed);
  };
}

/** Goes to `to` (a path with an optional query), adding a history entry unless `replace`. */
export function navigate(to: string, { replace = false, state = null }: NavigateOptions = {}): void {
  window.history[replace ? 'replaceState' : 'pushState']({ usr: state }, '', to);
  changed();
}

export function useLocation(): Location {
  return useSyncExternalStore(subscribe, readLocation);
}

export function useNavigate(): typeof navigate {
  return navigate;
}

export function useSearchParams(): [URLSearchParams] {
  return [new URLSearchParams(useLocation().search)];
}

/** The matched page's parameters (e.g. `hash` of /verify-email/:hash). */
export const ParamsContext = createContext<Record<string, string>>({});

export function useParams(): Record<string, string | undefined> {
  return useContext(ParamsContext);
}

/** A link that changes the page without reloading it; modified clicks open tabs as usual. */
export function Link({ to, onClick, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const follow = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      event.preventDefault();
      navigate(to);
    },
    [onClick, to],
  );
  return <a {...rest} href={to} onClick={follow} />;
}

/** Goes to `to` once rendered. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  useEffect(() => navigate(to, { replace, state }), [to, replace, state]);
  return null;
}
