import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { Equipment, EquipmentInput } from 'shared/contracts';
import type { ProductionApi } from '../api';

/** The machine platforms' writes (the machines themselves are reference data). */
export const injectMachinePlatforms = <D extends EndpointDefinitions>(api: ProductionApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      createEquipment: build.mutation<Equipment, EquipmentInput>({
        query: (body) => ({ url: '/api/v1/sp/equipments', method: 'POST', body }),
        invalidatesTags: ['Equipment'],
      }),
      updateEquipment: build.mutation<Equipment, { id: number; body: EquipmentInput }>({
        query: ({ id, body }) => ({ url: `/api/v1/sp/equipments/${id}`, method: 'PUT', body }),
        invalidatesTags: ['Equipment'],
      }),
    }),
  });
