/**
 * A facility's tags: made, renamed and deleted by its TAGS_SETTINGS_EDITORs
 * (each change audited), set on its offers, the parts it makes and its jobs as a tag's kinds
 * allow, and searched by in the order and part lists (their TAGS filter).
 */
import { TAG_KINDS, type Chip, type TagKind } from 'shared/contracts';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/database.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { recordSettingChange } from '../settings/index.js';

export interface TagInput {
  name: string;
  color: string;
  kinds: TagKind[];
}

/** Who changes the tags: the change is audited in their name. */
export interface TagScope {
  facilityId: number;
  userId: number;
}

type TagRow = { id: number; name: string; color: string; kinds: TagKind[]; created_at: Date };

const toDto = (row: TagRow) => ({
  id: row.id,
  name: row.name,
  color: row.color,
  kinds: row.kinds,
  createdAt: row.created_at.getTime(),
});
const tagValue = (row: { name: string; color: string; kinds: TagKind[] }) => ({
  name: row.name,
  color: row.color,
  kinds: row.kinds,
});

/** The facility's tags by name; with a kind, those that may be set on it. */
export async function listTags(db: Db, facilityId: number, kind?: TagKind) {
  let query = db.selectFrom('tags').selectAll().where('facility_id', '=', facilityId);
  if (kind) query = query.where(sql<SqlBool>`${kind} = any(kinds)`);
  const rows = await query
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
  return rows.map(toDto);
}

async function assertNameFree(db: Db, facilityId: number, name: string, exceptId?: number): Promise<void> {
  let query = db
    .selectFrom('tags')
    .select('id')
    .where('facility_id', '=', facilityId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.trim().toLowerCase()));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw conflict(`A tag named '${name.trim()}' already exists`, { field: 'body.name' });
}

/** The kinds in TAG_KINDS' order, so the same choice is stored and audited the same way. */
const kindsOf = (kinds: TagKind[]): TagKind[] => TAG_KINDS.filter((kind) => kinds.includes(kind));

export async function createTag(db: Db, scope: TagScope, input: TagInput) {
  await assertNameFree(db, scope.facilityId, input.name);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('tags')
      .values({ facility_id: scope.facilityId, name: input.name.trim(), color: input.color, kinds: kindsOf(input.kinds) })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordSettingChange(trx, { ...scope, setting: 'TAG', before: null, after: tagValue(row) });
    return toDto(row);
  });
}

/**
 * Renames, recolours or re-scopes a tag. A kind taken away takes the tag off what it was set
 * on of that kind, so no tag stays where it may no longer be set.
 */
export async function updateTag(db: Db, scope: TagScope, id: number, input: TagInput) {
  await assertNameFree(db, scope.facilityId, input.name, id);
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('tags')
      .select(['name', 'color', 'kinds'])
      .where('id', '=', id)
      .where('facility_id', '=', scope.facilityId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound(`Tag ${id} not found`);
    const kinds = kindsOf(input.kinds);
    const row = await trx
      .updateTable('tags')
      .set({ name: input.name.trim(), color: input.color, kinds })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (!kinds.includes('ORDER')) await trx.deleteFrom('match_tags').where('tag_id', '=', id).execute();
    if (!kinds.includes('PART')) await trx.deleteFrom('part_tags').where('tag_id', '=', id).execute();
    if (!kinds.includes('JOB')) await trx.deleteFrom('job_tags').where('tag_id', '=', id).execute();
    await recordSettingChange(trx, { ...scope, setting: 'TAG', before: tagValue(before), after: tagValue(row) });
    return toDto(row);
  });
}

/** Deletes a tag and takes it off everything it was set on (the foreign keys cascade). */
export async function deleteTag(db: Db, scope: TagScope, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('tags')
      .where('id', '=', id)
      .where('facility_id', '=', scope.facilityId)
      .returning(['name', 'color', 'kinds'])
      .executeTakeFirst();
    if (!deleted) throw notFound(`Tag ${id} not found`);
    await recordSettingChange(trx, { ...scope, setting: 'TAG', before: tagValue(deleted), after: null });
  });
}

/** Refuses tags that are not the facility's or may not be set on `kind` (400 naming the field). */
async function checkTags(trx: Db, facilityId: number, kind: TagKind, ids: number[], field: string): Promise<void> {
  if (!ids.length) return;
  const found = await trx
    .selectFrom('tags')
    .select(['id', 'kinds'])
    .where('facility_id', '=', facilityId)
    .where('id', 'in', ids)
    .execute();
  const missing = ids.find((id) => !found.some((tag) => tag.id === id));
  if (missing !== undefined) throw badRequest(`Tag ${missing} is not one of this facility’s tags`, field);
  const wrong = found.find((tag) => !tag.kinds.includes(kind));
  if (wrong) throw badRequest(`Tag ${wrong.id} may not be set on ${kind.toLowerCase()}s`, field);
}

/** The tables that hold which tags are set on what, by kind. */
const TAGGED = {
  ORDER: { table: 'match_tags', column: 'match_id' },
  PART: { table: 'part_tags', column: 'part_id' },
  JOB: { table: 'job_tags', column: 'job_id' },
} as const;

/**
 * Sets exactly these of the facility's tags on one thing; the facility's other tags come off
 * it (another facility's tags on a shared part stay).
 */
export async function replaceTags(trx: Db, facilityId: number, kind: TagKind, ownerId: number, ids: number[], field: string) {
  await checkTags(trx, facilityId, kind, ids, field);
  const { table, column } = TAGGED[kind];
  await sql`delete from ${sql.table(table)} t using tags g
    where g.id = t.tag_id and g.facility_id = ${facilityId} and t.${sql.ref(column)} = ${ownerId}`.execute(trx);
  if (ids.length) {
    await sql`insert into ${sql.table(table)} (${sql.ref(column)}, tag_id)
      select ${ownerId}, unnest(${ids}::bigint[])`.execute(trx);
  }
}

/**
 * The facility's tags on each of these things, by name, as chips; things without any are left
 * out of the map.
 */
export async function tagsOn(db: Db, facilityId: number, kind: TagKind, ownerIds: number[]) {
  const chips = new Map<number, Chip[]>();
  if (!ownerIds.length) return chips;
  const { table, column } = TAGGED[kind];
  const { rows } = await sql<{ owner: number; id: number; name: string; color: string }>`
    select t.${sql.ref(column)} as owner, g.id, g.name, g.color from ${sql.table(table)} t join tags g on g.id = t.tag_id
    where g.facility_id = ${facilityId} and t.${sql.ref(column)} = any(${ownerIds}::bigint[])
    order by lower(g.name), g.id`.execute(db);
  for (const row of rows) {
    const owner = Number(row.owner);
    chips.set(owner, [...(chips.get(owner) ?? []), { id: Number(row.id), name: row.name, color: row.color }]);
  }
  return chips;
}

/**
 * A list condition: the thing (its id in `ownerColumn`) carries at least one of these tags of
 * the facility (the lists' TAGS filter); another facility's tags never match.
 */
export const taggedWith = (kind: TagKind, facilityId: number, ownerColumn: string, ids: number[]): Expression<SqlBool> => {
  const { table, column } = TAGGED[kind];
  return sql<SqlBool>`exists (select 1 from ${sql.table(table)} tg join tags g on g.id = tg.tag_id
    where tg.${sql.ref(column)} = ${sql.ref(ownerColumn)} and g.facility_id = ${facilityId} and tg.tag_id = any(${ids}::bigint[]))`;
};
