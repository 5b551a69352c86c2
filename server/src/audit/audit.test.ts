import { sql, type RawBuilder } from 'kysely';
import { DEMO_FACILITIES } from '../accounts/seed.js';
import { callsAs, createTestApp, logins, type Session, type TestApp } from '../test-support/test-app.js';
import { CHAIN_START, jsonbText, rowHash, rowText, rowTextSql } from './hash.js';
import { auditHistory, recordAudit, verifyAuditChain, type AuditEntry } from './index.js';
import { verificationSentence } from './verify.js';

let t: TestApp;
const call = callsAs(() => t);
let admin: Session;
let operator: Session;
let vendor: Session;
let austin: number;
let northwind: number;
let adminId: number;
const VERIFY = '/api/v1/quality/audit/verify';
const ENTITY = 'TEST_RECORD';

beforeAll(async () => {
  t = await createTestApp();
  [admin, operator, vendor] = await logins(t.app, 'admin', 'operator', 'vendor');
  const company = (name: string) =>
    t.db.selectFrom('companies').select('id').where('company_name', '=', name).executeTakeFirstOrThrow();
  austin = (await company(DEMO_FACILITIES.austin)).id;
  northwind = (await company(DEMO_FACILITIES.vendor)).id;
  adminId = (await t.db.selectFrom('users').select('id').where('email', '=', 'admin@demo.test').executeTakeFirstOrThrow()).id;
  // The demo has the quality system on at Austin (every flag but one), not at Northwind: its keeper switches it on.
  expect((await call(vendor, 'PUT', '/api/v1/sp/settings/features/QMS_CONFIG', { enabled: true })).statusCode).toBe(200);
});
afterAll(() => t.close());

type Change = Partial<AuditEntry> & Pick<AuditEntry, 'entityId'>;
const entry = (change: Change): AuditEntry => ({
  facilityId: austin,
  userId: adminId,
  entity: ENTITY,
  action: 'UPDATE',
  ...change,
});
/** Appends each change in one transaction of its own. */
const append = async (...changes: Change[]) => {
  for (const change of changes) await t.db.transaction().execute((trx) => recordAudit(trx, entry(change)));
};
const headOf = async (facilityId = austin) =>
  (await t.db.selectFrom('audit_heads').selectAll().where('facility_id', '=', facilityId).executeTakeFirst()) ?? {
    position: 0,
    hash: CHAIN_START,
  };
const rowsAfter = (position: number, facilityId = austin) =>
  t.db
    .selectFrom('audit_trail')
    .selectAll()
    .where('facility_id', '=', facilityId)
    .where('position', '>', position)
    .orderBy('position')
    .execute();
/** Appends `count` rows and returns them. */
const appended = async (count: number, entityId: number) => {
  const { position } = await headOf();
  await append(...Array.from({ length: count }, (_, i) => ({ entityId, newValue: { step: i } })));
  return rowsAfter(position);
};

/** The verification of a facility's trail (or every one's): the same whatever the size of the batches it is read in. */
async function verified(facilityId?: number) {
  const [answer, ...others] = await Promise.all(
    [{}, { batch: 1 }, { batch: 2 }, { batch: 3 }].map((o) => verifyAuditChain(t.db, facilityId, o)),
  );
  for (const other of others) expect(other).toEqual(answer);
  return answer!;
}

/** A change made with SQL behind the platform's back: as the table's owner, with its trigger switched off meanwhile. */
async function behindTheBack(...changes: RawBuilder<unknown>[]) {
  await sql`alter table audit_trail disable trigger audit_trail_append_only`.execute(t.db);
  try {
    for (const change of changes) await change.execute(t.db);
  } finally {
    await sql`alter table audit_trail enable trigger audit_trail_append_only`.execute(t.db);
  }
}

