/**
 * The rules of a whole chain, applied row by row as the verifier reads a trail in order of
 * (facility, position): each facility's positions run 1, 2, 3… without a gap, each row holds the
 * hash of the row before it (64 zeros for the first), each row's content matches its hash, and the
 * facility's head holds the position and hash of its last row. A break is named by its facility and
 * position, with what is wrong in words.
 */
import { CHAIN_START } from './hash.js';

export interface BrokenLink {
  facilityId: number;
  /** Where the chain breaks: the row that fails, or the position that has no row. */
  position: number;
  /** The row that fails; null when the position has no row. */
  id: number | null;
  reason: string;
}

/** What the walk needs of a row: where it is, its hashes, and whether its content matches its hash. */
export interface WalkedRow {
  id: number;
  facility_id: number;
  position: number;
  previous_hash: string;
  hash: string;
  content_matches: boolean;
}

export type Head = { facility_id: number; position: number; hash: string };
/** Where a facility's chain has got to: its last position, that row's hash and id. */
type ChainEnd = { position: number; hash: string; id: number | null };
const START: ChainEnd = { position: 0, hash: CHAIN_START, id: null };

/** The walk's state: the facility it is in, the last position and hash seen there, and the heads still ahead. */
export class ChainWalk {
  private readonly heads: Head[];
  private facility: number | undefined;
  private head: Head | undefined;
  private last: ChainEnd = START;
  /** The rows checked so far. */
  rows = 0;

  /** `heads` in order of facility. */
  constructor(heads: Head[]) {
    this.heads = [...heads];
  }

  /** What is wrong with the row, or with the chain before it; undefined when nothing is. */
  check(row: WalkedRow): BrokenLink | undefined {
    if (row.facility_id !== this.facility) {
      const broken = this.endFacility(row.facility_id);
      if (broken) return broken;
      this.facility = row.facility_id;
      this.head = this.heads[0]?.facility_id === row.facility_id ? this.heads.shift() : undefined;
      this.last = START;
    }
    this.rows += 1;
    const broken = this.problemOf(row);
    if (broken) return { facilityId: row.facility_id, ...broken };
    this.last = { position: row.position, hash: row.hash, id: row.id };
    return undefined;
  }

  /** After the last row: the end of the last facility, and the facilities whose every row is gone. */
  end(): BrokenLink | undefined {
    return this.endFacility(Number.POSITIVE_INFINITY);
  }

  /** What is wrong with a row of the facility walked: where the chain breaks and why. */
  private problemOf(row: WalkedRow): Omit<BrokenLink, 'facilityId'> | undefined {
    const expected = this.last.position + 1;
    if (row.position < expected)
      return { position: row.position, id: row.id, reason: `Position ${row.position} comes a second time` };
    if (row.position > expected) {
      return { position: expected, id: null, reason: missing(expected, row.position - 1, this.last.position, row.position) };
    }
    if (!row.content_matches) {
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
      const broken = endOfChain(this.heads[0].facility_id, this.heads.shift(), START);
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
