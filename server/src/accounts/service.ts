import { ENG_PERMISSIONS, type Permission, type RoleName } from 'shared/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { FastifyInstance } from 'fastify';
import { findUserByEmail } from './queries.js';
import { hashPassword, passwordProblem } from '../auth/index.js';
import { badRequest, conflict } from '../http/errors.js';

type Ctx = FastifyInstance['ctx'];

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The language their emails are in (a LanguageKey); English when not given. */
  language?: string;
}

async function assertNewAccount(ctx: Ctx, account: NewAccount): Promise<void> {
  const problem = passwordProblem(account.password, account.email);
  if (problem) throw badRequest(problem, 'body.password');
  if (await findUserByEmail(ctx.db, account.email)) throw conflict('An account with this email already exists');
}

/** Where an account sits: its facility or customer company, its dashboard, roles and permissions. */
export interface AccountPlacement {
  verified: boolean;
  default_role: 'ROLE_SERVICE_PROVIDER' | 'ROLE_ENGINEER';
  dashboard: 'STORE_FRONT' | 'ENGINEER' | 'SERVICE_PROVIDER';
  service_provider_id: number | null;
  engineer_company_id: number | null;
  roles: RoleName[];
  permissions: readonly Permission[];
  /** Users who may switch between the service-provider and the customer dashboards. */
  switch_account_enabled?: boolean;
  /** Third-party engineers, who see the b2c dashboard. */
  b2c_dashboard?: boolean;
}

/**
 * Inserts the user with its roles and permissions, inside the caller's transaction: the one
 * way an account is created (registration, facility members and the demo seed).
 */
export async function insertAccount(
  trx: Transaction<Database>,
  account: Omit<NewAccount, 'password'>,
  passwordHash: string,
  placement: AccountPlacement,
) {
  const { verified, roles, permissions, ...columns } = placement;
  const user = await trx
    .insertInto('users')
    .values({
      email: account.email,
      password_hash: passwordHash,
      first_name: account.firstName,
      last_name: account.lastName,
      ...(account.language ? { language: account.language } : {}),
      email_verified: verified,
      ...columns,
    })
    .returning(['id', 'email', 'first_name', 'email_verified'])
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('user_roles')
    .values(roles.map((role_name) => ({ user_id: user.id, role_name })))
    .execute();
  if (permissions.length) {
    await trx
      .insertInto('user_permissions')
      .values(permissions.map((permission) => ({ user_id: user.id, permission })))
      .execute();
  }
  return user;
}

export type NewCustomer = Omit<NewAccount, 'password'> & { companyName: string };
export interface CustomerPlacement {
  storefrontProviderId: number | null;
  verified: boolean;
}

/**
 * A customer account: a new engineer company with this user as its super admin, ordering
 * from the given facility's store.
 */
export async function registerCustomer(ctx: Ctx, account: NewAccount & { companyName: string }, options: CustomerPlacement) {
  await assertNewAccount(ctx, account);
  return createCustomer(ctx, account, await hashPassword(account.password), options);
}

/** Creates a customer whose password is already checked and hashed; a taken email fails with 23505. */
export async function createCustomer(
  ctx: Ctx,
  account: NewCustomer,
  passwordHash: string,
  options: CustomerPlacement,
): Promise<{ id: number; email: string; first_name: string; email_verified: boolean }> {
  return ctx.db.transaction().execute(async (trx) => {
    const company = await trx
      .insertInto('companies')
      .values({ kind: 'ENGINEER', company_name: account.companyName, storefront_provider_id: options.storefrontProviderId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return insertAccount(trx, account, passwordHash, {
      verified: options.verified,
      default_role: 'ROLE_ENGINEER',
      dashboard: 'STORE_FRONT',
      engineer_company_id: company.id,
      service_provider_id: null,
      roles: ['ROLE_ENGINEER', 'ENG_SUPER_ADMIN'],
      permissions: ENG_PERMISSIONS,
    });
  });
}

/** The facility whose store a domain shows, for public registration on that domain. */
export async function facilityOfDomain(ctx: Ctx, hostname: string): Promise<number | null> {
  const row = await ctx.db
    .selectFrom('domains')
    .select('facility_id')
    .where('domain', '=', hostname.toLowerCase())
    .executeTakeFirst();
  return row?.facility_id ?? null;
}

/** A verified member of a facility, with the least role (SP_NON_ADMIN) and no permissions. */
export async function registerFacilityMember(ctx: Ctx, account: NewAccount, facilityId: number) {
  await assertNewAccount(ctx, account);
  const passwordHash = await hashPassword(account.password);
  return ctx.db.transaction().execute((trx) =>
    insertAccount(trx, account, passwordHash, {
      verified: true,
      default_role: 'ROLE_SERVICE_PROVIDER',
      dashboard: 'SERVICE_PROVIDER',
      service_provider_id: facilityId,
      engineer_company_id: null,
      roles: ['ROLE_SERVICE_PROVIDER', 'SP_NON_ADMIN'],
      permissions: [],
    }),
  );
}
