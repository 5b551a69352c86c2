import { api } from './api.js';

/** Which desktop build-preparation tool a launcher opens. */
export type LaunchTool = 'MAGICS' | 'STREAMICS';

/**
 * The build-preparation launchers (GET /api/v3/magics/register-intent): each launch is a new,
 * single-use intent, so it is asked for as a mutation (never cached) — by the sidebar's Expert
 * launchers and the magics settings page's try-out.
 */
export const launchApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    registerIntent: build.mutation<{ url: string; expiresAt: number }, LaunchTool>({
      query: (tool) => ({ url: '/api/v3/magics/register-intent', params: { tool } }),
    }),
  }),
});
