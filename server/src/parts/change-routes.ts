/** What the part inventory changes: a facility's tags on a part it makes, and a customer's reorder of its parts. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COMPANY_MEMBER, companyOf, FACILITY_MEMBER, facilityOf, principalOf } from '../http/access.js';
import { Chip as ChipRef, IdParams } from '../http/schema-helpers.js';
import { tagsOn } from '../tags/index.js';
import { Type } from 'typebox';
import { setFacilityPartTags } from './queries.js';
import { PartTagsBody, ReorderBody, ReorderedSchema } from './schemas.js';
import { reorderParts } from './service.js';

const tags = ['part inventory'];

const partChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  app.put(
    '/api/v1/sp/part-inventory/:id/tags',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'The facility’s tags on one of the parts it makes (all of them at once); the part’s tags as set',
        params: IdParams,
        body: PartTagsBody,
        response: { 200: Type.Array(ChipRef) },
      },
    },
    async (request) => {
      const facilityId = facilityOf(request);
      const partId = request.params.id;
      await setFacilityPartTags(db, facilityId, partId, request.body.tagIds);
      return (await tagsOn(db, facilityId, 'PART', [partId])).get(partId) ?? [];
    },
  );

  app.post(
    '/api/v1/engineer/part-inventory/reorder',
    {
      config: { access: COMPANY_MEMBER },
      schema: {
        tags,
        summary: 'Reorders parts: a new DRAFT order of their latest revisions as last ordered, for New Order to open',
        body: ReorderBody,
        response: { 201: ReorderedSchema },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const orderId = await reorderParts(
        db,
        { userId: principal.userId, companyId: companyOf(request) },
        request.body.partIds,
        Date.now(),
      );
      return reply.code(201).send({ orderId });
    },
  );
};

export default partChangeRoutes;
