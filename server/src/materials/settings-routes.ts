/** A facility's material settings: the scale's tolerance and the rules per material. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { facilityChangeOf } from '../http/access.js';
import { ref } from '../http/schema-helpers.js';
import { MATERIAL_EDITOR, MATERIAL_MEMBER } from './access.js';
import { materialSettings, saveMaterialSettings } from './settings.js';
import { MaterialSettingsSchema } from './settings-schemas.js';

const tags = ['materials'];

const materialSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  app.addSchema(MaterialSettingsSchema);
  const settings = ref(MaterialSettingsSchema);

  app.get(
    '/api/v1/materials/settings',
    {
      config: { access: MATERIAL_MEMBER },
      schema: { tags, summary: 'The facility’s scale tolerance and its rules per material', response: { 200: settings } },
    },
    async (request) => materialSettings(db, facilityChangeOf(request).facilityId),
  );

  app.put(
    '/api/v1/materials/settings',
    {
      config: { access: MATERIAL_EDITOR },
      schema: {
        tags,
        summary: 'Replaces the facility’s scale tolerance and its rules per material',
        body: settings,
        response: { 200: settings },
      },
    },
    async (request) => {
      const scope = facilityChangeOf(request);
      await saveMaterialSettings(db, scope, request.body);
      return materialSettings(db, scope.facilityId);
    },
  );
};

export default materialSettingsRoutes;
