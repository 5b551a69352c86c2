import {
  ENG_PERMISSIONS,
  ENG_TEAM_ROLES,
  SP_PERMISSIONS,
  SP_TEAM_ROLES,
  type Permission,
  type TeamRole,
  type TeamSide,
  type UserDto,
} from 'shared/contracts';
import type { Text } from '../texts';

/** What a side of the team page offers and who may grant what on it. */
export interface TeamRules {
  side: TeamSide;
  roles: readonly TeamRole[];
  permissions: readonly Permission[];
  /** Whether the signed-in person may tick (or untick) this role or permission. */
  mayGrant: (item: TeamRole | Permission) => boolean;
}

export function teamRules(side: TeamSide, user: UserDto | undefined): TeamRules {
  const roles = side === 'facility' ? SP_TEAM_ROLES : ENG_TEAM_ROLES;
  const held = new Set<string>([...(user?.roles.map((role) => role.roleName) ?? []), ...(user?.permissions ?? [])]);
  const superAdmin = held.has(side === 'facility' ? 'SP_SUPER_ADMIN' : 'ENG_SUPER_ADMIN');
  return {
    side,
    roles,
    permissions: side === 'facility' ? SP_PERMISSIONS : ENG_PERMISSIONS,
    // As the server rules: permissions one holds; roles one holds, or every role for the super admin.
    mayGrant: (item) => held.has(item) || (superAdmin && (roles as readonly string[]).includes(item)),
  };
}

/** Rights as the page names them, in the reader's language. */
export const rightsText = (text: Text, items: readonly (TeamRole | Permission)[], kind: 'role' | 'permission') =>
  items.map((item) => text(`${kind}.${item}` as Parameters<Text>[0])).join(', ');

/** A person's name as the page shows it. */
export const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();
