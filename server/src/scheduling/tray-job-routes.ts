/**
 * The desktop tool's jobs: a job made from the tool's tray is the tool's (source GRABCAD), and a
 * job the tool opens from its tray is edited there only while it waits in the queue: once a
 * colleague has started, cancelled or merged it, the tray no longer shows what will be made.
 * The routes are the tool's; the jobs are made and saved by scheduling, with every rule of the
 * job form. The tool is one facility's: it never opens a sister facility's job.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { type Db, inTransaction, type Trx } from '../db/database.js';
import { FACILITY_MEMBER, facilityOf } from '../http/access.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { Id, ref } from '../http/schema-helpers.js';
import { findLiveJob } from './queries.js';
import { sendJson } from './json-answers.js';
import { JobInputSchema, JobSchema } from './schemas.js';
import { scopeOf } from './scope.js';
import { saveJob } from './service.js';

const tags = ['desktop tool'];
const JobParams = Type.Object({ jobId: Id() });
const NO_LONGER_QUEUED = 'The job is no longer in queue.';

/**
 * 404 unless the job is the facility's, 409 once it has left the queue. Locked, a colleague's
 * save of the job waits for the save that checked it.
 */
async function checkQueued(db: Db | Trx, jobId: number, facilityId: number, { lock = false } = {}) {
  const job = await db
    .selectFrom('jobs')
    .select(['job_status', 'facility_id'])
    .where('id', '=', jobId)
    .where('active', '=', true)
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();
  if (!job || job.facility_id !== facilityId) throw notFound(`No job ${jobId}`);
  if (job.job_status !== 'QUEUED') throw conflict(NO_LONGER_QUEUED, { jobStatus: job.job_status });
}

const trayJobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  const jobOf = async (id: number, facilityId: number) => {
    const job = await findLiveJob(db, id);
    if (!job || job.facilityId !== facilityId) throw notFound(`No job ${id}`);
    return job.json;
  };

  app.post(
    '/api/v1/desktop/jobs',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'Creates the job prepared in the desktop tool’s tray (its source GRABCAD), with every rule of the job form',
        body: ref(JobInputSchema),
        response: { 201: ref(JobSchema) },
      },
    },
    async (request, reply) => {
      const { body } = request;
      if (body.id !== undefined) throw badRequest('A new job has no id', 'body.id');
      if (body.jobSource !== undefined && body.jobSource !== 'GRABCAD')
        throw badRequest('A job made in the desktop tool has the source GRABCAD', 'body.jobSource');
      const scope = scopeOf(request, { wholeEnterprise: false });
      const id = await saveJob(db, scope, { ...body, jobSource: undefined }, undefined, {
        source: 'GRABCAD',
        saved: async () => {},
      });
      return sendJson(reply.status(201), await jobOf(id, scope.facilityId));
    },
  );

  app.get(
    '/api/v1/desktop/jobs/:jobId',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'A job the desktop tool opens from its tray, to edit: 409 once it has left the queue',
        params: JobParams,
        response: { 200: ref(JobSchema) },
      },
    },
    async (request, reply) => {
      const { jobId } = request.params;
      await checkQueued(db, jobId, facilityOf(request));
      return sendJson(reply, await jobOf(jobId, facilityOf(request)));
    },
  );

  app.put(
    '/api/v1/desktop/jobs/:jobId',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'Saves a job opened from the desktop tool’s tray: 409 when it has left the queue meanwhile',
        params: JobParams,
        body: ref(JobInputSchema),
        response: { 200: ref(JobSchema) },
      },
    },
    async (request, reply) => {
      const { jobId } = request.params;
      if (request.body.id !== undefined && request.body.id !== jobId)
        throw badRequest(`body.id must be the job of the address (${jobId})`, 'body.id');
      const scope = scopeOf(request, { wholeEnterprise: false });
      await inTransaction(db, async (trx) => {
        await checkQueued(trx, jobId, scope.facilityId, { lock: true });
        await saveJob(trx, scope, request.body, jobId);
      });
      return sendJson(reply, await jobOf(jobId, scope.facilityId));
    },
  );
};

export default trayJobRoutes;
