/**
 * Verifying the audit trail: every row's hash is computed again from its content and the hash of
 * the row before it, and the positions must run 1, 2, 3… to the facility's head. A row changed,
 * replaced or removed behind the platform's back (by someone who switched the trigger off) is named
 * by its facility and position, with what is wrong in words.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { CHAIN_START, rowHash, rowText, sha256, type HashedFields } from './hash.js';

/** Rows read per statement: a batch is about 2 MB of memory however long the trail. */
const BATCH = 5_000;

interface BrokenLink {
  facilityId: number;
  /** Where the chain breaks: the row that fails, or the position that has no row. */
  position: number;
  /** The row that fails; null when the position has no row. */
  id: number | null;
  reason: string;
}

export type AuditVerification = { intact: true; rows: number } | { intact: false; rows: number; firstBroken: BrokenLink };

/** A row as the walk reads it: its time and values as the text the database writes them in, not parsed. */
type TrailRow = Omit<HashedFields, 'at' | 'old_value' | 'new_value'> & {
  id: number;
  hash: string;
  at_text: string;
  old_text: string | null;
  new_text: string | null;
};
type Head = { facility_id: number; position: number; hash: string };
/** Where a facility's chain has got to: its last position, that row's hash and id. */
type ChainEnd = { position: number; hash: string; id: number | null };

/**
 * Walks the trail of one facility, or of every facility, in order of (facility, position), a batch
 * at a time by keyset, so memory stays flat however long it is; stops at the first break.
 *
 * The heads are read first, and only the rows up to each head's position then are checked: those
 * were all committed by then and never change, while rows appended during the walk are left for the
 * next one. So a walk needs no snapshot, and the embedded database (one connection) answers other
 * requests between its batches.
 */
export async function verifyAuditChain(db: Db, facilityId?: number): Promise<AuditVerification> {
  let heads = db.selectFrom('audit_heads').select(['facility_id', 'position', 'hash']);
  if (facilityId !== undefined) heads = heads.where('facility_id', '=', facilityId);
  const walk = new ChainWalk(await heads.orderBy('facility_id').execute());
  let next: Promise<TrailRow[]> | undefined = batchAfter(db, facilityId, undefined);
  while (next) {
    const batch: TrailRow[] = await next;
    const last = batch.at(-1);
    // The next batch is asked for before this one is hashed, so the database reads it meanwhile.
    next = batch.length === BATCH && last ? batchAfter(db, facilityId, last) : undefined;
    if (next) await new Promise((resolve) => setImmediate(resolve));
    for (const row of batch) {
      const firstBroken = walk.check(row);
      if (firstBroken) {
        // Nothing is left running: the batch already asked for is awaited.
        await next?.catch(() => undefined);
        return { intact: false, rows: walk.rows, firstBroken };
      }
    }
  }
  const firstBroken = walk.end();
  return firstBroken ? { intact: false, rows: walk.rows, firstBroken } : { intact: true, rows: walk.rows };
}

