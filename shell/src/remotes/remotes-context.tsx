import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { RemoteRoutesContext } from 'shared/auth';
import type { RemotesState } from './load-remotes';
import { startLoadingRemotes } from './start-loading';

type Status = { status: 'loading' } | ({ status: 'ready' } & RemotesState);

const RemotesContext = createContext<Status>({ status: 'loading' });

/**
 * Provides the remotes' route tables once the user is in; the shell reads them with useRemotes(),
 * the remotes' screens with shared's useRemoteRoutes().
 */
export function RemotesProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<Status>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    void startLoadingRemotes().then((loaded) => active && setState({ status: 'ready', ...loaded }));
    return () => {
      active = false;
    };
  }, []);
  return (
    <RemotesContext.Provider value={state}>
      <RemoteRoutesContext.Provider value={state.status === 'ready' ? state.routes : undefined}>
        {children}
      </RemoteRoutesContext.Provider>
    </RemotesContext.Provider>
  );
}

export const useRemotes = () => useContext(RemotesContext);
