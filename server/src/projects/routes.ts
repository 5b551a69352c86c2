/**
 * Projects: `/api/v1/engineer/projects` for a customer company's people, who
 * make projects and link their orders and part files; `/api/v1/sp/projects` for a facility's
 * people, in the projects shared with it. Either side reads and changes only the projects it is a
 * member of (404 otherwise).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { COMPANY_MEMBER, companyOf, FACILITY_MEMBER, facilityOf, principalOf } from '../http/access.js';
import { notFound } from '../http/errors.js';
import { IdParams, ref } from '../http/schema-helpers.js';
import { listProjects, projectDetails, type ProjectViewer } from './queries.js';
import {
  CommentInput,
  LinksBody,
  MemberBody,
  MemberParams,
  NewProject,
  ProjectQuery,
  ProjectRowSchema,
  ProjectSchema,
  TaskInput,
  TaskParams,
} from './schemas.js';
import { addComment, addMember, addTask, createProject, removeMember, setProjectLinks, updateTask } from './service.js';

const tags = ['projects'];
const ENGINEER_PREFIX = '/api/v1/engineer/projects';

const projectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const { db } = ctx;
  [ProjectRowSchema, ProjectSchema, NewProject, TaskInput, CommentInput].forEach((schema) => app.addSchema(schema));

  const name = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`;
  /** The project as its page shows it to `viewer`. */
  const projectView = async (viewer: ProjectViewer, id: number) => {
    const found = await projectDetails(db, viewer, id);
    if (!found) throw notFound(`Project ${id} not found`);
    const { project, people, members, tasks, comments, orders, files } = found;
    const person = (row: (typeof people)[number]) => ({
      userId: Number(row.id),
      name: name(row),
      email: row.email,
      company: row.company_name ?? '',
    });
    const names = new Map(people.map((row) => [Number(row.id), name(row)]));
    return {
      id: project.id,
      name: project.name,
      description: project.description,
      company: project.company_name,
      sharedFacility: project.facility_name,
      updatedAt: project.updated_at.getTime(),
      members: people.filter((row) => members.has(Number(row.id))).map(person),
      candidates: people.filter((row) => !members.has(Number(row.id))).map(person),
      tasks: tasks.map((task) => ({
        id: task.id,
        title: task.title,
        assigneeId: task.assignee_id === null ? null : Number(task.assignee_id),
        assignee: task.assignee_name,
        dueDate: task.due_date,
        state: task.state,
      })),
      comments: comments.map((comment) => ({
        id: comment.id,
        author: name(comment),
        authorId: Number(comment.author_id),
        body: comment.body,
        mentions: comment.mentioned_user_ids.map((userId) => names.get(Number(userId)) ?? ''),
        createdAt: comment.created_at.getTime(),
      })),
      orders: orders.map((order) => ({ id: order.id, title: order.display_title, status: order.status })),
      files: files.map((file) => ({ id: file.id, fileName: file.file_name, partId: file.part_id })),
    };
  };

  const sides = [
    {
      prefix: ENGINEER_PREFIX,
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

  for (const side of sides) {
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
      async (request) => projectView(side.viewer(request), request.params.id),
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
        return projectView(viewer, request.params.id);
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
        return projectView(viewer, request.params.id);
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
        return reply.code(201).send(await projectView(viewer, request.params.id));
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
        return projectView(viewer, request.params.id);
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
        return reply.code(201).send(await projectView(viewer, request.params.id));
      },
    );
  }

  app.post(
    ENGINEER_PREFIX,
    {
      config: { access: COMPANY_MEMBER },
      schema: {
        tags,
        summary: 'Makes a project of the caller’s company, with the caller as its first member',
        body: ref(NewProject),
        response: { 201: ref(ProjectSchema) },
      },
    },
    async (request, reply) => {
      const viewer = sides[0].viewer(request);
      const id = await createProject(db, viewer, request.body);
      return reply.code(201).send(await projectView(viewer, id));
    },
  );

  for (const kind of ['orders', 'files'] as const) {
    app.put(
      `${ENGINEER_PREFIX}/:id/${kind}`,
      {
        config: { access: COMPANY_MEMBER },
        schema: {
          tags,
          summary: `Sets the project’s ${kind === 'orders' ? 'orders' : 'part files'} (the company’s own)`,
          params: IdParams,
          body: LinksBody,
          response: { 200: ref(ProjectSchema) },
        },
      },
      async (request) => {
        const viewer = sides[0].viewer(request);
        await setProjectLinks(db, viewer, request.params.id, kind, request.body.ids);
        return projectView(viewer, request.params.id);
      },
    );
  }
};

export default projectRoutes;
