/**
 * The digital part inventory: `/api/v1/engineer/part-inventory` for a
 * customer company, its parts (and reordering them); `/api/v1/sp/part-inventory` for a facility,
 * the parts of the orders awarded to it. A new revision is an upload (`POST /api/v1/files?partId=`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { COMPANY_MEMBER, companyOf, FACILITY_MEMBER, facilityOf, principalOf } from '../http/access.js';
import { notFound } from '../http/errors.js';
import { FilterOptionsSchema, IdParams, ref } from '../http/schema-helpers.js';
import type { Chip } from 'shared/contracts';
import { tagsOn } from '../tags/index.js';
import { mediaLinks } from '../files/index.js';
import { findPart, listParts, partFilterOptions, type PartScope, type RevisionFile } from './queries.js';
import { PartDetailsSchema, PartListSchema, PartQuerySchema, PartRowSchema, RevisionSchema } from './schemas.js';
import partChangeRoutes from './change-routes.js';
import { named } from '../http/named-plugin.js';

const tags = ['part inventory'];
const epoch = (date: Date | null) => (date === null ? null : date.getTime());

const partRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.ctx;
  const links = mediaLinks(config);
  [RevisionSchema, PartRowSchema, PartListSchema, PartDetailsSchema].forEach((schema) => app.addSchema(schema));

  /** A facility's tags on these parts; a customer reads none. */
  const partTags = async (scope: PartScope, ids: number[]) =>
    scope.side === 'facility' ? tagsOn(db, scope.facilityId, 'PART', ids) : new Map<number, Chip[]>();

  /** A revision as the inventory shows it, its picture signed for the reader. */
  const revisionView = (file: RevisionFile, userId: number) => {
    const box = file.report?.boundingBox;
    return {
      fileId: file.id,
      revision: file.revision ?? 1,
      fileName: file.file_name,
      uploadedAt: file.created_at.getTime(),
      uploadedBy: file.first_name ? `${file.first_name} ${file.last_name}` : null,
      thumbnailUrl:
        file.thumbnail_id === null ? null : links.link({ id: file.thumbnail_id, itar: file.itar }, userId).downloadUrl,
      verified: file.report ? !file.report.fileNeedsRepair : false,
      volume: file.report?.volume ?? null,
      dimensions: box ? { x: box.max[0]! - box.min[0]!, y: box.max[1]! - box.min[1]!, z: box.max[2]! - box.min[2]! } : null,
    };
  };

  const sides = [
    {
      prefix: '/api/v1/engineer/part-inventory',
      access: COMPANY_MEMBER,
      whose: 'the caller’s customer company’s parts',
      scope: (request: FastifyRequest): PartScope => ({ side: 'engineer', companyId: companyOf(request) }),
    },
    {
      prefix: '/api/v1/sp/part-inventory',
      access: FACILITY_MEMBER,
      whose: 'the parts of the orders awarded to the caller’s facility',
      scope: (request: FastifyRequest): PartScope => ({ side: 'facility', facilityId: facilityOf(request) }),
    },
  ] as const;

  for (const side of sides) {
    app.get(
      side.prefix,
      {
        config: { access: side.access },
        schema: {
          tags,
          summary: `The inventory: ${side.whose}, latest activity first, searched by name, part number, CAD_FILE_ID, material or process`,
          querystring: PartQuerySchema,
          response: { 200: ref(PartListSchema) },
        },
      },
      async (request) => {
        const { userId } = principalOf(request);
        const scope = side.scope(request);
        const { totalCount, more, rows } = await listParts(db, scope, request.query);
        const tagsOf = await partTags(
          scope,
          rows.map((row) => row.id),
        );
        return {
          totalCount,
          more,
          rows: rows.map((row) => ({
            id: row.id,
            name: row.name,
            partNumber: row.part_number,
            company: row.company_name,
            revisions: Number(row.revisions ?? 0),
            latest: row.latest ? revisionView(row.latest, userId) : null,
            process: row.process_name,
            material: row.material_name,
            lastOrderedAt: epoch(row.last_ordered_at),
            orders: Number(row.orders),
            delivered: Number(row.delivered),
            tags: tagsOf.get(row.id) ?? [],
          })),
        };
      },
    );

    app.get(
      `${side.prefix}/filter-options`,
      {
        config: { access: side.access },
        schema: {
          tags,
          summary: `The processes and materials of ${side.whose}, for the list's filters`,
          response: { 200: ref(FilterOptionsSchema) },
        },
      },
      async (request) => partFilterOptions(db, side.scope(request)),
    );

    app.get(
      `${side.prefix}/:id`,
      {
        config: { access: side.access },
        schema: {
          tags,
          summary: `One of ${side.whose}: every revision with its measures, and the orders of it`,
          params: IdParams,
          response: { 200: ref(PartDetailsSchema) },
        },
      },
      async (request) => {
        const { userId } = principalOf(request);
        const scope = side.scope(request);
        const found = await findPart(db, scope, request.params.id);
        if (!found) throw notFound(`Part ${request.params.id} not found`);
        const { part, revisions, orders } = found;
        const tagsOf = await partTags(scope, [part.id]);
        return {
          id: part.id,
          name: part.name,
          partNumber: part.part_number,
          company: part.company_name,
          process: part.process_name,
          material: part.material_name,
          lastOrderedAt: epoch(part.last_ordered_at),
          tags: tagsOf.get(part.id) ?? [],
          revisions: revisions.map((file) => revisionView(file, userId)),
          orders: orders.map((order) => ({
            id: order.id,
            title: order.display_title,
            status: order.status,
            createdAt: order.created_at.getTime(),
            revision: order.revision,
            quantity: order.quantity,
            delivered: order.delivered_quantity,
          })),
        };
      },
    );
  }

  await app.register(named(partChangeRoutes));
};

export default partRoutes;
