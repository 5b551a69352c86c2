import type { Transaction } from 'kysely';
import type { DemoTenants } from '../accounts/index.js';
import type { Database } from '../db/schema.js';

/**
 * A domain's part of the demo data (its `seed.ts`) written as rows: its rows for the seeded
 * tenants, inside a seeding transaction (the orders are made through their services instead).
 * `hour` is the start of the hour of seeding (epoch ms): rows in time (due dates, jobs) are
 * placed from it, so they keep their place relative to now at any minute; the hour rather than
 * the day's midnight, so a job seeded as running at 00:30 runs at 23:30 too.
 */
export type DomainSeed = (trx: Transaction<Database>, tenants: DemoTenants, hour: number) => Promise<void>;

/** The ids of rows another domain seeded, by a unique name column (a material's name, a machine's model). */
export async function idsByName<K extends string>(
  rows: Promise<({ id: number } & Record<K, string>)[]>,
  key: K,
): Promise<Map<string, number>> {
  return new Map((await rows).map((r) => [r[key], r.id]));
}
