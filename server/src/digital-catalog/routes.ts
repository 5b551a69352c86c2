/**
 * The digital catalogue: `/api/v1/sp/digital-catalog` for a facility, whose
 * people read its items and whose DIGITAL_CATALOG_EDITORs keep them; `/api/v1/engineer/digital-catalog`
 * for a customer company, which reads what is published to it and orders it without a quote.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { COMPANY_MEMBER, companyOf, FACILITY_MEMBER, facilityOf, principalOf } from '../http/access.js';
import { notFound } from '../http/errors.js';
import { FilterOptionsSchema, IdParams, ref } from '../http/schema-helpers.js';
import { mediaLinks } from '../files/index.js';
import { termsOf } from '../rfq-config/index.js';
import {
  catalogFilterOptions,
  findItem,
  listItems,
  publishableCustomers,
  type CatalogReader,
  type CatalogRow,
} from './queries.js';
import {
  CatalogCustomersSchema,
  CatalogItemInput,
  CatalogItemSchema,
  CatalogListSchema,
  CatalogOrderBody,
  CatalogOrderedSchema,
  CatalogQuery,
  CustomerCatalogItemDetailSchema,
  CustomerCatalogItemSchema,
  CustomerCatalogListSchema,
  PriceBreakSchema,
} from './schemas.js';
import { createItem, deleteItem, orderFromCatalog, updateItem } from './service.js';

const tags = ['digital catalogue'];
const FACILITY_PREFIX = '/api/v1/sp/digital-catalog';
const CUSTOMER_PREFIX = '/api/v1/engineer/digital-catalog';
const CATALOG_EDITOR = { ...FACILITY_MEMBER, permission: 'DIGITAL_CATALOG_EDITOR' } as const;

const digitalCatalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.ctx;
  const links = mediaLinks(config);
  [
    PriceBreakSchema,
    CatalogItemInput,
    CatalogItemSchema,
    CustomerCatalogItemSchema,
    CustomerCatalogItemDetailSchema,
    CatalogListSchema,
    CustomerCatalogListSchema,
  ].forEach((schema) => app.addSchema(schema));

  /** What both sides read of an item, its pictures signed for the reader. */
  const itemView = (row: CatalogRow, userId: number) => {
    const box = row.report?.boundingBox;
    return {
      id: row.id,
      name: row.name,
      partNumber: row.part_number,
      description: row.description,
      facility: { id: row.facility_id, name: row.facility_name },
      process: row.process,
      material: row.material,
      leadTimeDays: row.lead_time_days,
      currency: row.currency,
      prices: (row.prices ?? []).map((p) => ({ minQuantity: p.minQuantity, unitPriceMinor: Number(p.unitPriceMinor) })),
      thumbnailUrl: row.thumbnail_id === null ? null : links.link({ id: row.thumbnail_id, itar: row.itar }, userId).downloadUrl,
      images: (row.images ?? []).map((image) => ({
        fileId: image.fileId,
        url: links.link({ id: image.fileId, itar: image.itar }, userId).downloadUrl,
      })),
      volume: row.report?.volume ?? null,
      dimensions: box ? { x: box.max[0]! - box.min[0]!, y: box.max[1]! - box.min[1]!, z: box.max[2]! - box.min[2]! } : null,
      updatedAt: row.updated_at.getTime(),
    };
  };
  const facilityView = (row: CatalogRow, userId: number) => ({
    ...itemView(row, userId),
    fileId: row.file_id,
    fileName: row.file_name,
    amProcessId: row.am_process_id,
    materialId: row.material_id,
    published: row.published,
    customers: row.customers ?? [],
    orders: row.orders,
  });

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

export default digitalCatalogRoutes;
