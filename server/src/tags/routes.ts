/**
 * A facility's tags: `/api/v1/sp/tags`, read by its people (the choices of
 * the tag pickers and filters), kept by its TAGS_SETTINGS_EDITORs.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { FACILITY_MEMBER, facilityOf, principalOf } from '../http/access.js';
import { IdParams, ref } from '../http/schema-helpers.js';
import { TagBody, TagSchema, TagsQuery } from './schemas.js';
import { createTag, deleteTag, listTags, updateTag } from './service.js';

const tags = ['settings'];
const editor = { ...FACILITY_MEMBER, permission: 'TAGS_SETTINGS_EDITOR' } as const;
const scope = (request: FastifyRequest) => ({ facilityId: facilityOf(request), userId: principalOf(request).userId });

const tagRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  app.addSchema(TagSchema);

  app.get(
    '/api/v1/sp/tags',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'The facility’s tags by name',
        querystring: TagsQuery,
        response: { 200: Type.Array(ref(TagSchema)) },
      },
    },
    async (request) => listTags(db, facilityOf(request), request.query.kind),
  );
  app.post(
    '/api/v1/sp/tags',
    {
      config: { access: editor },
      schema: {
        tags,
        summary: 'Makes a tag (names are unique per facility)',
        body: TagBody,
        response: { 201: ref(TagSchema) },
      },
    },
    async (request, reply) => reply.status(201).send(await createTag(db, scope(request), request.body)),
  );
  app.put(
    '/api/v1/sp/tags/:id',
    {
      config: { access: editor },
      schema: {
        tags,
        summary: 'Renames, recolours or re-scopes a tag (a kind taken away takes the tag off what it was set on of that kind)',
        params: IdParams,
        body: TagBody,
        response: { 200: ref(TagSchema) },
      },
    },
    async (request) => updateTag(db, scope(request), request.params.id, request.body),
  );
  app.delete(
    '/api/v1/sp/tags/:id',
    {
      config: { access: editor },
      schema: { tags, summary: 'Deletes a tag and takes it off everything', params: IdParams, response: { 204: Type.Null() } },
    },
    async (request, reply) => {
      await deleteTag(db, scope(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default tagRoutes;
