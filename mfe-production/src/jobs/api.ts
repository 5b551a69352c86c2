import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { RequestBody } from 'shared/api';
import type { components } from 'shared/contracts';
import type { ProductionApi } from '../api';

/** A job's powder: the batches it drew from, or the batch it would start on, its broken rules, top-up and overrides. */
export type JobPowder = components['schemas']['JobPowder'];
type StartOverride = RequestBody<'/api/v1/materials/jobs/{id}/start-override', 'post'>;

/**
 * A job's powder under the area's Job tag, apart from the job's own ({ type: 'Job', id }): an
 * override leaves the job as it is, whose form a refetch would reset.
 */
const powderTag = (id: number) => ({ type: 'Job' as const, id: `POWDER-${id}` });

/**
 * A job's powder with the quality manager's signed override of the start gate. The job itself,
 * saving it and its next free slot are shared/api's jobsApi.
 */
export const injectJobs = <D extends EndpointDefinitions>(api: ProductionApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      // The batch on the machine changes with the floor's events on batches.
      jobPowder: build.query<JobPowder, number>({
        query: (id) => `/api/v1/materials/jobs/${id}/powder`,
        providesTags: (_result, _error, id) => [powderTag(id), { type: 'MaterialBatch', id: 'ALL' }],
      }),
      overrideStartGate: build.mutation<JobPowder, { id: number } & StartOverride>({
        query: ({ id, ...body }) => ({ url: `/api/v1/materials/jobs/${id}/start-override`, method: 'POST', body }),
        // Read again after a refusal too: the job may have started, or the batch changed, meanwhile.
        invalidatesTags: (_result, _error, { id }) => [powderTag(id)],
      }),
    }),
  });
