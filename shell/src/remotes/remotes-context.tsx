import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { loadRemotes, type RemotesState } from './load-remotes';
import { preloadScreen } from './screens';

type Status = { status: 'loading' } | ({ status: 'ready' } & RemotesState);

const RemotesContext = createContext<Status>({ status: 'loading' });

let loading: Promise<RemotesState> | undefined;

/**
 * Starts loading the remotes' route tables, once per page load. The shell starts it as it boots,
 * beside the user's requests: the list is public, and the signed-in shell only loads for a
 * user who signed in (the public pages are the start bundle's), so nothing waits for the other.
 */
export const startLoadingRemotes = () => (loading ??= loadRemotesAndCurrentScreen());

/** The remotes' route tables, once the screen of the address the page opened at is loaded too. */
async function loadRemotesAndCurrentScreen(): Promise<RemotesState> {
  const screens: Promise<void>[] = [];
  const state = await loadRemotes(fetch, (routes) => {
    const screen = preloadScreen(routes, window.location.pathname);
    if (screen) screens.push(screen);
  });
  await Promise.all(screens);
  return state;
}

/** Provides the remotes' route tables once the user is in; children read them with useRemotes(). */
export function RemotesProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<Status>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    void startLoadingRemotes().then((loaded) => active && setState({ status: 'ready', ...loaded }));
    return () => {
      active = false;
    };
  }, []);
  return <RemotesContext.Provider value={state}>{children}</RemotesContext.Provider>;
}

export const useRemotes = () => useContext(RemotesContext);
