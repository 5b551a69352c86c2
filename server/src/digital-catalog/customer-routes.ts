/** The digital catalogue of a customer company: what facilities published to it, read and ordered at its price without a quote. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { COMPANY_MEMBER, companyOf, principalOf } from '../http/access.js';
import { notFound } from '../http/errors.js';
import { FilterOptionsSchema, IdParams, ref } from '../http/schema-helpers.js';
import { mediaLinks } from '../files/index.js';
import { termsOf } from '../rfq-config/index.js';
import { catalogFilterOptions, findItem, listItems, type CatalogReader } from './queries.js';
import {
  CatalogOrderBody,
  CatalogOrderedSchema,
  CatalogQuery,
  CustomerCatalogItemDetailSchema,
  CustomerCatalogListSchema,
} from './schemas.js';
import { catalogViews } from './item-views.js';
import { orderFromCatalog } from './service.js';

const tags = ['digital catalogue'];
const CUSTOMER_PREFIX = '/api/v1/engineer/digital-catalog';

const customerCatalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.ctx;
  const { itemView } = catalogViews(mediaLinks(config));
  const customerReader = (request: FastifyRequest): CatalogReader => ({ side: 'customer', companyId: companyOf(request) });

  app.get(
    CUSTOMER_PREFIX,
    {
      config: { access: COMPANY_MEMBER },
      schema: {
        tags,
        summary: 'The catalogue items facilities published to the caller’s company, latest change first',
        querystring: CatalogQuery,
        response: { 200: ref(CustomerCatalogListSchema) },
      },
    },
    async (request) => {
      const { rows, totalCount } = await listItems(db, customerReader(request), request.query);
      const { userId } = principalOf(request);
      return { totalCount, rows: rows.map((row) => itemView(row, userId)) };
    },
  );

  app.get(
    `${CUSTOMER_PREFIX}/filter-options`,
    {
      config: { access: COMPANY_MEMBER },
      schema: {
        tags,
        summary: 'The processes and materials of the items published to the caller’s company, for the list’s filters',
        response: { 200: ref(FilterOptionsSchema) },
      },
    },
    async (request) => catalogFilterOptions(db, customerReader(request)),
  );

  app.get(
    `${CUSTOMER_PREFIX}/:id`,
    {
      config: { access: COMPANY_MEMBER },
      schema: {
        tags,
        summary: 'One catalogue item published to the caller’s company, with the terms its facility sells under',
        params: IdParams,
        response: { 200: ref(CustomerCatalogItemDetailSchema) },
      },
    },
    async (request) => {
      const row = await findItem(db, customerReader(request), request.params.id);
      if (!row) throw notFound(`Catalogue item ${request.params.id} not found`);
      return { ...itemView(row, principalOf(request).userId), terms: await termsOf(db, row.facility_id) };
    },
  );

  app.post(
    `${CUSTOMER_PREFIX}/:id/orders`,
    {
      config: { access: COMPANY_MEMBER },
      schema: {
        tags,
        summary:
          'Orders a catalogue item at its price: no quote; the order waits for the facility’s confirmation. When the facility sells under terms and conditions, termsVersion must be the version in force (400 naming body.termsVersion)',
        params: IdParams,
        body: CatalogOrderBody,
        response: { 201: CatalogOrderedSchema },
      },
    },
    async (request, reply) => {
      const scope = { userId: principalOf(request).userId, companyId: companyOf(request) };
      const orderId = await orderFromCatalog(db, scope, request.params.id, request.body, Date.now());
      return reply.code(201).send({ orderId });
    },
  );
};

export default customerCatalogRoutes;
