import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { preparingPool } from './prepared-statements.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
/** A transaction's handle: what a step that must run inside one takes. */
export type Trx = Transaction<Database>;

/** Runs `work` in the caller's transaction when it is one, else in a transaction of its own. */
export function inTransaction<T>(db: Db | Trx, work: (trx: Trx) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Trx) : db.transaction().execute(work);
}

export interface DatabaseHandle {
  db: Db;
  engine: 'pglite' | 'postgres';
  /**
   * The driver's pool under `db`, without the wrapper that prepares repeated statements (the
   * read-path benchmark's bare route queries it directly).
   */
  pool: pg.Pool;
  close(): Promise<void>;
  /**
   * The embedded database's files as one uncompressed tar (PGlite only): every server test
   * file starts from one, and an uncompressed one opens in half the time.
   */
  dump(): Promise<Blob>;
}

// bigint and numeric columns come back as strings from pg by default; every id here
// fits a JS number, so read int8 as a number once, for both engines.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * One database layer for both engines: Kysely's PostgresDialect over a pg.Pool. For the
 * embedded engine the pool's connection is PGlite's node-postgres shim, so the same SQL
 * runs on both.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** A dump (from PGlite's dumpDataDir) to start from instead of an empty database. */
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // No JIT: every statement here is short, and compiling one (tens to hundreds of ms, on any
    // statement whose estimate passes jit_above_cost) cost more than it saved: a week's search
    // of 50 machines took 26 ms with it and 13 ms without (pnpm bench:scheduling).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, options: '-c jit=off' });
    // The server may end an idle connection (restart, failover, a dropped database): the pool
    // replaces it on the next query, so it is reported, not left to crash the process.
    pool.on('error', (error) => process.emitWarning(`idle database connection lost: ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
    return {
      db,
      engine: 'postgres',
      pool,
      close: () => closePool(db, pool),
      dump: () => Promise.reject(new Error('dump is for the embedded database only')),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // Throws DataDirInUse, naming the holder, when another process has the folder open.
  const lock = options.dataDir ? lockDataDir(options.dataDir) : undefined;
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: { btree_gist, pg_trgm },
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  return {
    db,
    engine: 'pglite',
    pool,
    async close() {
      await closePool(db, pool);
      await pglite.close();
      lock?.release();
    },
    dump: async () => (await pglite.dumpDataDir('none')) as Blob,
  };
}

/**
 * Kysely ends the pool only once it has run a query itself; a handle whose connections were
 * taken from the pool directly would keep an idle one, and its timer, alive for ten seconds.
 */
async function closePool(db: Kysely<Database>, pool: pg.Pool): Promise<void> {
  await db.destroy();
  if (!pool.ending) await pool.end();
}
