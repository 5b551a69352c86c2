import { sql } from 'kysely';
import type { CompanyRef, UserDto } from 'shared/contracts';
import type { Principal } from '../http/access.js';
import type { Db } from '../db/database.js';

export async function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'password_hash',
      'default_role',
      'service_provider_id',
      'email_verified',
      'first_name',
      'deactivated_at',
    ])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

async function companyRef(db: Db, id: number | null): Promise<CompanyRef | null> {
  if (id === null) return null;
  const row = await db.selectFrom('companies').select(['id', 'company_name', 'kind']).where('id', '=', id).executeTakeFirst();
  return row ? { id: row.id, companyName: row.company_name, kind: row.kind } : null;
}

/** The user as getUser shows it, in the context of the caller's session. */
export async function userDto(db: Db, principal: Principal): Promise<UserDto> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', principal.userId).executeTakeFirstOrThrow();
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    emailVerfied: user.email_verified,
    roles: principal.roles.map((roleName) => ({ roleName })),
    defaultRole: user.default_role,
    currentRole: principal.dashboardRole,
    dashboard: user.dashboard,
    dateFormat: user.date_format,
    switchAccountEnabled: user.switch_account_enabled,
    permissions: principal.permissions,
    serviceProvider: await companyRef(db, principal.facilityId),
    engineerCompany: await companyRef(db, principal.engineerCompanyId),
  };
}

/** The verified people of a facility, by name: who an order may be assigned to. */
export async function facilityPeople(db: Db, facilityId: number): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('users')
    .select(['id', sql<string>`trim(concat_ws(' ', first_name, last_name))`.as('name')])
    .where('service_provider_id', '=', facilityId)
    .where('email_verified', '=', true)
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('id')
    .execute();
}
