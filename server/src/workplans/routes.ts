/**
 * Work centers and work plan templates: `/api/v1/mes/*`, read by the facility's people (the work
 * center's choices), kept by its MES settings editors.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FACILITY_MEMBER, facilityOf } from '../http/access.js';
import { facilityCollectionRoutes } from '../http/facility-collection.js';
import { ref } from '../http/schema-helpers.js';
import {
  WorkCenterBody,
  WorkCenterSchema,
  WorkplanQuestionSchema,
  WorkplanStepSchema,
  WorkplanTemplateBody,
  WorkplanTemplateSchema,
} from './schemas.js';
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from './templates.js';
import { createWorkCenter, deleteWorkCenter, listWorkCenters, updateWorkCenter } from './work-centers.js';

const tags = ['work plans'];
const editor = { ...FACILITY_MEMBER, permission: 'MES_SETTINGS_EDITOR' } as const;

const workplanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  for (const schema of [WorkCenterSchema, WorkplanQuestionSchema, WorkplanStepSchema, WorkplanTemplateSchema])
    app.addSchema(schema);

  app.get(
    '/api/v1/mes/work-centers',
    {
      config: { access: FACILITY_MEMBER },
      schema: { tags, summary: 'The facility’s work centers by name', response: { 200: Type.Array(ref(WorkCenterSchema)) } },
    },
    async (request) => listWorkCenters(db, facilityOf(request)),
  );
  facilityCollectionRoutes(app, {
    path: '/api/v1/mes/work-centers',
    tags,
    editor,
    item: WorkCenterSchema,
    body: WorkCenterBody,
    summaries: {
      create: 'Makes a work center: a station, or a group of the facility’s machines (names are unique per facility)',
      update: 'Renames a work center or changes its machines',
      remove: 'Deletes a work center no work plan sends work to',
    },
    create: createWorkCenter,
    update: updateWorkCenter,
    remove: deleteWorkCenter,
  });

  app.get(
    '/api/v1/mes/workplan-templates',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'The facility’s work plan templates by process and material, with their steps',
        response: { 200: Type.Array(ref(WorkplanTemplateSchema)) },
      },
    },
    async (request) => listTemplates(db, facilityOf(request)),
  );
  facilityCollectionRoutes(app, {
    path: '/api/v1/mes/workplan-templates',
    tags,
    editor,
    item: WorkplanTemplateSchema,
    body: WorkplanTemplateBody,
    summaries: {
      create: 'Makes the work plan of a process (and material); the awarded parts it fits that have no plan get it',
      update: 'Changes a work plan; the parts that have it keep the plan they were given, those without one get it',
      remove: 'Deletes a work plan; the parts that have it keep it',
    },
    create: createTemplate,
    update: updateTemplate,
    remove: deleteTemplate,
  });
};

export default workplanRoutes;