function batchAfter(db: Db, facilityId: number | undefined, after: TrailRow | undefined): Promise<TrailRow[]> {
  let query = db
    .selectFrom('audit_trail')
    .select([
      'id',
      'facility_id',
      'position',
      sql<string>`to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('at_text'),
      'user_id',
      'user_name',
      'entity',
      'entity_id',
      'action',
      sql<string | null>`old_value::text`.as('old_text'),
      sql<string | null>`new_value::text`.as('new_text'),
      'previous_hash',
      'hash',
    ]);
  if (facilityId !== undefined) query = query.where('facility_id', '=', facilityId);
  if (after) query = query.where(sql<boolean>`(facility_id, position) > (${after.facility_id}, ${after.position})`);
  return query.orderBy('facility_id').orderBy('position').limit(BATCH).execute();
}

/** The walk's state: the facility it is in, the last position and hash seen there, and the heads still ahead. */
class ChainWalk {
  private readonly heads: Head[];
  private facility: number | undefined;
  private head: Head | undefined;
  private last: ChainEnd = { position: 0, hash: CHAIN_START, id: null };
  /** The rows checked so far. */
  rows = 0;

  constructor(heads: Head[]) {
    this.heads = heads;
  }

  /** What is wrong with the row, or with the chain before it; undefined when nothing is. */
  check(row: TrailRow): BrokenLink | undefined {
    if (row.facility_id !== this.facility) {
      const broken = this.endFacility(row.facility_id);
      if (broken) return broken;
      this.facility = row.facility_id;
      this.head = this.heads[0]?.facility_id === row.facility_id ? this.heads.shift() : undefined;
      this.last = { position: 0, hash: CHAIN_START, id: null };
    }
    // Appended after the walk began: the next walk checks it.
    if (this.head && row.position > this.head.position) return undefined;
    this.rows += 1;
    const broken = this.problemOf(row);
    if (broken) return { facilityId: row.facility_id, ...broken };
    this.last = { position: row.position, hash: row.hash, id: row.id };
    return undefined;
  }

  /** What is wrong with a row of the facility walked: where the chain breaks and why. */
  private problemOf(row: TrailRow): Omit<BrokenLink, 'facilityId'> | undefined {
    const expected = this.last.position + 1;
    if (row.position < expected)
      return { position: row.position, id: row.id, reason: `Position ${row.position} comes a second time` };
    if (row.position > expected) {
      return { position: expected, id: null, reason: missing(expected, row.position - 1, this.last.position, row.position) };
    }
    if (!contentMatches(row)) {
      return {
        position: row.position,
        id: row.id,
        reason: 'The row’s content does not match its hash: it was changed after it was written',
      };
    }
    if (row.previous_hash === this.last.hash) return undefined;
    return {
      position: row.position,
      id: row.id,
      reason:
        row.position === 1
          ? 'Its previous hash is not the start of a chain (64 zeros), though it is the facility’s first row'
          : `Its previous hash does not match the hash of the row before it (position ${this.last.position})`,
    };
  }

  /** After the last row: the end of the last facility, and the facilities whose every row is gone. */
  end(): BrokenLink | undefined {
    return this.endFacility(Number.POSITIVE_INFINITY);
  }

  /**
   * The facility walked so far must end where its head says; a facility with a head that comes
   * before `nextFacility` but had no row at all has lost them all.
   */
  private endFacility(nextFacility: number): BrokenLink | undefined {
    if (this.facility !== undefined) {
      const broken = endOfChain(this.facility, this.head, this.last);
      if (broken) return broken;
    }
    while (this.heads[0] && this.heads[0].facility_id < nextFacility) {
      const broken = endOfChain(this.heads[0].facility_id, this.heads.shift(), { position: 0, hash: CHAIN_START, id: null });
      if (broken) return broken;
    }
    return undefined;
  }
}

/** Whether a facility's chain ends at its head: the head's position and hash are those of its last row. */
function endOfChain(facilityId: number, head: Head | undefined, last: ChainEnd): BrokenLink | undefined {
  if (!head) {
    return {
      facilityId,
      position: last.position,
      id: last.id,
      reason: 'The facility’s head (its last position and hash, which the next row chains to) is missing',
    };
  }
  if (head.position > last.position) {
    const reason = missing(last.position + 1, head.position, last.position, null);
    return { facilityId, position: last.position + 1, id: null, reason };
  }
  if (head.hash !== last.hash) {
    return {
      facilityId,
      position: last.position,
      id: last.id,
      reason: `The facility’s head does not hold the hash of its last row (position ${last.position})`,
    };
  }
  return undefined;
}

/** Positions `from` to `to` have no row: between `before` and `after` (null: the trail ends before the head). */
function missing(from: number, to: number, before: number, after: number | null): string {
  const what = from === to ? `Position ${from} is missing` : `Positions ${from} to ${to} are missing`;
  if (after === null) return `${what}: the facility’s head is at position ${to}, but its trail ends at position ${before}`;
  return before === 0
    ? `${what}: the facility’s trail starts at position ${after}`
    : `${what}: the trail goes from position ${before} to ${after}`;
}

/** The outcome in a sentence, as the command prints it. */
export function verificationSentence(result: AuditVerification): string {
  const rows = `${result.rows.toLocaleString('en')} row${result.rows === 1 ? '' : 's'} checked`;
  if (result.intact) return `The audit trail is intact: ${rows}, each matching its hash and chained to the one before it.`;
  const { facilityId, position, id, reason } = result.firstBroken;
  const row = id === null ? 'no row there' : `row id ${id}`;
  return `The audit trail is broken in facility ${facilityId} at position ${position} (${row}): ${reason}. ${rows} up to there.`;
}

/**
 * Whether the row's content hashes to its hash: first with its time and values as the database wrote
 * them (their canonical text, so this is the rule), else as JavaScript writes them once parsed, in
 * case an engine writes them otherwise than they were hashed (hash.ts).
 */
function contentMatches(row: TrailRow): boolean {
  if (sha256(rowText(row, row.at_text, row.old_text ?? 'null', row.new_text ?? 'null')) === row.hash) return true;
  const at = new Date(row.at_text);
  if (Number.isNaN(at.getTime())) return false;
  const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));
  return rowHash({ ...row, at, old_value: parsed(row.old_text), new_value: parsed(row.new_text) }) === row.hash;
}
