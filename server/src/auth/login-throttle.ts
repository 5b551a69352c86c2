import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { tooManyRequests } from '../http/errors.js';

export interface ThrottleLimits {
  /** Failed logins for one account from one client address before that pair is refused. */
  perAccountAndIp: number;
  /** Failed logins from one client address, whatever the accounts, before the address is refused. */
  perIp: number;
  windowSeconds: number;
  /** The delay of an attempt after the account's first few failures (from any address); it doubles with each further one. */
  slowdownMs: number;
  /** At most SLOWDOWN_CEILING_MS: the owner signing in with the right password waits it too. */
  slowdownMaxMs: number;
}

/** The longest LOGIN_SLOWDOWN_MAX_MS may be. */
export const SLOWDOWN_CEILING_MS = 2000;

/** A person mistyping a password a few times is not slowed down; the attempt after that waits. */
const FREE_FAILURES = 3;

/** How long an attempt on an account waits, given its failures in the window from every address. */
export function slowdownFor(accountFailures: number, limits: Pick<ThrottleLimits, 'slowdownMs' | 'slowdownMaxMs'>): number {
  if (accountFailures < FREE_FAILURES) return 0;
  return Math.min(limits.slowdownMaxMs, limits.slowdownMs * 2 ** (accountFailures - FREE_FAILURES));
}

/**
 * Failed logins counted in a fixed window, in the database so that every server behind a
 * load balancer sees the same counts: per (account, address) pair and per address, each
 * refused over its limit, and per account, which only slows attempts down. A stranger's
 * failures never refuse the owner signing in from another address; they only make every
 * guess at the account slower.
 */
export function loginThrottle(db: Db, limits: ThrottleLimits) {
  const keysOf = (email: string, ip: string) => {
    const account = email.toLowerCase();
    return { pair: `pair:${account}|${ip}`, ip: `ip:${ip}`, account: `account:${account}` };
  };
  const inWindow = sql<boolean>`login_failures.window_start > now() - make_interval(secs => ${limits.windowSeconds})`;

  return {
    /** Throws 429 when the pair or the address is over its limit; otherwise the delay (ms) the attempt must wait. */
    async check(email: string, ip: string): Promise<number> {
      const keys = keysOf(email, ip);
      const rows = await db
        .selectFrom('login_failures')
        .select(['key', 'failures', 'window_start'])
        .where('key', 'in', [keys.pair, keys.ip, keys.account])
        .where('window_start', '>', sql<Date>`now() - make_interval(secs => ${limits.windowSeconds})`)
        .execute();
      const failuresOf = (key: string) => rows.find((r) => r.key === key);
      for (const [key, limit] of [
        [keys.pair, limits.perAccountAndIp],
        [keys.ip, limits.perIp],
      ] as const) {
        const row = failuresOf(key);
        if (row && row.failures >= limit) {
          const retryAfter = Math.max(
            1,
            Math.ceil((row.window_start.getTime() + limits.windowSeconds * 1000 - Date.now()) / 1000),
          );
          throw tooManyRequests(
            `Too many failed login attempts. Please try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
            retryAfter,
          );
        }
      }
      return slowdownFor(failuresOf(keys.account)?.failures ?? 0, limits);
    },

    async recordFailure(email: string, ip: string): Promise<void> {
      const keys = keysOf(email, ip);
      // A window older than windowSeconds starts over at one failure.
      await db
        .insertInto('login_failures')
        .values([keys.pair, keys.ip, keys.account].map((key) => ({ key, window_start: new Date(), failures: 1 })))
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            failures: sql`case when ${inWindow} then login_failures.failures + 1 else 1 end`,
            window_start: sql`case when ${inWindow} then login_failures.window_start else now() end`,
          }),
        )
        .execute();
    },

    /** The owner got in: their account and this address start over (the address's count of other accounts stays). */
    async recordSuccess(email: string, ip: string): Promise<void> {
      const keys = keysOf(email, ip);
      await db.deleteFrom('login_failures').where('key', 'in', [keys.pair, keys.account]).execute();
    },
  };
}
