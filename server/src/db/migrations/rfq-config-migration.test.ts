import { sql } from 'kysely';
import type { Db } from '../database.js';
import { openTestDatabase } from '../../test-support/test-database.js';
import { migrate } from './0039-rfq-config.js';

// The RFQ configuration's migration moves where a store front's orders may go out of its
// STORE_FRONT_CONFIG with their values: run again here on a database as it stood before it.

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Db;
beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  await sql`drop table rfq_configs`.execute(db);
  await sql`alter table rfqs drop column terms_version, drop column terms_accepted_at`.execute(db);
});
afterAll(() => handle.close());

it('moves each store front’s distributions into its RFQ configuration and out of STORE_FRONT_CONFIG', async () => {
  const records = await db
    .selectFrom('config_records')
    .select(['id', 'element_id', 'config_value'])
    .where('config_type', '=', 'STORE_FRONT_CONFIG')
    .where('element_type', '=', 'SERVICE_PROVIDER')
    .orderBy('id')
    .execute();
  expect(records.length).toBeGreaterThan(0);
  const [limited, ...others] = records;
  const before = JSON.parse(limited!.config_value) as Record<string, unknown>;
  await db
    .updateTable('config_records')
    .set({ config_value: JSON.stringify({ ...before, distributions: ['APPROVED_VENDORS', 'LINK3D'] }) })
    .where('id', '=', limited!.id)
    .execute();

  await migrate(db);

  const moved = await db.selectFrom('rfq_configs').select(['facility_id', 'distributions']).execute();
  expect(moved).toEqual([{ facility_id: Number(limited!.element_id), distributions: ['APPROVED_VENDORS', 'LINK3D'] }]);
  const after = await db
    .selectFrom('config_records')
    .select('config_value')
    .where('id', '=', limited!.id)
    .executeTakeFirstOrThrow();
  expect(JSON.parse(after.config_value)).toEqual(before);
  // A store front that named none keeps every distribution (no row: the defaults).
  for (const other of others) expect(moved.map((row) => String(row.facility_id))).not.toContain(other.element_id);
  const columns = await db.selectFrom('rfqs').select(['terms_version', 'terms_accepted_at']).limit(1).execute();
  expect(columns.every((row) => row.terms_version === null && row.terms_accepted_at === null)).toBe(true);
});
