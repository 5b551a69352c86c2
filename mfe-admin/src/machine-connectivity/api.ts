import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { RequestBody } from 'shared/api';
import type { components } from 'shared/contracts';
import type { AdminApi } from '../api';

export type MachineConnection = components['schemas']['MachineConnection'];
export type MachineProtocol = MachineConnection['protocol'];
export type ConnectionMode = MachineConnection['mode'];
export type ConnectionInput = RequestBody<'/api/v1/machine-connectivity/connections', 'post'>;

const URL = '/api/v1/machine-connectivity/connections';

/** Where a webhook connection's machine posts its signed events (server/src/machines/webhook-routes.ts). */
export const webhookUrl = (id: number) => `${window.location.origin}${URL}/${id}/events`;

/**
 * The machine connectivity settings' calls (server/src/machines): the facility's connections,
 * one per machine, kept by MC_SETTINGS_EDITOR. A password or signing secret is sent, never read
 * back: the list says only whether one is kept.
 */
export const injectMachineConnectivity = <D extends EndpointDefinitions>(api: AdminApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      machineConnections: build.query<MachineConnection[], void>({ query: () => URL, providesTags: ['MachineConnection'] }),
      createMachineConnection: build.mutation<MachineConnection, ConnectionInput>({
        query: (body) => ({ url: URL, method: 'POST', body }),
        invalidatesTags: ['MachineConnection'],
      }),
      updateMachineConnection: build.mutation<MachineConnection, ConnectionInput & { id: number }>({
        query: ({ id, ...body }) => ({ url: `${URL}/${id}`, method: 'PUT', body }),
        invalidatesTags: ['MachineConnection'],
      }),
      deleteMachineConnection: build.mutation<void, number>({
        query: (id) => ({ url: `${URL}/${id}`, method: 'DELETE' }),
        invalidatesTags: ['MachineConnection'],
      }),
    }),
  });
