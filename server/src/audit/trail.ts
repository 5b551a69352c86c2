/**
 * Appending to a facility's audit trail, and reading one record's history from it. Every create,
 * change and delete of a quality or material record is appended here by its domain, in the
 * transaction that makes the change, so the trail holds exactly the changes that happened. Rows are
 * never changed or deleted (a trigger refuses it, the server's own connection included), and each
 * carries the hash of the facility's row before it (hash.ts), so a change made behind the
 * platform's back shows where it was made (verify.ts).
 */
import { sql } from 'kysely';
import type { Db, Trx } from '../db/database.js';
import { asStoredJson, CHAIN_START, rowHash } from './hash.js';

type AuditAction = 'CREATE' | 'UPDATE' | 'DELETE';

export interface AuditEntry {
  facilityId: number;
  /** Who made the change; null when the platform made it on its own (a background job). */
  userId: number | null;
  /** What kind of record changed ('NCR', 'CAPA', …): 1 to 40 characters. */
  entity: string;
  entityId: number;
  action: AuditAction;
  /** The record before the change (none for CREATE), as JSON keeps it. */
  oldValue?: unknown;
  /** The record after the change (none for DELETE), as JSON keeps it. */
  newValue?: unknown;
}

/** The name a row of the platform's own changes is written under. */
const PLATFORM_NAME = 'System';

/**
 * Appends one row inside the caller's transaction. The facility's head row is taken with a lock
 * first, so appends of one facility queue there: each takes the next position, with the hash of
 * the row before it, and a transaction that rolls back takes its position back with it, leaving
 * no gap. `at` is read from the database's clock once the lock is held, so it never goes back
 * along the chain even with several servers, truncated to the milliseconds the column keeps.
 */
export async function recordAudit(trx: Trx, entry: AuditEntry): Promise<void> {
  const userName = await nameOf(trx, entry.userId);
  const head = await sql<{ position: number; hash: string; at: Date }>`
    insert into audit_heads (facility_id, position, hash) values (${entry.facilityId}, 0, ${CHAIN_START})
    on conflict (facility_id) do update set position = audit_heads.position
    returning position, hash, date_trunc('milliseconds', clock_timestamp()) as at`.execute(trx);
  const { position: last, hash: previousHash, at } = head.rows[0]!;
  const fields = {
    facility_id: entry.facilityId,
    position: last + 1,
    at,
    user_id: entry.userId,
    user_name: userName,
    entity: entry.entity,
    entity_id: entry.entityId,
    action: entry.action,
    old_value: asStoredJson(entry.oldValue),
    new_value: asStoredJson(entry.newValue),
    previous_hash: previousHash,
  };
  const hash = rowHash(fields);
  await trx
    .insertInto('audit_trail')
    .values({
      ...fields,
      // As JSON text: the driver would write a JavaScript array as a PostgreSQL array, not as JSON.
      old_value: jsonText(fields.old_value),
      new_value: jsonText(fields.new_value),
      hash,
    })
    .execute();
  await trx
    .updateTable('audit_heads')
    .set({ position: fields.position, hash })
    .where('facility_id', '=', entry.facilityId)
    .execute();
}

const jsonText = (value: unknown) => (value === null ? null : JSON.stringify(value));

/** The person's name as it is now (kept in the row: a later change of name does not rewrite history); their email when they gave none. */
async function nameOf(trx: Trx, userId: number | null): Promise<string> {
  if (userId === null) return PLATFORM_NAME;
  const user = await trx
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new Error(`The audit trail cannot name user ${userId}: there is no such user`);
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}

/** One change of a record, as its history shows it. */
interface AuditHistoryEntry {
  position: number;
  at: Date;
  userId: number | null;
  /** The person's name when they made the change. */
  userName: string;
  action: AuditAction;
  oldValue: unknown;
  newValue: unknown;
}

/** The changes of one record of a facility, oldest first: who, when, what it was and what it became. */
export async function auditHistory(db: Db, facilityId: number, entity: string, entityId: number): Promise<AuditHistoryEntry[]> {
  return db
    .selectFrom('audit_trail')
    .select([
      'position',
      'at',
      'user_id as userId',
      'user_name as userName',
      'action',
      'old_value as oldValue',
      'new_value as newValue',
    ])
    .where('facility_id', '=', facilityId)
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .orderBy('position')
    .execute();
}

/** The fields an audit row changed, each with its old and new value, as a record's history shows them. */
export function changesOf(oldValue: unknown, newValue: unknown): { field: string; from: unknown; to: unknown }[] {
  const before = (oldValue ?? {}) as Record<string, unknown>;
  const after = (newValue ?? {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].map((field) => ({
    field,
    from: before[field] ?? null,
    to: after[field] ?? null,
  }));
}