describe('appending to the audit trail', () => {
  it('chains each row to the one before it, under the person’s name, and reads a record’s history oldest first', async () => {
    const before = await headOf();
    await append(
      { entityId: 7001, action: 'CREATE', newValue: { title: 'Porosity', quantity: 3 } },
      { entityId: 7001, action: 'UPDATE', oldValue: { quantity: 3 }, newValue: { quantity: 5 } },
      { entityId: 7002, action: 'CREATE', newValue: { title: 'Warping' } },
      { entityId: 7001, action: 'DELETE', oldValue: { title: 'Porosity', quantity: 5 } },
    );
    const rows = await rowsAfter(before.position);
    expect(rows.map((r) => r.position)).toEqual([1, 2, 3, 4].map((n) => before.position + n));
    expect(rows.map((r) => r.previous_hash)).toEqual([before.hash, ...rows.slice(0, 3).map((r) => r.hash)]);
    for (const row of rows) expect(row.hash).toBe(rowHash(row));
    expect(rows[0]!.user_name).toBe('Alex Admin');
    expect(await headOf()).toEqual({ facility_id: austin, position: before.position + 4, hash: rows[3]!.hash });

    const history = await auditHistory(t.db, austin, ENTITY, 7001);
    expect(history.map(({ userName, action, oldValue, newValue }) => ({ userName, action, oldValue, newValue }))).toEqual([
      { userName: 'Alex Admin', action: 'CREATE', oldValue: null, newValue: { title: 'Porosity', quantity: 3 } },
      { userName: 'Alex Admin', action: 'UPDATE', oldValue: { quantity: 3 }, newValue: { quantity: 5 } },
      { userName: 'Alex Admin', action: 'DELETE', oldValue: { title: 'Porosity', quantity: 5 }, newValue: null },
    ]);
    expect(history[0]!.at.getTime()).toBeLessThanOrEqual(history[2]!.at.getTime());
    // Another facility has no such record.
    expect(await auditHistory(t.db, northwind, ENTITY, 7001)).toEqual([]);
    expect(await verified(austin)).toEqual({ intact: true, rows: before.position + 4 });
  });

  it('stores values as jsonb gives them back, in the text each engine writes them in', async () => {
    const before = await headOf();
    const at = new Date('2026-03-01T08:30:00.123Z');
    const keys = { b: 1, aa: 2, '10': 3, '9': 4, é: 5, '😀': 6, z: 7 };
    const numbers = [0.1, 1e21, -2.5e30, 1.5e-7, 5e-324, -0, 123456789012345680000];
    const value = { z: [3, { y: 'ü – 😀 "\\ \t\u0001', x: null }], keys, numbers, when: at, gone: undefined, ok: true };
    await append({ entityId: 7003, userId: null, action: 'CREATE', newValue: value }, { entityId: 7003, newValue: ['list'] });
    const [first, second] = await auditHistory(t.db, austin, ENTITY, 7003);
    expect(first).toMatchObject({ userId: null, userName: 'System' });
    const stored = {
      z: value.z,
      keys,
      numbers: [0.1, 1e21, -2.5e30, 1.5e-7, 5e-324, 0, 123456789012345680000],
      when: at.toISOString(),
      ok: true,
    };
    expect(first!.newValue).toEqual(stored);
    expect(second!.newValue).toEqual(['list']);
    // The engine writes each row's canonical text as hash.ts does, the verifier's quick way; and that
    // text is its own canonical form (its keys in jsonb's order).
    const texts = await sql<{ text: string }>`select ${rowTextSql} as text from audit_trail
      where facility_id = ${austin} and position > ${before.position} order by position`.execute(t.db);
    const rows = await rowsAfter(before.position);
    expect(texts.rows.map((r) => r.text)).toEqual(rows.map(rowText));
    expect(rows.map((row) => jsonbText(JSON.parse(rowText(row))))).toEqual(rows.map(rowText));
    expect(await verified(austin)).toEqual({ intact: true, rows: before.position + 2 });
  });

  it('gives appends of parallel transactions consecutive positions, and leaves no gap for one rolled back', async () => {
    const before = await headOf();
    const transactions = Array.from({ length: 8 }, (_, i) =>
      t.db.transaction().execute(async (trx) => {
        // Two rows a transaction: it holds the facility's head from its first append to its commit.
        await recordAudit(trx, entry({ entityId: 7100 + i, action: 'CREATE', newValue: { i } }));
        await recordAudit(trx, entry({ entityId: 7100 + i, newValue: { i, again: true } }));
        if (i === 3) throw new Error('rolled back');
      }),
    );
    const outcomes = await Promise.allSettled(transactions);
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(1);
    const rows = await rowsAfter(before.position);
    expect(rows.map((r) => r.position)).toEqual(Array.from({ length: 14 }, (_, i) => before.position + 1 + i));
    // Each transaction's two rows are next to each other; the rolled-back one's are not there.
    expect(rows.filter((_, i) => i % 2 === 0).map((r) => r.entity_id)).toEqual(
      rows.filter((_, i) => i % 2 === 1).map((r) => r.entity_id),
    );
    expect(rows.map((r) => r.entity_id)).not.toContain(7103);
    expect(await verified(austin)).toEqual({ intact: true, rows: before.position + 14 });
  });

  it('refuses to change, delete or empty the trail, even on the server’s own connection', async () => {
    const [row] = await appended(1, 7200);
    const refused = /The audit trail is append-only/;
    await expect(sql`update audit_trail set user_name = 'Someone else' where id = ${row!.id}`.execute(t.db)).rejects.toThrow(
      refused,
    );
    await expect(sql`delete from audit_trail where id = ${row!.id}`.execute(t.db)).rejects.toThrow(refused);
    await expect(sql`truncate audit_trail`.execute(t.db)).rejects.toThrow(refused);
    expect(await rowsAfter(row!.position - 1)).toEqual([row]);
  });
});

