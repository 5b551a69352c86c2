import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { FACILITY_MEMBER, facilityOf } from '../http/access.js';
import { badRequest, notFound } from '../http/errors.js';
import { IdParams, MAX_EPOCH_MS, ref } from '../http/schema-helpers.js';
import { findJobs, findLiveJob, inFacilities, listFilters, live, overlapping } from './queries.js';
import { checkRange, searchResult, sendJson } from './json-answers.js';
import { nextAvailableSlot } from '../job-bookings/index.js';
import { checkEquipmentOwner, saveJob } from './service.js';
import { scopeOf as schedulingScope } from './scope.js';
import {
  JobInputSchema,
  JobSchema,
  JobSearchResultSchema,
  NextAvailableSlotSchema,
  NextSlotQuery,
  PaginationParams,
  PaginationQuery,
  SCHEDULING_SCHEMAS,
} from './schemas.js';
import jobSearchRoutes from './search-routes.js';
import buildJobRoutes from './build-job-routes.js';
import trayJobRoutes from './tray-job-routes.js';
import { saveBuildAsJob } from './build-job.js';
import { savePartsAsJob } from './parts-job.js';
import { planRoutes } from '../auto-scheduler/index.js';
import { named } from '../http/named-plugin.js';

const tags = ['scheduling'];

const schedulingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  SCHEDULING_SCHEMAS.forEach((schema) => app.addSchema(schema));

  /** For reading and saving one job: a sister facility's jobs are readable with the enterprise view. */
  const scopeOf = (request: FastifyRequest) => schedulingScope(request, { wholeEnterprise: true });

  /** The job's document as JSON text (404 when it is not live or not readable). */
  const jobById = async (id: number, readable: number[]) => {
    const job = await findLiveJob(db, id);
    if (!job || !readable.includes(job.facilityId)) throw notFound(`No job ${id}`);
    return job.json;
  };

  app.get(
    '/api/v1/job-scheduling/getAllWithPagination/:limit/:offset',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'The facility’s jobs, newest first, filtered by type, status, machine and a date range they overlap',
        params: PaginationParams,
        querystring: PaginationQuery,
        response: { 200: ref(JobSearchResultSchema) },
      },
    },
    async (request, reply) => {
      const { jobType, jobStatus, equipmentId, fromDate, toDate } = request.query;
      if (fromDate !== undefined && toDate !== undefined) checkRange(fromDate, toDate, 'querystring');
      const conditions = [
        inFacilities([facilityOf(request)]),
        live,
        ...(fromDate !== undefined || toDate !== undefined ? [overlapping(fromDate ?? 0, toDate ?? MAX_EPOCH_MS)] : []),
        ...listFilters({ jobType, jobStatus, equipmentId }),
      ];
      const { json, totalCount } = await findJobs(db, conditions, {
        limit: request.params.limit,
        offset: request.params.offset,
        newestFirst: true,
      });
      return sendJson(reply, searchResult(json, totalCount));
    },
  );

  app.get(
    '/api/v1/job-scheduling/getNextAvailableTimeSlot',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'The earliest time from now at which the machine is free for totalHours (skips downtime and bookings)',
        querystring: NextSlotQuery,
        response: { 200: ref(NextAvailableSlotSchema) },
      },
    },
    async (request) => {
      const { equipment, totalHours, excludeJobId } = request.query;
      const found = await nextAvailableSlot(db, equipment, totalHours, Date.now(), excludeJobId);
      checkEquipmentOwner(found?.facilityId, facilityOf(request), equipment, 'querystring.equipment'); // throws unless found
      return found!.slot;
    },
  );

  app.get(
    '/api/v1/job-scheduling/:id',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'One job (the caller’s facility’s, or an INTERNAL facility’s for the enterprise scheduler)',
        params: IdParams,
        response: { 200: ref(JobSchema) },
      },
    },
    async (request, reply) => sendJson(reply, await jobById(request.params.id, scopeOf(request).readable)),
  );

  app.post(
    '/api/v1/job-scheduling',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'Creates a job; 409 when the machine is booked then or parts are no longer left to schedule',
        body: ref(JobInputSchema),
        response: { 201: ref(JobSchema) },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const { body } = request;
      if (body.id !== undefined) throw badRequest('A new job has no id; update it with PUT', 'body.id');
      const id = await saveJob(db, scope, body);
      return sendJson(reply.status(201), await jobById(id, scope.readable));
    },
  );

  app.put(
    '/api/v1/job-scheduling',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'Updates a job (body: the job with its id); its machine and start date change only while it is queued',
        body: ref(JobInputSchema),
        response: { 200: ref(JobSchema) },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const { body } = request;
      if (body.id === undefined) throw badRequest('body.id is required to update a job', 'body.id');
      await saveJob(db, scope, body, body.id);
      return sendJson(reply, await jobById(body.id, scope.readable));
    },
  );

  await app.register(named(jobSearchRoutes));
  await app.register(named(buildJobRoutes));
  await app.register(named(trayJobRoutes));
  await app.register(named(planRoutes), { makeBuildJob: saveBuildAsJob, makePartsJob: savePartsAsJob });
};

export default schedulingRoutes;
