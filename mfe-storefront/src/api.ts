import { referenceApi, type QueryParams } from 'shared/api';
import type { Chip, components, CustomerOrderList, Distribution, FileList, OrderDetails, OrderOffer } from 'shared/contracts';
import type { OrderInput } from 'shared/orders';

/** The search and page of the company's part files (GET /api/v1/files). */
export type PartFilesArgs = QueryParams<'/api/v1/files', 'get'>;
/** The search, status filter and page of the order history (GET /api/v1/orders). */
export type OrdersArgs = QueryParams<'/api/v1/orders', 'get'>;

export type PartRow = components['schemas']['PartRow'];
/** The processes and materials a list's filters offer: those of the rows the caller sees. */
export type FilterOptions = components['schemas']['FilterOptions'];
export type InstantPrice = components['schemas']['InstantPrice'];
export type PartDetails = components['schemas']['PartDetails'];
export type PartRevision = components['schemas']['PartRevision'];
/** Whose inventory: a customer company's own parts, or those of a facility's awarded orders. */
export type InventorySide = 'engineer' | 'facility';
export type PartInventoryArgs = { side: InventorySide } & QueryParams<'/api/v1/engineer/part-inventory', 'get'>;
const INVENTORY_PATHS: Record<InventorySide, string> = {
  engineer: '/api/v1/engineer/part-inventory',
  facility: '/api/v1/sp/part-inventory',
};

export type ProjectRow = components['schemas']['ProjectRow'];
export type Project = components['schemas']['Project'];
export type ProjectTaskInput = components['schemas']['ProjectTaskInput'];
export type ProjectSide = InventorySide;
const PROJECT_PATHS: Record<ProjectSide, string> = { engineer: '/api/v1/engineer/projects', facility: '/api/v1/sp/projects' };

export type CatalogItem = components['schemas']['CatalogItem'];
export type CustomerCatalogItem = components['schemas']['CustomerCatalogItem'];
export type CustomerCatalogItemDetail = components['schemas']['CustomerCatalogItemDetail'];
export type CatalogItemInput = components['schemas']['CatalogItemInput'];
export type CatalogArgs = QueryParams<'/api/v1/engineer/digital-catalog', 'get'>;
const FACILITY_CATALOG = '/api/v1/sp/digital-catalog';
const CUSTOMER_CATALOG = '/api/v1/engineer/digital-catalog';

/**
 * The storefront's own calls: the customer's part files and orders; reference data comes from
 * `referenceApi` in shared/api. The one place in this remote that injects endpoints.
 */
