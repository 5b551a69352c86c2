import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query.js';

/**
 * The one RTK Query api of the platform. The shell puts it in its store; features add
 * their calls with `api.injectEndpoints`, never a second api.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(),
  tagTypes: ['User', 'Config', 'Menu', 'Theme', 'Preference', 'Facility'],
  endpoints: () => ({}),
});
