import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * A person joins an existing company only with that company's approval: an invitation a facility
 * makes into one of its customer companies waits until one of the company's team editors approves
 * it (its link is mailed only then) or refuses it. A colleague's invitation is approved by the
 * team editor who makes it. The open invitations a facility made before wait for approval too:
 * their links stop working until the company approves them.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `alter table invitations
      add column approved_at timestamptz,
      add column approved_by bigint references users(id),
      add column refused_at timestamptz,
      add column refused_by bigint references users(id)`,
    `update invitations set approved_at = created_at, approved_by = invited_by
      where facility_id is null or accepted_at is not null`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
