import type {
  AmProcess,
  components,
  Equipment,
  Machine,
  MachineMaterials,
  Material,
  Named,
  PriorityLabel,
  Tag,
  TagKind,
  SimulationSoftware,
} from '../contracts/index.js';
import { api } from './api.js';
import type { QueryParams } from './query-params.js';

/**
 * Which part of the catalogue a catalogue read returns: without a filter all of it (a facility
 * adding a machine may pick a model, or a material, it does not own yet); with
 * `filter_by_match_type` what the caller's facility uses; with `USED_IN_ENTERPRISE` what the
 * enterprise's INTERNAL facilities use.
 */
export type CatalogueFilter = QueryParams<'/api/v1/amprocess', 'get'>;
export const USED_IN_ENTERPRISE: CatalogueFilter = { filter_by_match_type: true, matchingType: 'INTERNAL_FACILITY' };

/** The facility's own machines and materials, or with `allFacilities` those of its enterprise's INTERNAL facilities. */
export interface FacilityScope {
  allFacilities: boolean;
}

const catalogue = (url: string) => (filter: CatalogueFilter | void) => ({ url, params: filter ?? undefined });
type FacilityScoped = '/api/v3/sp/equipments' | '/api/v3/sp/materials';
const facilityScoped =
  (url: FacilityScoped) =>
  ({ allFacilities }: FacilityScope) => ({
    url,
    params: { getFromAllFacilities: allFacilities } satisfies QueryParams<FacilityScoped, 'get'>,
  });

/**
 * The reference data every area reads: machines, the catalogue of
 * machine models, materials and processes, simulation software, the facility's priority labels
 * and tags, its customer companies, and countries. An area's own writes invalidate the tags
 * declared here ('Equipment', 'PriorityLabel', 'Tag', and 'Order', as an order may bring a new
 * customer).
 */
export const referenceApi = api
  .enhanceEndpoints({ addTagTypes: ['Equipment', 'PriorityLabel', 'Tag', 'Order'] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      equipments: build.query<Equipment[], FacilityScope>({
        query: facilityScoped('/api/v3/sp/equipments'),
        providesTags: ['Equipment'],
      }),
      materials: build.query<Material[], FacilityScope>({ query: facilityScoped('/api/v3/sp/materials') }),
      machineModels: build.query<Machine[], CatalogueFilter | void>({ query: catalogue('/api/v1/machines') }),
      catalogueMaterials: build.query<Material[], CatalogueFilter | void>({ query: catalogue('/api/v1/sp/materials') }),
      machineMaterialMapping: build.query<MachineMaterials[], CatalogueFilter | void>({
        query: catalogue('/api/v1/sp/machineMaterialMapping'),
      }),
      processes: build.query<AmProcess[], CatalogueFilter | void>({ query: catalogue('/api/v1/amprocess') }),
      simulationSoftware: build.query<SimulationSoftware[], void>({ query: () => '/api/v1/simulation-software' }),
      priorityLabels: build.query<PriorityLabel[], void>({ query: () => '/api/v1/priorities', providesTags: ['PriorityLabel'] }),
      tags: build.query<Tag[], { kind?: TagKind } | void>({
        query: (params) => ({ url: '/api/v1/sp/tags', params: params ?? undefined }),
        providesTags: ['Tag'],
      }),
      /** The customer companies whose orders came to the caller's facility: the choices of a customer filter. */
      customers: build.query<Named[], void>({ query: () => '/api/v1/part-orders/customers', providesTags: ['Order'] }),
      countries: build.query<components['schemas']['Country'][], QueryParams<'/api/v1/geo/countries', 'get'> | void>({
        query: (params) => ({ url: '/api/v1/geo/countries', params: params ?? undefined }),
      }),
    }),
  });
