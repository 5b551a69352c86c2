import { sql } from 'kysely';
import pg from 'pg';
import { openTestDatabase } from '../test-support/test-database.js';

// Only a database server can end a connection on its own (PGlite runs in this process).
const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;

onPostgres('survives the server ending an idle connection and reconnects for the next query', async () => {
  const handle = await openTestDatabase();
  try {
    const { pid } = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db)).rows[0]!;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();
    // Give the pool the moment it needs to notice the idle connection died.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
    expect(after.rows[0]!.one).toBe(1);
  } finally {
    await handle.close();
  }
});

onPostgres('runs statements without JIT compilation, which costs short statements more than it saves', async () => {
  const handle = await openTestDatabase();
  try {
    const { jit } = (await sql<{ jit: string }>`select current_setting('jit') as jit`.execute(handle.db)).rows[0]!;
    expect(jit).toBe('off');
  } finally {
    await handle.close();
  }
});

it('ends its pool on close, also when its connections were taken from the pool directly', async () => {
  const handle = await openTestDatabase();
  const client = await handle.pool.connect();
  await client.query('select 1');
  // Released, the connection waits idle on a timer that keeps the process alive until the pool ends.
  client.release();
  await handle.close();
  expect(handle.pool.ended).toBe(true);
});
