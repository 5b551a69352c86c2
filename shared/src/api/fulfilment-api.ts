import type { components, ManualProgress } from '../contracts/index.js';
import { referenceApi } from './reference-api.js';

export type Fulfilment = components['schemas']['Fulfilment'];
export type PartProgress = components['schemas']['PartProgress'];
export type Shipment = components['schemas']['Shipment'];
export type OrderWorkPlan = components['schemas']['OrderWorkPlan'];
export type InspectionInput = components['schemas']['InspectionInput'];
export type ShipmentInput = components['schemas']['ShipmentInput'];

/**
 * What became of an awarded order (server/src/fulfilment): both sides read its progress and
 * shipments, the customer confirms deliveries and archives, the facility records inspections and
 * shipments, holds and moves the order. Tagged 'Order': the live events of an order read it again.
 */
export const fulfilmentApi = referenceApi.enhanceEndpoints({ addTagTypes: ['Order'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    fulfilment: build.query<Fulfilment, number>({
      query: (orderId) => `/api/v1/orders/${orderId}/fulfilment`,
      providesTags: ['Order'],
    }),
    /** Where each part is in its work plan: per step, the pieces waiting, in progress and finished there. */
    workPlan: build.query<OrderWorkPlan, number>({
      query: (orderId) => `/api/v1/orders/${orderId}/work-plan`,
      providesTags: ['Order'],
    }),
    inspect: build.mutation<Fulfilment, { orderId: number; inspection: InspectionInput }>({
      query: ({ orderId, inspection }) => ({ url: `/api/v1/orders/${orderId}/inspections`, method: 'POST', body: inspection }),
      invalidatesTags: ['Order'],
    }),
    ship: build.mutation<Fulfilment, { orderId: number; shipment: ShipmentInput }>({
      query: ({ orderId, shipment }) => ({ url: `/api/v1/orders/${orderId}/shipments`, method: 'POST', body: shipment }),
      invalidatesTags: ['Order'],
    }),
    /** progress (a move by hand), hold, resume, payment: the facility's moves of the order. */
    actOnOrder: build.mutation<
      Fulfilment,
      | {
          orderId: number;
          action: 'progress';
          status: ManualProgress;
          reason: string;
        }
      | { orderId: number; action: 'hold'; reason: string }
      | { orderId: number; action: 'resume' }
      | { orderId: number; action: 'payment'; reference: string }
    >({
      query: ({ orderId, action, ...body }) => ({ url: `/api/v1/orders/${orderId}/${action}`, method: 'POST', body }),
      invalidatesTags: ['Order'],
    }),
    confirmDelivery: build.mutation<void, number>({
      query: (shipmentId) => ({ url: `/api/v1/shipments/${shipmentId}/delivered`, method: 'POST' }),
      invalidatesTags: ['Order'],
    }),
    /** The customer's order (orders) or the facility's offer (matches), archived or restored. */
    archive: build.mutation<void, { kind: 'orders' | 'matches'; id: number; restore: boolean }>({
      query: ({ kind, id, restore }) => ({ url: `/api/v1/${kind}/${id}/${restore ? 'restore' : 'archive'}`, method: 'POST' }),
      invalidatesTags: ['Order'],
    }),
  }),
});
