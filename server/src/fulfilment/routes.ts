import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { mediaLinks } from '../files/index.js';
import { Type } from 'typebox';
import { COMPANY_MEMBER, FACILITY_MEMBER, companyOf, facilityOf, principalOf } from '../http/access.js';
import { IdParams, ref } from '../http/schema-helpers.js';
import { ORDER_PARTY, orderViewerOf } from '../orders/index.js';
import { lockedAward } from './award.js';
import { listShipments, matchPayment, orderInspections, orderShipments, partProgress } from './queries.js';
import {
  FulfilmentSchema,
  HoldBody,
  InspectionInputSchema,
  InspectionSchema,
  PartProgressSchema,
  PaymentBody,
  ProgressBody,
  ShipmentInputSchema,
  ShipmentListSchema,
  ShipmentSchema,
  ShipmentsQuery,
} from './schemas.js';
import {
  archiveMatch,
  archiveOrder,
  confirmDelivery,
  hold,
  moveByHand,
  recordInspection,
  recordPayment,
  resume,
  ship,
} from './service.js';

const fulfilmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.ctx;
  const links = mediaLinks(config);
  [
    PartProgressSchema,
    InspectionSchema,
    ShipmentSchema,
    FulfilmentSchema,
    InspectionInputSchema,
    ShipmentInputSchema,
    ShipmentListSchema,
  ].forEach((schema) => app.addSchema(schema));
  const tags = ['fulfilment'];
  const facility = (request: FastifyRequest) => ({
    userId: principalOf(request).userId,
    facilityId: facilityOf(request),
    itarCleared: principalOf(request).roles.includes('ITAR_ADMIN'),
  });
  const facilityAction = { config: { access: FACILITY_MEMBER } } as const;

  /** What became of the order's parts, as its customer or the facility making it reads it. */
  const fulfilment = async (request: FastifyRequest, orderId: number) => {
    const award = await lockedAward(db, orderId, orderViewerOf(request), { lock: false });
    const userId = principalOf(request).userId;
    const [parts, inspections, shipments, match] = await Promise.all([
      partProgress(db, orderId),
      orderInspections(db, orderId),
      orderShipments(db, orderId),
      matchPayment(db, award.match.id),
    ]);
    return {
      orderId,
      status: award.order.status,
      matchStatus: award.match.status,
      internal: award.order.internal,
      resumeStatus: award.order.resumeStatus,
      parts,
      inspections: inspections.map((i) => ({
        id: i.id,
        rfqFileId: i.rfq_file_id,
        fileName: i.original_file_name,
        passedQuantity: i.passed_quantity,
        failedQuantity: i.failed_quantity,
        ncrRequested: i.ncr_requested,
        note: i.note,
        inspector: i.inspector,
        at: i.created_at.getTime(),
        photos: i.photos.map((p) => ({ id: p.id, fileName: p.fileName, fileURL: links.link(p, userId).downloadUrl })),
      })),
      shipments: shipments.map((s) => ({
        id: s.id,
        status: s.status,
        carrier: s.carrier,
        service: s.service,
        trackingNumber: s.tracking_number,
        shipDate: s.ship_date.getTime(),
        deliveredAt: s.delivered_at?.getTime() ?? null,
        deliverTo: s.recipient === null ? null : `${s.recipient}, ${s.line1}, ${s.city}, ${s.country_code}`,
        lines: s.lines,
        packages: s.packages,
      })),
      paidAt: match.paid_at?.getTime() ?? null,
      paymentReference: match.payment_reference,
    };
  };

  app.get(
    '/api/v1/shipments',
    {
      ...facilityAction,
      schema: {
        tags,
        summary:
          'The facility’s shipments page: orders with pieces to ship, shipments on their way, delivered ones; newest first',
        querystring: ShipmentsQuery,
        response: { 200: ref(ShipmentListSchema) },
      },
    },
    async (request) => {
      const { rows, ...total } = await listShipments(db, facilityOf(request), request.query);
      return {
        ...total,
        rows: rows.map((row) => ({
          orderId: row.order_id,
          orderTitle: row.display_title,
          orderStatus: row.status,
          customerName: row.company_name,
          estimatedDeliveryDate: row.estimated_delivery_date?.getTime() ?? null,
          pieces: row.pieces ?? 0,
          shipment: row.shipment,
        })),
      };
    },
  );

  app.get(
    '/api/v1/orders/:id/fulfilment',
    {
      config: { access: ORDER_PARTY },
      schema: {
        tags,
        summary:
          'What became of an awarded order’s parts: counts per part, inspections, shipments, payment (its customer and the facility making it)',
        params: IdParams,
        response: { 200: ref(FulfilmentSchema) },
      },
    },
    async (request) => fulfilment(request, request.params.id),
  );

  app.post(
    '/api/v1/orders/:id/progress',
    {
      ...facilityAction,
      schema: {
        tags,
        summary:
          'Moves the order by hand where the shop works without the platform’s jobs (a reason is needed), or sends it to inspection',
        params: IdParams,
        body: ProgressBody,
        response: { 200: ref(FulfilmentSchema) },
      },
    },
    async (request) => {
      await moveByHand(db, facility(request), request.params.id, request.body.status, request.body.reason);
      return fulfilment(request, request.params.id);
    },
  );

  app.post(
    '/api/v1/orders/:id/hold',
    {
      ...facilityAction,
      schema: {
        tags,
        summary: 'Puts the order and its match on hold, with a reason',
        params: IdParams,
        body: HoldBody,
        response: { 200: ref(FulfilmentSchema) },
      },
    },
    async (request) => {
      await hold(db, facility(request), request.params.id, request.body.reason);
      return fulfilment(request, request.params.id);
    },
  );

  app.post(
    '/api/v1/orders/:id/resume',
    {
      ...facilityAction,
      schema: {
        tags,
        summary: 'Returns a held order, and its match, to the states they left',
        params: IdParams,
        response: { 200: ref(FulfilmentSchema) },
      },
    },
    async (request) => {
      await resume(db, facility(request), request.params.id);
      return fulfilment(request, request.params.id);
    },
  );

  app.post(
    '/api/v1/orders/:id/inspections',
    {
      ...facilityAction,
      schema: {
        tags,
        summary:
          'Records an inspection of a part: pieces passed and failed (failed ones are scrapped and to be made again), a note, photos, an NCR mark',
        params: IdParams,
        body: ref(InspectionInputSchema),
        response: { 201: ref(FulfilmentSchema) },
      },
    },
    async (request, reply) => {
      await recordInspection(db, facility(request), request.params.id, request.body);
      return reply.code(201).send(await fulfilment(request, request.params.id));
    },
  );

  app.post(
    '/api/v1/orders/:id/shipments',
    {
      ...facilityAction,
      schema: {
        tags,
        summary: 'Ships pieces that passed inspection (partial shipments allowed); the customer is emailed the tracking number',
        params: IdParams,
        body: ref(ShipmentInputSchema),
        response: { 201: ref(FulfilmentSchema) },
      },
    },
    async (request, reply) => {
      await ship(db, facility(request), request.params.id, request.body);
      return reply.code(201).send(await fulfilment(request, request.params.id));
    },
  );

  app.post(
    '/api/v1/shipments/:id/delivered',
    {
      config: { access: ORDER_PARTY },
      schema: {
        tags,
        summary: 'Confirms a shipment arrived: the customer, or the facility on the customer’s word',
        params: IdParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await confirmDelivery(db, { userId: principalOf(request).userId, ...orderViewerOf(request) }, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/v1/orders/:id/payment',
    {
      ...facilityAction,
      schema: {
        tags,
        summary: 'Records the customer’s payment of a delivered order (PAYMENT_OPTIONS): the facility’s match is complete',
        params: IdParams,
        body: PaymentBody,
        response: { 200: ref(FulfilmentSchema) },
      },
    },
    async (request) => {
      await recordPayment(db, facility(request), request.params.id, request.body.reference);
      return fulfilment(request, request.params.id);
    },
  );

  for (const restore of [false, true]) {
    const verb = restore ? 'restore' : 'archive';
    app.post(
      `/api/v1/orders/:id/${verb}`,
      {
        config: { access: COMPANY_MEMBER },
        schema: {
          tags,
          summary: restore
            ? 'Restores an archived order to the state it left'
            : 'Archives an order that is over (completed or withdrawn): the active lists leave it out',
          params: IdParams,
          response: { 204: Type.Null() },
        },
      },
      async (request, reply) => {
        const scope = { userId: principalOf(request).userId, companyId: companyOf(request) };
        await archiveOrder(db, scope, request.params.id, restore);
        return reply.code(204).send(null);
      },
    );
    app.post(
      `/api/v1/matches/:id/${verb}`,
      {
        ...facilityAction,
        schema: {
          tags,
          summary: restore
            ? 'Restores the facility’s archived offer to the state it left'
            : 'Archives the facility’s offer on an order that is over for it (completed, lost, declined)',
          params: IdParams,
          response: { 204: Type.Null() },
        },
      },
      async (request, reply) => {
        await archiveMatch(db, facility(request), request.params.id, restore);
        return reply.code(204).send(null);
      },
    );
  }
};

export default fulfilmentRoutes;
