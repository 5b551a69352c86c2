import { type Kysely, Migrator, sql } from 'kysely';
import { migrations } from './migrations/index.js';

/** Brings the schema up to date; safe to run at every start and from several servers. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  await renameDatedMigrations(db);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Migrations were first named by a date and a counter ('2026-11-22-01-accounts'); they are now
 * named by a sequence number ('0001-accounts'). A database made before records the old names,
 * which Kysely would take for migrations that went missing: they are renamed to the new names of
 * the same migrations (the part after the date is the same) before anything runs.
 */
async function renameDatedMigrations(db: Kysely<any>): Promise<void> {
  const table = await sql<{ found: string | null }>`select to_regclass('kysely_migration')::text as found`.execute(db);
  if (!table.rows[0]?.found) return;
  const bySlug = new Map(Object.keys(migrations).map((name) => [name.replace(/^\d{4}-/, ''), name]));
  const recorded: { name: string }[] = await db.selectFrom('kysely_migration').select('name').execute();
  for (const { name } of recorded.filter((row) => /^\d{4}-\d{2}-\d{2}-\d{2}-/.test(row.name))) {
    const renamed = bySlug.get(name.replace(/^\d{4}-\d{2}-\d{2}-\d{2}-/, ''));
    if (renamed) await db.updateTable('kysely_migration').set({ name: renamed }).where('name', '=', name).execute();
  }
}
