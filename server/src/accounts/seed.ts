import { SP_PERMISSIONS, type Permission } from 'shared/contracts';
import type { Transaction } from 'kysely';
import { hashPassword } from '../auth/index.js';
import type { Database } from '../db/schema.js';
import { insertAccount, type AccountPlacement } from './service.js';

/** Every demo account's password, as the start command prints it. */
export const DEMO_PASSWORD = 'Demo-Password-1';

export const DEMO_FACILITIES = {
  austin: 'Demo Additive — Austin Plant',
  munich: 'Demo Additive — Munich Plant',
  vendor: 'Northwind Precision Printing',
};

const CUSTOMERS = { acme: 'Acme Robotics', globex: 'Globex Prototyping', inHouse: 'Demo Additive Engineering' };

/** The ids of the seeded tenants, which the other domains' demo rows belong to. */
export type DemoTenants = Record<keyof typeof DEMO_FACILITIES | keyof typeof CUSTOMERS, number>;

interface DemoUser {
  email: string;
  description: string;
  names: [first: string, last: string];
  facility?: keyof typeof DEMO_FACILITIES;
  company?: keyof typeof CUSTOMERS;
  placement: Omit<AccountPlacement, 'verified' | 'service_provider_id' | 'engineer_company_id'> & { verified?: false };
}

/** The demo users, in the order they are created (so their ids stay the same). */
const DEMO_USERS: DemoUser[] = [
  {
    email: 'admin@demo.test',
    description:
      'SP_SUPER_ADMIN of the Austin plant, every permission, records material events (LOT_USER), can switch dashboards',
    names: ['Alex', 'Admin'],
    facility: 'austin',
    company: 'inHouse',
    placement: {
      roles: [
        'ROLE_SERVICE_PROVIDER',
        'ROLE_ENGINEER',
        'ROLE_ADMIN',
        'SP_SUPER_ADMIN',
        'SWITCH_DASHBOARD',
        'ITAR_ADMIN',
        'LOT_USER',
      ],
      permissions: [...SP_PERMISSIONS, 'ENG_TEAM_EDITOR'],
      default_role: 'ROLE_SERVICE_PROVIDER',
      dashboard: 'SERVICE_PROVIDER',
      switch_account_enabled: true,
    },
  },
  {
    email: 'planner@demo.test',
    description: 'SP_MANAGER, ITAR_ADMIN and LOT_USER with ENTERPRISE_SCHEDULER_VIEW and MATERIAL_MANAGEMENT_EDITOR',
    names: ['Paula', 'Planner'],
    facility: 'austin',
    placement: {
      roles: ['ROLE_SERVICE_PROVIDER', 'SP_MANAGER', 'ITAR_ADMIN', 'LOT_USER'],
      permissions: ['ENTERPRISE_SCHEDULER_VIEW', 'MATERIAL_MANAGEMENT_EDITOR'],
      default_role: 'ROLE_SERVICE_PROVIDER',
      dashboard: 'SERVICE_PROVIDER',
    },
  },
  {
    email: 'operator@demo.test',
    description: 'SP_NON_ADMIN without editor or view permissions',
    names: ['Oscar', 'Operator'],
    facility: 'austin',
    placement: {
      roles: ['ROLE_SERVICE_PROVIDER', 'SP_NON_ADMIN'],
      permissions: [],
      default_role: 'ROLE_SERVICE_PROVIDER',
      dashboard: 'SERVICE_PROVIDER',
    },
  },
  {
    email: 'engineer@demo.test',
    description: 'customer engineer (store front dashboard, ENG_TEAM_EDITOR)',
    names: ['Erin', 'Engineer'],
    company: 'acme',
    placement: {
      roles: ['ROLE_ENGINEER', 'ENG_ADMIN'],
      permissions: ['ENG_TEAM_EDITOR'],
      default_role: 'ROLE_ENGINEER',
      dashboard: 'STORE_FRONT',
    },
  },
  {
    email: 'thirdparty@demo.test',
    description: 'third-party engineer (b2cDashboard)',
    names: ['Theo', 'Thirdparty'],
    company: 'globex',
    placement: {
      roles: ['ROLE_ENGINEER', 'ENG_NON_ADMIN'],
      permissions: [],
      default_role: 'ROLE_ENGINEER',
      dashboard: 'ENGINEER',
      b2c_dashboard: true,
    },
  },
  {
    email: 'unverified@demo.test',
    description: 'customer engineer whose email is not verified',
    names: ['Uma', 'Unverified'],
    company: 'acme',
    placement: {
      roles: ['ROLE_ENGINEER', 'ENG_NON_ADMIN'],
      permissions: [],
      default_role: 'ROLE_ENGINEER',
      dashboard: 'STORE_FRONT',
      verified: false,
    },
  },
  {
    email: 'vendor@demo.test',
    description: 'SP_SUPER_ADMIN of the external vendor facility (another tenant)',
    names: ['Victor', 'Vendor'],
    facility: 'vendor',
    placement: {
      roles: ['ROLE_SERVICE_PROVIDER', 'SP_SUPER_ADMIN'],
      permissions: SP_PERMISSIONS as readonly Permission[],
      default_role: 'ROLE_SERVICE_PROVIDER',
      dashboard: 'SERVICE_PROVIDER',
    },
  },
];

