/** The order lists: a customer company's orders, and the part orders of a facility. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ref } from '../http/schema-helpers.js';
import { companyOf, facilityOf } from '../http/access.js';
import { listCustomerOrders, listPartOrders } from './order-lists.js';
import { CustomerOrderListSchema, CustomerOrdersQuery, PartOrderListSchema, PartOrdersQuery } from './schemas.js';
import { dashboardFields } from './dashboard-fields.js';

import { orderRouteKit } from './route-kit.js';

const orderListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, tags, customerAction, facilityAction } = orderRouteKit(app);
  app.get(
    '/api/v1/orders',
    {
      ...customerAction,
      schema: {
        tags,
        summary: 'The company’s orders, newest first (the order history), with search, status filter and pages',
        querystring: CustomerOrdersQuery,
        response: { 200: ref(CustomerOrderListSchema) },
      },
    },
    async (request) => {
      const { rows, ...total } = await listCustomerOrders(db, companyOf(request), {
        ...request.query,
        statuses: request.query.status,
      });
      return {
        ...total,
        orders: rows.map((row) => ({
          id: row.id,
          displayTitle: row.display_title,
          status: row.status,
          createdAt: row.created_at.getTime(),
          quoteDueDate: row.quote_due_date?.getTime() ?? null,
          estimatedDeliveryDate: row.estimated_delivery_date?.getTime() ?? null,
          partCount: row.part_count,
          quantity: row.quantity,
          ...dashboardFields(row),
        })),
      };
    },
  );

  app.get(
    '/api/v1/part-orders',
    {
      ...facilityAction,
      schema: {
        tags,
        summary:
          'The orders that went to the caller’s facility, by the stage of its offer (its part orders), with the order search filters that apply',
        querystring: PartOrdersQuery,
        response: { 200: ref(PartOrderListSchema) },
      },
    },
    async (request) => {
      const { rows, tags: tagsOf, ...total } = await listPartOrders(db, facilityOf(request), request.query);
      return {
        ...total,
        orders: rows.map((row) => ({
          id: row.id,
          matchId: row.match_id,
          matchStatus: row.match_status,
          status: row.status,
          displayTitle: row.display_title,
          createdAt: row.created_at.getTime(),
          quoteDueDate: row.quote_due_date?.getTime() ?? null,
          estimatedDeliveryDate: row.estimated_delivery_date?.getTime() ?? null,
          partCount: row.part_count,
          quantity: row.quantity,
          assigneeName: row.assignee_name,
          priorityLabel:
            row.priority_label_id === null
              ? null
              : { id: row.priority_label_id, name: row.priority_label!, color: row.priority_color! },
          tags: tagsOf.get(row.match_id) ?? [],
          ...dashboardFields(row),
        })),
      };
    },
  );
};

export default orderListRoutes;
