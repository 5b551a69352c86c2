import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { QueryParams } from 'shared/api';
import type { components } from 'shared/contracts';
import type { ProductionApi } from '../api';

export type Stock = components['schemas']['MaterialStock'];
export type StockMovement = components['schemas']['StockMovement'];
export type { MaterialSettings } from '../material-settings/api';
/** The stocks list's search, filters and page (GET /api/v1/materials/stocks). */
export type StocksArgs = QueryParams<'/api/v1/materials/stocks', 'get'>;
/** A material's history: its search, kinds and page (GET /api/v1/materials/stocks/movements). */
export type MovementsArgs = QueryParams<'/api/v1/materials/stocks/movements', 'get'>;

type StockPage = components['schemas']['MaterialStockList'];
type MovementPage = components['schemas']['StockMovementList'];

const URL = '/api/v1/materials/stocks';

/**
 * Stock is what the lots, the batches and the queued jobs add up to: it is read again whenever
 * any of them changes, and when a reorder point is saved.
 */
const STOCK_SOURCES = [
  { type: 'MaterialStock' as const, id: 'LIST' },
  { type: 'MaterialLot' as const, id: 'LIST' },
  { type: 'MaterialBatch' as const, id: 'ALL' },
  'Job' as const,
];

/**
 * The stocks: a page of them (one material's, for its record), a material's movements, and the
 * facility's material settings, whose reorder point per material the stocks page changes. Its tag,
 * MaterialStock, is added here with the calls that use it.
 */
export const injectMaterialStocks = <D extends EndpointDefinitions>(api: ProductionApi<D>) =>
  api.enhanceEndpoints({ addTagTypes: ['MaterialStock'] }).injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      stocks: build.query<StockPage, StocksArgs>({
        query: (params) => ({ url: URL, params }),
        providesTags: STOCK_SOURCES,
      }),
      stockMovements: build.query<MovementPage, MovementsArgs>({
        query: (params) => ({ url: `${URL}/movements`, params }),
        providesTags: STOCK_SOURCES,
      }),
    }),
  });
