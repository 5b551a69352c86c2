/** The facility's order search for the job form, and how much of each part file is left to schedule. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ORDER_STATUS_FILTERS } from 'shared/contracts';
import { Type } from 'typebox';
import { Id, ref } from '../http/schema-helpers.js';
import { FACILITY_MEMBER, facilityOf, principalOf } from '../http/access.js';
import { badRequest } from '../http/errors.js';
import { fileJobStatus, searchOrders } from './part-search.js';
import { OrderSearchBodySchema, OrderSearchQuery, OrderSearchResultSchema } from './schemas.js';

import { orderRouteKit } from './route-kit.js';

const orderSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = orderRouteKit(app);
  app.post(
    '/api/v3/orders/search',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags: ['orders'],
        summary: 'The facility’s orders with their part files (the part selector of the job form)',
        querystring: OrderSearchQuery,
        body: ref(OrderSearchBodySchema),
        response: { 200: ref(OrderSearchResultSchema) },
      },
    },
    async (request) => {
      request.body.searchFilters?.forEach((filter, index) => {
        const unknown = filter.values.find(
          (v) => filter.filterType === 'ORDER_STATUS' && !(ORDER_STATUS_FILTERS as readonly string[]).includes(String(v)),
        );
        if (unknown !== undefined) {
          throw badRequest(`${unknown} is not an order status`, `body.searchFilters.${index}.values`);
        }
      });
      const { page = 0, size = 15, schedulingCall = false, jobType, equipmentId, excludeItar = false } = request.query;
      const itarVisible = !excludeItar && principalOf(request).roles.includes('ITAR_ADMIN');
      const postProcessing = jobType === 'POST_PROCESSING_ORDER';
      const paging = { page, size, schedulingCall, postProcessing, equipmentId };
      return searchOrders(db, facilityOf(request), request.body, paging, itarVisible);
    },
  );

  app.post(
    '/api/v1/job-scheduling/file-job-status',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags: ['orders'],
        summary: 'How much of each part file is left to schedule',
        body: Type.Array(Id(), { minItems: 1, maxItems: 500, uniqueItems: true }),
        response: { 200: Type.Array(Type.Object({ id: Type.Integer(), notScheduled: Type.Integer() })) },
      },
    },
    async (request) => fileJobStatus(db, facilityOf(request), request.body),
  );
};

export default orderSearchRoutes;
