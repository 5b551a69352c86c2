import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api.js';
import { languageSlice } from '../i18n/language-slice.js';

/**
 * The platform's one root reducer. Remotes add their slices with `rootReducer.inject(slice)`
 * and their calls with `api.injectEndpoints`; only the shell creates the store.
 */
export const rootReducer = combineSlices(api, languageSlice);

export function createPlatformStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type PlatformStore = ReturnType<typeof createPlatformStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = PlatformStore['dispatch'];