export const storefrontApi = referenceApi
  .enhanceEndpoints({ addTagTypes: ['PartFile', 'Order', 'Part', 'Project', 'CatalogItem'] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      partFiles: build.query<FileList, PartFilesArgs>({
        query: (params) => ({ url: '/api/v1/files', params }),
        providesTags: ['PartFile'],
      }),
      /** The digital part inventory (server/src/parts); a new revision or an order of a part reads it again. */
      partInventory: build.query<{ totalCount: number; more: boolean; rows: PartRow[] }, PartInventoryArgs>({
        query: ({ side, ...params }) => ({ url: INVENTORY_PATHS[side], params }),
        providesTags: ['Part'],
      }),
      partFilterOptions: build.query<FilterOptions, InventorySide>({
        query: (side) => `${INVENTORY_PATHS[side]}/filter-options`,
        providesTags: ['Part'],
      }),
      part: build.query<PartDetails, { side: InventorySide; id: number }>({
        query: ({ side, id }) => `${INVENTORY_PATHS[side]}/${id}`,
        providesTags: ['Part'],
      }),
      /** The facility's tags on a part it makes. */
      tagPart: build.mutation<Chip[], { id: number; tagIds: number[] }>({
        query: ({ id, tagIds }) => ({ url: `${INVENTORY_PATHS.facility}/${id}/tags`, method: 'PUT', body: { tagIds } }),
        invalidatesTags: ['Part'],
      }),
      /** A draft order of the parts' latest revisions as last ordered; New Order opens it. */
      reorderParts: build.mutation<{ orderId: number }, number[]>({
        query: (partIds) => ({ url: `${INVENTORY_PATHS.engineer}/reorder`, method: 'POST', body: { partIds } }),
        invalidatesTags: ['Order'],
      }),
      /** Projects (server/src/projects); other members' changes arrive as project.changed events. */
      projects: build.query<
        { totalCount: number; rows: ProjectRow[] },
        { side: ProjectSide; search?: string; offset: number; limit: number }
      >({
        query: ({ side, ...params }) => ({ url: PROJECT_PATHS[side], params }),
        providesTags: ['Project'],
      }),
      project: build.query<Project, { side: ProjectSide; id: number }>({
        query: ({ side, id }) => `${PROJECT_PATHS[side]}/${id}`,
        providesTags: ['Project'],
      }),
      /** The facilities a project may be shared with: the customer's network (server/src/facilities). */
      projectFacilities: build.query<{ totalCount: number; rows: { id: number; name: string }[] }, void>({
        query: () => ({ url: '/api/v1/engineer/facilities', params: { offset: 0, limit: 100 } }),
      }),
      createProject: build.mutation<Project, { name: string; description: string; sharedFacilityId: number | null }>({
        query: (body) => ({ url: PROJECT_PATHS.engineer, method: 'POST', body }),
        invalidatesTags: ['Project'],
      }),
      /** A change to a project: the answer is the project as it now is. */
      changeProject: build.mutation<
        Project,
        {
          side: ProjectSide;
          id: number;
          change:
            | { kind: 'addMember'; userId: number }
            | { kind: 'removeMember'; userId: number }
            | { kind: 'addTask'; task: ProjectTaskInput }
            | { kind: 'updateTask'; taskId: number; task: ProjectTaskInput }
            | { kind: 'comment'; body: string; mentionedUserIds: number[] }
            | { kind: 'orders' | 'files'; ids: number[] };
        }
      >({
        query: ({ side, id, change }) => {
          const base = `${PROJECT_PATHS[side]}/${id}`;
          switch (change.kind) {
            case 'addMember':
              return { url: `${base}/members`, method: 'POST', body: { userId: change.userId } };
            case 'removeMember':
              return { url: `${base}/members/${change.userId}`, method: 'DELETE' };
            case 'addTask':
              return { url: `${base}/tasks`, method: 'POST', body: change.task };
            case 'updateTask':
              return { url: `${base}/tasks/${change.taskId}`, method: 'PUT', body: change.task };
            case 'comment':
              return {
                url: `${base}/comments`,
                method: 'POST',
                body: { body: change.body, mentionedUserIds: change.mentionedUserIds },
              };
            default:
              return { url: `${base}/${change.kind}`, method: 'PUT', body: { ids: change.ids } };
          }
        },
        invalidatesTags: ['Project'],
      }),
      /** The digital catalogue (server/src/digital-catalog); changes arrive as catalog.changed events. */
      facilityCatalog: build.query<{ totalCount: number; rows: CatalogItem[] }, CatalogArgs>({
        query: (params) => ({ url: FACILITY_CATALOG, params }),
        providesTags: ['CatalogItem'],
      }),
      facilityCatalogItem: build.query<CatalogItem, number>({
        query: (id) => `${FACILITY_CATALOG}/${id}`,
        providesTags: ['CatalogItem'],
      }),
      /** The facility's customers an item may be published to. */
      catalogCustomers: build.query<{ id: number; name: string }[], void>({
        query: () => `${FACILITY_CATALOG}/customers`,
      }),
      saveCatalogItem: build.mutation<CatalogItem, { id?: number; item: CatalogItemInput }>({
        query: ({ id, item }) =>
          id === undefined
            ? { url: FACILITY_CATALOG, method: 'POST', body: item }
            : { url: `${FACILITY_CATALOG}/${id}`, method: 'PUT', body: item },
        invalidatesTags: ['CatalogItem'],
      }),
      deleteCatalogItem: build.mutation<void, number>({
        query: (id) => ({ url: `${FACILITY_CATALOG}/${id}`, method: 'DELETE' }),
        invalidatesTags: ['CatalogItem'],
      }),
      catalogFilterOptions: build.query<FilterOptions, 'customer' | 'facility'>({
        query: (side) => `${side === 'customer' ? CUSTOMER_CATALOG : FACILITY_CATALOG}/filter-options`,
        providesTags: ['CatalogItem'],
      }),
      customerCatalog: build.query<{ totalCount: number; rows: CustomerCatalogItem[] }, CatalogArgs>({
        query: (params) => ({ url: CUSTOMER_CATALOG, params }),
        providesTags: ['CatalogItem'],
      }),
      customerCatalogItem: build.query<CustomerCatalogItemDetail, number>({
        query: (id) => `${CUSTOMER_CATALOG}/${id}`,
        providesTags: ['CatalogItem'],
      }),
      /** Orders an item at its price: the order waits for the facility's confirmation. */
      orderFromCatalog: build.mutation<
        { orderId: number },
        { id: number; quantity: number; deliveryAddressId: number; title: string; notes: string; termsVersion?: number }
      >({
        query: ({ id, ...body }) => ({ url: `${CUSTOMER_CATALOG}/${id}/orders`, method: 'POST', body }),
        invalidatesTags: ['Order', 'Part', 'CatalogItem'],
      }),
      /** What New Order offers; with the saved draft, the facilities counted are those that make its parts. */
      orderOffer: build.query<OrderOffer, { distribution: Distribution; orderId?: number }>({
        query: (params) => ({ url: '/api/v1/orders/offer', params }),
        providesTags: ['Order'],
      }),
      customerOrders: build.query<CustomerOrderList, OrdersArgs>({
        query: (params) => ({ url: '/api/v1/orders', params }),
        providesTags: ['Order'],
      }),
      customerOrder: build.query<OrderDetails, number>({
        query: (id) => `/api/v1/orders/${id}`,
        providesTags: (_result, _error, id) => [{ type: 'Order', id }],
      }),
      createOrder: build.mutation<OrderDetails, OrderInput>({
        query: (body) => ({ url: '/api/v1/orders', method: 'POST', body }),
        invalidatesTags: ['Order'],
      }),
      updateOrder: build.mutation<OrderDetails, { id: number; body: OrderInput & { updatedAt?: number } }>({
        query: ({ id, body }) => ({ url: `/api/v1/orders/${id}`, method: 'PUT', body }),
        invalidatesTags: ['Order'],
      }),
      /** submit, reopen, withdraw: a move of the order; the answer is the order as it now is. */
      /** The draft priced at once by the facilities that quote automatically; asked again after each save (updatedAt). */
      instantPrices: build.query<InstantPrice[], { id: number; updatedAt: number }>({
        query: ({ id }) => `/api/v1/orders/${id}/instant-prices`,
      }),
      acceptInstantPrice: build.mutation<null, { id: number; facilityId: number; totalMinor: number }>({
        query: ({ id, ...body }) => ({ url: `/api/v1/orders/${id}/instant-accept`, method: 'POST', body }),
        invalidatesTags: ['Order'],
      }),
      moveOrder: build.mutation<OrderDetails, { id: number; move: 'submit' | 'reopen' | 'withdraw'; reason?: string }>({
        query: ({ id, move, reason }) => ({ url: `/api/v1/orders/${id}/${move}`, method: 'POST', body: { reason } }),
        invalidatesTags: ['Order'],
      }),
      /** accept, reject (a bid) and nda-review (a signed NDA) on a facility's match. */
      answerMatch: build.mutation<
        OrderDetails,
        { id: number; matchId: number; answer: 'accept' | 'reject' | 'nda-review'; approved?: boolean; reason?: string }
      >({
        query: ({ id, matchId, answer, approved, reason }) => ({
          url: `/api/v1/orders/${id}/matches/${matchId}/${answer}`,
          method: 'POST',
          body: answer === 'nda-review' ? { approved, reason } : { reason },
        }),
        invalidatesTags: ['Order'],
      }),
    }),
  });
