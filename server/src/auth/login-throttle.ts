import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { tooManyRequests } from '../http/errors.js';

export interface ThrottleLimits {
  perAccount: number;
  perIp: number;
  windowSeconds: number;
}

/**
 * Failed logins counted per account and per client address in a fixed window, in the
 * database so that every server behind a load balancer sees the same counts.
 */
export function loginThrottle(db: Db, limits: ThrottleLimits) {
  const keys = (email: string, ip: string) => [
    { key: `account:${email.toLowerCase()}`, limit: limits.perAccount },
    { key: `ip:${ip}`, limit: limits.perIp },
  ];

  return {
    /** Throws 429 when either key is over its limit in the current window. */
    async check(email: string, ip: string): Promise<void> {
      const rows = await db
        .selectFrom('login_failures')
        .select(['key', 'failures', 'window_start'])
        .where(
          'key',
          'in',
          keys(email, ip).map((k) => k.key),
        )
        .where('window_start', '>', sql<Date>`now() - make_interval(secs => ${limits.windowSeconds})`)
        .execute();
      for (const { key, limit } of keys(email, ip)) {
        const row = rows.find((r) => r.key === key);
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
    },

    async recordFailure(email: string, ip: string): Promise<void> {
      for (const { key } of keys(email, ip)) {
        // A window older than windowSeconds starts over at one failure.
        await db
          .insertInto('login_failures')
          .values({ key, window_start: new Date(), failures: 1 })
          .onConflict((oc) =>
            oc.column('key').doUpdateSet({
              failures: sql`case when login_failures.window_start > now() - make_interval(secs => ${limits.windowSeconds}) then login_failures.failures + 1 else 1 end`,
              window_start: sql`case when login_failures.window_start > now() - make_interval(secs => ${limits.windowSeconds}) then login_failures.window_start else now() end`,
            }),
          )
          .execute();
      }
    },

    async recordSuccess(email: string): Promise<void> {
      await db.deleteFrom('login_failures').where('key', '=', `account:${email.toLowerCase()}`).execute();
    },
  };
}
