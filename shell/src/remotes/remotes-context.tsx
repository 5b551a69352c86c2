import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { RemotesState } from './load-remotes';
import { startLoadingRemotes } from './start-loading';

type Status = { status: 'loading' } | ({ status: 'ready' } & RemotesState);

const RemotesContext = createContext<Status>({ status: 'loading' });

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
