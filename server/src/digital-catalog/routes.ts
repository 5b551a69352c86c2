/**
 * The digital catalogue: `/api/v1/sp/digital-catalog` for a facility, whose
 * people read its items and whose DIGITAL_CATALOG_EDITORs keep them; `/api/v1/engineer/digital-catalog`
 * for a customer company, which reads what is published to it and orders it without a quote.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { FACILITY_MEMBER, facilityOf, principalOf } from '../http/access.js';
import { notFound } from '../http/errors.js';
import { FilterOptionsSchema, IdParams, ref } from '../http/schema-helpers.js';
import { mediaLinks } from '../files/index.js';
import { catalogFilterOptions, findItem, listItems, publishableCustomers, type CatalogReader } from './queries.js';
import {
  CatalogCustomersSchema,
  CatalogItemInput,
  CatalogItemSchema,
  CatalogListSchema,
  CatalogQuery,
  CustomerCatalogItemDetailSchema,
  CustomerCatalogItemSchema,
  CustomerCatalogListSchema,
  PriceBreakSchema,
} from './schemas.js';
import { createItem, deleteItem, updateItem } from './service.js';
import { catalogViews } from './item-views.js';
import customerCatalogRoutes from './customer-routes.js';
import { named } from '../http/named-plugin.js';

const tags = ['digital catalogue'];
const FACILITY_PREFIX = '/api/v1/sp/digital-catalog';
const CATALOG_EDITOR = { ...FACILITY_MEMBER, permission: 'DIGITAL_CATALOG_EDITOR' } as const;

const digitalCatalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.ctx;
  [
    PriceBreakSchema,
    CatalogItemInput,
    CatalogItemSchema,
    CustomerCatalogItemSchema,
    CustomerCatalogItemDetailSchema,
    CatalogListSchema,
    CustomerCatalogListSchema,
  ].forEach((schema) => app.addSchema(schema));

  const { facilityView } = catalogViews(mediaLinks(config));

  const facilityReader = (request: FastifyRequest): CatalogReader => ({ side: 'facility', facilityId: facilityOf(request) });
  const facilityScope = (request: FastifyRequest) => ({ userId: principalOf(request).userId, facilityId: facilityOf(request) });
  const readOwn = async (request: FastifyRequest, id: number) => {
    const row = await findItem(db, facilityReader(request), id);
    if (!row) throw notFound(`Catalogue item ${id} not found`);
    return facilityView(row, principalOf(request).userId);
  };

  app.get(
    FACILITY_PREFIX,
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'The caller’s facility’s catalogue items, published or not, latest change first',
        querystring: CatalogQuery,
        response: { 200: ref(CatalogListSchema) },
      },
    },
    async (request) => {
      const { rows, totalCount } = await listItems(db, facilityReader(request), request.query);
      const { userId } = principalOf(request);
      return { totalCount, rows: rows.map((row) => facilityView(row, userId)) };
    },
  );

  app.get(
    `${FACILITY_PREFIX}/filter-options`,
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'The processes and materials of the caller’s facility’s catalogue items, for the list’s filters',
        response: { 200: ref(FilterOptionsSchema) },
      },
    },
    async (request) => catalogFilterOptions(db, facilityReader(request)),
  );

  app.get(
    `${FACILITY_PREFIX}/customers`,
    {
      config: { access: CATALOG_EDITOR },
      schema: {
        tags,
        summary: 'The customer companies the facility may publish items to, by name',
        response: { 200: CatalogCustomersSchema },
      },
    },
    async (request) => publishableCustomers(db, facilityOf(request)),
  );

  app.get(
    `${FACILITY_PREFIX}/:id`,
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'One of the facility’s catalogue items',
        params: IdParams,
        response: { 200: ref(CatalogItemSchema) },
      },
    },
    async (request) => readOwn(request, request.params.id),
  );

  app.post(
    FACILITY_PREFIX,
    {
      config: { access: CATALOG_EDITOR },
      schema: {
        tags,
        summary: 'Adds an item to the facility’s catalogue',
        body: ref(CatalogItemInput),
        response: { 201: ref(CatalogItemSchema) },
      },
    },
    async (request, reply) => {
      const id = await createItem(db, facilityScope(request), request.body);
      return reply.code(201).send(await readOwn(request, id));
    },
  );

  app.put(
    `${FACILITY_PREFIX}/:id`,
    {
      config: { access: CATALOG_EDITOR },
      schema: {
        tags,
        summary: 'Changes a catalogue item (409 when someone changed it after `updatedAt`)',
        params: IdParams,
        body: ref(CatalogItemInput),
        response: { 200: ref(CatalogItemSchema) },
      },
    },
    async (request) => {
      await updateItem(db, facilityScope(request), request.params.id, request.body);
      return readOwn(request, request.params.id);
    },
  );

  app.delete(
    `${FACILITY_PREFIX}/:id`,
    {
      config: { access: CATALOG_EDITOR },
      schema: {
        tags,
        summary: 'Takes an item out of the catalogue (the orders made from it stay)',
        params: IdParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await deleteItem(db, facilityScope(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  await app.register(named(customerCatalogRoutes));
};

export default digitalCatalogRoutes;
