import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api.js';
import { languageSlice } from '../i18n/language-slice.js';

/**
 * The platform's one root reducer. Remotes add their slices with `rootReducer.inject(slice)`
 * and their calls with `api.injectEndpoints`; only the shell creates the store.
 */
export const rootReducer = combineSlices(api, languageSlice);

/** The store; a test may start it from a state (`renderWithProviders`' preloadedState). */
export function createPlatformStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type PlatformStore = ReturnType<typeof createPlatformStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = PlatformStore['dispatch'];
