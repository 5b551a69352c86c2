import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * Most statements of a request are the same few texts with other parameters (the session
 * lookup, one job, a slot). PostgreSQL parses and plans a statement on every unnamed
 * execution; a named (prepared) one is parsed once per connection and its plan reused, which
 * is most of the cost of a short query, and far more on the embedded engine, whose planner runs
 * in WebAssembly. So, as other drivers do (asyncpg, postgres.js, JDBC), every parameterised
 * statement is prepared on first use, per connection, up to `limit` distinct texts; beyond
 * them statements run unprepared, so texts that vary (id lists of every length) cannot grow a
 * connection without bound. Statements without parameters keep the simple protocol, which
 * allows several statements in one text (migrations). Nothing here outlives the connection, and
 * nothing is shared between servers: a prepared statement holds a query plan, never data.
 */
export function preparingPool(pool: pg.Pool, limit = 200): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const names = new Map<string, string>();
    const nameOf = (text: string) => {
      let name = names.get(text);
      if (name === undefined && names.size < limit) {
        name = `k${names.size + 1}`;
        names.set(text, name);
      }
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
