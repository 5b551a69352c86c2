import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { migrateToLatest } from '../migrate.js';
import { openTestDatabase } from '../../test-support/test-database.js';
import { migrations } from './index.js';

const names = Object.keys(migrations);

it('lists every migration of the folder, numbered in the order they run, a new one last', () => {
  const files = readdirSync(__dirname)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts')
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
  expect(names).toEqual(files);
  // Kysely runs them in name order: the next number, four digits, sorts after every other.
  names.forEach((name, index) => expect(name).toMatch(new RegExp(`^${String(index + 1).padStart(4, '0')}-[a-z0-9-]+$`)));
});

it('migrates a database that recorded the migrations by their former dated names', async () => {
  const handle = await openTestDatabase();
  try {
    await sql`update kysely_migration set name = regexp_replace(name, '^[0-9]{4}-', '2026-11-22-01-')`.execute(handle.db);
    expect(await migrateToLatest(handle.db)).toEqual([]);
    const recorded = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(handle.db);
    expect(recorded.rows.map((row) => row.name)).toEqual(names);
  } finally {
    await handle.close();
  }
});
