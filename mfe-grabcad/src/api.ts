import { authApi } from 'shared/auth';
import { JOB_SAVED_TAGS, referenceApi } from 'shared/api';
import type { components, Job, JobInput } from 'shared/contracts';
import { useDesktopTool } from 'shared/desktop';

export type TrayModel = components['schemas']['DesktopTrayModel'];
type JobTray = components['schemas']['DesktopJobTray'];

/**
 * The desktop tool's pages' calls: the download links of the parts a planner sends to the tray,
 * a queued job's parts for the tray, and the tool's jobs: made from the tray, or opened from it
 * to edit while they wait in the queue. The parts come from shared/api's part search, as the job
 * form's part selector reads them; the lists of jobs from its jobsApi.
 */
export const grabcadApi = referenceApi
  .enhanceEndpoints({ addTagTypes: ['Job', 'JobList', 'Order', 'MaterialBatch'] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      trayLinks: build.mutation<{ models: TrayModel[] }, number[]>({
        query: (rfqFileIds) => ({ url: '/api/v1/desktop/tray-links', method: 'POST', body: { rfqFileIds } }),
      }),
      jobTray: build.query<JobTray, number>({
        query: (jobId) => `/api/v1/desktop/jobs/${jobId}/tray`,
        keepUnusedDataFor: 0,
      }),
      createTrayJob: build.mutation<Job, JobInput>({
        query: (body) => ({ url: '/api/v1/desktop/jobs', method: 'POST', body }),
        invalidatesTags: [...JOB_SAVED_TAGS],
      }),
      // Not cached: each opening asks whether the job still waits in the queue.
      trayJob: build.query<Job, number>({
        query: (jobId) => `/api/v1/desktop/jobs/${jobId}`,
        keepUnusedDataFor: 0,
      }),
      saveTrayJob: build.mutation<Job, JobInput & { id: number }>({
        query: (body) => ({ url: `/api/v1/desktop/jobs/${body.id}`, method: 'PUT', body }),
        invalidatesTags: [...JOB_SAVED_TAGS],
      }),
    }),
  });

/** The desktop tool, paired with a token the platform gives for each connection. */
export function useTool() {
  const [pair] = authApi.useDesktopPairingMutation();
  return useDesktopTool(() =>
    pair()
      .unwrap()
      .then(({ token }) => token),
  );
}
