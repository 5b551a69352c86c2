/**
 * Projects' reads. A person reads the projects they are a member of: on the
 * engineer side those of their customer company, on a facility's those shared with it.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { containsPattern } from '../http/schema-helpers.js';

/** Who reads: a person, on their customer company's side or their facility's. */
export interface ProjectViewer {
  userId: number;
  side: 'engineer' | 'facility';
  /** The customer company (engineer side) or the facility. */
  companyId: number;
}

/** The caller's projects: a member, of a project of their side. */
export function visibleProjects(db: Db, viewer: ProjectViewer) {
  return db
    .selectFrom('projects as p')
    .innerJoin('project_members as me', (join) => join.onRef('me.project_id', '=', 'p.id').on('me.user_id', '=', viewer.userId))
    .where(viewer.side === 'engineer' ? 'p.company_id' : 'p.shared_facility_id', '=', viewer.companyId);
}

export async function listProjects(db: Db, viewer: ProjectViewer, query: { search?: string; offset: number; limit: number }) {
  let projects = visibleProjects(db, viewer);
  if (query.search?.trim()) projects = projects.where('p.name', 'ilike', containsPattern(query.search));
  const [count, rows] = await Promise.all([
    projects.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    projects
      .innerJoin('companies as c', 'c.id', 'p.company_id')
      .leftJoin('companies as f', 'f.id', 'p.shared_facility_id')
      .select([
        'p.id',
        'p.name',
        'p.updated_at',
        'c.company_name',
        'f.company_name as facility_name',
        sql<string>`(select count(*) from project_members m where m.project_id = p.id)`.as('members'),
        sql<string>`(select count(*) from project_orders o where o.project_id = p.id)`.as('orders'),
        sql<string>`(select count(*) from project_tasks t where t.project_id = p.id and t.state <> 'DONE')`.as('open_tasks'),
        sql<string>`(select count(*) from project_tasks t where t.project_id = p.id and t.state <> 'DONE'
          and t.assignee_id = ${viewer.userId})`.as('my_open_tasks'),
      ])
      .orderBy('p.updated_at', 'desc')
      .orderBy('p.id', 'desc')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
  ]);
  return { totalCount: Number(count.n), rows };
}

/** The people who may be members: the company's, and the shared facility's; active accounts only. */
export function eligiblePeople(db: Db, project: { company_id: number; shared_facility_id: number | null }) {
  return db
    .selectFrom('users as u')
    .leftJoin('companies as c', (join) =>
      join.on((eb) =>
        eb.or([eb('c.id', '=', eb.ref('u.engineer_company_id')), eb('c.id', '=', eb.ref('u.service_provider_id'))]),
      ),
    )
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'c.company_name'])
    .where('u.deactivated_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('u.engineer_company_id', '=', project.company_id),
        ...(project.shared_facility_id === null ? [] : [eb('u.service_provider_id', '=', project.shared_facility_id)]),
      ]),
    )
    .orderBy('u.last_name')
    .orderBy('u.first_name');
}

export async function projectDetails(db: Db, viewer: ProjectViewer, id: number) {
  const project = await visibleProjects(db, viewer)
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .leftJoin('companies as f', 'f.id', 'p.shared_facility_id')
    .select([
      'p.id',
      'p.name',
      'p.description',
      'p.company_id',
      'p.shared_facility_id',
      'p.updated_at',
      'c.company_name',
      'f.company_name as facility_name',
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!project) return undefined;
  const [people, memberIds, tasks, comments, orders, files] = await Promise.all([
    eligiblePeople(db, project).execute(),
    db.selectFrom('project_members').select('user_id').where('project_id', '=', id).execute(),
    db
      .selectFrom('project_tasks as t')
      .leftJoin('users as a', 'a.id', 't.assignee_id')
      .select([
        't.id',
        't.title',
        't.assignee_id',
        't.due_date',
        't.state',
        't.updated_at',
        sql<string | null>`a.first_name || ' ' || a.last_name`.as('assignee_name'),
      ])
      .where('t.project_id', '=', id)
      .orderBy('t.id')
      .execute(),
    db
      .selectFrom('project_comments as k')
      .innerJoin('users as a', 'a.id', 'k.author_id')
      .select(['k.id', 'k.body', 'k.created_at', 'k.mentioned_user_ids', 'k.author_id', 'a.first_name', 'a.last_name'])
      .where('k.project_id', '=', id)
      .orderBy('k.id')
      .execute(),
    db
      .selectFrom('project_orders as o')
      .innerJoin('rfqs as r', 'r.id', 'o.rfq_id')
      .select(['r.id', 'r.display_title', 'r.status', 'r.awarded_facility_id'])
      .where('o.project_id', '=', id)
      // A facility reads the project's orders it makes, never what went to another.
      .$if(viewer.side === 'facility', (q) => q.where('r.awarded_facility_id', '=', viewer.companyId))
      .orderBy('r.id', 'desc')
      .execute(),
    db
      .selectFrom('project_files as pf')
      .innerJoin('files as f', 'f.id', 'pf.file_id')
      .select(['f.id', 'f.file_name', 'f.part_id'])
      .where('pf.project_id', '=', id)
      .orderBy('f.id', 'desc')
      .execute(),
  ]);
  const members = new Set(memberIds.map((row) => Number(row.user_id)));
  return { project, people, members, tasks, comments, orders, files };
}
