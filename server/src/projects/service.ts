/**
 * Projects' changes. Members change a project: its people (among the company's
 * and its shared facility's), tasks (assigned to a member), comments (a mentioned member is
 * mailed), and, on the customer's side, its orders and part files (the company's own). Every
 * change tells the open pages of both companies (project.changed).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import type { ProjectTaskState } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { eligiblePeople, visibleProjects, type ProjectViewer } from './queries.js';
import { recipientOf } from '../mail/index.js';

type Ctx = FastifyInstance['ctx'];

/** The project as a member changes it, locked for the change; 404 for anyone else. */
async function memberProject(trx: Db, viewer: ProjectViewer, id: number) {
  const project = await visibleProjects(trx, viewer)
    .select(['p.id', 'p.name', 'p.company_id', 'p.shared_facility_id'])
    .where('p.id', '=', id)
    .forUpdate('p')
    .executeTakeFirst();
  if (!project) throw notFound(`Project ${id} not found`);
  return project;
}

/** Marks the project changed and tells both companies' open pages. */
async function changed(trx: Db, project: { id: number; company_id: number; shared_facility_id: number | null }) {
  await trx.updateTable('projects').set({ updated_at: new Date() }).where('id', '=', project.id).execute();
  await trx
    .insertInto('event_outbox')
    .values({
      topic: 'project.changed',
      rfq_id: null,
      match_id: null,
      company_ids: [project.company_id, ...(project.shared_facility_id === null ? [] : [project.shared_facility_id])],
      payload: { projectId: project.id },
    })
    .execute();
}

export async function createProject(
  db: Db,
  viewer: ProjectViewer,
  input: { name: string; description: string; sharedFacilityId: number | null },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (input.sharedFacilityId !== null) {
      const facility = await trx
        .selectFrom('companies')
        .select('id')
        .where('id', '=', input.sharedFacilityId)
        .where('kind', '=', 'SERVICE_PROVIDER')
        .executeTakeFirst();
      if (!facility) throw badRequest(`Facility ${input.sharedFacilityId} not found`, 'body.sharedFacilityId');
    }
    const project = await trx
      .insertInto('projects')
      .values({
        company_id: viewer.companyId,
        shared_facility_id: input.sharedFacilityId,
        name: input.name.trim(),
        description: input.description.trim(),
        created_by: viewer.userId,
      })
      .returning(['id', 'company_id', 'shared_facility_id'])
      .executeTakeFirstOrThrow();
    await trx.insertInto('project_members').values({ project_id: project.id, user_id: viewer.userId }).execute();
    await changed(trx, project);
    return project.id;
  });
}

export async function addMember(db: Db, viewer: ProjectViewer, id: number, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const project = await memberProject(trx, viewer, id);
    const person = await eligiblePeople(trx, project).where('u.id', '=', userId).executeTakeFirst();
    if (!person)
      throw badRequest(
        'Only people of the company, or of the facility it shares the project with, can be members',
        'body.userId',
      );
    await trx
      .insertInto('project_members')
      .values({ project_id: id, user_id: userId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await changed(trx, project);
  });
}

export async function removeMember(db: Db, viewer: ProjectViewer, id: number, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const project = await memberProject(trx, viewer, id);
    const members = await trx.selectFrom('project_members').select('user_id').where('project_id', '=', id).execute();
    if (!members.some((m) => Number(m.user_id) === userId)) throw notFound(`User ${userId} is not a member of this project`);
    if (members.length === 1) throw conflict('A project keeps at least one member');
    await trx.deleteFrom('project_members').where('project_id', '=', id).where('user_id', '=', userId).execute();
    // Their open tasks wait for someone else.
    await trx
      .updateTable('project_tasks')
      .set({ assignee_id: null, updated_at: new Date() })
      .where('project_id', '=', id)
      .where('assignee_id', '=', userId)
      .where('state', '<>', 'DONE')
      .execute();
    await changed(trx, project);
  });
}

export interface TaskInput {
  title: string;
  assigneeId: number | null;
  dueDate: string | null;
  state?: ProjectTaskState;
}

async function checkAssignee(trx: Db, projectId: number, assigneeId: number | null) {
  if (assigneeId === null) return;
  const member = await trx
    .selectFrom('project_members')
    .select('user_id')
    .where('project_id', '=', projectId)
    .where('user_id', '=', assigneeId)
    .executeTakeFirst();
  if (!member) throw badRequest('A task is assigned to a member of the project', 'body.assigneeId');
}

