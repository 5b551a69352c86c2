/**
 * How the verifier reads the trail: the facilities to walk and how far, and their rows a batch at a
 * time, each with the database's verdict on whether its content matches its hash.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Head, WalkedRow } from './chain-walk.js';
import { rowHash, rowTextSql } from './hash.js';

/** A facility's trail to walk: positions 1 to `last`, its head's position (or its last row's, without a head). */
export type Trail = { facilityId: number; last: number };
/** A batch to ask for: rows of a facility's trail (its index among the trails) from position `from` on. */
export type Batch = { index: number; trail: Trail; from: number };

/**
 * The heads (in order of facility), and the trails to walk: those with a head, to its position, and
 * those whose head is gone, to their last row (the walk names the missing head). The trails' last
 * rows are read before the heads, so that a facility's first rows appended in between are not taken
 * for rows without a head.
 */
export async function trailsOf(db: Db, facilityId: number | undefined): Promise<{ heads: Head[]; trails: Trail[] }> {
  const lasts = await lastPositions(db, facilityId);
  let query = db.selectFrom('audit_heads').select(['facility_id', 'position', 'hash']);
  if (facilityId !== undefined) query = query.where('facility_id', '=', facilityId);
  const heads = await query.orderBy('facility_id').execute();
  const trails = heads.map((head) => ({ facilityId: head.facility_id, last: head.position }));
  for (const row of lasts) {
    if (!heads.some((head) => head.facility_id === row.facility_id)) trails.push({ facilityId: row.facility_id, last: row.last });
  }
  return { heads, trails: trails.sort((a, b) => a.facilityId - b.facilityId) };
}

/** Each facility's last position in the trail: one index probe a facility, not a read of every row. */
async function lastPositions(db: Db, facilityId: number | undefined): Promise<{ facility_id: number; last: number }[]> {
  if (facilityId !== undefined) {
    const row = await db
      .selectFrom('audit_trail')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('facility_id', '=', facilityId)
      .executeTakeFirst();
    return row?.last ? [{ facility_id: facilityId, last: Number(row.last) }] : [];
  }
  const { rows } = await sql<{ facility_id: number; last: number }>`
    with recursive facility (id) as (
      (select facility_id from audit_trail order by facility_id limit 1)
      union all
      select (select facility_id from audit_trail where facility_id > facility.id order by facility_id limit 1)
      from facility where facility.id is not null
    )
    select id as facility_id, (select max(position) from audit_trail where facility_id = facility.id) as last
    from facility where id is not null`.execute(db);
  return rows;
}

/**
 * The batches of the trails in order: each facility's positions 1 to its last, `size` at a time,
 * until `ended` names the facility (its rows ended before).
 */
export function* batchesOf(trails: Trail[], size: number, ended: () => number): Generator<Batch> {
  for (const [index, trail] of trails.entries()) {
    for (let from = 1; from <= trail.last && ended() !== index; from += size) yield { index, trail, from };
  }
}

/**
 * The facility's next `size` rows from position `from` on, up to its last, each with whether the
 * database found its content to match its hash. Where positions are missing, the batch goes on past
 * them, so the walk meets the row after the gap.
 */
export async function rowsOf(db: Db, { trail, from }: Batch, size: number): Promise<WalkedRow[]> {
  const batch = await db
    .selectFrom('audit_trail')
    .select([
      'id',
      'facility_id',
      'position',
      'previous_hash',
      'hash',
      sql<boolean>`encode(sha256(convert_to(${rowTextSql}, 'UTF8')), 'hex') = hash`.as('content_matches'),
    ])
    .where('facility_id', '=', trail.facilityId)
    .where('position', '>=', from)
    .where('position', '<=', trail.last)
    .orderBy('position')
    .limit(size)
    .execute();
  return confirmMismatches(db, batch);
}

/**
 * The rows the database found not to match, checked again by the rule itself (rowHash over the
 * row as read): a row whose engine writes a value otherwise than hash.ts does is not broken.
 */
async function confirmMismatches(db: Db, batch: WalkedRow[]): Promise<WalkedRow[]> {
  const suspects = batch.filter((row) => !row.content_matches).map((row) => row.id);
  if (suspects.length === 0) return batch;
  const rows = await db.selectFrom('audit_trail').selectAll().where('id', 'in', suspects).execute();
  const matching = new Set(rows.filter((row) => rowHash(row) === row.hash).map((row) => row.id));
  return batch.map((row) => (matching.has(row.id) ? { ...row, content_matches: true } : row));
}
