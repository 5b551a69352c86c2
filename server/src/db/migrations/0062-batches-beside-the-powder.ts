import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * A machine holds its powder and, beside it, a batch of each material it runs as a support
 * material or an agent (a fusing agent's cartridge, a support spool): one batch a material, not
 * one a machine.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `drop index material_batches_loaded_key`,
    `create unique index material_batches_loaded_key on material_batches (equipment_id, material_id) where equipment_id is not null`,
  ])
    await sql.raw(statement).execute(db);
}