export async function addTask(db: Db, viewer: ProjectViewer, id: number, input: TaskInput): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const project = await memberProject(trx, viewer, id);
    await checkAssignee(trx, id, input.assigneeId);
    const task = await trx
      .insertInto('project_tasks')
      .values({
        project_id: id,
        title: input.title.trim(),
        assignee_id: input.assigneeId,
        due_date: input.dueDate,
        state: input.state ?? 'OPEN',
        created_by: viewer.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await changed(trx, project);
    return task.id;
  });
}

export async function updateTask(db: Db, viewer: ProjectViewer, id: number, taskId: number, input: TaskInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const project = await memberProject(trx, viewer, id);
    await checkAssignee(trx, id, input.assigneeId);
    const task = await trx
      .updateTable('project_tasks')
      .set({
        title: input.title.trim(),
        assignee_id: input.assigneeId,
        due_date: input.dueDate,
        state: input.state ?? 'OPEN',
        updated_at: new Date(),
      })
      .where('id', '=', taskId)
      .where('project_id', '=', id)
      .returning('id')
      .executeTakeFirst();
    if (!task) throw notFound(`Task ${taskId} not found`);
    await changed(trx, project);
  });
}

/** A comment; each member it mentions (other than its author) is mailed with it and a link to the project. */
export async function addComment(
  ctx: Ctx,
  viewer: ProjectViewer,
  id: number,
  input: { body: string; mentionedUserIds: number[] },
  publicUrl: string,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const project = await memberProject(trx, viewer, id);
    const mentioned = input.mentionedUserIds.length
      ? await trx
          .selectFrom('project_members as m')
          .innerJoin('users as u', 'u.id', 'm.user_id')
          .select(['u.id', 'u.email', 'u.service_provider_id'])
          .where('m.project_id', '=', id)
          .where('u.id', 'in', input.mentionedUserIds)
          .execute()
      : [];
    if (mentioned.length !== input.mentionedUserIds.length)
      throw badRequest('Only members of the project can be mentioned', 'body.mentionedUserIds');
    const author = await trx
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('id', '=', viewer.userId)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('project_comments')
      .values({ project_id: id, author_id: viewer.userId, body: input.body.trim(), mentioned_user_ids: input.mentionedUserIds })
      .execute();
    for (const person of mentioned.filter((m) => Number(m.id) !== viewer.userId)) {
      // The project's page on the person's own side.
      const side = person.service_provider_id === null ? 'engineer' : 'service-provider';
      const projectUrl = `${publicUrl}/${side}/projects?project=${id}`;
      await ctx.outbox.sendTemplate(
        {
          template: 'projects.mention',
          ...(await recipientOf(trx, Number(person.id))),
          values: {
            author: `${author.first_name} ${author.last_name}`,
            project: project.name,
            comment: input.body.trim(),
            link: projectUrl,
          },
        },
        trx,
      );
    }
    await changed(trx, project);
  });
}

/** Sets the project's orders or part files to the given ones of the customer company. */
export async function setProjectLinks(
  db: Db,
  viewer: ProjectViewer,
  id: number,
  kind: 'orders' | 'files',
  ids: number[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const project = await memberProject(trx, viewer, id);
    if (kind === 'orders') {
      const own = ids.length
        ? await trx.selectFrom('rfqs').select('id').where('id', 'in', ids).where('customer_id', '=', project.company_id).execute()
        : [];
      if (own.length !== ids.length) throw badRequest('Only the company’s own orders can be in its project', 'body.ids');
      await trx.deleteFrom('project_orders').where('project_id', '=', id).execute();
      if (ids.length)
        await trx
          .insertInto('project_orders')
          .values(ids.map((rfq) => ({ project_id: id, rfq_id: rfq })))
          .execute();
    } else {
      const own = ids.length
        ? await trx.selectFrom('files').select('id').where('id', 'in', ids).where('company_id', '=', project.company_id).execute()
        : [];
      if (own.length !== ids.length) throw badRequest('Only the company’s own part files can be in its project', 'body.ids');
      await trx.deleteFrom('project_files').where('project_id', '=', id).execute();
      if (ids.length)
        await trx
          .insertInto('project_files')
          .values(ids.map((file) => ({ project_id: id, file_id: file })))
          .execute();
    }
    await changed(trx, project);
  });
}
