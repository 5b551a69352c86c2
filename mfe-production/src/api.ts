import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import { referenceApi, type AreaApi } from 'shared/api';
import type { Equipment } from 'shared/contracts';
import { injectAnalytics } from './analytics/api';
import { injectAutoPlan } from './auto-plan/api';
import { injectBuildPlanning } from './build-planning/api';
import { injectGroupNesting } from './group-nesting/api';
import { injectJobs } from './jobs/api';
import { injectMachinePlatforms } from './machine-platforms/api';
import { injectMaterialBatches } from './material-batches/api';
import { injectMaterialGenealogy } from './material-genealogy/api';
import { injectMaterialLots } from './material-lots/api';
import { injectMaterialSettings } from './material-settings/api';
import { injectMaterialStocks } from './material-stocks/api';
import { injectMaterialSuppliers } from './material-suppliers/api';
import { injectScheduler } from './scheduler/api';
import { injectWorkCenter } from './work-center/api';
import { injectMachineConnectivity } from './machine-connectivity/api';

/**
 * The area's tags, the material ones among them: a batch's events change lots, saving the material
 * settings changes batches' badges and stocks' reorder points, and any feature's api.ts may use any.
 */
const AREA_TAGS = [
  // A job and the lists of jobs, tagged as shared/api's jobsApi tags them (it adds them too).
  'Job',
  'JobList',
  'Order',
  'MaterialSupplier',
  'MaterialLot',
  'MaterialBatch',
  'MaterialStock',
  'MaterialSettings',
  'Build',
  'PlanProposal',
  'PlanProgress',
  'MachinePlanning',
  'PlanSettings',
  'PlanWeights',
  // The connected machines' live state: the machine page and the scheduler's layers read it.
  'MachineLive',
  // The analytics figures, read again when what they count changes.
  'Analytics',
] as const;

/**
 * The production area's tags on the one api, and the call several of its folders make: a
 * machine. The reference data it reads comes from `referenceApi` in shared/api, and a job, saving
 * one and a page of jobs from `jobsApi`, which the job form shares with the desktop tool's pages.
 */
const areaApi = referenceApi.enhanceEndpoints({ addTagTypes: AREA_TAGS }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    equipment: build.query<Equipment, number>({
      query: (id) => `/api/v1/sp/equipments/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Equipment', id }],
    }),
  }),
});

/** The area's api holding the endpoints D, as each feature folder's api.ts takes it. */
export type ProductionApi<D extends EndpointDefinitions> = AreaApi<typeof areaApi, D>;

/**
 * The production area's own calls (orders and scheduling, and the machine platforms' writes),
 * each feature folder's injected by its api.ts.
 */
export const productionApi = injectWorkCenter(
  injectAutoPlan(
    injectMaterialSettings(
      injectMaterialStocks(
        injectMaterialGenealogy(
          injectMaterialBatches(
            injectMaterialLots(
              injectMaterialSuppliers(
                injectScheduler(
                  injectJobs(
                    injectGroupNesting(
                      injectBuildPlanning(injectMachineConnectivity(injectAnalytics(injectMachinePlatforms(areaApi)))),
                    ),
                  ),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
  ),
);
