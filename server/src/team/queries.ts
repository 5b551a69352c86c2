import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { containsPattern } from '../http/schema-helpers.js';
import type { Team } from './sides.js';

export interface MemberQuery {
  search?: string;
  status?: 'ACTIVE' | 'DEACTIVATED';
  role?: string;
  offset: number;
  limit: number;
}

/** A team's people with this side's roles and permissions, and when each last signed in. */
const members = (db: Db, team: Team, companyId: number) =>
  db
    .selectFrom('users as u')
    .where(`u.${team.member}`, '=', companyId)
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.email_verified',
      'u.created_at',
      'u.deactivated_at',
      sql<string[]>`array(select role_name from user_roles r where r.user_id = u.id and r.role_name = any(${team.roles}::text[])
        order by role_name)`.as('roles'),
      sql<string[]>`array(select permission from user_permissions p where p.user_id = u.id
        and p.permission = any(${team.permissions}::text[]) order by permission)`.as('permissions'),
      sql<Date | null>`(select max(s.created_at) from sessions s where s.user_id = u.id)`.as('last_sign_in_at'),
    ]);

/** One page of a team, by name, with the total the filters match. */
export async function listMembers(db: Db, team: Team, companyId: number, query: MemberQuery) {
  let list = members(db, team, companyId);
  if (query.search) {
    const pattern = containsPattern(query.search);
    list = list.where((eb) =>
      eb.or([eb(sql`u.first_name || ' ' || u.last_name`, 'ilike', pattern), eb('u.email', 'ilike', pattern)]),
    );
  }
  if (query.status === 'ACTIVE') list = list.where('u.deactivated_at', 'is', null);
  if (query.status === 'DEACTIVATED') list = list.where('u.deactivated_at', 'is not', null);
  if (query.role) {
    const role = query.role;
    list = list.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('user_roles as r').select('r.user_id').whereRef('r.user_id', '=', 'u.id').where('r.role_name', '=', role),
      ),
    );
  }
  const [rows, total] = await Promise.all([
    list.orderBy('u.first_name').orderBy('u.last_name').orderBy('u.id').offset(query.offset).limit(query.limit).execute(),
    list
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(total.n) };
}

/** One person of the team, or undefined. */
export const memberOf = (db: Db, team: Team, companyId: number, userId: number) =>
  members(db, team, companyId).where('u.id', '=', userId).executeTakeFirst();

/** The invitations into the company that are not accepted yet, newest first (expired ones too, to renew). */
export const openInvitations = (db: Db, companyId: number) =>
  db
    .selectFrom('invitations as i')
    .leftJoin('users as u', 'u.id', 'i.invited_by')
    .leftJoin('companies as f', 'f.id', 'i.facility_id')
    .select([
      'i.id',
      'i.email',
      'i.first_name',
      'i.last_name',
      'i.roles',
      'i.permissions',
      'i.created_at',
      'i.expires_at',
      'i.approved_at',
      sql<string | null>`u.first_name || ' ' || u.last_name`.as('invited_by'),
      'f.company_name as facility_name',
    ])
    .where('i.company_id', '=', companyId)
    .where('i.accepted_at', 'is', null)
    .where('i.refused_at', 'is', null)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
