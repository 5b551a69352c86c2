import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { mediaLinks } from '../files/index.js';
import { FACILITY_MEMBER, facilityOf } from '../http/access.js';
import { IdParams, ref } from '../http/schema-helpers.js';
import { ORDER_PARTY } from '../orders/index.js';
import { listShipments } from './queries.js';
import {
  FulfilmentSchema,
  InspectionInputSchema,
  InspectionSchema,
  PartProgressSchema,
  ShipmentInputSchema,
  ShipmentListSchema,
  ShipmentSchema,
  ShipmentsQuery,
} from './schemas.js';
import { fulfilmentView } from './fulfilment-view.js';
import fulfilmentMoveRoutes from './move-routes.js';
import archiveRoutes from './archive-routes.js';
import { named } from '../http/named-plugin.js';

const tags = ['fulfilment'];
const facilityAction = { config: { access: FACILITY_MEMBER } } as const;

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
    async (request) => fulfilmentView(db, links, request, request.params.id),
  );

  await app.register(named(fulfilmentMoveRoutes));

  await app.register(named(archiveRoutes));
};

export default fulfilmentRoutes;
