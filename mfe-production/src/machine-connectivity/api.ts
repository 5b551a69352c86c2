import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { components } from 'shared/contracts';
import type { ProductionApi } from '../api';

export type LiveMachine = components['schemas']['LiveMachine'];
export type StoredMachineEvent = components['schemas']['StoredMachineEvent'];

const URL = '/api/v1/machine-connectivity/machines';

/**
 * The connected machines' live state and a machine's last events (server/src/machines). Both are
 * read again when a machine reports something (the live topic `machine.changed`), and the live
 * state also every 15 seconds, so that a machine that stopped reporting turns offline by itself.
 */
export const injectMachineConnectivity = <D extends EndpointDefinitions>(api: ProductionApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      liveMachines: build.query<LiveMachine[], void>({ query: () => URL, providesTags: ['MachineLive'] }),
      machineEvents: build.query<StoredMachineEvent[], number>({
        query: (id) => ({ url: `${URL}/${id}/events`, params: { limit: 10 } }),
        providesTags: ['MachineLive'],
      }),
    }),
  });
