/**
 * The two teams: a facility's people (`/service-provider/team`,
 * SP_TEAM_EDITOR) and a customer company's people (`/engineer/team`, ENG_TEAM_EDITOR). Each
 * names the column that places a person in it, the authority membership brings, the roles and
 * permissions its editors assign, and its super admin, of whom one must stay.
 */
import {
  ENG_PERMISSIONS,
  ENG_TEAM_ROLES,
  SP_PERMISSIONS,
  SP_TEAM_ROLES,
  type Permission,
  type RoleName,
  type TeamSide,
} from 'shared/contracts';

export interface Team {
  side: TeamSide;
  /** Where the routes of this team live. */
  prefix: string;
  scope: 'facility' | 'engineer';
  authority: 'ROLE_SERVICE_PROVIDER' | 'ROLE_ENGINEER';
  editor: Permission;
  /** The users' column naming the company a person belongs to. */
  member: 'service_provider_id' | 'engineer_company_id';
  roles: readonly RoleName[];
  permissions: readonly Permission[];
  superAdmin: RoleName;
}

export const TEAMS: Record<TeamSide, Team> = {
  facility: {
    side: 'facility',
    prefix: '/api/v1/sp/team',
    scope: 'facility',
    authority: 'ROLE_SERVICE_PROVIDER',
    editor: 'SP_TEAM_EDITOR',
    member: 'service_provider_id',
    roles: SP_TEAM_ROLES,
    permissions: SP_PERMISSIONS,
    superAdmin: 'SP_SUPER_ADMIN',
  },
  engineer: {
    side: 'engineer',
    prefix: '/api/v1/engineer/team',
    scope: 'engineer',
    authority: 'ROLE_ENGINEER',
    editor: 'ENG_TEAM_EDITOR',
    member: 'engineer_company_id',
    roles: ENG_TEAM_ROLES,
    permissions: ENG_PERMISSIONS,
    superAdmin: 'ENG_SUPER_ADMIN',
  },
};
