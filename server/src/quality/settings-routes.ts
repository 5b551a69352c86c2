/** The facility's quality settings: read by its quality people, saved by QMS_SETTINGS_EDITOR. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { facilityChangeOf, facilityOf } from '../http/access.js';
import { ref } from '../http/schema-helpers.js';
import { QMS_MEMBER } from './access.js';
import { QualitySettingsSchema } from './schemas.js';
import { qualitySettings, saveQualitySettings } from './settings.js';

const tags = ['quality'];
const QMS_EDITOR = { ...QMS_MEMBER, permission: 'QMS_SETTINGS_EDITOR' } as const;

const qualitySettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  app.get(
    '/api/v1/quality/settings',
    {
      config: { access: QMS_MEMBER },
      schema: {
        tags,
        summary: 'The facility’s quality settings (its defaults until it saves its own)',
        response: { 200: ref(QualitySettingsSchema) },
      },
    },
    async (request) => qualitySettings(db, facilityOf(request)),
  );

  app.put(
    '/api/v1/quality/settings',
    {
      config: { access: QMS_EDITOR },
      schema: {
        tags,
        summary: 'Saves the facility’s quality settings',
        body: ref(QualitySettingsSchema),
        response: { 200: ref(QualitySettingsSchema) },
      },
    },
    async (request) => saveQualitySettings(db, facilityChangeOf(request), request.body),
  );
};

export default qualitySettingsRoutes;
