import { createContext, useContext } from 'react';
import type { RemoteRoute } from '../remote/index.js';

/**
 * Every remote's routes as the shell loaded them (undefined while they load), for a screen that
 * lists another area's pages: the store-front settings list the top navigation's entries.
 */
export const RemoteRoutesContext = createContext<readonly RemoteRoute[] | undefined>(undefined);

export const useRemoteRoutes = () => useContext(RemoteRoutesContext);
