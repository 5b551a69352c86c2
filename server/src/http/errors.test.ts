import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { registerErrorHandling } from './errors.js';

/** The error handler on the database's own errors: what the request's values caused is a 4xx. */
let handle: DatabaseHandle;
let app: FastifyInstance;
beforeAll(async () => {
  handle = await openTestDatabase();
  app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.post<{ Body: { statement: string } }>('/run', async (request) => {
    await sql.raw(request.body.statement).execute(handle.db);
    return { ran: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

const run = async (statement: string) => {
  const response = await app.inject({ method: 'POST', url: '/run', payload: { statement } });
  return [response.statusCode, response.json().code];
};

describe('database errors', () => {
  it.each([
    ['a character the encoding cannot hold (22021)', `select convert_from('\\x00'::bytea, 'UTF8')`, 400, 'INVALID_VALUE'],
    ['a NUL escape in jsonb (22P05)', `select '"\\u0000"'::jsonb`, 400, 'INVALID_VALUE'],
    ['text that is not a number (22P02)', `select 'x'::int`, 400, 'INVALID_VALUE'],
    ['a division by zero (22012)', 'select 1 / 0', 400, 'INVALID_VALUE'],
    ['a number out of range (22003)', 'select 99999999999::int', 400, 'OUT_OF_RANGE'],
    [
      'a value too long for its column (22001)',
      `create temp table t0 (a varchar(2)); insert into t0 values ('abc')`,
      400,
      'INVALID_VALUE',
    ],
    [
      'a missing required value (23502)',
      'create temp table t1 (a int not null); insert into t1 values (null)',
      400,
      'INVALID_VALUE',
    ],
    ['a check (23514)', 'create temp table t2 (a int check (a > 0)); insert into t2 values (0)', 400, 'INVALID_VALUE'],
    ['a duplicate (23505)', 'create temp table t3 (a int unique); insert into t3 values (1), (1)', 409, 'CONFLICT'],
  ])('answers %s with a 4xx', async (_, statement, status, code) => {
    expect(await run(statement)).toEqual([status, code]);
  });

  it('keeps a fault of the server (an unknown table, 42P01) a 500', async () => {
    expect(await run('select * from no_such_table')).toEqual([500, 'INTERNAL_ERROR']);
  });
});
