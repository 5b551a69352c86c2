import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CATALOG_EDITOR } from '../catalog/index.js';
import { FACILITY_EDITOR, FACILITY_MEMBER, facilityOf } from '../http/access.js';
import { IdParams, ref } from '../http/schema-helpers.js';
import { machinePlanning, planWeights, saveMachinePlanning, savePlanWeights } from './plan-records.js';
import { MachinePlanningSchema, PlanSettingsSchema, PlanWeightsSchema } from './plan-schemas.js';
import { readPlanSettings, savePlanSettings } from './plan-settings.js';

const tags = ['scheduling'];

/** What a facility plans with: its settings, its weights, each machine's speed and changeover times. */
const planSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/v1/job-scheduling/plan-settings',
    {
      config: { access: FACILITY_MEMBER },
      schema: { tags, summary: 'What the facility plans with', response: { 200: ref(PlanSettingsSchema) } },
    },
    async (request) => readPlanSettings(db, facilityOf(request)),
  );

  app.put(
    '/api/v1/job-scheduling/plan-settings',
    {
      config: { access: FACILITY_EDITOR },
      schema: {
        tags,
        summary: 'Sets what the facility plans with',
        body: ref(PlanSettingsSchema),
        response: { 200: ref(PlanSettingsSchema) },
      },
    },
    async (request) => {
      await savePlanSettings(db, facilityOf(request), request.body);
      return readPlanSettings(db, facilityOf(request));
    },
  );

  app.get(
    '/api/v1/job-scheduling/plan-weights',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'How much a late minute weighs, per priority label and per customer',
        response: { 200: ref(PlanWeightsSchema) },
      },
    },
    async (request) => planWeights(db, facilityOf(request)),
  );

  app.put(
    '/api/v1/job-scheduling/plan-weights',
    {
      config: { access: FACILITY_EDITOR },
      schema: { tags, summary: 'Sets the weights', body: ref(PlanWeightsSchema), response: { 200: ref(PlanWeightsSchema) } },
    },
    async (request) => {
      await savePlanWeights(db, facilityOf(request), request.body);
      return planWeights(db, facilityOf(request));
    },
  );

  app.get(
    '/api/v1/equipment/:id/planning',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'A machine’s speed, changeover times between materials, whether it runs unattended and its own calendar',
        params: IdParams,
        response: { 200: ref(MachinePlanningSchema) },
      },
    },
    async (request) => machinePlanning(db, facilityOf(request), request.params.id),
  );

  app.put(
    '/api/v1/equipment/:id/planning',
    {
      config: { access: CATALOG_EDITOR },
      schema: {
        tags,
        summary: 'Sets a machine’s speed, changeover times (the whole table), unattended running and calendar',
        params: IdParams,
        body: ref(MachinePlanningSchema),
        response: { 200: ref(MachinePlanningSchema) },
      },
    },
    async (request) => {
      await saveMachinePlanning(db, facilityOf(request), request.params.id, request.body);
      return machinePlanning(db, facilityOf(request), request.params.id);
    },
  );
};

export default planSettingsRoutes;