export interface DemoAccount {
  email: string;
  description: string;
}

/** The demo accounts, as the start command prints them and the README lists them. */
export const DEMO_ACCOUNTS: DemoAccount[] = DEMO_USERS.map(({ email, description }) => ({ email, description }));

/** An enterprise with two INTERNAL facilities, an external vendor, the customer companies and the demo users. */
export async function seedAccounts(trx: Transaction<Database>): Promise<DemoTenants> {
  const enterprise = async (name: string) =>
    (await trx.insertInto('enterprises').values({ name }).returning('id').executeTakeFirstOrThrow()).id;
  const demoAdditive = await enterprise('Demo Additive Group');
  const northwind = await enterprise('Northwind Manufacturing');
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
  const austin = await facility(DEMO_FACILITIES.austin, demoAdditive, 'Austin', 'US', 'USD');
  const munich = await facility(DEMO_FACILITIES.munich, demoAdditive, 'Munich', 'DE', 'EUR');
  const vendor = await facility(DEMO_FACILITIES.vendor, northwind, 'Leeds', 'GB', 'GBP');
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
  const tenants: DemoTenants = {
    austin,
    munich,
    vendor,
    acme: await customer(CUSTOMERS.acme),
    globex: await customer(CUSTOMERS.globex),
    inHouse: await customer(CUSTOMERS.inHouse),
  };

  // Where the customers' APPROVED_VENDORS orders go besides their store front's facility (Austin):
  // Acme also works with Northwind; Globex has blacklisted it. The enterprise's own engineering
  // has its two plants as INTERNAL vendors (its orders there are internal ones).
  await trx
    .insertInto('vendor_relations')
    .values([
      { facility_id: tenants.inHouse, vendor_id: austin, relation: 'INTERNAL' },
      { facility_id: tenants.inHouse, vendor_id: munich, relation: 'INTERNAL' },
      { facility_id: tenants.acme, vendor_id: vendor, relation: 'PRIVATE' },
      { facility_id: tenants.globex, vendor_id: vendor, relation: 'BLACK_LISTED' },
    ])
    .execute();

  // All demo accounts share one published password, so one hash serves them all.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const { email, names, facility, company, placement } of DEMO_USERS) {
    await insertAccount(trx, { email, firstName: names[0], lastName: names[1] }, passwordHash, {
      ...placement,
      verified: placement.verified ?? true,
      service_provider_id: facility ? tenants[facility] : null,
      engineer_company_id: company ? tenants[company] : null,
    });
  }
  return tenants;
}
