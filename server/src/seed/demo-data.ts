import { sql } from 'kysely';
import { seedAccounts } from '../accounts/index.js';
import { seedCatalog } from '../catalog/index.js';
import { seedCompanyProfiles } from '../company-profile/index.js';
import { seedConfig } from '../config/index.js';
import type { Db } from '../db/database.js';
import type { FileStore } from '../files/index.js';
import { seedFacilities } from '../facilities/index.js';
import { productionStarted } from '../fulfilment/index.js';
import { seedGeo } from '../geo/index.js';
import { seedMaterials } from '../materials/index.js';
import { seedMaterialSearch } from '../material-search/index.js';
import { seedPricing } from '../pricing/index.js';
import { seedQuality } from '../quality/index.js';
import { seedDigitalCatalog } from '../digital-catalog/index.js';
import { seedScheduling } from '../scheduling/index.js';
import { seedTags } from '../tags/index.js';
import { seedWorkplans } from '../workplans/index.js';
import type { DomainSeed } from './domain-seed.js';
import { seedBuilds } from './builds.js';
import { seedOrders } from './orders.js';

/**
 * The demo data is assembled from each domain's `seed.ts`: accounts first (the enterprises,
 * facilities, customer companies and users every other domain's rows belong to), then each
 * domain after the ones whose rows it refers to: these, then the orders (of catalogue processes
 * and materials, to the addresses), then the jobs (building order parts on catalogue machines),
 * then the quality records (on those orders' parts and jobs), then the material (whose builds are
 * those jobs, and the earlier builds it records), then what the orders do after those builds,
 * then the planner's builds of the parts still to plan.
 */
const DOMAIN_SEEDS: DomainSeed[] = [
  seedConfig,
  seedCatalog,
  seedGeo,
  seedFacilities,
  seedCompanyProfiles,
  seedMaterialSearch,
  seedTags,
  seedPricing,
];

/** Tables the seed fills, children first, so a reset can empty them. */
const SEEDED_TABLES = [
  'workplan_step_records',
  'workplan_lots',
  'rfq_workplan_items',
  'rfq_workplans',
  'workplan_template_steps',
  'workplan_templates',
  'work_center_equipment',
  'work_centers',
  'build_parts',
  'builds',
  'group_nestings',
  'audit_trail',
  'audit_heads',
  'signatures',
  'material_stock_alerts',
  'material_start_overrides',
  'material_job_batches',
  'material_event_outputs',
  'material_event_inputs',
  'material_events',
  'material_batch_cycles',
  'material_batch_lots',
  'material_batches',
  'material_lots',
  'material_supplier_evidence',
  'material_supplier_materials',
  'material_suppliers',
  'material_rules',
  'material_settings',
  'capa_actions',
  'capa_ncrs',
  'capas',
  'ncr_decision_lines',
  'ncr_decisions',
  'ncr_evidence',
  'ncrs',
  'quality_counters',
  'quality_settings',
  'settings_audit',
  'pricing_rules',
  'magics_intents',
  'job_tags',
  'part_tags',
  'match_tags',
  'project_comments',
  'project_tasks',
  'project_files',
  'project_orders',
  'project_members',
  'projects',
  'plan_proposals',
  'plan_progress',
  'plan_settings',
  'customer_plan_weights',
  'job_files',
  'job_secondary_materials',
  'jobs',
  'order_message_reads',
  'order_message_files',
  'order_messages',
  'shipment_packages',
  'shipment_lines',
  'shipments',
  'inspection_photos',
  'inspections',
  'event_outbox',
  'order_events',
  'bid_lines',
  'bids',
  'matches',
  'rfq_file_machines',
  'rfq_file_materials',
  'rfq_files',
  'rfqs',
  'catalog_item_customers',
  'catalog_item_images',
  'catalog_item_prices',
  'catalog_items',
  'itar_file_reads',
  'file_operations',
  'files',
  'parts',
  'delivery_addresses',
  'tags',
  'priority_labels',
  'equipment_changeovers',
  'equipment_materials',
  'material_data_sheets',
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
  'account_requests',
  'login_failures',
  'email_tokens',
  'api_keys',
  'refresh_tokens',
  'sessions',
  'user_permissions',
  'user_roles',
  'users',
  'vendor_relations',
  'company_certifications',
  'company_logos',
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
  await db.transaction().execute(async (trx) => {
    // The audit trail refuses every change; re-creating the whole demo is the one thing that
    // empties it, with everything it recorded, in one transaction.
    await sql`alter table audit_trail disable trigger user`.execute(trx);
    await sql.raw(`truncate ${SEEDED_TABLES.join(', ')} restart identity cascade`).execute(trx);
    await sql`alter table audit_trail enable trigger user`.execute(trx);
  });
}

/**
 * Seeds the demo data; rows in time are placed from the hour of `now`. The orders are made
 * through the orders' service functions, which open their own transactions, so the seed runs in
 * three steps: the tenants and what they run (one transaction), the orders, then the jobs that
 * build their parts (one transaction). A step that fails empties the tables again, so the next
 * start seeds afresh rather than finding half the demo data. Part files go to `store`.
 */
export async function seedDemoData(db: Db, store: FileStore, now = Date.now()): Promise<void> {
  const start = new Date(now);
  start.setMinutes(0, 0, 0);
  const hour = start.getTime();
  try {
    const tenants = await db.transaction().execute(async (trx) => {
      const seeded = await seedAccounts(trx);
      for (const seed of DOMAIN_SEEDS) await seed(trx, seeded, hour);
      return seeded;
    });
    const afterBuilds = await seedOrders({ db, store, tenants, hour });
    await seedDigitalCatalog({ db, store, tenants });
    await db.transaction().execute((trx) => seedScheduling(trx, tenants, hour, productionStarted));
    await seedQuality(db, tenants, hour);
    await seedMaterials(db, store, tenants, hour, productionStarted);
    await afterBuilds();
    await seedBuilds(db, store, tenants, hour);
    await seedWorkplans(db, tenants);
    // What the demo's people did before the platform started is history, not news: no one is
    // mailed about it (the order mails are sent for the outbox's unprocessed rows, the 'message
    // waiting' mails for unreminded messages ten minutes old: else every start from a seed that
    // old, a test's too, mails the demo's people about its messages).
    await db.updateTable('event_outbox').set({ processed_at: new Date() }).where('processed_at', 'is', null).execute();
    await db.updateTable('order_messages').set({ reminded_at: new Date() }).where('reminded_at', 'is', null).execute();
  } catch (error) {
    await clearDemoData(db);
    throw error;
  }
}
