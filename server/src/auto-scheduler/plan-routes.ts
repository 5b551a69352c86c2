import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FACILITY_MEMBER, facilityChangeOf, facilityOf, readableFacilities, readsWholeEnterprise } from '../http/access.js';
import { forbidden } from '../http/errors.js';
import { IdParams, Nullable, ref } from '../http/schema-helpers.js';
import { buildScopeOf, partsToMakeAgain } from '../builds/index.js';
import { applyProposal, discardProposal, type JobMakers } from './plan-apply.js';
import { pinJob } from './plan-records.js';
import { makeProposal, planProgress, readProposal } from './plan-run.js';
import { PLAN_SCHEMAS, PlanProgressSchema, PlanProposalSchema, PlanRemakesSchema, PlanRequestSchema } from './plan-schemas.js';
import planSettingsRoutes from './plan-settings-routes.js';
import { named } from '../http/named-plugin.js';

const tags = ['scheduling'];
/** The parts the scheduler names with pieces to make again; the count covers the rest. */
const REMAKES_LISTED = 20;

/**
 * The auto-scheduler: proposals, their apply or discard, and pinned jobs; what a facility plans
 * with in plan-settings-routes. Scheduling registers it, handing it how builds and parts become jobs.
 */
const planRoutes: FastifyPluginAsyncTypebox<JobMakers> = async (app, makers) => {
  const { db, planPool } = app.ctx;
  PLAN_SCHEMAS.forEach((schema) => app.addSchema(schema));

  app.post(
    '/api/v1/job-scheduling/plan',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary:
          'Plans the facility’s queued jobs across its machines, or repairs the plan around a downtime, and answers a proposal: no job moves until it is applied. Progress reaches the facility’s event stream as plan.progress',
        body: ref(PlanRequestSchema),
        response: { 201: ref(PlanProposalSchema) },
      },
    },
    async (request, reply) => {
      if (request.body.wholeEnterprise && !readsWholeEnterprise(request)) {
        throw forbidden('Planning the whole enterprise needs ENTERPRISE_SCHEDULER_VIEW and the enterprise scheduler');
      }
      const scope = { ...buildScopeOf(request), facilityIds: readableFacilities(request, { wholeEnterprise: true }) };
      return reply.status(201).send(await makeProposal({ db, pool: planPool }, scope, request.body, Date.now()));
    },
  );

  app.get(
    '/api/v1/job-scheduling/plan-progress',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary:
          'How far the facility’s latest plan search went (null before its first): its pages read it on each plan.progress event',
        response: { 200: Nullable(ref(PlanProgressSchema)) },
      },
    },
    async (request) => planProgress(db, facilityOf(request)),
  );

  app.get(
    '/api/v1/job-scheduling/plan-remakes',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary:
          'The pieces the facility must make again, on no job nor in a build yet: those failed builds (or completed ones that counted fewer) did not make, and those scrapped at inspection. A plan with partsOnNoJob and REPAIR_STABLE puts them on new jobs',
        response: { 200: ref(PlanRemakesSchema) },
      },
    },
    async (request) => {
      const { facilityId, itarAdmin } = buildScopeOf(request);
      return partsToMakeAgain(db, facilityId, itarAdmin, REMAKES_LISTED);
    },
  );

  app.get(
    '/api/v1/job-scheduling/plan/:id',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'One of the facility’s plan proposals',
        params: IdParams,
        response: { 200: ref(PlanProposalSchema) },
      },
    },
    async (request) => readProposal(db, facilityOf(request), request.params.id),
  );

  app.post(
    '/api/v1/job-scheduling/plan/:id/apply',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary:
          'Moves every job of the proposal and saves each of its builds as a job, at once; 409 naming what changed since it was made (nothing changes then)',
        params: IdParams,
        response: { 200: Type.Object({ moved: Type.Integer(), made: Type.Integer({ description: 'Jobs saved from builds' }) }) },
      },
    },
    async (request) =>
      applyProposal(
        { db, ...makers },
        { ...buildScopeOf(request), facilityIds: readableFacilities(request, { wholeEnterprise: true }) },
        request.params.id,
      ),
  );

  app.post(
    '/api/v1/job-scheduling/plan/:id/discard',
    {
      config: { access: FACILITY_MEMBER },
      schema: { tags, summary: 'Discards a proposal', params: IdParams, response: { 204: Type.Null() } },
    },
    async (request, reply) => {
      await discardProposal(db, facilityChangeOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/v1/job-scheduling/:id/pin',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'Pins a job where it is (the auto-scheduler leaves it there) or releases it',
        params: IdParams,
        body: Type.Object({ pinned: Type.Boolean() }),
        response: { 200: Type.Object({ id: Type.Integer(), pinned: Type.Boolean() }) },
      },
    },
    async (request) => pinJob(db, readableFacilities(request, { wholeEnterprise: true }), request.params.id, request.body.pinned),
  );

  await app.register(named(planSettingsRoutes));
};

export default planRoutes;
