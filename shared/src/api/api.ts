import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query.js';

/**
 * The one RTK Query api of the platform. The shell puts it in its store; features add
 * their calls with `api.injectEndpoints`, never a second api.
 */
const baseQuery = createBaseQuery();

export const api = createApi({
  reducerPath: 'api',
  // A 401 that survived the refresh means the session is gone (logged out elsewhere,
  // password reset): re-ask for the user, whose failure sends the guard to the login.
  baseQuery: async (args, queryApi, extra) => {
    const result = await baseQuery(args, queryApi, extra);
    if (result.error?.status === 401 && queryApi.endpoint !== 'getUser') queryApi.dispatch(api.util.invalidateTags(['User']));
    return result;
  },
  tagTypes: ['User', 'Config', 'Menu', 'Theme', 'Preference', 'Facility'],
  endpoints: () => ({}),
});
