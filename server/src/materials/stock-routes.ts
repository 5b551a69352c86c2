/**
 * The facility's stocks: what it holds of each material, where, what the queued jobs reserve of
 * it and whether it is below its reorder point; and the history of a material's movements. Any
 * member reads them; with the enterprise view, the enterprise's facilities that keep material too.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { facilityOf, readableFacilities } from '../http/access.js';
import { notFound } from '../http/errors.js';
import { ref } from '../http/schema-helpers.js';
import { MATERIAL_MEMBER } from './access.js';
import { listMovements } from './stock-movements.js';
import { materialFacilities, stockPage, stocksOf } from './stock-queries.js';
import {
  MovementListQuery,
  StockListQuery,
  StockListSchema,
  StockMovementListSchema,
  StockMovementSchema,
  StockSchema,
} from './stock-schemas.js';

const tags = ['materials'];

const stockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  [StockSchema, StockListSchema, StockMovementSchema, StockMovementListSchema].forEach((schema) => app.addSchema(schema));

  app.get(
    '/api/v1/materials/stocks',
    {
      config: { access: MATERIAL_MEMBER },
      schema: {
        tags,
        summary:
          'Each material’s stock by facility and location: on hand, quarantined, reserved by queued jobs, available, and whether it is below its reorder point',
        querystring: StockListQuery,
        response: { 200: ref(StockListSchema) },
      },
    },
    async (request) => {
      const readable = readableFacilities(request, { wholeEnterprise: request.query.getFromAllFacilities === true });
      const stocks = await stocksOf(db, await materialFacilities(db, readable));
      return stockPage(stocks, facilityOf(request), request.query);
    },
  );

  app.get(
    '/api/v1/materials/stocks/movements',
    {
      config: { access: MATERIAL_MEMBER },
      schema: {
        tags,
        summary: 'The history of a material’s stock, newest first: the lots received and the events on its lots and batches',
        querystring: MovementListQuery,
        response: { 200: ref(StockMovementListSchema) },
      },
    },
    async (request) => {
      const facilityId = request.query.facilityId ?? facilityOf(request);
      if (facilityId !== facilityOf(request)) {
        const readable = await materialFacilities(db, readableFacilities(request, { wholeEnterprise: true }));
        if (!readable.includes(facilityId)) throw notFound(`Facility ${facilityId} not found`);
      }
      return listMovements(db, facilityId, request.query);
    },
  );
};

export default stockRoutes;
