/**
 * A facility's material suppliers (MATERIAL_MANAGEMENT_CONFIG): its members read them, its
 * MATERIAL_MANAGEMENT_EDITORs add, change and delete them. Another facility's supplier is not found.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { mediaLinks } from '../files/index.js';
import { facilityOf, principalOf } from '../http/access.js';
import { notFound } from '../http/errors.js';
import { IdParams, ref } from '../http/schema-helpers.js';
import { MATERIAL_EDITOR, MATERIAL_MEMBER } from './access.js';
import { listSuppliers, supplierRecord, type SupplierListRow } from './supplier-queries.js';
import {
  SupplierInputSchema,
  SupplierListQuery,
  SupplierListSchema,
  SupplierRowSchema,
  SupplierSchema,
  type Supplier,
} from './supplier-schemas.js';
import { createSupplier, deleteSupplier, updateSupplier, type SupplierScope } from './supplier-service.js';

const tags = ['materials'];
const PATH = '/api/v1/materials/suppliers';

const scopeOf = (request: FastifyRequest): SupplierScope => ({
  facilityId: facilityOf(request),
  userId: principalOf(request).userId,
});

const rowOf = (row: SupplierListRow): Static<typeof SupplierRowSchema> => ({
  id: row.id,
  name: row.name,
  contacts: row.contacts,
  address: row.address,
  approval: row.approval,
  approvalDate: row.approval_date,
  materials: row.materials ?? [],
  lots: row.lots ?? 0,
});

const supplierRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.ctx;
  const links = mediaLinks(config);
  [SupplierInputSchema, SupplierRowSchema, SupplierListSchema, SupplierSchema].forEach((schema) => app.addSchema(schema));

  /** The supplier as the caller sees it, its evidence linked for them; 404 when the facility has none of that id. */
  const view = async (request: FastifyRequest, id: number): Promise<Supplier> => {
    const { facilityId, userId } = scopeOf(request);
    const record = await supplierRecord(db, facilityId, id);
    if (!record) throw notFound(`Supplier ${id} not found`);
    return {
      ...rowOf(record),
      notes: record.notes,
      evidence: (record.evidence ?? []).map((file) => ({
        id: file.id,
        fileName: file.file_name,
        fileURL: links.link(file, userId).downloadUrl,
      })),
      createdAt: record.created_at.getTime(),
      updatedAt: record.updated_at.getTime(),
    };
  };

  app.get(
    PATH,
    {
      config: { access: MATERIAL_MEMBER },
      schema: {
        tags,
        summary: 'The facility’s material suppliers by name, searched by name and filtered by approval and material',
        querystring: SupplierListQuery,
        response: { 200: ref(SupplierListSchema) },
      },
    },
    async (request) => {
      const { rows, totalCount } = await listSuppliers(db, facilityOf(request), request.query);
      return { totalCount, rows: rows.map(rowOf) };
    },
  );

  app.get(
    `${PATH}/:id`,
    {
      config: { access: MATERIAL_MEMBER },
      schema: {
        tags,
        summary: 'A material supplier with its notes, its materials and the evidence of its approval',
        params: IdParams,
        response: { 200: ref(SupplierSchema) },
      },
    },
    async (request) => view(request, request.params.id),
  );

  app.post(
    PATH,
    {
      config: { access: MATERIAL_EDITOR },
      schema: {
        tags,
        summary: 'Adds a material supplier to the facility',
        body: ref(SupplierInputSchema),
        response: { 201: ref(SupplierSchema) },
      },
    },
    async (request, reply) => {
      const id = await createSupplier(db, scopeOf(request), request.body);
      return reply.code(201).send(await view(request, id));
    },
  );

  app.put(
    `${PATH}/:id`,
    {
      config: { access: MATERIAL_EDITOR },
      schema: {
        tags,
        summary: 'Replaces what the facility keeps of a material supplier',
        params: IdParams,
        body: ref(SupplierInputSchema),
        response: { 200: ref(SupplierSchema) },
      },
    },
    async (request) => {
      await updateSupplier(db, scopeOf(request), request.params.id, request.body);
      return view(request, request.params.id);
    },
  );

  app.delete(
    `${PATH}/:id`,
    {
      config: { access: MATERIAL_EDITOR },
      schema: {
        tags,
        summary: 'Deletes a material supplier that has delivered no lot',
        params: IdParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await deleteSupplier(db, scopeOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default supplierRoutes;
