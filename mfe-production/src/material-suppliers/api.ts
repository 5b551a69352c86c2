import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { QueryParams } from 'shared/api';
import type { components } from 'shared/contracts';
import type { ProductionApi } from '../api';

export type Supplier = components['schemas']['MaterialSupplier'];
export type SupplierRow = components['schemas']['MaterialSupplierRow'];
export type SupplierInput = components['schemas']['MaterialSupplierInput'];
/** The suppliers list's search, approval and material filters and page (GET /api/v1/materials/suppliers). */
export type SuppliersArgs = QueryParams<'/api/v1/materials/suppliers', 'get'>;

const URL = '/api/v1/materials/suppliers';

/** The supplier a write changed, and the lists that show it, read again (after a refusal too: it may have moved meanwhile). */
const changed = (_result: unknown, _error: unknown, { id }: { id: number }) => [
  { type: 'MaterialSupplier' as const, id },
  { type: 'MaterialSupplier' as const, id: 'LIST' },
];

/** The facility's material suppliers: a page of them, one, and adding, changing and deleting one. */
export const injectMaterialSuppliers = <D extends EndpointDefinitions>(api: ProductionApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      suppliers: build.query<components['schemas']['MaterialSupplierList'], SuppliersArgs>({
        query: (params) => ({ url: URL, params }),
        providesTags: [{ type: 'MaterialSupplier', id: 'LIST' }],
      }),
      supplier: build.query<Supplier, number>({
        query: (id) => `${URL}/${id}`,
        providesTags: (_result, _error, id) => [{ type: 'MaterialSupplier', id }],
      }),
      createSupplier: build.mutation<Supplier, SupplierInput>({
        query: (body) => ({ url: URL, method: 'POST', body }),
        invalidatesTags: [{ type: 'MaterialSupplier', id: 'LIST' }],
      }),
      updateSupplier: build.mutation<Supplier, { id: number; body: SupplierInput }>({
        query: ({ id, body }) => ({ url: `${URL}/${id}`, method: 'PUT', body }),
        invalidatesTags: changed,
      }),
      deleteSupplier: build.mutation<void, { id: number }>({
        query: ({ id }) => ({ url: `${URL}/${id}`, method: 'DELETE' }),
        invalidatesTags: changed,
      }),
    }),
  });
