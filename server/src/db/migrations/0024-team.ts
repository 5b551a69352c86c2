import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * The team pages (issue 14, item 6). A person is deactivated rather than deleted, so their work
 * keeps its author; a deactivated person signs in no more. A colleague is invited the way a
 * customer's person is (issue 13): the customer invitations become the one table of invitations,
 * each carrying the roles and permissions the account gets; facility_id names the facility that
 * invited a customer's person, and is empty for a colleague's invitation.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `alter table users add column deactivated_at timestamptz, add column deactivated_by bigint references users(id)`,
    `alter table customer_invitations rename to invitations`,
    `alter index customer_invitations_open_idx rename to invitations_open_idx`,
    `alter index customer_invitations_company_idx rename to invitations_company_idx`,
    `alter table invitations alter column facility_id drop not null`,
    `alter table invitations add column roles text[] not null default '{}', add column permissions text[] not null default '{}'`,
    // The invitations made before: a customer's person joined as ENG_NON_ADMIN without permissions.
    `update invitations set roles = '{ENG_NON_ADMIN}'`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
