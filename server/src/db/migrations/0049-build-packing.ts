import type { Kysely } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * A running packing's last progress (instances placed of all, the best density so far), kept on
 * its operation: the build's page reads it again whenever the live events say it moved on, on
 * whichever server the packing runs. And a build's packing as the planner left it after moving
 * pieces by hand: the operation keeps what the packer answered, the build what it now is.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('file_operations').addColumn('progress', 'jsonb').execute();
  await db.schema.alterTable('builds').addColumn('packing_override', 'jsonb').execute();
}
