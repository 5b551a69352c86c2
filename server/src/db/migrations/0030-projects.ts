import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * Projects (issue 14, item 3): a customer company's work, grouping its orders and part files,
 * with members (its people, and the people of the facility it shares the project with), tasks
 * (an assignee among the members, a due day, a state) and comments that mention members.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `create table projects (
      id bigint generated always as identity primary key,
      company_id bigint not null references companies(id),
      shared_facility_id bigint references companies(id),
      name text not null check (length(name) between 1 and 200),
      description text not null default '' check (length(description) <= 4000),
      created_by bigint not null references users(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`,
    `create index projects_company_idx on projects (company_id, updated_at desc, id desc)`,
    `create table project_members (
      project_id bigint not null references projects(id),
      user_id bigint not null references users(id),
      added_at timestamptz not null default now(),
      primary key (project_id, user_id))`,
    `create index project_members_user_idx on project_members (user_id)`,
    `create table project_orders (
      project_id bigint not null references projects(id),
      rfq_id bigint not null references rfqs(id),
      primary key (project_id, rfq_id))`,
    `create table project_files (
      project_id bigint not null references projects(id),
      file_id bigint not null references files(id),
      primary key (project_id, file_id))`,
    `create table project_tasks (
      id bigint generated always as identity primary key,
      project_id bigint not null references projects(id),
      title text not null check (length(title) between 1 and 200),
      assignee_id bigint references users(id),
      due_date date,
      state text not null default 'OPEN' check (state in ('OPEN', 'IN_PROGRESS', 'DONE')),
      created_by bigint not null references users(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`,
    `create index project_tasks_project_idx on project_tasks (project_id, id)`,
    `create index project_tasks_assignee_idx on project_tasks (assignee_id) where state <> 'DONE'`,
    `create table project_comments (
      id bigint generated always as identity primary key,
      project_id bigint not null references projects(id),
      author_id bigint not null references users(id),
      body text not null check (length(body) between 1 and 4000),
      mentioned_user_ids bigint[] not null default '{}',
      created_at timestamptz not null default now())`,
    `create index project_comments_project_idx on project_comments (project_id, id)`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
