import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/** The build volumes the makers publish (x, y, z in mm), for the machine models a database already holds. */
const PUBLISHED: [string, number, number, number][] = [
  ['EOS P 396', 340, 340, 600],
  ['EOS P 770', 700, 380, 580],
  ['HP Jet Fusion 5200', 380, 284, 380],
  ['Formlabs Form 3L', 335, 200, 300],
  ['Stratasys F370', 355, 254, 355],
  ['UltiMaker S5', 330, 240, 300],
  ['EOS M 290', 250, 250, 325],
  ['Carbon M2', 189, 118, 326],
  ['Stratasys J850', 490, 390, 200],
];

/**
 * What packing a build needs: a printer model's build volume (a post-processing machine has
 * none), the margin a facility keeps clear at the walls of each of its machines, and a way to
 * ask a running file operation (a packing) to stop.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `alter table machines add column build_x_mm integer check (build_x_mm > 0)`,
    `alter table machines add column build_y_mm integer check (build_y_mm > 0)`,
    `alter table machines add column build_z_mm integer check (build_z_mm > 0)`,
    `alter table machines add constraint machines_build_volume_whole
      check ((build_x_mm is null) = (build_y_mm is null) and (build_y_mm is null) = (build_z_mm is null))`,
    `alter table equipment add column packing_margin_mm double precision not null default 5
      check (packing_margin_mm >= 0 and packing_margin_mm <= 100)`,
    `alter table file_operations add column cancel_requested_at timestamptz`,
  ]) {
    await sql.raw(statement).execute(db);
  }
  for (const [model, x, y, z] of PUBLISHED) {
    await sql`update machines set build_x_mm = ${x}, build_y_mm = ${y}, build_z_mm = ${z} where model_name = ${model}`.execute(
      db,
    );
  }
}
