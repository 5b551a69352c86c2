import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * The desktop print-preparation tool pairs with a page as the build-preparation tool is launched:
 * by a short-lived, single-use intent, which the tool redeems with the platform.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `alter table magics_intents drop constraint magics_intents_tool_check`,
    `alter table magics_intents add constraint magics_intents_tool_check check (tool in ('MAGICS', 'STREAMICS', 'DESKTOP'))`,
  ])
    await sql.raw(statement).execute(db);
}
