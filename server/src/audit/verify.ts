/**
 * Verifying the audit trail: every row's hash is made again from its content and must be the one
 * it holds, and the rows must form one chain per facility (chain-walk.ts). A row changed, replaced
 * or removed behind the platform's back (by someone who switched the trigger off) is named by its
 * facility and position, with what is wrong in words.
 */
import type { Db } from '../db/database.js';
import { ChainWalk, type BrokenLink, type WalkedRow } from './chain-walk.js';
import { batchesOf, rowsOf, trailsOf, type Batch } from './trail-batches.js';

/** Rows read per statement: what the walk holds at once, however long the trail. */
const BATCH = 5_000;
/**
 * Statements in flight at once. The database makes each row's hash, most of a walk's work: with
 * several statements on their own connections it does so on several cores (the embedded database,
 * with one connection, runs them one after the other).
 */
const IN_FLIGHT = 3;

export type AuditVerification = { intact: true; rows: number } | { intact: false; rows: number; firstBroken: BrokenLink };

/**
 * Walks the trail of one facility, or of every facility, in order of (facility, position), a batch
 * at a time, so memory stays flat however long it is; stops at the first break.
 *
 * The heads are read first, and only the rows up to each head's position then are checked: those
 * were all committed by then and never change, while rows appended during the walk are left for the
 * next one. So a walk needs no snapshot, and the embedded database (one connection) answers other
 * requests between its batches. A facility's positions run 1, 2, 3…, so its batches are known
 * before they are read and several are read at once; a batch that comes back short is its
 * facility's last (the walk names what is missing).
 */
export async function verifyAuditChain(
  db: Db,
  facilityId?: number,
  /** Rows read per statement (the tests take small batches, to walk across their edges). */
  { batch = BATCH }: { batch?: number } = {},
): Promise<AuditVerification> {
  const { heads, trails } = await trailsOf(db, facilityId);
  const walk = new ChainWalk(heads);
  let ended = -1;
  const plan = batchesOf(trails, batch, () => ended);
  const inFlight: (Batch & { rows: Promise<WalkedRow[]> })[] = [];
  const ask = () => {
    while (inFlight.length < IN_FLIGHT) {
      const next = plan.next();
      if (next.done) return;
      inFlight.push({ ...next.value, rows: rowsOf(db, next.value, batch) });
    }
  };
  ask();
  for (let asked = inFlight.shift(); asked; asked = inFlight.shift()) {
    const rows = await asked.rows;
    // Asked for before its facility's rows were known to have ended.
    if (asked.index === ended) continue;
    if (rows.length < batch) ended = asked.index;
    ask();
    for (const row of rows) {
      const firstBroken = walk.check(row);
      if (firstBroken) {
        // Nothing is left running when the answer goes.
        await Promise.allSettled(inFlight.map((b) => b.rows));
        return { intact: false, rows: walk.rows, firstBroken };
      }
    }
  }
  const firstBroken = walk.end();
  return firstBroken ? { intact: false, rows: walk.rows, firstBroken } : { intact: true, rows: walk.rows };
}

/** The outcome in a sentence, as the command prints it. */
export function verificationSentence(result: AuditVerification): string {
  const rows = `${result.rows.toLocaleString('en')} row${result.rows === 1 ? '' : 's'} checked`;
  if (result.intact) return `The audit trail is intact: ${rows}, each matching its hash and chained to the one before it.`;
  const { facilityId, position, id, reason } = result.firstBroken;
  const row = id === null ? 'no row there' : `row id ${id}`;
  return `The audit trail is broken in facility ${facilityId} at position ${position} (${row}): ${reason}. ${rows} up to there.`;
}
