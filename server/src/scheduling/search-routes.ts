/** The scheduler's job searches: every job of a range that matches its filters, and the quick search by one value. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FACILITY_MEMBER, readableFacilities } from '../http/access.js';
import { AllFacilitiesQuery, ref } from '../http/schema-helpers.js';
import { filterConditions, findJobs, inFacilities, liteSearch, live, overlapping } from './queries.js';
import { checkRange, searchResult, sendJson } from './json-answers.js';
import { JobLiteSchema, JobSearchBodySchema, JobSearchResultSchema, LiteSearchBodySchema } from './schemas.js';

const tags = ['scheduling'];

const jobSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  app.post(
    '/api/v4/job-scheduling/search',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'Every job overlapping the range (at most 365 days) that matches the scheduler filters',
        querystring: AllFacilitiesQuery,
        body: ref(JobSearchBodySchema),
        response: { 200: ref(JobSearchResultSchema) },
      },
    },
    async (request, reply) => {
      const { fromDate, toDate, filters } = request.body;
      checkRange(fromDate, toDate, 'body');
      const facilities = readableFacilities(request, { wholeEnterprise: request.query.getFromAllFacilities === true });
      const { json, totalCount } = await findJobs(db, [
        inFacilities(facilities),
        live,
        overlapping(fromDate, toDate),
        ...filterConditions(filters),
      ]);
      return sendJson(reply, searchResult(json, totalCount));
    },
  );

  app.post(
    '/api/v4/job-scheduling/search/lite',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'Finds jobs by one of search string, job id, job name, rfq id, rfq title or part id (at most 50)',
        querystring: AllFacilitiesQuery,
        body: ref(LiteSearchBodySchema),
        response: { 200: Type.Array(ref(JobLiteSchema)) },
      },
    },
    async (request) =>
      liteSearch(db, readableFacilities(request, { wholeEnterprise: request.query.getFromAllFacilities === true }), request.body),
  );
};

export default jobSearchRoutes;
