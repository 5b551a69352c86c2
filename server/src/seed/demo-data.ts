import { sql } from 'kysely';
import { seedAccounts } from '../accounts/seed.js';
import { seedCatalog } from '../catalog/seed.js';
import { seedConfig } from '../config/seed.js';
import type { Db } from '../db/database.js';
import { seedGeo } from '../geo/seed.js';
import { seedOrders } from '../orders/seed.js';
import { seedScheduling } from '../scheduling/seed.js';
import type { DomainSeed } from './domain-seed.js';

/**
 * The demo data, assembled from each domain's `seed.ts`: accounts first (the enterprises,
 * facilities, customer companies and users every other domain's rows belong to), then each
 * domain after the ones whose rows it refers to (jobs build order parts on catalogue machines).
 */
const DOMAIN_SEEDS: DomainSeed[] = [seedConfig, seedCatalog, seedGeo, seedOrders, seedScheduling];

/** Tables the seed fills, children first, so a reset can empty them. */
const SEEDED_TABLES = [
  'job_files',
  'job_secondary_materials',
  'jobs',
  'rfq_file_machines',
  'rfq_file_materials',
  'rfq_files',
  'rfqs',
  'delivery_addresses',
  'priority_labels',
  'equipment_materials',
  'equipment',
  'simulation_software',
  'machine_materials',
  'materials',
  'machine_material_types',
  'machines',
  'material_types',
  'manufacturers',
  'am_processes',
  'apps',
  'user_preferences',
  'domains',
  'config_records',
  'emails',
  'login_failures',
  'email_tokens',
  'api_keys',
  'refresh_tokens',
  'sessions',
  'user_permissions',
  'user_roles',
  'users',
  'vendor_relations',
  'companies',
  'enterprises',
];

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

export async function clearDemoData(db: Db): Promise<void> {
  await sql.raw(`truncate ${SEEDED_TABLES.join(', ')} restart identity cascade`).execute(db);
}

/** An enterprise with two INTERNAL facilities, an external vendor, two customer companies and the demo accounts. */
/** Seeds the demo data in one transaction; rows in time are placed from the hour of `now`. */
export async function seedDemoData(db: Db, now = Date.now()): Promise<void> {
  const hour = new Date(now);
  hour.setMinutes(0, 0, 0);
  await db.transaction().execute(async (trx) => {
    const tenants = await seedAccounts(trx);
    for (const seed of DOMAIN_SEEDS) await seed(trx, tenants, hour.getTime());
  });
}
