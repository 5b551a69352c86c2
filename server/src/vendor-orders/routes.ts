import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FACILITY_MEMBER, facilityOf } from '../http/access.js';
import { ref } from '../http/schema-helpers.js';
import { listVendorOrders } from './queries.js';
import { VendorOrderListSchema, VendorOrdersQuery } from './schemas.js';

const vendorOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  app.addSchema(VendorOrderListSchema);

  app.get(
    '/api/v1/vendor-orders',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags: ['vendor orders'],
        summary:
          'Order history and customer service: the orders the facility received from its enterprise (INTERNAL) ' +
          'or its enterprise placed with outside facilities (NOT_INTERNAL); one row per offer, newest order first',
        querystring: VendorOrdersQuery,
        response: { 200: ref(VendorOrderListSchema) },
      },
    },
    async (request) => {
      const { rows, ...total } = await listVendorOrders(db, facilityOf(request), request.query);
      return {
        ...total,
        rows: rows.map((row) => ({
          matchId: row.match_id,
          orderId: row.order_id,
          title: row.display_title,
          orderedBy: row.customer_name,
          vendor: row.vendor_name,
          status: row.status,
          createdAt: row.created_at.getTime(),
          targetDate: row.estimated_delivery_date?.getTime() ?? null,
          price:
            row.currency === null || row.total_minor === null
              ? null
              : { currency: row.currency, totalMinor: Number(row.total_minor) },
        })),
      };
    },
  );
};

export default vendorOrderRoutes;
