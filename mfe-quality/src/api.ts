import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import { referenceApi, type AreaApi, type QueryParams } from 'shared/api';
import type { components } from 'shared/contracts';
import { injectCapa } from './capa/api';
import { injectCapas } from './capas/api';
import { injectListViews } from './list-views/api';
import { injectNcr } from './ncr/api';
import { injectPartNcrs } from './part-ncrs/api';
import { injectProcessNcrs } from './process-ncrs/api';
import { injectQualityDashboard } from './quality-dashboard/api';

export type Ncr = components['schemas']['Ncr'];
export type NcrRow = components['schemas']['NcrRow'];
export type NcrList = components['schemas']['NcrList'];
export type QualitySettings = components['schemas']['QualitySettings'];
/** A person of the facility who may be assigned quality records: an NCR, a CAPA, a CAPA's action. */
export type Person = components['schemas']['Named'];
/** The NCR list's kind, filters, search and page (GET /api/v1/quality/ncrs). */
export type NcrListArgs = QueryParams<'/api/v1/quality/ncrs', 'get'>;

// The features' types, which their components import from here with qualityApi.
export type { Capa, CapaChange, CapaInput, RootCause } from './capa/api';
export type { CapaRow } from './capas/api';
export type { CapaView, NcrView } from './list-views/api';
export type { NcrInboxEntry } from './part-ncrs/api';
export type { BackTrace, NcrChange, SharedBatchParts } from './ncr/api';
export type { NcrInput } from './process-ncrs/api';
export type { DashboardSpan, QualityDashboard } from './quality-dashboard/api';

/**
 * The quality area's tags on the one api, and the calls several of its folders make: the
 * facility's quality settings (defect codes, dispositions, signature meanings), the people who
 * may be assigned quality records, a page of NCRs and one NCR. The live events read 'Ncr'
 * ('Capa') again whenever an NCR (a CAPA) changes anywhere; an NCR's move holds or releases an
 * order's pieces, so the inbox also follows 'Order'. 'ListViews' are the user's saved views of
 * the lists.
 */
const areaApi = referenceApi.enhanceEndpoints({ addTagTypes: ['Ncr', 'Order', 'Capa', 'ListViews'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    qualitySettings: build.query<QualitySettings, void>({ query: () => '/api/v1/quality/settings' }),
    qualityPeople: build.query<Person[], void>({ query: () => '/api/v1/quality/people' }),
    ncrs: build.query<NcrList, NcrListArgs>({
      query: (params) => ({ url: '/api/v1/quality/ncrs', params }),
      providesTags: [{ type: 'Ncr', id: 'LIST' }],
    }),
    ncr: build.query<Ncr, number>({
      query: (id) => `/api/v1/quality/ncrs/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Ncr', id }],
    }),
  }),
});

/** The area's api holding the endpoints D, as each feature folder's api.ts takes it. */
export type QualityApi<D extends EndpointDefinitions> = AreaApi<typeof areaApi, D>;

/**
 * The quality area's calls: the NCR inbox and raising, an NCR's changes, decision, closing and
 * cancelling, the CAPAs and one CAPA's record and moves, the quality dashboard, the lists' saved
 * views.
 */
export const qualityApi = injectListViews(
  injectQualityDashboard(injectCapa(injectCapas(injectProcessNcrs(injectNcr(injectPartNcrs(areaApi)))))),
);
