import type { components } from 'shared/contracts';
import { type Equipment, type Machine, type Material, productionApi } from '../api/production-api';

/** The body of POST and PUT /api/v1/sp/equipments: the equipment's name, model and materials by role. */
export type EquipmentInput = components['schemas']['EquipmentInput'];

/** Which materials a machine model runs (GET /api/v1/sp/machineMaterialMapping). */
export type MachineMaterials = components['schemas']['MachineMaterials'];

/**
 * The machine-platform calls. The catalogue reads are unfiltered (no filter_by_match_type):
 * a facility adding a machine may pick a model, and materials, it does not own yet.
 */
export const machinePlatformsApi = productionApi.injectEndpoints({
  endpoints: (build) => ({
    equipment: build.query<Equipment, number>({
      query: (id) => `/api/v1/sp/equipments/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Equipment', id }],
    }),
    createEquipment: build.mutation<Equipment, EquipmentInput>({
      query: (body) => ({ url: '/api/v1/sp/equipments', method: 'POST', body }),
      invalidatesTags: ['Equipment'],
    }),
    updateEquipment: build.mutation<Equipment, { id: number; body: EquipmentInput }>({
      query: ({ id, body }) => ({ url: `/api/v1/sp/equipments/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Equipment'],
    }),
    machineModels: build.query<Machine[], void>({ query: () => '/api/v1/machines' }),
    catalogueMaterials: build.query<Material[], void>({ query: () => '/api/v1/sp/materials' }),
    machineMaterialMapping: build.query<MachineMaterials[], void>({ query: () => '/api/v1/sp/machineMaterialMapping' }),
  }),
});

export const {
  useEquipmentQuery,
  useCreateEquipmentMutation,
  useUpdateEquipmentMutation,
  useMachineModelsQuery,
  useCatalogueMaterialsQuery,
  useMachineMaterialMappingQuery,
} = machinePlatformsApi;