describe('verifying the audit trail', () => {
  it('names a row changed behind the platform’s back, by position and reason, to its facility alone', async () => {
    await append({ facilityId: northwind, userId: null, entityId: 7300, action: 'CREATE', newValue: { theirs: true } });
    const [row] = await appended(1, 7301);
    await behindTheBack(sql`update audit_trail set new_value = '{"step": 500}' where id = ${row!.id}`);
    const firstBroken = {
      facilityId: austin,
      position: row!.position,
      id: row!.id,
      reason: 'The row’s content does not match its hash: it was changed after it was written',
    };
    const broken = { intact: false, rows: row!.position, firstBroken };
    expect(await verified(austin)).toEqual(broken);
    expect(await verified()).toMatchObject({ intact: false, firstBroken });
    const answer = await call(admin, 'GET', VERIFY);
    expect([answer.statusCode, answer.json()]).toEqual([200, broken]);
    // Northwind's keeper verifies Northwind's chain: whole, and no row of Austin's counted.
    const theirs = await call(vendor, 'GET', VERIFY);
    expect(theirs.json()).toEqual({ intact: true, rows: (await headOf(northwind)).position });

    // The value as it was written, in another notation of its number: the chain is whole again.
    expect(row!.new_value).toEqual({ step: 0 });
    await behindTheBack(sql`update audit_trail set new_value = '{"step": 0.00}' where id = ${row!.id}`);
    expect((await call(admin, 'GET', VERIFY)).json()).toEqual({ intact: true, rows: row!.position });
  });

  it('names the row after one whose hash was made again to match its new content', async () => {
    const [row, next] = await appended(2, 7400);
    const forged = rowHash({ ...row!, new_value: { step: 9 } });
    await behindTheBack(sql`update audit_trail set new_value = '{"step": 9}', hash = ${forged} where id = ${row!.id}`);
    expect(await verified(austin)).toEqual({
      intact: false,
      rows: next!.position,
      firstBroken: {
        facilityId: austin,
        position: next!.position,
        id: next!.id,
        reason: `Its previous hash does not match the hash of the row before it (position ${row!.position})`,
      },
    });
    await behindTheBack(
      sql`update audit_trail set new_value = ${JSON.stringify(row!.new_value)}, hash = ${row!.hash} where id = ${row!.id}`,
    );
    expect(await verified(austin)).toMatchObject({ intact: true });
  });

  it('names a position missing inside the trail and at its end', async () => {
    const [, middle, last] = await appended(3, 7500);
    await sql`create table audit_trail_removed as select * from audit_trail where id in (${middle!.id}, ${last!.id})`.execute(
      t.db,
    );
    await behindTheBack(sql`delete from audit_trail where id = ${middle!.id}`);
    const inside = await verified(austin);
    expect(inside).toEqual({
      intact: false,
      rows: last!.position - 1,
      firstBroken: {
        facilityId: austin,
        position: middle!.position,
        id: null,
        reason: `Position ${middle!.position} is missing: the trail goes from position ${middle!.position - 1} to ${last!.position}`,
      },
    });
    expect(verificationSentence(inside)).toMatch(
      `The audit trail is broken in facility ${austin} at position ${middle!.position} (no row there): Position ${middle!.position} is missing`,
    );

    await behindTheBack(
      sql`insert into audit_trail overriding system value select * from audit_trail_removed where id = ${middle!.id}`,
      sql`delete from audit_trail where id = ${last!.id}`,
    );
    expect(await verified()).toMatchObject({
      intact: false,
      firstBroken: {
        facilityId: austin,
        position: last!.position,
        id: null,
        reason: `Position ${last!.position} is missing: the facility’s head is at position ${last!.position}, but its trail ends at position ${middle!.position}`,
      },
    });

    await sql`insert into audit_trail overriding system value select * from audit_trail_removed where id = ${last!.id}`.execute(
      t.db,
    );
    await sql`drop table audit_trail_removed`.execute(t.db);
    expect(verificationSentence(await verified())).toMatch(/^The audit trail is intact: [\d,]+ rows checked/);
  });

  it('answers only the keeper of the facility’s quality system, while the quality system is on', async () => {
    const refused = await call(operator, 'GET', VERIFY);
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'This needs the permission QMS_SETTINGS_EDITOR']);
    await call(admin, 'PUT', '/api/v1/sp/settings/features/QMS_CONFIG', { enabled: false });
    const off = await call(admin, 'GET', VERIFY);
    expect([off.statusCode, off.json().code]).toEqual([403, 'FEATURE_DISABLED']);
    await call(admin, 'PUT', '/api/v1/sp/settings/features/QMS_CONFIG', { enabled: true });
    expect((await call(admin, 'GET', VERIFY)).json()).toMatchObject({ intact: true });
  });
});
