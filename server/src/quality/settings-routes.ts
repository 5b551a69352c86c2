/**
 * The facility's quality settings, its dashboard's widgets (QMS_DASHBOARD_CONFIG) and its records'
 * PDFs (QMS_REPORT_CONFIG): read by its quality people, saved by QMS_SETTINGS_EDITOR.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { facilityChangeOf, facilityOf } from '../http/access.js';
import { ref } from '../http/schema-helpers.js';
import { QMS_MEMBER } from './access.js';
import { dashboardConfig, reportConfig, saveDashboardConfig, saveReportConfig } from './qms-config.js';
import { QualityDashboardConfigSchema, QualityReportConfigSchema } from './qms-config-schemas.js';
import { QualitySettingsSchema } from './schemas.js';
import { qualitySettings, saveQualitySettings } from './settings.js';

const tags = ['quality'];
const QMS_EDITOR = { ...QMS_MEMBER, permission: 'QMS_SETTINGS_EDITOR' } as const;

const qualitySettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  [QualityDashboardConfigSchema, QualityReportConfigSchema].forEach((schema) => app.addSchema(schema));

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

  app.get(
    '/api/v1/quality/settings/dashboard',
    {
      config: { access: QMS_MEMBER },
      schema: {
        tags,
        summary: 'The quality dashboard’s widgets in the facility’s order, each shown or not (every one until it chooses)',
        response: { 200: ref(QualityDashboardConfigSchema) },
      },
    },
    async (request) => dashboardConfig(db, facilityOf(request)),
  );

  app.put(
    '/api/v1/quality/settings/dashboard',
    {
      config: { access: QMS_EDITOR },
      schema: {
        tags,
        summary: 'Chooses the quality dashboard’s widgets and their order (QMS_DASHBOARD_CONFIG, audited)',
        body: ref(QualityDashboardConfigSchema),
        response: { 200: ref(QualityDashboardConfigSchema) },
      },
    },
    async (request) => saveDashboardConfig(db, facilityChangeOf(request), request.body),
  );

  app.get(
    '/api/v1/quality/settings/report',
    {
      config: { access: QMS_MEMBER },
      schema: {
        tags,
        summary: 'The header of the facility’s NCR and CAPA PDFs and the parts they include',
        response: { 200: ref(QualityReportConfigSchema) },
      },
    },
    async (request) => reportConfig(db, facilityOf(request)),
  );

  app.put(
    '/api/v1/quality/settings/report',
    {
      config: { access: QMS_EDITOR },
      schema: {
        tags,
        summary: 'Sets the header of the NCR and CAPA PDFs and the parts they include (QMS_REPORT_CONFIG, audited)',
        body: ref(QualityReportConfigSchema),
        response: { 200: ref(QualityReportConfigSchema) },
      },
    },
    async (request) => saveReportConfig(db, facilityChangeOf(request), request.body),
  );
};

export default qualitySettingsRoutes;
