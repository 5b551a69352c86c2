/**
 * A facility's tags: `/api/v1/sp/tags`, read by its people (the choices of
 * the tag pickers and filters), kept by its TAGS_SETTINGS_EDITORs.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FACILITY_MEMBER, facilityOf } from '../http/access.js';
import { facilityCollectionRoutes } from '../http/facility-collection.js';
import { ref } from '../http/schema-helpers.js';
import { TagBody, TagSchema, TagsQuery } from './schemas.js';
import { createTag, deleteTag, listTags, updateTag } from './service.js';

const tags = ['settings'];
const editor = { ...FACILITY_MEMBER, permission: 'TAGS_SETTINGS_EDITOR' } as const;

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
  facilityCollectionRoutes(app, {
    path: '/api/v1/sp/tags',
    tags,
    editor,
    item: TagSchema,
    body: TagBody,
    summaries: {
      create: 'Makes a tag (names are unique per facility)',
      update: 'Renames, recolours or re-scopes a tag (a kind taken away takes the tag off what it was set on of that kind)',
      remove: 'Deletes a tag and takes it off everything',
    },
    create: createTag,
    update: updateTag,
    remove: deleteTag,
  });
};

export default tagRoutes;
