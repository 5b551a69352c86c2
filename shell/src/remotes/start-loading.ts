import { loadRemotes, type RemotesState } from './load-remotes';
import { store } from '../app/store';
import { preloadScreen } from './screens';

let loading: Promise<RemotesState> | undefined;

/**
 * Starts loading the remotes' route tables and the screen of the address the page opened at,
 * once per page load. The host's entry starts it beside the app's own code (src/index.ts): the
 * list is public, and the signed-in shell only loads for a user who signed in (the public pages
 * are the start bundle's), so neither waits for the other. Resolves once that screen is in too.
 */
export const startLoadingRemotes = () => (loading ??= loadRemotesAndCurrentScreen());

async function loadRemotesAndCurrentScreen(): Promise<RemotesState> {
  const screens: Promise<void>[] = [];
  const state = await loadRemotes(fetch, (routes) => {
    const screen = preloadScreen(routes, window.location.pathname, store.dispatch);
    if (screen) screens.push(screen);
  });
  await Promise.all(screens);
  return state;
}
