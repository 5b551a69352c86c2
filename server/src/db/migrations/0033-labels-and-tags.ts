import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * Priority labels on jobs and on a facility's offers (matches), and the facility's tags
 * (issue 15): a tag is offered for orders, parts and jobs as its `kinds` say, and is set on a
 * facility's offer, a part it makes or a job. Deleting a label or a tag takes it off
 * everything it was on.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `alter table jobs add column priority_label_id bigint references priority_labels (id) on delete set null`,
    `alter table matches add column priority_label_id bigint references priority_labels (id) on delete set null`,
    `create table tags (
      id bigint generated always as identity primary key,
      facility_id bigint not null references companies (id),
      name text not null check (length(name) between 1 and 40),
      color text not null check (color ~ '^#[0-9a-fA-F]{6}$'),
      kinds text[] not null check (kinds <@ array['ORDER', 'PART', 'JOB'] and cardinality(kinds) > 0),
      created_at timestamptz not null default now())`,
    `create unique index tags_facility_name_key on tags (facility_id, lower(name))`,
    `create table match_tags (
      match_id bigint not null references matches (id) on delete cascade,
      tag_id bigint not null references tags (id) on delete cascade,
      primary key (match_id, tag_id))`,
    `create index match_tags_tag_idx on match_tags (tag_id)`,
    `create table part_tags (
      part_id bigint not null references parts (id) on delete cascade,
      tag_id bigint not null references tags (id) on delete cascade,
      primary key (part_id, tag_id))`,
    `create index part_tags_tag_idx on part_tags (tag_id)`,
    `create table job_tags (
      job_id bigint not null references jobs (id) on delete cascade,
      tag_id bigint not null references tags (id) on delete cascade,
      primary key (job_id, tag_id))`,
    `create index job_tags_tag_idx on job_tags (tag_id)`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
