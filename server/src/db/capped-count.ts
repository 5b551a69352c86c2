import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from './database.js';

/** How long a list is: every matching row counted, or, with `totalCountCapped`, at least this many. */
export interface ListTotal {
  totalCount: number;
  /** More rows match than were counted: `totalCount` is a lower bound ("10,000+"). */
  totalCountCapped: boolean;
}

/**
 * A list that can grow with a tenant's history counts this many rows at most. Counting every
 * match cost a facility's first page of 50,000 part orders ten times the page itself; nobody
 * pages past the first few hundred rows before narrowing the search.
 */
export const LIST_COUNT_CAP = 10_000;

/**
 * The rows of `query` (its FROM and WHERE; it selects nothing yet) counted up to `cap`: the count
 * reads at most cap + 1 of them, and answers the cap with `totalCountCapped` when there are more.
 * Filters and searches stay exact; only their count stops early.
 */
export async function countUpTo<DB, TB extends keyof DB, O>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, O>,
  cap: number,
): Promise<ListTotal> {
  const counted = query.select(sql<number>`1`.as('one')).limit(cap + 1);
  const { rows } = await sql<{ n: string | number }>`select count(*) as n from (${counted}) as counted`.execute(db);
  const n = Number(rows[0]!.n);
  return { totalCount: Math.min(n, cap), totalCountCapped: n > cap };
}

/**
 * The count of a list shown a page at a time: up to LIST_COUNT_CAP, or as far as the page asked
 * reaches past it, so that a page beyond the cap still learns whether another follows (its offset
 * already reads that many rows).
 */
export const countListUpTo = <DB, TB extends keyof DB, O>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, O>,
  page: { offset: number; limit: number },
) => countUpTo(db, query, Math.max(LIST_COUNT_CAP, page.offset + page.limit));
