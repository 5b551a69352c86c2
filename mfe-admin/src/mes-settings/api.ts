import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { components } from 'shared/contracts';
import type { AdminApi } from '../api';

export type WorkCenter = components['schemas']['WorkCenter'];
export type WorkplanTemplate = components['schemas']['WorkplanTemplate'];
export type WorkplanQuestion = components['schemas']['WorkplanQuestion'];
type WorkCenterInput = { name: string; equipmentIds: number[] };
export type WorkplanTemplateInput = {
  name: string;
  amProcessId: number;
  materialId: number | null;
  steps: Omit<components['schemas']['WorkplanStep'], 'workCenter'>[];
};

/**
 * The MES settings' calls (server/src/workplans): the facility's work centers and work plan
 * templates, read by its people, kept by MES_SETTINGS_EDITOR. A template saved gives its plan to
 * the awarded parts without one, which the template list counts ('WorkPlan').
 */
export const injectMesSettings = <D extends EndpointDefinitions>(api: AdminApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      workCenters: build.query<WorkCenter[], void>({ query: () => '/api/v1/mes/work-centers', providesTags: ['WorkCenter'] }),
      createWorkCenter: build.mutation<WorkCenter, WorkCenterInput>({
        query: (body) => ({ url: '/api/v1/mes/work-centers', method: 'POST', body }),
        invalidatesTags: ['WorkCenter'],
      }),
      updateWorkCenter: build.mutation<WorkCenter, WorkCenterInput & { id: number }>({
        query: ({ id, ...body }) => ({ url: `/api/v1/mes/work-centers/${id}`, method: 'PUT', body }),
        invalidatesTags: ['WorkCenter', 'WorkPlan'],
      }),
      deleteWorkCenter: build.mutation<void, number>({
        query: (id) => ({ url: `/api/v1/mes/work-centers/${id}`, method: 'DELETE' }),
        invalidatesTags: ['WorkCenter'],
      }),
      workplanTemplates: build.query<WorkplanTemplate[], void>({
        query: () => '/api/v1/mes/workplan-templates',
        providesTags: ['WorkPlan'],
      }),
      createWorkplanTemplate: build.mutation<WorkplanTemplate, WorkplanTemplateInput>({
        query: (body) => ({ url: '/api/v1/mes/workplan-templates', method: 'POST', body }),
        invalidatesTags: ['WorkPlan'],
      }),
      updateWorkplanTemplate: build.mutation<WorkplanTemplate, WorkplanTemplateInput & { id: number }>({
        query: ({ id, ...body }) => ({ url: `/api/v1/mes/workplan-templates/${id}`, method: 'PUT', body }),
        invalidatesTags: ['WorkPlan'],
      }),
      deleteWorkplanTemplate: build.mutation<void, number>({
        query: (id) => ({ url: `/api/v1/mes/workplan-templates/${id}`, method: 'DELETE' }),
        invalidatesTags: ['WorkPlan'],
      }),
    }),
  });
