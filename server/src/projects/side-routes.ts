/** A project as either side reads and changes it: the list, a project, its members, tasks and comments. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { COMPANY_MEMBER, companyOf, FACILITY_MEMBER, facilityOf, principalOf } from '../http/access.js';
import { IdParams, ref } from '../http/schema-helpers.js';
import { listProjects, type ProjectViewer } from './queries.js';
import {
  CommentInput,
  MemberBody,
  MemberParams,
  ProjectQuery,
  ProjectRowSchema,
  ProjectSchema,
  TaskInput,
  TaskParams,
} from './schemas.js';
import { addComment, addMember, addTask, removeMember, updateTask } from './service.js';
import { projectView } from './project-view.js';

const tags = ['projects'];

/** The two sides of a project: the customer company that makes it, and the facility it is shared with. */
export const PROJECT_SIDES = [
  {
    prefix: '/api/v1/engineer/projects',
    access: COMPANY_MEMBER,
    viewer: (request: FastifyRequest): ProjectViewer => ({
      userId: principalOf(request).userId,
      side: 'engineer',
      companyId: companyOf(request),
    }),
  },
  {
    prefix: '/api/v1/sp/projects',
    access: FACILITY_MEMBER,
    viewer: (request: FastifyRequest): ProjectViewer => ({
      userId: principalOf(request).userId,
      side: 'facility',
      companyId: facilityOf(request),
    }),
  },
] as const;

export default function sideProjectRoutes(side: (typeof PROJECT_SIDES)[number]): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { ctx } = app;
    const { db } = ctx;
    const route = { config: { access: side.access } };
    app.get(
      side.prefix,
      {
        ...route,
        schema: {
          tags,
          summary: 'The projects the caller is a member of, latest change first',
          querystring: ProjectQuery,
          response: { 200: Type.Object({ totalCount: Type.Integer(), rows: Type.Array(ref(ProjectRowSchema)) }) },
        },
      },
      async (request) => {
        const { totalCount, rows } = await listProjects(db, side.viewer(request), request.query);
        return {
          totalCount,
          rows: rows.map((row) => ({
            id: row.id,
            name: row.name,
            company: row.company_name,
            sharedFacility: row.facility_name,
            members: Number(row.members),
            orders: Number(row.orders),
            openTasks: Number(row.open_tasks),
            myOpenTasks: Number(row.my_open_tasks),
            updatedAt: row.updated_at.getTime(),
          })),
        };
      },
    );

    app.get(
      `${side.prefix}/:id`,
      {
        ...route,
        schema: {
          tags,
          summary: 'A project: members, tasks, comments, its orders’ states and its part files',
          params: IdParams,
          response: { 200: ref(ProjectSchema) },
        },
      },
      async (request) => projectView(db, side.viewer(request), request.params.id),
    );

    app.post(
      `${side.prefix}/:id/members`,
      {
        ...route,
        schema: {
          tags,
          summary: 'Adds a member: a person of the company, or of the facility the project is shared with',
          params: IdParams,
          body: MemberBody,
          response: { 200: ref(ProjectSchema) },
        },
      },
      async (request) => {
        const viewer = side.viewer(request);
        await addMember(db, viewer, request.params.id, request.body.userId);
        return projectView(db, viewer, request.params.id);
      },
    );

    app.delete(
      `${side.prefix}/:id/members/:userId`,
      {
        ...route,
        schema: {
          tags,
          summary: 'Removes a member (their open tasks are unassigned); 409 for the last one',
          params: MemberParams,
          response: { 200: ref(ProjectSchema) },
        },
      },
      async (request) => {
        const viewer = side.viewer(request);
        await removeMember(db, viewer, request.params.id, request.params.userId);
        return projectView(db, viewer, request.params.id);
      },
    );

    app.post(
      `${side.prefix}/:id/tasks`,
      {
        ...route,
        schema: {
          tags,
          summary: 'Adds a task, assigned to a member or to no one',
          params: IdParams,
          body: ref(TaskInput),
          response: { 201: ref(ProjectSchema) },
        },
      },
      async (request, reply) => {
        const viewer = side.viewer(request);
        await addTask(db, viewer, request.params.id, request.body);
        return reply.code(201).send(await projectView(db, viewer, request.params.id));
      },
    );

    app.put(
      `${side.prefix}/:id/tasks/:taskId`,
      {
        ...route,
        schema: {
          tags,
          summary: 'Rewrites a task: title, assignee, due day, state',
          params: TaskParams,
          body: ref(TaskInput),
          response: { 200: ref(ProjectSchema) },
        },
      },
      async (request) => {
        const viewer = side.viewer(request);
        await updateTask(db, viewer, request.params.id, request.params.taskId, request.body);
        return projectView(db, viewer, request.params.id);
      },
    );

    app.post(
      `${side.prefix}/:id/comments`,
      {
        ...route,
        schema: {
          tags,
          summary: 'Adds a comment; each member it mentions is mailed',
          params: IdParams,
          body: ref(CommentInput),
          response: { 201: ref(ProjectSchema) },
        },
      },
      async (request, reply) => {
        const viewer = side.viewer(request);
        await addComment(ctx, viewer, request.params.id, request.body, ctx.config.publicUrl);
        return reply.code(201).send(await projectView(db, viewer, request.params.id));
      },
    );
  };
}
