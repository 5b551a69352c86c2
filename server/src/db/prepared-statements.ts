import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * Most statements of a request are the same few texts with other parameters (the session
 * lookup, one job, a slot). PostgreSQL parses and plans a statement on every unnamed
 * execution; a named (prepared) one is parsed once per connection and its plan reused, which
 * is most of the cost of a short query, and far more on the embedded engine, whose planner runs
 * in WebAssembly. So, as other drivers do (JDBC's prepareThreshold, asyncpg's statement cache),
 * a parameterised text is prepared on its `threshold`-th use on a connection, up to `limit`
 * texts per connection: one-off statements (the seed's inserts, id lists of every length) never
 * take the places of the hot ones, and a connection cannot grow without bound. Statements
 * without parameters keep the simple protocol, which allows several statements in one text
 * (migrations). Nothing here outlives its connection or is shared between servers: a prepared
 * statement holds a query plan, never data.
 */
export function preparingPool(pool: pg.Pool, { threshold = 3, limit = 200 } = {}): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const names = new Map<string, string>();
    // Uses of texts not prepared yet; forgotten now and then, so one-off texts cannot pile up.
    const uses = new Map<string, number>();
    const nameOf = (text: string) => {
      const prepared = names.get(text);
      if (prepared !== undefined || names.size >= limit) return prepared;
      const count = (uses.get(text) ?? 0) + 1;
      if (count < threshold) {
        if (uses.size >= 1000) uses.clear();
        uses.set(text, count);
        return undefined;
      }
      uses.delete(text);
      const name = `k${names.size + 1}`;
      names.set(text, name);
      return name;
    };
    return {
      query: ((textOrCursor: string | object, values?: unknown[]) => {
        if (typeof textOrCursor !== 'string' || !values?.length) return client.query(textOrCursor as never, values as never);
        const name = nameOf(textOrCursor);
        return name ? client.query({ name, text: textOrCursor, values }) : client.query(textOrCursor, values);
      }) as unknown as PostgresPoolClient['query'],
      release: () => client.release(),
    };
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
