import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { components } from 'shared/contracts';
import type { ProductionApi } from '../api';

export type LotTrace = components['schemas']['LotTrace'];
export type BackTrace = components['schemas']['BackTrace'];
/** What a back trace starts from: exactly one job, part, shipment or NCR. */
export type TraceStart = { kind: 'job' | 'part' | 'shipment' | 'ncr'; id: number };

/** One customer order a recall reaches: what was made of its part from the lot, shipped, delivered, and the NCRs on it. */
export type RecallRow = components['schemas']['RecallRows'][number];

const URL = '/api/v1/materials/genealogy';

/**
 * Genealogy: a supplier lot traced forward to customers, anything made traced back to its lots,
 * and a lot's recall list. Read again whenever a lot, a batch or a job changes.
 */
export const injectMaterialGenealogy = <D extends EndpointDefinitions>(api: ProductionApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      lotTrace: build.query<LotTrace, number>({
        query: (id) => `${URL}/lots/${id}`,
        providesTags: ['MaterialLot', 'MaterialBatch', 'Job'],
      }),
      backTrace: build.query<BackTrace, TraceStart>({
        query: ({ kind, id }) => ({ url: `${URL}/trace`, params: { [`${kind}Id`]: id } }),
        providesTags: ['MaterialLot', 'MaterialBatch', 'Job'],
      }),
      recall: build.query<RecallRow[], number>({
        query: (id) => ({ url: `${URL}/lots/${id}/recall`, params: { format: 'json' } }),
        providesTags: ['MaterialLot', 'MaterialBatch', 'Job'],
      }),
    }),
  });

/** The recall list of a lot as a PDF in the given language: a plain download the session cookie lets through. */
export const recallPdfUrl = (id: number, language: string) => `${URL}/lots/${id}/recall?format=pdf&language=${language}`;
