import { FEATURE_FLAGS, SP_PERMISSIONS, type Permission, type RoleName } from 'shared/contracts';
import { sql } from 'kysely';
import { hashPassword } from '../auth/passwords.js';
import type { Db } from '../db/database.js';
import { seedCatalog } from './catalog-data.js';
import { seedScheduling } from './scheduling-data.js';

export const DEMO_PASSWORD = 'Demo-Password-1';

export interface DemoAccount {
  email: string;
  description: string;
}

/** The demo accounts, as the start command prints them and the README lists them. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'admin@demo.test', description: 'SP_SUPER_ADMIN of the Austin plant, every permission, can switch dashboards' },
  {
    email: 'planner@demo.test',
    description: 'SP_MANAGER and ITAR_ADMIN with ENTERPRISE_SCHEDULER_VIEW and MATERIAL_MANAGEMENT_EDITOR',
  },
  { email: 'operator@demo.test', description: 'SP_NON_ADMIN without editor or view permissions' },
  { email: 'engineer@demo.test', description: 'customer engineer (store front dashboard, ENG_TEAM_EDITOR)' },
  { email: 'thirdparty@demo.test', description: 'third-party engineer (b2cDashboard)' },
  { email: 'unverified@demo.test', description: 'customer engineer whose email is not verified' },
  { email: 'vendor@demo.test', description: 'SP_SUPER_ADMIN of the external vendor facility (another tenant)' },
];

export const DEMO_FACILITIES = {
  austin: 'Demo Additive — Austin Plant',
  munich: 'Demo Additive — Munich Plant',
  vendor: 'Northwind Precision Printing',
};

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
export async function seedDemoData(db: Db): Promise<void> {
  // All demo accounts share one published password, so one hash serves them all.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const enterprise = await trx
      .insertInto('enterprises')
      .values({ name: 'Demo Additive Group' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const northwind = await trx
      .insertInto('enterprises')
      .values({ name: 'Northwind Manufacturing' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const facility = async (name: string, enterpriseId: number, city: string, countryCode: string, currency: string) =>
      (
        await trx
          .insertInto('companies')
          .values({
            kind: 'SERVICE_PROVIDER',
            company_name: name,
            enterprise_id: enterpriseId,
            city,
            country_code: countryCode,
            currency,
            email: `orders@${name.split(' ')[0]!.toLowerCase()}.demo.test`,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const austin = await facility(DEMO_FACILITIES.austin, enterprise.id, 'Austin', 'US', 'USD');
    const munich = await facility(DEMO_FACILITIES.munich, enterprise.id, 'Munich', 'DE', 'EUR');
    const vendor = await facility(DEMO_FACILITIES.vendor, northwind.id, 'Leeds', 'GB', 'GBP');

    await trx
      .insertInto('vendor_relations')
      .values([
        { facility_id: austin, vendor_id: munich, relation: 'INTERNAL' },
        { facility_id: munich, vendor_id: austin, relation: 'INTERNAL' },
        { facility_id: austin, vendor_id: vendor, relation: 'MATCHED' },
        { facility_id: munich, vendor_id: vendor, relation: 'PRIVATE' },
      ])
      .execute();

    const customer = async (name: string) =>
      (
        await trx
          .insertInto('companies')
          .values({ kind: 'ENGINEER', company_name: name, storefront_provider_id: austin, city: 'Denver', country_code: 'US' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const acme = await customer('Acme Robotics');
    const globex = await customer('Globex Prototyping');
    const inHouse = await customer('Demo Additive Engineering');

    await trx
      .insertInto('domains')
      .values([
        { domain: 'localhost', facility_id: austin, sso_config: null },
        { domain: '127.0.0.1', facility_id: austin, sso_config: null },
      ])
      .execute();

    const enabled = (flag: keyof typeof FEATURE_FLAGS) => JSON.stringify({ [FEATURE_FLAGS[flag]]: true });
    for (const facilityId of [austin, munich]) {
      await trx
        .insertInto('config_records')
        .values(
          (Object.keys(FEATURE_FLAGS) as (keyof typeof FEATURE_FLAGS)[]).map((flag) => ({
            facility_id: facilityId,
            config_type: flag,
            element_type: 'SERVICE_PROVIDER' as const,
            element_id: String(facilityId),
            config_value: enabled(flag),
          })),
        )
        .execute();
    }
    const facilityConfig = (facilityId: number, type: string, value: unknown) => ({
      facility_id: facilityId,
      config_type: type,
      element_type: 'SERVICE_PROVIDER' as const,
      element_id: String(facilityId),
      config_value: JSON.stringify(value),
    });
    await trx
      .insertInto('config_records')
      .values([
        facilityConfig(austin, 'STORE_FRONT_CONFIG', {
          showCurrency: true,
          enableCurrency: true,
          defaultCurrency: 'USD',
          currencies: {
            USD: { key: 'USD', symbol: '$', rate: 1 },
            EUR: { key: 'EUR', symbol: '€', rate: 0.92 },
            GBP: { key: 'GBP', symbol: '£', rate: 0.79 },
          },
        }),
        facilityConfig(austin, 'MAGICS_CONFIG', {
          nonItarAdapterUrl: 'https://magics-adapter.austin.demo.test',
          itarAdapterUrl: 'https://magics-adapter-itar.austin.demo.test',
          isMagicsEnabled: true,
          preInQueueMagicsButton: true,
          useSelection: false,
        }),
        facilityConfig(vendor, 'STORE_FRONT_CONFIG', {
          showCurrency: false,
          enableCurrency: false,
          defaultCurrency: 'GBP',
          currencies: { GBP: { key: 'GBP', symbol: '£', rate: 1 } },
        }),
      ])
      .execute();

    await trx
      .insertInto('apps')
      .values([
        {
          facility_id: austin,
          name: 'Shop-floor Dashboard',
          app_url: 'https://dashboard.austin.demo.test',
          internal_app: true,
          sort_order: 1,
        },
        {
          facility_id: austin,
          name: 'Powder Recycling Log',
          app_url: 'https://powder.austin.demo.test',
          internal_app: true,
          sort_order: 2,
        },
        { facility_id: austin, name: 'Shipping Labels', app_url: 'https://labels.demo.test', internal_app: false, sort_order: 3 },
        {
          facility_id: vendor,
          name: 'Northwind Intranet',
          app_url: 'https://intranet.northwind.demo.test',
          internal_app: true,
          sort_order: 1,
        },
      ])
      .execute();

    const user = async (
      email: string,
      names: [string, string],
      fields: {
        roles: RoleName[];
        permissions: readonly Permission[];
        default_role: 'ROLE_SERVICE_PROVIDER' | 'ROLE_ENGINEER';
        dashboard: 'STORE_FRONT' | 'ENGINEER' | 'SERVICE_PROVIDER';
        service_provider_id?: number;
        engineer_company_id?: number;
        email_verified?: boolean;
        switch_account_enabled?: boolean;
        b2c_dashboard?: boolean;
      },
    ) => {
      const { roles, permissions, ...columns } = fields;
      const row = await trx
        .insertInto('users')
        .values({
          email,
          password_hash: passwordHash,
          first_name: names[0],
          last_name: names[1],
          email_verified: true,
          service_provider_id: null,
          engineer_company_id: null,
          ...columns,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('user_roles')
        .values(roles.map((role_name) => ({ user_id: row.id, role_name })))
        .execute();
      if (permissions.length) {
        await trx
          .insertInto('user_permissions')
          .values(permissions.map((permission) => ({ user_id: row.id, permission })))
          .execute();
      }
    };

    await seedCatalog(trx, { austin, munich, vendor });
    await seedScheduling(trx, { austin, munich, vendor, acme, globex });

    await user('admin@demo.test', ['Alex', 'Admin'], {
      roles: ['ROLE_SERVICE_PROVIDER', 'ROLE_ENGINEER', 'ROLE_ADMIN', 'SP_SUPER_ADMIN', 'SWITCH_DASHBOARD', 'ITAR_ADMIN'],
      permissions: [...SP_PERMISSIONS, 'ENG_TEAM_EDITOR'],
      default_role: 'ROLE_SERVICE_PROVIDER',
      dashboard: 'SERVICE_PROVIDER',
      service_provider_id: austin,
      engineer_company_id: inHouse,
      switch_account_enabled: true,
    });
    await user('planner@demo.test', ['Paula', 'Planner'], {
      roles: ['ROLE_SERVICE_PROVIDER', 'SP_MANAGER', 'ITAR_ADMIN'],
      permissions: ['ENTERPRISE_SCHEDULER_VIEW', 'MATERIAL_MANAGEMENT_EDITOR'],
      default_role: 'ROLE_SERVICE_PROVIDER',
      dashboard: 'SERVICE_PROVIDER',
      service_provider_id: austin,
    });
    await user('operator@demo.test', ['Oscar', 'Operator'], {
      roles: ['ROLE_SERVICE_PROVIDER', 'SP_NON_ADMIN'],
      permissions: [],
      default_role: 'ROLE_SERVICE_PROVIDER',
      dashboard: 'SERVICE_PROVIDER',
      service_provider_id: austin,
    });
    await user('engineer@demo.test', ['Erin', 'Engineer'], {
      roles: ['ROLE_ENGINEER', 'ENG_ADMIN'],
      permissions: ['ENG_TEAM_EDITOR'],
      default_role: 'ROLE_ENGINEER',
      dashboard: 'STORE_FRONT',
      engineer_company_id: acme,
    });
    await user('thirdparty@demo.test', ['Theo', 'Thirdparty'], {
      roles: ['ROLE_ENGINEER', 'ENG_NON_ADMIN'],
      permissions: [],
      default_role: 'ROLE_ENGINEER',
      dashboard: 'ENGINEER',
      engineer_company_id: globex,
      b2c_dashboard: true,
    });
    await user('unverified@demo.test', ['Uma', 'Unverified'], {
      roles: ['ROLE_ENGINEER', 'ENG_NON_ADMIN'],
      permissions: [],
      default_role: 'ROLE_ENGINEER',
      dashboard: 'STORE_FRONT',
      engineer_company_id: acme,
      email_verified: false,
    });
    await user('vendor@demo.test', ['Victor', 'Vendor'], {
      roles: ['ROLE_SERVICE_PROVIDER', 'SP_SUPER_ADMIN'],
      permissions: SP_PERMISSIONS,
      default_role: 'ROLE_SERVICE_PROVIDER',
      dashboard: 'SERVICE_PROVIDER',
      service_provider_id: vendor,
    });
  });
}
